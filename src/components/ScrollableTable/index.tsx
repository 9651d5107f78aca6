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
 * Calls `onChange(scrolls)` after the table's first layout and whenever its
 * size changes, with whether it scrolls sideways. A table the browser has
 * not rendered yet counts as scrolling, since it may: `onChange(true)` right
 * away, and it is measured when it is rendered, as its size then changes.
 * Returns the function that stops.
 */
function watchScrolling(table: Element, onChange: (scrolls: boolean) => void): () => void {
  if (typeof ResizeObserver === 'undefined') return () => undefined;
  const observer = new ResizeObserver(() =>
    onChange(!rendered(table) || table.scrollWidth > table.clientWidth),
  );
  if (!rendered(table)) onChange(true);
  observer.observe(table);
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
 * overflowing ({@link watchScrolling}).
 */
export default function ScrollableTable(props: ComponentProps<'table'>): ReactNode {
  const ref = useRef<HTMLTableElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const table = ref.current;
    return table ? watchScrolling(table, setScrolls) : undefined;
  }, []);
  return <table ref={ref} tabIndex={scrolls ? 0 : undefined} {...props} />;
}
