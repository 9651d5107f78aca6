import React, {useEffect, useRef, useState, type ComponentProps, type ReactNode} from 'react';

/**
 * Whether the browser has rendered `table`. Inside a section that
 * `content-visibility: auto` skips (`plugins/offscreen-content/`) it has
 * no layout yet, so whether it is wider than its column cannot be known.
 */
function rendered(table: Element): boolean {
  return typeof table.checkVisibility !== 'function'
    ? true
    : table.checkVisibility({contentVisibilityAuto: true});
}

/**
 * Calls `onChange(table, scrolls)` for each of `tables` after its first
 * layout and whenever its size changes, with whether it scrolls sideways
 * (one `ResizeObserver` for them all). A table the browser has not
 * rendered yet counts as scrolling, since it may: `onChange(table, true)`
 * right away, and it is measured when it is rendered, as its size then
 * changes. Returns the function that stops.
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
    for (const {target} of entries) {
      onChange(target, !rendered(target) || target.scrollWidth > target.clientWidth);
    }
  });
  for (const table of tables) {
    if (!rendered(table)) onChange(table, true);
    observer.observe(table);
  }
  return () => observer.disconnect();
}

/**
 * A Markdown table. Infima lets a table wider than the column scroll
 * sideways (it is `display: block; overflow: auto` below 997px), which
 * happens on phones. A keyboard user can only scroll it once it can take
 * focus (WCAG 2.1.1; axe rule `scrollable-region-focusable`), so a table
 * that overflows gets `tabIndex={0}`; one that fits stays out of the tab
 * order. Re-measured whenever the table's size changes; while the browser
 * has not laid it out (a closed `<details>`, a hidden tab) it counts as
 * overflowing ({@link watchTableScrolling}).
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
