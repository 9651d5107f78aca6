import type {Page} from './data';

/**
 * Finding a page from what a client passes to `get_page`: a canonical URL
 * (`https://docs.stacklok.com/toolhive/faq`), a route (`/toolhive/faq`,
 * `toolhive/faq`, with or without a trailing slash, query or fragment) or
 * the Markdown twin's path (`/toolhive/faq.md`, `/index.md` for the home page).
 */

/** The route a reference names, or null when it is a URL of another site. */
export function routeOf(reference: string, pages: readonly Page[]): string | null {
  let path = reference.trim();
  if (/^[a-z][a-z0-9+.-]*:/i.test(path)) {
    let url: URL;
    try {
      url = new URL(path);
    } catch {
      return null;
    }
    const origins = new Set(pages.map((page) => new URL(page.url).origin));
    if (!origins.has(url.origin)) return null;
    path = url.pathname;
  }
  path = path.replace(/[?#].*$/s, '');
  if (!path.startsWith('/')) path = `/${path}`;
  path = path.replace(/\/index\.md$/, '/').replace(/\.md$/, '');
  if (path.length > 1) path = path.replace(/\/+$/, '');
  return path || '/';
}

/**
 * The page a reference names: the exact route first, then the same route in
 * another letter case.
 */
export function findPage(reference: string, pages: readonly Page[]): Page | undefined {
  const route = routeOf(reference, pages);
  if (route === null) return undefined;
  return (
    pages.find((page) => page.route === route) ??
    pages.find((page) => page.route.toLowerCase() === route.toLowerCase())
  );
}

/** Edit distance between two strings (insertions, deletions, substitutions). */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * The routes closest to a reference that names no page, best first: routes
 * ending in the same last segment, then by edit distance. Only as many
 * characters of the reference as the longest route has are compared, so
 * the work per call stays small however long the reference is (the edit
 * distance takes time in the product of the two lengths).
 */
export function closestRoutes(reference: string, pages: readonly Page[], count = 3): string[] {
  const longest = Math.max(0, ...pages.map((page) => page.route.length));
  const full = (routeOf(reference, pages) ?? reference).toLowerCase();
  const last = full.split('/').pop() ?? '';
  const route = full.slice(0, longest + 1);
  return pages
    .map((page) => {
      const candidate = page.route.toLowerCase();
      const sameLast = last !== '' && candidate.split('/').pop() === last;
      return {route: page.route, score: (sameLast ? 0 : 1000) + editDistance(route, candidate)};
    })
    .sort((a, b) => a.score - b.score || a.route.localeCompare(b.route))
    .slice(0, count)
    .map((entry) => entry.route);
}
