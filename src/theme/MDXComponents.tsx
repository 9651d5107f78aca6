import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/components/ScrollableTable';

/** The theme's MDX components, with Markdown tables that scroll by keyboard too. */
export default {
  ...MDXComponents,
  table: ScrollableTable,
};
