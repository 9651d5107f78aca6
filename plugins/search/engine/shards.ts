import {LEVELS, type DocSearchRecord, type Hierarchy, type Level} from '../types';

/**
 * The embedded index as the browser downloads it: the site's DocSearch
 * records in a compact form, split in two files so that the first search
 * waits only for the small one.
 *
 * - Shard 0 holds the pages and every heading record (page titles,
 *   headings, `<details>` summaries, CLI flags, CRD fields): enough to
 *   answer the first keystroke.
 * - Shard 1 holds the body text (paragraphs, list items, code, table rows),
 *   fetched and indexed in the background.
 *
 * A record is `[page, anchor, depth, headings, content, position]`: `page` indexes
 * `pages`, `depth` is 1..6 for a `lvlN` record and 0 for `content`,
 * `headings` are lvl2.. without trailing nulls, `position` is the record's
 * place in its page. Expanded again, records are the same DocSearch records
 * as `search-records.json`, their `objectID` included ({@link recordId}).
 */

/** A page: its path from the site root, lvl0, lvl1, language and docusaurus tags. */
export type CompactPage = [
  path: string,
  lvl0: string | null,
  lvl1: string | null,
  language: string,
  tags: string[],
];

export type CompactRecord = [
  page: number,
  anchor: string | null,
  depth: number,
  headings: (string | null)[],
  content: string | null,
  position: number,
];

/** One shard file (`search-index-0.json`, `search-index-1.json`). */
export type Shard = {
  version: 3;
  indexName: string;
  /** This shard's number, from 0, and how many there are. */
  shard: number;
  shards: number;
  /** The pages; shard 0 only (later shards use its table). */
  pages: CompactPage[];
  records: CompactRecord[];
};

/** The shard files the build writes, in the order the browser loads them. */
export const SHARD_FILES = ['search-index-0.json', 'search-index-1.json'] as const;

/**
 * Splits the site's records into the two shards.
 *
 * @param records every record, as in `search-records.json`
 */
export function toShards(records: readonly DocSearchRecord[], indexName: string): [Shard, Shard] {
  const pages: CompactPage[] = [];
  const pageIndex = new Map<string, number>();
  const compact = (record: DocSearchRecord): CompactRecord => {
    const path = record.url_without_anchor;
    let page = pageIndex.get(path);
    if (page === undefined) {
      page = pages.length;
      pageIndex.set(path, page);
      pages.push([
        path,
        record.hierarchy.lvl0,
        record.hierarchy.lvl1,
        record.language,
        record.docusaurus_tag,
      ]);
    }
    const headings = LEVELS.slice(2).map((level) => record.hierarchy[level]);
    while (headings.length > 0 && headings[headings.length - 1] === null) headings.pop();
    const depth = record.type === 'content' ? 0 : Number(record.type.slice(3));
    return [page, record.anchor, depth, headings, record.content, record.weight.position];
  };
  const heads = records.filter((record) => record.type !== 'content').map(compact);
  const body = records.filter((record) => record.type === 'content').map(compact);
  const base = {version: 3 as const, indexName, shards: 2};
  return [
    {...base, shard: 0, pages, records: heads},
    {...base, shard: 1, pages: [], records: body},
  ];
}

/**
 * A record's ID: a 64-bit FNV-1a hash of its URL, type and text, as 16 hex
 * digits, the same when the build writes the record and when the browser
 * expands it from a shard.
 *
 * @param url the record's path and anchor (`/toolhive/faq#ports`)
 * @param type `lvl1`..`lvl6` or `content`
 * @param text the record's content, or its heading for a heading record
 */
export function recordId(url: string, type: string, text: string): string {
  return hashId(`${url}\n${type}\n${text}`);
}

/** 64-bit FNV-1a of a string, as 16 hex digits. */
function hashId(text: string): string {
  let h1 = 0x811c9dc5;
  let h2 = 0xcbf29ce4;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193);
    h2 = Math.imul(h2 ^ c, 0x01000193) ^ (h1 >>> 7);
  }
  return (h1 >>> 0).toString(16).padStart(8, '0') + (h2 >>> 0).toString(16).padStart(8, '0');
}

/**
 * Checks the shape of a downloaded shard.
 *
 * @throws Error saying what is wrong, when it is not a shard of this format
 *   (a stale or foreign file, an HTML page served in its place)
 */
export function checkShard(
  value: unknown,
  expected: number,
  pages?: readonly CompactPage[],
): Shard {
  const shard = value as Partial<Shard> | null;
  const fail = (what: string) => {
    throw new Error(
      `The search index file ${SHARD_FILES[expected] ?? expected} is not valid: ${what}`,
    );
  };
  if (!shard || typeof shard !== 'object') fail('not an object');
  if (shard!.version !== 3) fail(`version ${String(shard!.version)}, expected 3`);
  if (shard!.shard !== expected) fail(`shard ${String(shard!.shard)}, expected ${expected}`);
  if (!Array.isArray(shard!.pages) || !Array.isArray(shard!.records)) {
    fail('pages or records missing');
  }
  const pageCount = expected === 0 ? shard!.pages!.length : (pages?.length ?? 0);
  for (const record of shard!.records!) {
    if (
      !Array.isArray(record) ||
      typeof record[0] !== 'number' ||
      record[0] >= pageCount ||
      typeof record[2] !== 'number' ||
      typeof record[5] !== 'number' ||
      !Array.isArray(record[3])
    ) {
      fail(`a record is malformed: ${JSON.stringify(record).slice(0, 80)}`);
    }
  }
  return shard as Shard;
}

/**
 * Expands a shard's records into DocSearch records.
 *
 * @param pages the pages table (from shard 0)
 */
export function fromShard(shard: Shard, pages: readonly CompactPage[]): DocSearchRecord[] {
  return shard.records.map(([page, anchor, depth, headings, content, position]) => {
    const [path, lvl0, lvl1, language, tags] = pages[page]!;
    const url = anchor ? `${path}#${anchor}` : path;
    const hierarchy = {lvl0, lvl1} as Hierarchy;
    LEVELS.slice(2).forEach((level, i) => {
      hierarchy[level] = headings[i] ?? null;
    });
    const type = depth === 0 ? 'content' : (`lvl${depth}` as Exclude<Level, 'lvl0'>);
    return {
      objectID: recordId(url, type, content ?? hierarchy[type as Level] ?? ''),
      url,
      url_without_anchor: path,
      anchor,
      type,
      hierarchy,
      content,
      language,
      docusaurus_tag: tags,
      weight: {pageRank: 0, level: depth === 0 ? 0 : 7 - depth, position},
    };
  });
}
