/**
 * Client module of the offscreen-content plugin.
 *
 * Skipping unrendered sections pays on the page a reader opens, which the
 * browser lays out at load. After an in-app navigation the new page is
 * rendered by React instead, and Docusaurus scrolls to the link's fragment
 * right after the new page is committed, before `onRouteDidUpdate`
 * (`ClientLifecyclesDispatcher` in
 * https://github.com/facebook/docusaurus/blob/v3.8.1/packages/docusaurus/src/client/ClientLifecyclesDispatcher.tsx).
 * With sections above the fragment at their placeholder height, that scroll
 * can land off target, so the first navigation takes the attribute away for
 * the rest of the visit and scrolls to the fragment again, as Docusaurus
 * does, now over the page's real layout. Both happen in the same task,
 * before the browser paints.
 */
import type {ClientModule} from '@docusaurus/types';

import {SKIP_ATTRIBUTE} from './attribute';

type Location = {pathname: string; search: string; hash: string};

/**
 * `onRouteDidUpdate`: on the first navigation (there is a previous
 * location; the initial render has none), removes {@link SKIP_ATTRIBUTE}
 * from `<html>` and, when Docusaurus has just scrolled to a fragment of the
 * new location, scrolls to it again.
 */
export function onRouteDidUpdate({
  location,
  previousLocation,
}: {
  location: Location;
  previousLocation: Location | null;
}): void {
  const root = document.documentElement;
  if (!previousLocation || !root.hasAttribute(SKIP_ATTRIBUTE)) return;
  root.removeAttribute(SKIP_ATTRIBUTE);
  // Docusaurus's test: a change of the query string alone does not scroll.
  const searchOnly =
    location.pathname === previousLocation.pathname &&
    location.hash === previousLocation.hash &&
    location.search !== previousLocation.search;
  if (!searchOnly && location.hash) {
    document.getElementById(decodeURIComponent(location.hash.substring(1)))?.scrollIntoView();
  }
}

export default {onRouteDidUpdate} satisfies ClientModule;
