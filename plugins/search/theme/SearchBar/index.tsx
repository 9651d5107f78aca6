import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {createPortal} from 'react-dom';
import type {DocSearchTransformClient} from '@docsearch/react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {useSearchLinkCreator} from '@docusaurus/theme-common';
import {
  useAlgoliaContextualFacetFilters,
  useAlgoliaThemeConfig,
} from '@docusaurus/theme-search-algolia/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import translations from '@theme/SearchTranslations';
import {LuSearch} from 'react-icons/lu';

import {NO_INDEX_YET, useLocalSearchClient} from '../../client/useSearchClient';
import {closeShell, openShell, takeEarlyRequest, type EarlyWindow} from '../../earlyKeys';
import type {ModalProps} from './Modal';
import './styles.css';

/**
 * DocSearch's modal, with this site's adapters (`./Modal`), fetched the first
 * time a reader points at, focuses or opens search (its stylesheet is in the
 * start-up CSS, `./styles.css`). @docsearch/react 3.9.0 is a single module
 * (its button.js and modal.js both re-export dist/esm/index.js, see
 * https://unpkg.com/@docsearch/react@3.9.0/button.js), so importing its
 * `DocSearchButton` or `useDocSearchKeyboardEvents` here would bundle all of
 * it, Algolia client included, into every page; tests/site/bundles.test.ts
 * checks that it stays out. The button and the shortcuts below are ours.
 */
let modalLoaded = false;
const loadModal = () =>
  import('./Modal').then((module) => {
    modalLoaded = true;
    return module;
  });
const DocSearchModal = lazy(loadModal);

const APPLE = /(Mac|iPhone|iPod|iPad)/i;

/** True when a key goes to a text field, where "/" is just a character. */
function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName))
  );
}

/**
 * A key cap of the search button, shown pressed while `pressKey` (a
 * `KeyboardEvent.key`: `Control`, `Meta` or `k`) is held. macOS sends no
 * key-up for other keys while Meta is held, so releasing Meta releases all.
 */
function Key({pressKey, children}: {pressKey: string; children: ReactNode}): ReactNode {
  const [pressed, setPressed] = useState(false);
  useEffect(() => {
    const down = (event: KeyboardEvent) => event.key === pressKey && setPressed(true);
    const up = (event: KeyboardEvent) =>
      (event.key === pressKey || event.key === 'Meta') && setPressed(false);
    window.addEventListener('keydown', down);
    window.addEventListener('keyup', up);
    return () => {
      window.removeEventListener('keydown', down);
      window.removeEventListener('keyup', up);
    };
  }, [pressKey]);
  const className = `DocSearch-Button-Key${pressed ? ' DocSearch-Button-Key--pressed' : ''}`;
  return <kbd className={className}>{children}</kbd>;
}

/**
 * The navbar's search: a button styled by DocSearch's stylesheet (its
 * `DocSearch-Button*` classes), the search shortcuts, and DocSearch's modal
 * answered by the embedded index (`useLocalSearchClient`) or by Algolia.
 *
 * Shortcuts: Ctrl+K or Cmd+K toggles search; "/" opens it outside text
 * fields; Escape closes it; a letter or digit typed on the focused button
 * opens it with that character. The button's accessible name is
 * "Search (Ctrl+K)", or "Search (Command+K)" on Apple devices.
 */
export default function SearchBar(): ReactNode {
  const {appId, apiKey, indexName} = useAlgoliaThemeConfig().algolia;
  const {siteMetadata, siteConfig} = useDocusaurusContext();
  const {docusaurusVersion} = siteMetadata;
  const local = useLocalSearchClient();
  const createSearchLink = useSearchLinkCreator();
  const history = useHistory();
  const facetKey = JSON.stringify(useAlgoliaContextualFacetFilters());
  // Null on the server and while hydrating: only the browser knows its platform. Read in
  // the render that follows hydration (isBrowser), not from a store: a store that differs
  // from its server value re-renders synchronously, in a task of its own.
  const isBrowser = useIsBrowser();
  const apple = isBrowser ? APPLE.test(navigator.platform) : null;
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string>();

  // Pointing at the button starts fetching the modal and the index.
  const prepare = useCallback(() => {
    local?.load().catch(() => {}); // A search then shows the error screen.
    loadModal().catch(() => {}); // Opening search then retries.
  }, [local]);
  const openSearch = useCallback(
    (query?: string, fromKeyboard = false) => {
      prepare();
      // Opened from the keyboard before the modal's code has arrived, the
      // early script's shell stands in until the modal mounts and keeps what
      // the reader types meanwhile (../../earlyKeys.ts).
      if (fromKeyboard && !modalLoaded) {
        openShell(window as EarlyWindow, query, () => setOpen(false));
      }
      setInitialQuery(query);
      setOpen(true);
    },
    [prepare],
  );
  const close = useCallback(() => {
    setOpen(false);
    // The early shell, if search closes before DocSearch's modal replaced it.
    closeShell(window as EarlyWindow);
    button.current?.focus();
  }, []);

  // A shortcut or tap made before the page was interactive: its shell stays
  // on screen until the modal replaces it (./Modal.tsx), and closing the
  // shell first (Cancel, backdrop) closes search (../../earlyKeys.ts).
  useEffect(() => {
    // In a microtask: the effect only subscribes; opening is a state change.
    if (takeEarlyRequest(window as EarlyWindow, () => setOpen(false)))
      queueMicrotask(() => openSearch());
  }, [openSearch]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const modifier = event.ctrlKey || event.metaKey;
      // Chrome's autofill sends keydown events without a key.
      if (
        (modifier && event.key?.toLowerCase() === 'k') ||
        (open && event.key === 'Escape') ||
        (!open && event.key === '/' && !isTyping(event.target))
      ) {
        event.preventDefault();
        if (open) close();
        else openSearch(undefined, true);
      } else if (!open && !modifier && event.target === button.current) {
        if (!/^[a-z0-9]$/i.test(event.key ?? '')) return;
        event.preventDefault(); // The modal's input gets the character instead.
        openSearch(event.key, true);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open, openSearch, close]);

  const modalProps = useMemo(
    (): Omit<ModalProps, 'initialScrollY'> => ({
      appId,
      apiKey,
      indexName,
      placeholder: translations.placeholder,
      translations:
        local && process.env.NODE_ENV === 'development'
          ? {...translations.modal, errorScreen: NO_INDEX_YET}
          : translations.modal,
      searchParameters: {facetFilters: JSON.parse(facetKey)},
      transformSearchClient: (algolia) => {
        if (local) return local as unknown as DocSearchTransformClient;
        algolia.addAlgoliaAgent('docusaurus', docusaurusVersion);
        return algolia;
      },
      // Record URLs are paths of this site (plugins/search/records/html.ts).
      hitComponent: ({hit, children}) => <Link to={hit.url}>{children}</Link>,
      navigator: {navigate: ({itemUrl}) => history.push(itemUrl)},
      origins: [new URL(siteConfig.url).origin],
      seeAll: (query, nbHits) => (
        <Link to={createSearchLink(query)} onClick={close}>
          See all {nbHits} results
        </Link>
      ),
    }),
    [
      appId,
      apiKey,
      indexName,
      local,
      facetKey,
      docusaurusVersion,
      history,
      createSearchLink,
      close,
      siteConfig.url,
    ],
  );

  const {buttonText = 'Search', buttonAriaLabel = 'Search'} = translations.button ?? {};
  return (
    <>
      {!local && (
        <Head>
          {/* Lets the browser connect to Algolia before the first query. */}
          <link
            rel="preconnect"
            href={`https://${appId}-dsn.algolia.net`}
            crossOrigin="anonymous"
          />
        </Head>
      )}
      <button
        ref={button}
        type="button"
        className="DocSearch DocSearch-Button"
        aria-label={`${buttonAriaLabel} (${apple === false ? 'Ctrl' : 'Command'}+K)`}
        onClick={() => openSearch()}
        onFocus={prepare}
        onMouseOver={prepare}
        onTouchStart={prepare}>
        <span className="DocSearch-Button-Container">
          <LuSearch className="DocSearch-Search-Icon" size={20} aria-hidden />
          <span className="DocSearch-Button-Placeholder">{buttonText}</span>
        </span>
        <span className="DocSearch-Button-Keys">
          {apple !== null && (
            <>
              <Key pressKey={apple ? 'Meta' : 'Control'}>{apple ? '⌘' : 'Ctrl'}</Key>
              <Key pressKey="k">K</Key>
            </>
          )}
        </span>
      </button>
      {open &&
        createPortal(
          <Suspense fallback={null}>
            <DocSearchModal
              {...modalProps}
              origins={[...modalProps.origins, window.location.origin]}
              initialQuery={initialQuery}
              initialScrollY={window.scrollY}
              onClose={close}
            />
          </Suspense>,
          document.body,
        )}
    </>
  );
}
