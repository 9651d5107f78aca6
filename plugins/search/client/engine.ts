import MiniSearch, {type SearchResult} from 'minisearch';

import {
  highlight,
  snippet,
  words,
  type HighlightResult,
  type SnippetResult,
  type Tags,
} from './highlight';
import {LEVELS, type DocSearchRecord, type Level} from '../types';

/**
 * The search engine behind the local client: the MiniSearch index and the
 * Algolia-shaped answers. Loaded on demand (with the records), so pages that
 * never search do not download it.
 */

export type SearchParams = {
  query?: string;
  hitsPerPage?: number;
  page?: number;
  highlightPreTag?: string;
  highlightPostTag?: string;
  /** e.g. `['hierarchy.lvl1:10', 'content:10']`: attribute and word count. */
  attributesToSnippet?: string[];
  snippetEllipsisText?: string;
  /** Strings are ANDed; an inner array is ORed, as in Algolia. */
  facetFilters?: string | (string | string[])[];
  facets?: string[];
  [other: string]: unknown;
};

/** One query, in DocSearch's form (`{indexName, query, ...params}`) or the helper's (`{indexName, params}`). */
export type SearchRequest = SearchParams & {indexName: string; params?: SearchParams};

export type LocalHit = DocSearchRecord & {
  _highlightResult: {
    hierarchy: Partial<Record<Level, HighlightResult>>;
    content?: HighlightResult;
  };
  _snippetResult: {
    hierarchy?: Partial<Record<Level, SnippetResult>>;
    content?: SnippetResult;
  };
};

export type LocalSearchResult = {
  hits: LocalHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  query: string;
  params: string;
  index: string;
  processingTimeMS: number;
  exhaustiveNbHits: true;
  facets: Record<string, Record<string, number>>;
};

/** Highlight tags the DocSearch index uses when a request gives none. */
const DEFAULT_TAGS: Tags = {
  pre: '<span class="algolia-docsearch-suggestion--highlight">',
  post: '</span>',
};

/** Heading records rank above body text; higher levels above lower ones. */
const TYPE_BOOST: Record<DocSearchRecord['type'], number> = {
  lvl1: 3,
  lvl2: 2.4,
  lvl3: 2,
  lvl4: 1.7,
  lvl5: 1.5,
  lvl6: 1.4,
  content: 1,
};

type Fields = 'title' | 'content' | 'parents' | 'section';

/** Text a record is found by: its own heading or body text, then its context. */
function field(record: DocSearchRecord, name: string): string {
  const own = record.type === 'content' ? null : record.hierarchy[record.type];
  switch (name as Fields) {
    case 'title':
      return own ?? '';
    case 'content':
      return record.content ?? '';
    case 'parents': {
      // Headings are found by the headings above them too ("secrets
      // 1password" finds "Use 1Password" under "Secrets management"); body
      // text is found by its own words, which keeps indexing fast.
      if (record.type === 'content') return '';
      const depth = Number(record.type.slice(3));
      return LEVELS.slice(1, depth)
        .map((level) => record.hierarchy[level] ?? '')
        .join(' ');
    }
    case 'section':
      return record.hierarchy.lvl0 ?? '';
    default:
      return '';
  }
}

/** Creates the empty full-text index (MiniSearch, prefix and typo tolerant). */
export function createIndex(): MiniSearch<DocSearchRecord> {
  return new MiniSearch<DocSearchRecord>({
    idField: 'objectID',
    fields: ['title', 'content', 'parents', 'section'],
    extractField: (record, name) => (name === 'objectID' ? record.objectID : field(record, name)),
    searchOptions: {
      boost: {title: 4, content: 1, parents: 0.8, section: 0.3},
      prefix: (term) => term.length >= 2,
      // Typo tolerance as in Algolia: one typo from 4 letters, two from 8.
      fuzzy: (term) => (term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0),
      combineWith: 'AND',
    },
  });
}

/** Builds the full-text index over all records at once. */
export function buildIndex(records: readonly DocSearchRecord[]): MiniSearch<DocSearchRecord> {
  const index = createIndex();
  index.addAll(records as DocSearchRecord[]);
  return index;
}

function matchesFilters(record: DocSearchRecord, filters: SearchParams['facetFilters']): boolean {
  if (!filters) return true;
  const list = typeof filters === 'string' ? [filters] : filters;
  const has = (filter: string) => {
    const [name, value] = filter.split(/:(.*)/s) as [string, string];
    const actual = (record as unknown as Record<string, unknown>)[name];
    return Array.isArray(actual) ? actual.includes(value) : actual === value;
  };
  return list.every((entry) => (Array.isArray(entry) ? entry.some(has) : has(entry)));
}

function snippetSpecs(attributes: string[] | undefined): Map<string, number> {
  return new Map(
    (attributes ?? []).map((spec) => {
      const [name, words] = spec.split(':');
      return [name!, Number(words ?? 10)];
    }),
  );
}

/** The index and the records by ID. */
export type Index = {search: MiniSearch<DocSearchRecord>; byId: Map<string, DocSearchRecord>};

/**
 * Indexes every record at once, for callers outside the browser (the bench,
 * the docs MCP server). The browser client indexes in the background instead
 * (`localClient.ts`); both query with `runQuery`.
 *
 * @param records the `records` of `search-records.json`
 */
export function indexRecords(records: readonly DocSearchRecord[]): Index {
  return {search: buildIndex(records), byId: new Map(records.map((r) => [r.objectID, r]))};
}

/**
 * Answers one query against the index.
 *
 * @returns an Algolia-shaped result: one hit per URL (the best-ranked record
 *   for each anchor), hits paged by `hitsPerPage` (default 20) and `page`
 */
export function runQuery(index: Index, request: SearchRequest): LocalSearchResult {
  const started = performance.now();
  const {indexName, params: nested, ...flat} = request;
  const params: SearchParams = {...flat, ...nested};
  const query = params.query ?? '';
  const hitsPerPage = params.hitsPerPage ?? 20;
  const page = params.page ?? 0;
  const tags: Tags =
    params.highlightPreTag && params.highlightPostTag
      ? {pre: params.highlightPreTag, post: params.highlightPostTag}
      : DEFAULT_TAGS;
  const ellipsis = params.snippetEllipsisText ?? '…';
  const snippets = snippetSpecs(params.attributesToSnippet);

  let results: SearchResult[] = [];
  if (query.trim()) {
    results = index.search.search(query, {
      filter: (result) => matchesFilters(index.byId.get(result.id as string)!, params.facetFilters),
      boostDocument: (id) => TYPE_BOOST[index.byId.get(id as string)!.type],
    });
  }
  const seen = new Set<string>();
  const unique = results.filter((result) => {
    const url = index.byId.get(result.id as string)!.url;
    if (seen.has(url)) return false;
    seen.add(url);
    return true;
  });

  const facets: Record<string, Record<string, number>> = {};
  for (const name of params.facets ?? []) {
    facets[name] = {};
    for (const result of unique) {
      const value = (index.byId.get(result.id as string) as unknown as Record<string, unknown>)[
        name
      ];
      for (const v of Array.isArray(value) ? value : [value]) {
        if (typeof v === 'string') facets[name][v] = (facets[name][v] ?? 0) + 1;
      }
    }
  }

  const queryWords = words(query);
  const hits = unique.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map((result) => {
    const record = index.byId.get(result.id as string)!;
    const terms = new Set(result.terms.map((term) => term.toLowerCase()));
    const hierarchy: LocalHit['_highlightResult']['hierarchy'] = {};
    const snippetHierarchy: NonNullable<LocalHit['_snippetResult']['hierarchy']> = {};
    for (const level of LEVELS) {
      const text = record.hierarchy[level];
      if (text === null) continue;
      hierarchy[level] = highlight(text, terms, queryWords, tags);
      const words = snippets.get(`hierarchy.${level}`);
      if (words) snippetHierarchy[level] = snippet(text, terms, queryWords, words, tags, ellipsis);
    }
    const hit: LocalHit = {
      ...record,
      _highlightResult: {hierarchy},
      _snippetResult: {},
    };
    if (record.content !== null) {
      hit._highlightResult.content = highlight(record.content, terms, queryWords, tags);
      const words = snippets.get('content');
      if (words) {
        hit._snippetResult.content = snippet(
          record.content,
          terms,
          queryWords,
          words,
          tags,
          ellipsis,
        );
      }
    }
    if (Object.keys(snippetHierarchy).length) hit._snippetResult.hierarchy = snippetHierarchy;
    return hit;
  });

  return {
    hits,
    nbHits: unique.length,
    page,
    nbPages: Math.ceil(unique.length / hitsPerPage),
    hitsPerPage,
    query,
    params: new URLSearchParams({
      query,
      hitsPerPage: String(hitsPerPage),
      page: String(page),
    }).toString(),
    index: indexName,
    processingTimeMS: Math.round(performance.now() - started),
    exhaustiveNbHits: true,
    facets,
  };
}
