import React, {useEffect, useRef, useState, type ComponentProps, type ReactNode} from 'react';

/**
 * Calls `onChange(table, scrolls)` for each of `tables` after its first
 * layout and whenever its size changes, with whether it scrolls sideways
 * (one `ResizeObserver` for them all). Returns the function that stops.
 *
 * Used by {@link ScrollableTable} and, for tables in server HTML that is
 * not hydrated, by `plugins/static-sections/`.
 */
export function watchTableScrolling(
  tables: readonly Element[],
  onChange: (table: Element, scrolls: boolean) => void,
): () => void {
  if (tables.length === 0 || typeof ResizeObserver === 'undefined') return () => undefined;
  const observer = new ResizeObserver((entries) => {
    for (const {target} of entries) onChange(target, target.scrollWidth > target.clientWidth);
  });
  for (const table of tables) observer.observe(table);
  return () => observer.disconnect();
}

/**
 * A Markdown table. Infima lets a table wider than the column scroll
 * sideways (it is `display: block; overflow: auto` below 997px), which
 * happens on phones. A keyboard user can only scroll it once it can take
 * focus (WCAG 2.1.1; axe rule `scrollable-region-focusable`), so a table
 * that overflows gets `tabIndex={0}`; one that fits stays out of the tab
 * order. Re-measured whenever the table's size changes.
 */
export default function ScrollableTable(props: ComponentProps<'table'>): ReactNode {
  const ref = useRef<HTMLTableElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const table = ref.current;
    return table ? watchTableScrolling([table], (_, value) => setScrolls(value)) : undefined;
  }, []);
  return <table ref={ref} tabIndex={scrolls ? 0 : undefined} {...props} />;
}
