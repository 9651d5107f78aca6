import {indexRecords, runQuery, type Index} from '../../plugins/search/engine/engine';
import {unescapeHtml} from '../../plugins/search/engine/highlight';
import type {DocSearchRecord} from '../../plugins/search/types';

/**
 * `search_docs` over the site search's own engine and records
 * (`plugins/search/engine/engine.ts`): the same index, ranking and snippets
 * a reader gets from the search bar, with the markup taken out.
 */

/** One search hit as the tool returns it. */
export type SearchHit = {
  /** Page title (the record's lvl1). */
  title: string;
  /** Deepest heading above the hit, or null for the top of the page. */
  heading: string | null;
  /** Canonical URL with the heading's anchor (`https://…/toolhive/faq#ports`). */
  url: string;
  /** Sidebar section (the record's lvl0). */
  section: string;
  /** Plain-text excerpt around the matched words (about {@link EXCERPT_WORDS} words). */
  snippet: string;
};

/**
 * The search state: the engine's index (built on first use, so the server
 * answers `initialize` without waiting for it), the index name its queries
 * carry, the first body text under each URL (page or heading anchor), the
 * excerpt of a hit on a heading, and the canonical URL of a record's path.
 */
export type Searcher = {
  readonly index: Index;
  indexName: string;
  firstText: Map<string, string>;
  canonical: (path: string) => string;
};

/**
 * Words in an excerpt: enough to act on (a command and what it does), as
 * the engine's snippets of `content:60` and the first text under a heading.
 */
export const EXCERPT_WORDS = 60;

/**
 * Prepares search over the records; indexing them (a few hundred ms) waits
 * for the first query.
 *
 * @param records the site's records, whose URLs are paths from the site root
 * @param pages the manifest's pages: each route's canonical URL, and the
 *   site's origin for a path of no page (an error page, say)
 */
export function createSearcher(
  indexName: string,
  records: readonly DocSearchRecord[],
  pages: readonly {route: string; url: string}[],
): Searcher {
  const urls = new Map(pages.map((page) => [page.route, page.url]));
  const origin = pages[0] ? new URL(pages[0].url).origin : '';
  const canonical = (path: string) => {
    const [route = '', anchor] = path.split('#', 2);
    const page = urls.get(route) ?? `${origin}${route}`;
    return anchor === undefined ? page : `${page}#${anchor}`;
  };
  const firstText = new Map<string, string>();
  for (const record of records) {
    if (record.type === 'content' && record.content && !firstText.has(record.url)) {
      const words = record.content.split(/\s+/).filter(Boolean);
      firstText.set(
        record.url,
        words.length > EXCERPT_WORDS
          ? `${words.slice(0, EXCERPT_WORDS).join(' ')}…`
          : words.join(' '),
      );
    }
  }
  let index: Index | undefined;
  return {
    get index() {
      index ??= indexRecords(records);
      return index;
    },
    indexName,
    firstText,
    canonical,
  };
}

/**
 * Plain text from the engine's highlighted, HTML-escaped value: highlight
 * tags removed (every `<` of the text itself arrives escaped), entities
 * decoded.
 */
export function plainText(value: string): string {
  return unescapeHtml(value.replace(/<[^>]*>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();
}

const HEADINGS = ['lvl6', 'lvl5', 'lvl4', 'lvl3', 'lvl2'] as const;

/**
 * Runs a query. Hits are unique by page and anchor, best first.
 *
 * @param limit most hits to return (the tool allows 1..20)
 */
export function searchDocs(searcher: Searcher, query: string, limit: number): SearchHit[] {
  const result = runQuery(searcher.index, {
    indexName: searcher.indexName,
    query,
    // A few more than asked, so that dropping duplicates still fills `limit`.
    hitsPerPage: limit * 2,
    attributesToSnippet: [`content:${EXCERPT_WORDS}`],
    highlightPreTag: '',
    highlightPostTag: '',
  });
  const seen = new Set<string>();
  const hits: SearchHit[] = [];
  for (const hit of result.hits) {
    const key = `${hit.url_without_anchor}#${hit.anchor ?? ''}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const heading = hit.anchor
      ? (HEADINGS.map((level) => hit.hierarchy[level]).find((text) => text) ?? null)
      : null;
    const snippet = hit._snippetResult.content?.value;
    hits.push({
      title: hit.hierarchy.lvl1 ?? '',
      heading,
      url: searcher.canonical(hit.url),
      section: hit.hierarchy.lvl0 ?? '',
      snippet: snippet ? plainText(snippet) : (searcher.firstText.get(hit.url) ?? ''),
    });
    if (hits.length === limit) break;
  }
  return hits;
}
