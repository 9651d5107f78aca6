/**
 * The theme's `useWindowSize`
 * (https://github.com/facebook/docusaurus/blob/v3.8.1/packages/docusaurus-theme-common/src/hooks/useWindowSize.ts),
 * with one change: the first measurement, right after hydration, is a
 * transition.
 *
 * The hook returns `'ssr'` while the page hydrates, so that the desktop
 * sidebar and table of contents hydrate as the server rendered them, then
 * `'desktop'` or `'mobile'`. On a phone that first measurement unmounts the
 * desktop sidebar and table of contents; as a transition React renders it
 * in slices that yield to the browser instead of in one blocking task.
 * Resizes stay ordinary updates.
 *
 * `plugins/patches` puts this module in the place of the theme's (in both
 * bundles); `tests/unit/canaries.test.ts` checks the theme's breakpoint.
 */
import {startTransition, useEffect, useState} from 'react';

/** What the hook returns: `'ssr'` until the first measurement after hydration. */
export type WindowSize = 'desktop' | 'mobile' | 'ssr';

/** Infima's breakpoint, which the theme also uses: wider than this is desktop (px). */
export const DESKTOP_BREAKPOINT = 996;

function measure(desktopBreakpoint: number): WindowSize {
  return window.innerWidth > desktopBreakpoint ? 'desktop' : 'mobile';
}

/**
 * The window's size class: `'ssr'` during hydration, then `'desktop'`
 * (wider than `desktopBreakpoint` px) or `'mobile'`, following resizes.
 */
export function useWindowSize({
  desktopBreakpoint = DESKTOP_BREAKPOINT,
}: {desktopBreakpoint?: number} = {}): WindowSize {
  const [windowSize, setWindowSize] = useState<WindowSize>('ssr');
  useEffect(() => {
    const update = () => setWindowSize(measure(desktopBreakpoint));
    startTransition(update);
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [desktopBreakpoint]);
  return windowSize;
}
