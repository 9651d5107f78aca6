import SearchableMap from 'minisearch/SearchableMap';

import {highlight, snippet, type HighlightResult, type SnippetResult, type Tags} from './highlight';
import {spreadPages, TOP} from './order';
import {siteSynonyms, queryWords, type QueryWord, type SynonymTable} from './synonyms';
import {STOP_WORDS, tokenize} from './text';
import {LEVELS, type DocSearchRecord, type Level} from '../types';

/**
 * The search engine behind the local client and the docs MCP server: an
 * inverted index over DocSearch records and Algolia-shaped answers. Loaded
 * on demand in the browser (with the records), so pages that never search
 * do not download it.
 *
 * Ranking, best first:
 * 1. records that match every query word exactly (a stem or a synonym counts
 *    as exact);
 * 2. then by how much of the query a record matches exactly, each word
 *    weighted by its rarity (inverse document frequency), so a natural
 *    question still finds the records that match its rare words;
 * 3. then by the score of every match, prefix and typo matches included:
 *    the word's rarity × the match's quality (exact 1, prefix 0.7, one typo
 *    0.55, two typos 0.4) × the field's weight (`FIELD_WEIGHTS`).
 * Prefix matching applies to the last word as it is typed, and to any word
 * the index does not know; typo tolerance, as in Algolia, allows one typo
 * from 4 letters and two from 8, for words the index does not know. Stop
 * words ("how do I") are dropped unless the query has nothing else. In the
 * first five hits each page appears once when five pages match, and never
 * more than twice.
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
  /**
   * False when no hit matches every word of the query: the hits are the
   * closest pages, not answers. Not part of Algolia's answer; the search
   * page and the modal's footer read it.
   */
  complete: boolean;
};

/** Highlight tags the DocSearch index uses when a request gives none. */
const DEFAULT_TAGS: Tags = {
  pre: '<span class="algolia-docsearch-suggestion--highlight">',
  post: '</span>',
};

/** Fields of a record, as bit flags in a posting. */
const FIELD = {
  /** The page title: a `lvl1` record's own heading. */
  title: 1,
  /** A `lvl2` or `lvl3` record's own heading. */
  heading: 2,
  /** A `lvl4`..`lvl6` record's own heading: minor headings, `<details>` summaries, flags. */
  minor: 4,
  /** A content record's text. */
  content: 8,
  /** The page title of a record below it. */
  pageTitle: 16,
  /** The headings between the page title and the record. */
  parents: 32,
  /** The sidebar section (lvl0). */
  section: 64,
} as const;

/** Weight of a match in each field: page title > headings > content > context. */
export const FIELD_WEIGHTS: Record<keyof typeof FIELD, number> = {
  title: 10,
  heading: 7,
  minor: 5.5,
  content: 4,
  pageTitle: 2.5,
  parents: 2,
  section: 0.6,
};

const FIELD_ORDER = Object.keys(FIELD) as (keyof typeof FIELD)[];

/** Quality of a match of one query word: exact (a stem or synonym), a prefix, one or two typos. */
const QUALITY = {exact: 1, prefix: 0.7, typo1: 0.55, typo2: 0.4} as const;

/** Prefix expansions of one query word, the most frequent kept. */
const MAX_EXPANSIONS = 40;

/** Documents that contain one key, and in which fields (bit flags of `FIELD`). */
type Posting = {docs: number[]; fields: number[]};

/**
 * The index: the records in the order they were added, the records by ID,
 * the postings per key, and the vocabulary (key → number of records) for
 * prefix and typo look-ups.
 */
export type Index = {
  records: DocSearchRecord[];
  byId: Map<string, DocSearchRecord>;
  /** The page number of each record (by `url_without_anchor`), and the numbers by page URL. */
  pageOf: number[];
  pages: Map<string, number>;
  /** The URL number of each record (by `url`, anchor included), and the numbers by URL. */
  urlOf: number[];
  urls: Map<string, number>;
  /**
   * The word keys of each heading record's own heading, when it has two or
   * more and one is not a stop word (a heading a query can name as a
   * phrase); null for other records.
   */
  headingKeys: (string[] | null)[];
  /** Each record's place in `tieBreak` order, computed when first needed after records change. */
  tieOrder: Int32Array | null;
  postings: Map<string, Posting>;
  vocabulary: SearchableMap<number>;
  synonyms: SynonymTable;
};

/** Creates an empty index that uses `synonyms` (the site's by default). */
export function createIndex(synonyms: SynonymTable = siteSynonyms()): Index {
  return {
    records: [],
    byId: new Map(),
    pageOf: [],
    pages: new Map(),
    urlOf: [],
    urls: new Map(),
    headingKeys: [],
    tieOrder: null,
    postings: new Map(),
    vocabulary: new SearchableMap<number>(),
    synonyms,
  };
}

/** The text of each field of a record. */
function fieldTexts(record: DocSearchRecord): [number, string][] {
  const texts: [number, string][] = [];
  const {hierarchy} = record;
  if (record.type === 'content') {
    texts.push([FIELD.content, record.content ?? '']);
  } else {
    const depth = Number(record.type.slice(3));
    const own = hierarchy[record.type] ?? '';
    texts.push([depth === 1 ? FIELD.title : depth <= 3 ? FIELD.heading : FIELD.minor, own]);
  }
  const depth = record.type === 'content' ? 7 : Number(record.type.slice(3));
  if (depth > 1 && hierarchy.lvl1) texts.push([FIELD.pageTitle, hierarchy.lvl1]);
  const parents = LEVELS.slice(2, depth)
    .map((level) => hierarchy[level] ?? '')
    .filter(Boolean)
    .join(' ');
  if (parents) texts.push([FIELD.parents, parents]);
  if (hierarchy.lvl0) texts.push([FIELD.section, hierarchy.lvl0]);
  return texts;
}

/**
 * Adds records to the index. Records whose objectID is already indexed are
 * skipped, so loading the same file twice changes nothing.
 */
export function addRecords(index: Index, records: readonly DocSearchRecord[]): void {
  index.tieOrder = null;
  for (const record of records) {
    if (index.byId.has(record.objectID)) continue;
    const doc = index.records.length;
    index.records.push(record);
    index.byId.set(record.objectID, record);
    let page = index.pages.get(record.url_without_anchor);
    if (page === undefined) {
      page = index.pages.size;
      index.pages.set(record.url_without_anchor, page);
    }
    index.pageOf.push(page);
    let url = index.urls.get(record.url);
    if (url === undefined) {
      url = index.urls.size;
      index.urls.set(record.url, url);
    }
    index.urlOf.push(url);
    const heading =
      record.type === 'content'
        ? []
        : tokenize(record.hierarchy[record.type] ?? '')
            .filter((token) => !token.compound)
            .map((token) => token.key);
    index.headingKeys.push(
      heading.length >= 2 && heading.some((key) => !STOP_WORDS.has(key)) ? heading : null,
    );
    const fields = new Map<string, number>();
    for (const [flag, text] of fieldTexts(record)) {
      for (const token of tokenize(text))
        fields.set(token.key, (fields.get(token.key) ?? 0) | flag);
    }
    for (const [key, flags] of fields) {
      let posting = index.postings.get(key);
      if (!posting) {
        posting = {docs: [], fields: []};
        index.postings.set(key, posting);
      }
      posting.docs.push(doc);
      posting.fields.push(flags);
      index.vocabulary.set(key, posting.docs.length);
    }
  }
}

/**
 * Indexes every record at once, for callers outside the browser (the bench,
 * the docs MCP server, the tests). The browser client adds records in
 * slices instead (`localClient.ts`); both query with `runQuery`.
 *
 * @param records the `records` of `search-records.json`
 */
export function indexRecords(records: readonly DocSearchRecord[]): Index {
  const index = createIndex();
  addRecords(index, records);
  return index;
}

/**
 * The weight of a match in the fields set in `flags`: the best field's
 * weight, plus a quarter of the others' (a word in a heading and in the
 * text under it says more than either alone).
 */
function fieldWeight(flags: number): number {
  let best = 0;
  let sum = 0;
  for (const name of FIELD_ORDER) {
    if (!(flags & FIELD[name])) continue;
    best = Math.max(best, FIELD_WEIGHTS[name]);
    sum += FIELD_WEIGHTS[name];
  }
  return best + 0.25 * (sum - best);
}

/** `fieldWeight` of every combination of flags, computed once. */
const FIELD_WEIGHT_TABLE = Float64Array.from({length: 128}, (_, flags) => fieldWeight(flags));

/**
 * The records one query word (or concept) matched: for each record its best
 * value (quality × field weight, 0 when unmatched) and whether it matched
 * exactly, in arrays indexed by record number, with the matched records
 * listed in `docs`.
 */
type WordMatches = {docs: number[]; value: Float64Array; exact: Uint8Array};

function emptyMatches(size: number): WordMatches {
  return {docs: [], value: new Float64Array(size), exact: new Uint8Array(size)};
}

/** Records `doc` in `into` with `value`, keeping the best value and any exact match. */
function note(into: WordMatches, doc: number, value: number, exact: boolean): void {
  if (into.value[doc] === 0) into.docs.push(doc);
  if (value > into.value[doc]!) into.value[doc] = value;
  if (exact) into.exact[doc] = 1;
}

/** A query concept: a word or phrase, with the alternatives that stand for it (itself first). */
type Concept = {label: string; alternatives: QueryWord[][]};

/**
 * The concepts of a query: each word or synonym phrase with its alternatives,
 * stop words dropped unless nothing else is left.
 */
export function parseQuery(query: string, synonyms: SynonymTable): Concept[] {
  const words = queryWords(query);
  const concepts: Concept[] = [];
  for (let i = 0; i < words.length;) {
    let taken = 1;
    let alternatives: QueryWord[][] | undefined;
    for (let n = Math.min(synonyms.longest, words.length - i); n >= 1; n -= 1) {
      const key = words
        .slice(i, i + n)
        .map((word) => word.key)
        .join(' ');
      alternatives = synonyms.alternatives.get(key);
      if (alternatives) {
        taken = n;
        break;
      }
    }
    const own = words.slice(i, i + taken);
    concepts.push({
      label: own.map((word) => word.key).join(' '),
      alternatives: alternatives ?? [own],
    });
    i += taken;
  }
  const meaningful = concepts.filter(
    (concept) =>
      !(
        concept.alternatives.length === 1 &&
        concept.label.split(' ').every((k) => STOP_WORDS.has(k))
      ),
  );
  return meaningful.length > 0 ? meaningful : concepts;
}

/**
 * The index keys one query key stands for, with the quality of each: the key
 * itself; its prefix extensions when `prefix`; close spellings when the
 * index lacks the key.
 */
function expand(index: Index, key: string, prefix: boolean): Map<string, number> {
  const found = new Map<string, number>();
  const known = index.postings.has(key);
  if (known) found.set(key, QUALITY.exact);
  if (prefix || !known) {
    const extensions: [string, number][] = [];
    for (const [term, count] of index.vocabulary.atPrefix(key)) {
      if (term !== key) extensions.push([term, count]);
    }
    extensions.sort((a, b) => b[1] - a[1]);
    for (const [term] of extensions.slice(0, MAX_EXPANSIONS)) found.set(term, QUALITY.prefix);
  }
  if (!known && !/^-/.test(key)) {
    const typos = key.length >= 8 ? 2 : key.length >= 4 ? 1 : 0;
    if (typos > 0) {
      for (const [term, [, distance]] of index.vocabulary.fuzzyGet(key, typos)) {
        if (found.has(term)) continue;
        found.set(term, distance <= 1 ? QUALITY.typo1 : QUALITY.typo2);
      }
      // Two letters swapped count as one typo, as in Algolia ("netwrok").
      for (let i = 0; i + 1 < key.length; i += 1) {
        const swapped = key.slice(0, i) + key[i + 1] + key[i] + key.slice(i + 2);
        if (swapped !== key && index.postings.has(swapped) && !found.has(swapped)) {
          found.set(swapped, QUALITY.typo1);
        }
      }
    }
  }
  return found;
}

/** Records matching one key (and the keys it expands to), with the best value per record. */
function matchKey(
  index: Index,
  key: string,
  prefix: boolean,
  matchedKeys: Set<string>,
): WordMatches {
  const matches = emptyMatches(index.records.length);
  for (const [term, quality] of expand(index, key, prefix)) {
    const posting = index.postings.get(term);
    if (!posting) continue;
    matchedKeys.add(term);
    const exact = quality === QUALITY.exact;
    for (let i = 0; i < posting.docs.length; i += 1) {
      note(matches, posting.docs[i]!, quality * FIELD_WEIGHT_TABLE[posting.fields[i]!]!, exact);
    }
  }
  return matches;
}

/** Records matching one word: a compound by its whole form, or by all of its parts. */
function matchWord(
  index: Index,
  word: QueryWord,
  prefix: boolean,
  matchedKeys: Set<string>,
): WordMatches {
  const whole = matchKey(index, word.key, prefix, matchedKeys);
  if (word.parts.length === 0) return whole;
  const parts = intersect(
    word.parts.map((part, i) =>
      matchKey(index, part, prefix && i === word.parts.length - 1, matchedKeys),
    ),
  );
  for (const doc of parts.docs) note(whole, doc, parts.value[doc]!, parts.exact[doc] === 1);
  return whole;
}

/** Records that match every one of `lists`, valued by their weakest match. */
function intersect(lists: WordMatches[]): WordMatches {
  if (lists.length === 1) return lists[0]!;
  const [first, ...rest] = [...lists].sort((a, b) => a.docs.length - b.docs.length);
  const out = emptyMatches(first!.value.length);
  for (const doc of first!.docs) {
    let value = first!.value[doc]!;
    let exact = first!.exact[doc] === 1;
    let all = true;
    for (const list of rest) {
      const other = list.value[doc]!;
      if (other === 0) {
        all = false;
        break;
      }
      value = Math.min(value, other);
      exact &&= list.exact[doc] === 1;
    }
    if (all) note(out, doc, value, exact);
  }
  return out;
}

/** A scored record. */
type Ranked = {
  doc: number;
  /** Every concept matched, exactly. */
  allExact: boolean;
  /** Every concept matched, in any way. */
  allMatched: boolean;
  /** Share of the query's rarity-weighted concepts matched exactly, 0..1. */
  coverage: number;
  score: number;
  matched: number;
  /** Words of the record's own heading when the query contains that heading as a phrase, else 0. */
  phrase: number;
  /** `coverage`, plus `PAGE_COVERAGE_WEIGHT` × the share of the query its page matches exactly. */
  relevance: number;
  /** The ranking as one number, higher first (see `sortKey`). */
  key: number;
};

/**
 * The ranking criteria as one number, so that ordering is a numeric
 * comparison: exact or phrase match, then phrase length, then relevance
 * (to 1e-4), then score (to 0.1).
 */
function sortKey(entry: Ranked): number {
  return (
    (entry.allExact || entry.phrase > 0 ? 1e15 : 0) +
    Math.min(entry.phrase, 99) * 1e13 +
    Math.round(entry.relevance * 1e4) * 1e8 +
    Math.min(Math.round(entry.score * 10), 9.9e7)
  );
}

/**
 * Weight of the page's coverage of the query beside the record's own: a
 * paragraph on a page that answers every word beats one on a page that
 * mentions them in passing.
 */
const PAGE_COVERAGE_WEIGHT = 0.25;

/** Records matching one concept: any of its alternatives, each with all of its words. */
function matchConcept(
  index: Index,
  concept: Concept,
  prefixLast: boolean,
  matchedKeys: Set<string>,
): WordMatches {
  const found = concept.alternatives.map((alternative) =>
    intersect(
      alternative.map((word, w) =>
        matchWord(index, word, prefixLast && w === alternative.length - 1, matchedKeys),
      ),
    ),
  );
  if (found.length === 1) return found[0]!;
  const matches = emptyMatches(index.records.length);
  for (const one of found) {
    for (const doc of one.docs) note(matches, doc, one.value[doc]!, one.exact[doc] === 1);
  }
  return matches;
}

/**
 * The word keys of a query in order, compounds as their parts: what a
 * heading must appear in, as a phrase, to count as named by the query.
 */
function phraseKeys(query: string): string[] {
  return queryWords(query).flatMap((word) => (word.parts.length ? word.parts : [word.key]));
}

/** True when `needle` occurs in `haystack` as a contiguous run. */
function containsRun(haystack: readonly string[], needle: readonly string[]): boolean {
  outer: for (let i = 0; i + needle.length <= haystack.length; i += 1) {
    for (let j = 0; j < needle.length; j += 1) {
      if (haystack[i + j] !== needle[j]) continue outer;
    }
    return true;
  }
  return false;
}

/**
 * Scores every record that matches at least one concept of the query.
 *
 * A compound the index does not know at all (`continue.dev` on a site that
 * writes "Continue") is read as its separate words instead. A record whose
 * own heading (two words or more) the query contains as a phrase ("thv rm"
 * in "thv rm -f delete a server") ranks with the exact matches, before them.
 *
 * @param prefixLast true while the last word may still be typed (no trailing space)
 * @returns every matched record with its ranking (unordered: see `best`),
 *   and the index keys that matched (for highlighting)
 */
export function rank(
  index: Index,
  query: string,
  prefixLast = !/\s$/.test(query),
): {ranked: Ranked[]; matchedKeys: Set<string>; concepts: number} {
  const matchedKeys = new Set<string>();
  const total = index.records.length || 1;
  const idfOf = (matches: WordMatches) => Math.log(1 + total / Math.max(1, matches.docs.length));
  const concepts = parseQuery(query, index.synonyms);
  const perConcept: {matches: WordMatches; idf: number}[] = [];
  concepts.forEach((concept, c) => {
    const last = c === concepts.length - 1 && prefixLast;
    const matches = matchConcept(index, concept, last, matchedKeys);
    const only = concept.alternatives.length === 1 ? concept.alternatives[0]! : [];
    if (matches.docs.length === 0 && only.length === 1 && only[0]!.parts.length > 1) {
      for (const part of only[0]!.parts) {
        if (STOP_WORDS.has(part)) continue;
        const partMatches = matchConcept(
          index,
          {label: part, alternatives: [[{key: part, parts: []}]]},
          false,
          matchedKeys,
        );
        perConcept.push({matches: partMatches, idf: idfOf(partMatches)});
      }
      return;
    }
    perConcept.push({matches, idf: idfOf(matches)});
  });
  const idfSum = perConcept.reduce((sum, concept) => sum + concept.idf, 0) || 1;
  const entries: (Ranked | undefined)[] = new Array(index.records.length);
  const ranked: Ranked[] = [];
  // How much of the query each page answers exactly, over all of its records.
  const pageCoverage = new Float64Array(index.pages.size);
  const pageSeen = new Int32Array(index.pages.size).fill(-1);
  perConcept.forEach(({matches, idf}, c) => {
    for (const doc of matches.docs) {
      let entry = entries[doc];
      if (!entry) {
        entry = {
          doc,
          allExact: true,
          allMatched: false,
          coverage: 0,
          score: 0,
          matched: 0,
          phrase: 0,
          relevance: 0,
          key: 0,
        };
        entries[doc] = entry;
        ranked.push(entry);
      }
      entry.matched += 1;
      entry.score += idf * matches.value[doc]!;
      if (matches.exact[doc] === 1) {
        entry.coverage += idf / idfSum;
        const page = index.pageOf[doc]!;
        if (pageSeen[page] !== c) {
          pageSeen[page] = c;
          pageCoverage[page] += idf / idfSum;
        }
      } else {
        entry.allExact = false;
      }
    }
  });
  const queryKeys = phraseKeys(query);
  for (const entry of ranked) {
    entry.relevance =
      entry.coverage + PAGE_COVERAGE_WEIGHT * pageCoverage[index.pageOf[entry.doc]!]!;
    entry.allMatched = entry.matched === perConcept.length;
    if (!entry.allMatched) entry.allExact = false;
    const heading = index.headingKeys[entry.doc];
    if (heading && queryKeys.length >= 2 && containsRun(queryKeys, heading)) {
      entry.phrase = heading.length;
    }
  }
  for (const entry of ranked) entry.key = sortKey(entry);
  return {ranked, matchedKeys, concepts: perConcept.length};
}

/** Each record's place when records are ordered by `tieBreak` alone. */
function tieOrder(index: Index): Int32Array {
  if (!index.tieOrder) {
    const docs = index.records.map((_, doc) => doc);
    docs.sort((a, b) => tieBreak(index.records[a]!, index.records[b]!));
    index.tieOrder = new Int32Array(docs.length);
    docs.forEach((doc, place) => (index.tieOrder![doc] = place));
  }
  return index.tieOrder;
}

/** Orders ranked records, best first; equal keys in `tieBreak` order. */
function sortRanked(index: Index, entries: Ranked[]): Ranked[] {
  const order = tieOrder(index);
  return entries.sort((a, b) => b.key - a.key || order[a.doc]! - order[b.doc]!);
}

/**
 * The best records, in order, with one record per URL, until `count` URLs
 * are covered (or all of them). Only the records that can be among those
 * are sorted: the threshold comes from a numeric sort of the keys.
 */
export function best(index: Index, entries: Ranked[], count: number): Ranked[] {
  const dedupe = (sorted: Ranked[]) => {
    const seen = new Uint8Array(index.urls.size);
    const out: Ranked[] = [];
    for (const entry of sorted) {
      const url = index.urlOf[entry.doc]!;
      if (seen[url]) continue;
      seen[url] = 1;
      out.push(entry);
      if (out.length >= count) break;
    }
    return out;
  };
  const keep = Math.max(200, count * 8);
  if (entries.length > keep) {
    const keys = Float64Array.from(entries, (entry) => entry.key).sort();
    const threshold = keys[keys.length - keep]!;
    const top = dedupe(
      sortRanked(
        index,
        entries.filter((entry) => entry.key >= threshold),
      ),
    );
    if (top.length >= count) return top;
  }
  return dedupe(sortRanked(index, [...entries]));
}

/** Equal scores: headings before body text, then page order, then by URL (stable across loaders). */
function tieBreak(a: DocSearchRecord, b: DocSearchRecord): number {
  return (
    b.weight.level - a.weight.level ||
    a.weight.position - b.weight.position ||
    (a.url < b.url ? -1 : a.url > b.url ? 1 : 0)
  );
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

/** Words of `text`, split at white space as `snippet` splits it. */
function countWords(text: string): number {
  let count = 0;
  let inWord = false;
  for (let i = 0; i < text.length; i += 1) {
    const space = text.charCodeAt(i) <= 32;
    if (!space && !inWord) count += 1;
    inWord = !space;
  }
  return count;
}

/**
 * Answers one query against the index.
 *
 * @returns an Algolia-shaped result: one hit per URL (the best-ranked record
 *   for each anchor), the first five from different pages when five pages
 *   match (never more than two of one page),
 *   hits paged by `hitsPerPage` (default 20) and `page`; `complete` says
 *   whether the best hit matches every word of the query
 */
export function runQuery(index: Index, request: SearchRequest): LocalSearchResult {
  const started = performance.now();
  const {indexName, params: nested, ...flat} = request;
  const params: SearchParams = {...flat, ...nested};
  const query = params.query ?? '';
  const hitsPerPage = params.hitsPerPage ?? 20;
  const page = params.page ?? 0;
  const tags: Tags =
    params.highlightPreTag !== undefined && params.highlightPostTag !== undefined
      ? {pre: params.highlightPreTag, post: params.highlightPostTag}
      : DEFAULT_TAGS;
  const ellipsis = params.snippetEllipsisText ?? '…';
  const snippets = snippetSpecs(params.attributesToSnippet);

  let ranked: Ranked[] = [];
  let matchedKeys = new Set<string>();
  if (query.trim()) {
    ({ranked, matchedKeys} = rank(index, query));
  }
  const filtered = params.facetFilters
    ? ranked.filter((entry) => matchesFilters(index.records[entry.doc]!, params.facetFilters))
    : ranked;
  const urls = new Uint8Array(index.urls.size);
  let nbHits = 0;
  for (const entry of filtered) {
    const url = index.urlOf[entry.doc]!;
    if (!urls[url]) nbHits += 1;
    urls[url] = 1;
  }
  // The hits up to this page, and a few more: spreading the first five may
  // move some of them down.
  const unique = spreadPages(
    best(index, filtered, (page + 1) * hitsPerPage + TOP),
    (entry) => index.records[entry.doc]!.url_without_anchor,
  );

  const facets: Record<string, Record<string, number>> = {};
  for (const name of params.facets ?? []) {
    facets[name] = {};
    for (const entry of best(index, filtered, nbHits)) {
      const value = (index.records[entry.doc] as unknown as Record<string, unknown>)[name];
      for (const v of Array.isArray(value) ? value : [value]) {
        if (typeof v === 'string') facets[name][v] = (facets[name][v] ?? 0) + 1;
      }
    }
  }

  // Hits of one page share their upper levels: highlight each text once.
  const highlights = new Map<string, HighlightResult>();
  const highlightOnce = (text: string) => {
    let result = highlights.get(text);
    if (!result) {
      result = highlight(text, matchedKeys, tags);
      highlights.set(text, result);
    }
    return result;
  };
  const snippetOf = (text: string, words: number): SnippetResult => {
    if (countWords(text) <= words) {
      const {value, matchLevel} = highlightOnce(text);
      return {value, matchLevel};
    }
    return snippet(text, matchedKeys, words, tags, ellipsis);
  };
  const hits = unique.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map((entry) => {
    const record = index.records[entry.doc]!;
    const hierarchy: LocalHit['_highlightResult']['hierarchy'] = {};
    const snippetHierarchy: NonNullable<LocalHit['_snippetResult']['hierarchy']> = {};
    for (const level of LEVELS) {
      const text = record.hierarchy[level];
      if (text === null) continue;
      hierarchy[level] = highlightOnce(text);
      const words = snippets.get(`hierarchy.${level}`);
      if (words) snippetHierarchy[level] = snippetOf(text, words);
    }
    const hit: LocalHit = {...record, _highlightResult: {hierarchy}, _snippetResult: {}};
    if (record.content !== null) {
      hit._highlightResult.content = highlightOnce(record.content);
      const words = snippets.get('content');
      if (words) hit._snippetResult.content = snippetOf(record.content, words);
    }
    if (Object.keys(snippetHierarchy).length) hit._snippetResult.hierarchy = snippetHierarchy;
    return hit;
  });

  return {
    hits,
    nbHits,
    page,
    nbPages: Math.ceil(nbHits / hitsPerPage),
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
    complete: unique.length > 0 && unique[0]!.allMatched,
  };
}
