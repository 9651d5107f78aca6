import React, {type ComponentProps, type ReactNode} from 'react';

/**
 * A Markdown table. Infima lets a table wider than the page scroll sideways
 * (it is `display: block; overflow: auto`), which happens on phones; a
 * keyboard user can then only scroll it once it can take focus, so it gets
 * `tabIndex={0}` (WCAG 2.1.1; axe rule `scrollable-region-focusable`).
 */
export default function ScrollableTable(props: ComponentProps<'table'>): ReactNode {
  return <table tabIndex={0} {...props} />;
}
