import type {ReactNode} from 'react';

/**
 * Renders nothing: the theme's version writes the page's `BreadcrumbList`
 * with `JSON.stringify` alone, so a label with `</script>` would end the
 * element early. The page's `BreadcrumbList` comes, escaped, from this
 * plugin's `DocItem/Metadata`, with the `TechArticle`.
 */
export default function DocBreadcrumbsStructuredData(): ReactNode {
  return null;
}
