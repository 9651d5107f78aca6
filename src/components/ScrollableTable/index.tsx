import React, {useEffect, useRef, useState, type ComponentProps, type ReactNode} from 'react';

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
    if (!table) return undefined;
    const observer = new ResizeObserver(() => setScrolls(table.scrollWidth > table.clientWidth));
    observer.observe(table);
    return () => observer.disconnect();
  }, []);
  return <table ref={ref} tabIndex={scrolls ? 0 : undefined} {...props} />;
}
