/**
 * Client module: doc pages match their path with the same letter case only,
 * so that `/TOOLHIVE` renders the not-found page (which nginx serves for it
 * with status 404) instead of hydrating into `/toolhive`.
 *
 * React Router matches paths case-insensitively unless a route says
 * `sensitive: true`, and Docusaurus's routes do not say it. This marks every
 * route object of `@generated/routes` sensitive before anything renders
 * (Docusaurus evaluates client modules first: `import
 * '@generated/client-modules'` precedes `renderRoutes(routes)` in
 * https://github.com/facebook/docusaurus/blob/v3.8.1/packages/docusaurus/src/client/App.tsx).
 * The docs theme picks the page to show with `matchPath(pathname, docRoute)`
 * on these objects (`useDocRootMetadata`,
 * https://github.com/facebook/docusaurus/blob/v3.8.1/packages/docusaurus-plugin-content-docs/src/client/docsUtils.tsx),
 * and shows the not-found content when none matches; preloading and
 * prefetching match the same objects. Not covered: the top-level `<Switch>`
 * of `renderRoutes`, which ignores `sensitive`, so `/SEARCH` still shows the
 * search page. Every other page is a doc page.
 * `tests/unit/canaries.test.ts` checks what this relies on.
 */
import routes from '@generated/routes';

/** A route as React Router reads it, with its nested routes. */
export type MatchableRoute = {sensitive?: boolean; routes?: MatchableRoute[]};

/**
 * Marks every route in the tree as case-sensitive, in place.
 *
 * @param tree the routes, as `@generated/routes` exports them
 */
export function makeCaseSensitive(tree: MatchableRoute[]): void {
  for (const route of tree) {
    route.sensitive = true;
    if (route.routes) makeCaseSensitive(route.routes);
  }
}

makeCaseSensitive(routes as MatchableRoute[]);
