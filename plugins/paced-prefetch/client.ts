/**
 * Client module of the paced-prefetch plugin.
 *
 * Docusaurus's `<Link>` prefetches a route's chunks as soon as the link
 * scrolls into view. Every link visible on load reports in the same task, so
 * a page with many links ran all of that work (route matching and one
 * `<link rel="prefetch">` per chunk) in one long task right after hydration,
 * which froze a phone for a few hundred milliseconds. This module swaps in
 * {@link pacedPrefetch}, which does the same work in short idle slices.
 *
 * Docusaurus assigns `window.docusaurus` (a frozen `{prefetch, preload}`)
 * in its client entry, after client modules are evaluated; the accessor
 * below replaces `prefetch` at that assignment. `preload` (hover and touch)
 * is untouched.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

import {pacedPrefetch} from './pace';

type DocusaurusApi = {
  prefetch: (routePath: string) => unknown;
  preload: (routePath: string) => unknown;
};

if (ExecutionEnvironment.canUseDOM) {
  let api: DocusaurusApi | undefined;
  Object.defineProperty(window, 'docusaurus', {
    configurable: true,
    enumerable: true,
    get: () => api,
    set: (value: DocusaurusApi) => {
      api = Object.freeze({...value, prefetch: pacedPrefetch(value.prefetch)});
    },
  });
}
