import {useCallback, useLayoutEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import {DocSearchModal, type DocSearchModalProps} from '@docsearch/react/modal';

import {forDocSearch} from '../../client/forDocSearch';
import {missingResultsUrl} from '../../client/missingResults';
import {inModalOrder} from '../../client/modalOrder';
import {escapeHitTexts, sanitizeStoredSearches} from '../../client/storedSearches';
import {replaceShell, SHELL_LABELS, shellQuery, type EarlyWindow} from '../../earlyKeys';

export type ModalProps = DocSearchModalProps & {
  /** Origins that stored searches may link to: where the page is served and the site's URL. */
  origins: string[];
  /** The "See all N results" link under the hits. */
  seeAll: (query: string, nbHits: number) => ReactNode;
};

/**
 * DocSearch's modal as this site shows it, loaded with DocSearch when search
 * first opens (so none of this is in the start-up bundle,
 * tests/site/bundles.test.ts):
 * - stored recent and favourite searches are cleaned before DocSearch reads
 *   them, and the hits it stores have their texts escaped
 *   (`client/storedSearches.ts`);
 * - answers reach it in `engine/order.ts` order, and a failed search
 *   keeps its error screen (`client/forDocSearch.ts`);
 * - when no page matches every word, the footer says the hits are the
 *   closest pages and links to a pre-filled issue, and when nothing matches
 *   the no-results screen links to one (`client/missingResults.ts`);
 * - when the early shell stood in for it (`earlyKeys.ts`), it takes the
 *   shell's query, focus and caret, and removes the shell before the
 *   browser paints;
 * - `.DocSearch-Modal` is a modal dialog named like the shell
 *   (DocSearch 3.9 gives it no role).
 */
export default function Modal({origins, seeAll, ...props}: ModalProps): ReactNode {
  // Before DocSearchModal renders: it reads storage while it mounts.
  useState(() => sanitizeStoredSearches(props.indexName, origins));
  // After DocSearchModal's own layout effects, before the frame is painted.
  useLayoutEffect(() => {
    // The shell's query goes in as typing does, not as `initialQuery`: with
    // `initialQuery` DocSearch 3.9 shows "No results" rather than its
    // stalled state while the index is still downloading
    // (tests/e2e/search.spec.ts, "a slow index download …").
    const latest = shellQuery(window as EarlyWindow);
    replaceShell(window as EarlyWindow);
    const modal = document.querySelector('.DocSearch-Modal');
    modal?.setAttribute('role', 'dialog');
    modal?.setAttribute('aria-modal', 'true');
    modal?.setAttribute('aria-label', SHELL_LABELS.dialog);
    const input = modal?.querySelector<HTMLInputElement>('.DocSearch-Input');
    if (!input) return;
    if (latest !== undefined && latest !== input.value) {
      // As typing does: the value through the DOM's own setter, then an
      // input event, which DocSearch's search box handles as a change.
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(
        input,
        latest,
      );
      input.dispatchEvent(new Event('input', {bubbles: true}));
    }
    if (input.value) {
      input.focus();
      input.setSelectionRange(input.value.length, input.value.length);
    }
    // Only when the modal mounts: the shell is gone after that.
  }, []);
  /** Whether each query's best hit matched every word. */
  const complete = useRef(new Map<string, boolean>());
  const {transformSearchClient, transformItems} = props;
  // Stable callbacks: DocSearch rebuilds its client and its autocomplete
  // state when these change.
  const searchClient = useCallback<NonNullable<DocSearchModalProps['transformSearchClient']>>(
    (client) =>
      // forDocSearch outermost: DocSearch's error screen needs its hold on a
      // failed search (client/forDocSearch.ts).
      forDocSearch(
        inModalOrder(
          transformSearchClient ? transformSearchClient(client) : client,
          (query, done) => complete.current.set(query, done),
        ),
      ),
    [transformSearchClient],
  );
  const items = useCallback<NonNullable<DocSearchModalProps['transformItems']>>(
    (list) => (transformItems ? transformItems(list) : list).map((item) => escapeHitTexts(item)),
    [transformItems],
  );
  const missing = useCallback<NonNullable<DocSearchModalProps['getMissingResultsUrl']>>(
    ({query}) => missingResultsUrl(query, window.location.pathname),
    [],
  );
  const footer = useMemo<NonNullable<DocSearchModalProps['resultsFooterComponent']>>(
    () =>
      function Footer({state}) {
        return (
          <div className="th-search-footer">
            {complete.current.get(state.query) === false && (
              <p className="th-search-footer__closest">
                No page matches every word of your search; these are the closest.{' '}
                <a
                  href={missingResultsUrl(state.query, window.location.pathname)}
                  target="_blank"
                  rel="noopener noreferrer">
                  Tell us what you were looking for
                </a>
              </p>
            )}
            {seeAll(state.query, state.context.nbHits as number)}
          </div>
        );
      },
    [seeAll],
  );
  return (
    <DocSearchModal
      {...props}
      transformSearchClient={searchClient}
      transformItems={items}
      getMissingResultsUrl={missing}
      resultsFooterComponent={footer}
    />
  );
}
