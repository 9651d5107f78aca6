/**
 * Client module of the paced-prefetch plugin.
 *
 * Docusaurus's `<Link>` prefetches a route's chunks as soon as the link
 * scrolls into view. Every link visible on load reports in the same task,
 * and each call matched the route and appended one `<link rel="prefetch">`
 * per chunk of the route and of each parent route, files the page already
 * had included. On a phone that came to long tasks of 40–80 ms after
 * hydration. This module swaps in {@link pacedPrefetch}, which does the
 * same prefetching in short idle slices, each file once.
 *
 * Docusaurus assigns `window.docusaurus` (a frozen `{prefetch, preload}`)
 * in its client entry, after client modules are evaluated; the accessor
 * below replaces `prefetch` at that assignment. `preload` (hover and touch)
 * is untouched.
 *
 * What a route needs is read as Docusaurus's own prefetch reads it
 * (https://github.com/facebook/docusaurus/blob/v3.8.1/packages/docusaurus/src/client/docusaurus.ts):
 * the matched routes, their chunk names in `@generated/routesChunkNames`
 * (keyed by path and a hash), and `__webpack_require__.gca` for each
 * chunk's URL. Files are fetched with Docusaurus's own helper.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import flat from '@docusaurus/core/lib/client/flat';
import prefetchHelper from '@docusaurus/core/lib/client/prefetch';
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import {matchRoutes} from 'react-router-config';

import {pacedPrefetch} from './pace';

type DocusaurusApi = {
  prefetch: (routePath: string) => unknown;
  preload: (routePath: string) => unknown;
};

/** Docusaurus's bundler runtime function: a chunk's name → its URL (`ChunkAssetPlugin`). */
declare const __webpack_require__: {gca: (chunkName: string) => string | undefined};

let chunkNames: Map<string, string[]> | undefined;

/** Route path → the names of its chunks, built once from `routesChunkNames`. */
function chunkNamesByPath(): Map<string, string[]> {
  if (chunkNames) return chunkNames;
  chunkNames = new Map();
  for (const [nameWithHash, chunks] of Object.entries(routesChunkNames)) {
    // `/toolhive/guides-cli/run-mcp-servers-8a3` → `/toolhive/guides-cli/run-mcp-servers`
    const path = nameWithHash.replace(/-[^-]+$/, '');
    const names = chunkNames.get(path) ?? [];
    names.push(...(Object.values(flat(chunks)) as string[]));
    chunkNames.set(path, names);
  }
  return chunkNames;
}

/** Docusaurus's test: no prefetching on a 2G connection or with data saving on. */
function slowConnection(): boolean {
  const connection = (
    navigator as Navigator & {connection?: {effectiveType?: string; saveData?: boolean}}
  ).connection;
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
}

/**
 * The URLs of the chunk files `routePath` needs (its route and parent
 * routes) that this page has not fetched yet (by Resource Timing).
 */
function chunksToFetch(routePath: string): string[] {
  if (slowConnection()) return [];
  const fetched = new Set(performance.getEntriesByType('resource').map((entry) => entry.name));
  return matchRoutes(routes, routePath)
    .flatMap((match) => chunkNamesByPath().get(match.route.path as string) ?? [])
    .map((name) => __webpack_require__.gca(name))
    .filter((url): url is string => Boolean(url) && !url!.includes('undefined'))
    .filter((url) => !fetched.has(new URL(url, window.location.href).href));
}

if (ExecutionEnvironment.canUseDOM) {
  let api: DocusaurusApi | undefined;
  Object.defineProperty(window, 'docusaurus', {
    configurable: true,
    enumerable: true,
    get: () => api,
    set: (value: DocusaurusApi) => {
      api = Object.freeze({...value, prefetch: pacedPrefetch(chunksToFetch, prefetchHelper)});
    },
  });
}
