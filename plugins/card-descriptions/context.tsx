import {createContext, useContext, type ReactNode} from 'react';

import type {DocDescriptions} from './index';

const Descriptions = createContext<DocDescriptions>({});

/**
 * Gives the doc cards below it the descriptions of the docs they link to,
 * by doc id (a generated-index page's `docDescriptions` route prop; see
 * `moveCardDescriptions` in `index.ts`).
 */
export function DocDescriptionsProvider({
  descriptions,
  children,
}: {
  descriptions: DocDescriptions;
  children: ReactNode;
}): ReactNode {
  return <Descriptions.Provider value={descriptions}>{children}</Descriptions.Provider>;
}

/**
 * The description of the doc `docId` as the page around the card provides
 * it, or `undefined` outside a generated-index page or for a doc it does not
 * list.
 */
export function useDocDescription(docId: string | undefined): string | undefined {
  const descriptions = useContext(Descriptions);
  return docId === undefined ? undefined : descriptions[docId];
}
