/**
 * Docusaurus's `isBrowser` context
 * (https://github.com/facebook/docusaurus/blob/v3.8.1/packages/docusaurus/src/client/browserContext.tsx),
 * with one change: the update to `true` after hydration is a transition.
 *
 * `isBrowser` turns true in an effect right after hydration, and every
 * component that reads it renders again: the code blocks' copy and
 * word-wrap buttons (which the theme renders only in the browser), the
 * feedback block, themed images, the `data-has-hydrated` attribute. As an
 * ordinary update React renders all of that in one blocking task; as a
 * transition it renders in slices of about 5 ms that let the browser handle
 * input in between, and only the commit is one task.
 *
 * `plugins/patches` puts this module in the place of Docusaurus's (in both
 * bundles), at the version it was written for.
 */
import React, {createContext, startTransition, useEffect, useState, type ReactNode} from 'react';

/** True once the page has hydrated (read by `useIsBrowser`). */
export const Context = createContext(false);

/**
 * Provides {@link Context}: false while the page hydrates, true from the
 * transition that follows.
 */
export function BrowserContextProvider({children}: {children: ReactNode}): ReactNode {
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => {
    startTransition(() => setIsBrowser(true));
  }, []);
  return <Context.Provider value={isBrowser}>{children}</Context.Provider>;
}
