/**
 * Path of a route's Markdown twin from the site root: `/` → `/index.md`,
 * `/toolhive` → `/toolhive.md`, `/toolhive/faq` → `/toolhive/faq.md`. Used
 * by the build (which writes the twins) and by the browser (which links to
 * them), so both always agree.
 */
export function twinPath(route: string): string {
  const path = route.length > 1 ? route.replace(/\/+$/, '') : route;
  return path === '/' ? '/index.md' : `${path}.md`;
}
