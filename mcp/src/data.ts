import {existsSync, readFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {z} from 'zod';

import type {DocSearchRecord} from '../../plugins/search/types';

/**
 * The data the server answers from, as the site build writes it and
 * `mcp/scripts/data.ts` copies it into a data folder:
 *
 * - `markdown-pages.json`: the pages in sidebar order (`MANIFEST_FILE`);
 * - `search-records.json`: the DocSearch records of the site search
 *   (`plugins/search/types.ts`);
 * - `pages/<markdown path>`: each page's Markdown twin, for example
 *   `pages/toolhive/faq.md` for the manifest's `/toolhive/faq.md`.
 */

/** The manifest of the Markdown twins. */
export const MANIFEST_FILE = 'markdown-pages.json';
/** The site search's records (`plugins/search/config.ts` RECORDS_FILE). */
export const RECORDS_FILE = 'search-records.json';
/** Folder of the Markdown twins inside a data folder. */
export const PAGES_DIR = 'pages';

/** The data folder bundled with the package: `mcp/data` (beside `src/` and `dist/`). */
export const DEFAULT_DATA_DIR = resolve(__dirname, '..', 'data');

/** One page of the manifest. */
export type PageEntry = {
  /** Route of the page, e.g. `/toolhive/faq` (`/` for the home page). */
  route: string;
  /** Canonical URL of the page, e.g. `https://docs.stacklok.com/toolhive/faq`. */
  url: string;
  /** Path of the Markdown twin from the site root, e.g. `/toolhive/faq.md`. */
  markdown: string;
  title: string;
  description: string;
  /** Section, e.g. `Guides: ToolHive CLI`, as llms.txt and search hits name it (`Overview` for pages in no sidebar category). */
  section: string;
};

/** A page with its Markdown. */
export type Page = PageEntry & {text: string};

/** Everything the server serves. */
export type DocsData = {
  pages: Page[];
  indexName: string;
  records: DocSearchRecord[];
};

const nonEmpty = z.string().min(1);

const manifestSchema = z.object({
  version: z.literal(2),
  pages: z.array(
    z.object({
      route: nonEmpty.startsWith('/'),
      url: z.string().url(),
      // A path from the site root to a .md file, with no `..` segment: the
      // server reads exactly these files from its data folder.
      markdown: nonEmpty
        .startsWith('/')
        .endsWith('.md')
        .refine((path) => !path.split('/').includes('..') && !path.includes('\\'), {
          message: 'must not contain ".." or "\\"',
        }),
      title: nonEmpty,
      description: z.string(),
      // The sidebar section, or llms.txt's overview section for pages outside one.
      section: nonEmpty,
    }),
  ),
});

const text = z.string().nullable();

const recordsSchema = z.object({
  version: z.literal(2),
  indexName: nonEmpty,
  records: z.array(
    z
      .object({
        objectID: nonEmpty,
        // Paths from the site root (plugins/search/records/html.ts).
        url: nonEmpty.startsWith('/'),
        url_without_anchor: nonEmpty.startsWith('/'),
        anchor: text,
        type: z.enum(['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'content']),
        hierarchy: z.object({
          lvl0: text,
          lvl1: text,
          lvl2: text,
          lvl3: text,
          lvl4: text,
          lvl5: text,
          lvl6: text,
        }),
        content: text,
      })
      .passthrough(),
  ),
});

/** Thrown for a missing or malformed data file; the message names the file. */
export class DataError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DataError';
  }
}

/** `pages[3].url` from a zod issue path. */
function fieldName(path: (string | number)[]): string {
  return path.reduce<string>(
    (name, key) => (typeof key === 'number' ? `${name}[${key}]` : name ? `${name}.${key}` : key),
    '',
  );
}

function readJson(file: string, what: string): unknown {
  if (!existsSync(file)) {
    throw new DataError(`${file} is missing (${what}). Run npm run build first.`);
  }
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new DataError(`${file} is not valid JSON: ${(error as Error).message}`);
  }
}

function parseWith<T>(schema: z.ZodType<T>, value: unknown, file: string): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issues = result.error.issues
    .slice(0, 3)
    .map((issue) => `${fieldName(issue.path) || '(top level)'}: ${issue.message}`);
  throw new DataError(`${file} is malformed: ${issues.join('; ')}`);
}

/**
 * Reads and checks the manifest of the Markdown twins.
 *
 * @throws DataError naming the file and the first bad fields
 */
export function readManifest(file: string): PageEntry[] {
  const manifest = parseWith(manifestSchema, readJson(file, 'the Markdown pages manifest'), file);
  const seen = new Set<string>();
  for (const [i, page] of manifest.pages.entries()) {
    if (seen.has(page.route)) {
      throw new DataError(`${file} is malformed: pages[${i}].route: ${page.route} is listed twice`);
    }
    seen.add(page.route);
  }
  if (manifest.pages.length === 0) throw new DataError(`${file} is malformed: pages is empty`);
  return manifest.pages;
}

/**
 * Reads and checks the site search's records file.
 *
 * @throws DataError naming the file and the first bad fields
 */
export function readRecords(file: string): {indexName: string; records: DocSearchRecord[]} {
  const parsed = parseWith(recordsSchema, readJson(file, 'the search records'), file);
  return {indexName: parsed.indexName, records: parsed.records as unknown as DocSearchRecord[]};
}

/** Where a page's Markdown twin lives inside a data folder. */
export function twinFile(dataDir: string, markdownPath: string): string {
  return join(dataDir, PAGES_DIR, ...markdownPath.split('/').filter(Boolean));
}

/**
 * Loads a data folder: the manifest, every page's Markdown and the records.
 *
 * @param dataDir folder holding `markdown-pages.json`, `search-records.json`
 *   and `pages/` (default: the package's `mcp/data`)
 * @throws DataError naming the missing or malformed file
 */
export function loadDocsData(dataDir: string = DEFAULT_DATA_DIR): DocsData {
  const entries = readManifest(join(dataDir, MANIFEST_FILE));
  const pages = entries.map((entry): Page => {
    const file = twinFile(dataDir, entry.markdown);
    if (!existsSync(file)) {
      throw new DataError(
        `${file} is missing: ${join(dataDir, MANIFEST_FILE)} lists ${entry.markdown} for ${entry.route}.`,
      );
    }
    return {...entry, text: readFileSync(file, 'utf8')};
  });
  return {pages, ...readRecords(join(dataDir, RECORDS_FILE))};
}
