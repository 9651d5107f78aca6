import {useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {PageMetadata, useSearchQueryString} from '@docusaurus/theme-common';
import {
  useAlgoliaContextualFacetFilters,
  useAlgoliaThemeConfig,
} from '@docusaurus/theme-search-algolia/client';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';

import type {SearchRequest} from '../../engine/engine';
import {unescapeHtml} from '../../engine/highlight';
import {missingResultsUrl} from '../../client/missingResults';
import {NO_INDEX_YET, useLocalSearchClient} from '../../client/useSearchClient';
import styles from './styles.module.css';

/**
 * The search input's limit, the same as the modal's: DocSearch 3.9.0 gives
 * its input `maxLength={64}`
 * (https://github.com/algolia/docsearch/blob/v3.9.0/packages/docsearch-react/src/SearchBox.tsx).
 */
export const MAX_QUERY_LENGTH = 64;

/**
 * Markers around matched words in highlighted values. They are control
 * characters no page text contains, so the page splits on them and renders
 * every piece as text: nothing from the index or from Algolia is parsed as
 * HTML.
 */
const PRE = '\u0002';
const POST = '\u0003';

/**
 * A highlighted value as React nodes: matched words in `<mark>`, the rest
 * as text. The embedded index escapes values for HTML, so `escaped` undoes
 * its five entities first; Algolia's values are raw text.
 */
function Highlighted({value, escaped}: {value: string; escaped: boolean}): ReactNode {
  const text = escaped ? unescapeHtml(value) : value;
  return text.split(POST).map((part, i) => {
    const [before = '', match] = part.split(PRE);
    return (
      <span key={i}>
        {before}
        {match !== undefined && <mark>{match}</mark>}
      </span>
    );
  });
}

const DESCRIPTION =
  'Search the ToolHive documentation: guides, tutorials, concepts and the command, API and CRD reference.';
const HITS_PER_PAGE = 15;

/** The part of a hit the page shows; the embedded index and Algolia both answer in this shape. */
type Hit = {
  url: string;
  _highlightResult: {hierarchy: Record<string, {value: string}>};
  _snippetResult?: {content?: {value: string}};
};
type Client = {
  search(input: {requests: SearchRequest[]}): Promise<{
    results: {
      hits: Hit[];
      nbHits: number;
      nbPages: number;
      page: number;
      complete?: boolean;
    }[];
  }>;
};
/** One result as shown: highlighted values with `PRE`/`POST` around matches. */
type Item = {url: string; title: string; breadcrumbs: string[]; summary: string};
/**
 * The pages of results loaded so far for `query`. `complete` is false when
 * no hit matches every word (the hits are the closest pages).
 */
type Results = {
  query: string;
  items: Item[];
  total: number;
  page: number;
  pages: number;
  complete: boolean;
};

let algolia: Promise<Client> | undefined;

/**
 * A function that fetches one page of results (`HITS_PER_PAGE` hits) from
 * the embedded index, or from Algolia (its client loads with the first
 * search), filtered as the search bar filters (language and docs version).
 */
function useSearch(): (query: string, page: number) => Promise<Results> {
  const {appId, apiKey, indexName} = useAlgoliaThemeConfig().algolia;
  const local = useLocalSearchClient() as Client | null;
  const facetKey = JSON.stringify(useAlgoliaContextualFacetFilters());
  return useCallback(
    async (query, page) => {
      const client =
        local ??
        (await (algolia ??= import('algoliasearch/lite').then(
          ({liteClient}) => liteClient(appId, apiKey) as unknown as Client,
        )));
      const {results} = await client.search({
        requests: [
          {
            indexName,
            query,
            page,
            hitsPerPage: HITS_PER_PAGE,
            facetFilters: JSON.parse(facetKey),
            attributesToSnippet: ['content:20'],
            snippetEllipsisText: '…',
            highlightPreTag: PRE,
            highlightPostTag: POST,
          },
        ],
      });
      const first = results[0];
      if (!first || !Array.isArray(first.hits))
        throw new Error('The search answered in another shape');
      const {hits, nbHits, nbPages} = first;
      const items = hits.map((hit) => {
        const levels = Object.values(hit._highlightResult.hierarchy).map((level) => level.value);
        const title = levels.pop() ?? '';
        const summary = hit._snippetResult?.content?.value ?? '';
        return {url: hit.url, title, breadcrumbs: levels, summary};
      });
      return {
        query,
        items,
        total: nbHits,
        page,
        pages: nbPages,
        complete: first.complete !== false,
      };
    },
    [appId, apiKey, indexName, local, facetKey],
  );
}

/**
 * The results of `query`: the first page 300 ms after the query last
 * changed, the next page each time `loadMore` runs. `failed` is true when
 * the search could not run (the index or Algolia unreachable).
 */
function useResults(query: string) {
  const search = useSearch();
  const [results, setResults] = useState<Results | null>(null);
  const [failedQuery, setFailedQuery] = useState<string | null>(null);
  useEffect(() => {
    if (!query) return undefined;
    let current = true;
    const timer = setTimeout(() => {
      search(query, 0).then(
        (first) => {
          if (!current) return;
          setResults(first);
          setFailedQuery(null);
        },
        () => current && setFailedQuery(query),
      );
    }, 300);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query, search]);
  const shown = results?.query === query ? results : null;
  const loadMore = useCallback(() => {
    if (!shown || shown.page + 1 >= shown.pages) return;
    search(shown.query, shown.page + 1).then(
      (next) =>
        setResults((before) =>
          before === shown ? {...next, items: [...before.items, ...next.items]} : before,
        ),
      () => setFailedQuery(shown.query),
    );
  }, [shown, search]);
  const failed = !!query && failedQuery === query;
  return {results: shown, failed, loading: !!query && !shown && !failed, loadMore};
}

/**
 * The `/search` page: a search field bound to `?q=`, the number of results,
 * and the results (title, the headings above it, a snippet), 15 at a time,
 * more as the reader scrolls to the end. The route comes from
 * `@docusaurus/theme-search-algolia` (`searchPagePath: 'search'`).
 */
export default function SearchPage(): ReactNode {
  // Inside the layout: the docs version filter needs its context providers.
  return (
    <Layout>
      <SearchPageContent />
    </Layout>
  );
}

function SearchPageContent(): ReactNode {
  const [searchQuery, setSearchQuery] = useSearchQueryString();
  // The server renders the page without a query: show it once hydrated, or
  // React reports a hydration mismatch on /search?q=…. A longer query in the
  // URL is cut to the input's limit.
  const query = useIsBrowser() ? searchQuery.slice(0, MAX_QUERY_LENGTH) : '';
  const {results, failed, loading, loadMore} = useResults(query);
  const local = useLocalSearchClient();
  const title = query ? `Search results for "${query}"` : 'Search the documentation';

  const end = useRef<HTMLDivElement>(null);
  const more = !!results && results.page + 1 < results.pages;
  useEffect(() => {
    if (!more || !end.current) return undefined;
    const observer = new IntersectionObserver(([entry]) => entry?.isIntersecting && loadMore());
    observer.observe(end.current);
    return () => observer.disconnect();
  }, [more, loadMore]);

  return (
    <>
      <PageMetadata title={title} description={DESCRIPTION} />
      <Head>
        {/* As on Docusaurus 3.8.1's own search page
        (https://github.com/facebook/docusaurus/blob/v3.8.1/packages/docusaurus-theme-search-algolia/src/theme/SearchPage/index.tsx):
        `property`, not `name`, so /search stays in the sitemap and in
        tests/e2e/quality.spec.ts. */}
        <meta property="robots" content="noindex, follow" />
      </Head>
      <main className="container margin-vert--lg">
        <Heading as="h1">{title}</Heading>
        <form onSubmit={(event) => event.preventDefault()}>
          <input
            type="search"
            name="q"
            className={styles.input}
            placeholder="Type your search here"
            aria-label="Search"
            autoComplete="off"
            autoFocus
            maxLength={MAX_QUERY_LENGTH}
            value={query}
            onChange={(event) => setSearchQuery(event.target.value)}
          />
        </form>
        <div className={styles.summaryRow}>
          <span>
            {!!results?.total &&
              `${results.total} ${results.total === 1 ? 'document' : 'documents'} found`}
          </span>
          {!local && <Link to="https://www.algolia.com/">Search by Algolia</Link>}
        </div>
        {results && !results.complete && results.items.length > 0 && (
          <p className={styles.closest}>
            No page matches every word of &quot;{results.query}&quot;. These are the closest pages.{' '}
            <a
              href={missingResultsUrl(results.query, '/search')}
              target="_blank"
              rel="noopener noreferrer">
              Tell us what you were looking for
            </a>
          </p>
        )}
        {results?.items.map((item, i) => (
          <article key={i} className={styles.result}>
            <Heading as="h2" className={styles.title}>
              <Link to={item.url}>
                <Highlighted value={item.title} escaped={!!local} />
              </Link>
            </Heading>
            {item.breadcrumbs.length > 0 && (
              <nav aria-label="breadcrumbs">
                <ul className={`breadcrumbs ${styles.path}`}>
                  {item.breadcrumbs.map((value, j) => (
                    <li key={j} className="breadcrumbs__item">
                      <Highlighted value={value} escaped={!!local} />
                    </li>
                  ))}
                </ul>
              </nav>
            )}
            {item.summary && (
              <p className={styles.summary}>
                <Highlighted value={item.summary} escaped={!!local} />
              </p>
            )}
          </article>
        ))}
        {results?.items.length === 0 && (
          <div className={styles.screen}>
            <p className={styles.screenTitle}>No results for &quot;{results.query}&quot;</p>
            <p>
              Believe this query should return results?{' '}
              <a
                href={missingResultsUrl(results.query, '/search')}
                target="_blank"
                rel="noopener noreferrer">
                Let us know
              </a>
              .
            </p>
          </div>
        )}
        {failed && (
          <div className={styles.screen} role="alert">
            {local && process.env.NODE_ENV === 'development' ? (
              <>
                <p className={styles.screenTitle}>{NO_INDEX_YET.titleText}</p>
                <p>{NO_INDEX_YET.helpText}</p>
              </>
            ) : (
              <>
                <p className={styles.screenTitle}>Unable to fetch results</p>
                <p>You might want to check your network connection.</p>
              </>
            )}
          </div>
        )}
        {loading && <div className={styles.spinner} role="status" aria-label="Searching" />}
        {more && (
          <div ref={end} className="margin-top--lg">
            Fetching new results…
          </div>
        )}
      </main>
    </>
  );
}
