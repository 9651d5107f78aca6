/**
 * A search record in DocSearch's schema (the shape the DocSearch crawler
 * writes to Algolia), as produced at build time by `records/html.ts`.
 */
export type Level = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';

export const LEVELS: readonly Level[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

export type Hierarchy = Record<Level, string | null>;

export type DocSearchRecord = {
  /** Stable ID: a hash of URL, type and text (`recordId` in `engine/shards.ts`), so unchanged content keeps its ID. */
  objectID: string;
  /** Path from the site root, with the anchor of the nearest heading (`/toolhive/faq#ports`). */
  url: string;
  /** The page's path from the site root (`/toolhive/faq`). */
  url_without_anchor: string;
  anchor: string | null;
  /** `lvl1`..`lvl6` for a heading record, `content` for body text. */
  type: Exclude<Level, 'lvl0'> | 'content';
  /** lvl0 is the sidebar section; lvl1 the page title; lvl2..lvl6 headings. */
  hierarchy: Hierarchy;
  /** Body text for `content` records, null for headings. */
  content: string | null;
  language: string;
  docusaurus_tag: string[];
  /** Position of the record in its page, for stable ordering of equal scores. */
  weight: {pageRank: number; level: number; position: number};
};

/** The file `search-records.json` written after the production build. */
export type SearchRecordsFile = {
  /** Format version of this file: 2 since URLs are paths. */
  version: 2;
  indexName: string;
  records: DocSearchRecord[];
};
