import {readFile, writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

import {precompress} from '../nginx';
import {RECORDS_FILE, type SearchGlobalData, type SearchSettings} from './config';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';

import {recordsFromHtml} from './records/html';
import {sectionOf, sidebarSections} from './records/sections';
import {SHARD_FILES, toShards} from './engine/shards';
import {EARLY_KEYS_SCRIPT} from './earlyScript';
import type {DocSearchRecord, SearchRecordsFile} from './types';

/** Options of the search plugin. */
export type SearchOptions = {
  /** The backend and the theme's `algolia` settings, from `searchSettings(process.env)`. */
  settings: SearchSettings;
  /** lvl0 for pages outside any sidebar category. */
  defaultLvl0: string;
};

/** HTML file the production build writes for a route (`trailingSlash: false`). */
export function htmlFileForRoute(outDir: string, route: string): string {
  return route === '/' ? join(outDir, 'index.html') : join(outDir, `${route}.html`);
}

/**
 * Builds every record of the site from the built pages. Routes are visited
 * in sorted order, so the output is stable.
 *
 * @param sections each docs page's sidebar section (`sidebarSections`);
 *   other pages get `defaultLvl0`
 */
export async function buildRecords(
  outDir: string,
  routes: string[],
  sections: ReadonlyMap<string, string>,
  options: Pick<SearchOptions, 'defaultLvl0'>,
): Promise<DocSearchRecord[]> {
  const records: DocSearchRecord[] = [];
  const unique = [...new Set(routes)].filter((route) => !route.includes('*')).sort();
  for (const route of unique) {
    let html: string;
    try {
      html = await readFile(htmlFileForRoute(outDir, route), 'utf8');
    } catch {
      continue;
    }
    records.push(
      ...recordsFromHtml(html, route, sectionOf(sections, route) ?? options.defaultLvl0),
    );
  }
  return records;
}

/**
 * The records whose `url` is not a path of this site (`/…`, not `//…`,
 * with an optional fragment). The search UI turns each URL into a link, so
 * a record pointing elsewhere (another host, a protocol-relative `//host`,
 * a `javascript:` URL) would send a reader off the site.
 *
 * @returns one line per bad record, naming its objectID and URL
 */
export function offSiteRecords(records: readonly DocSearchRecord[]): string[] {
  return records
    .filter(
      ({url}) =>
        !url.startsWith('/') ||
        url.startsWith('//') ||
        url.startsWith('/\\') ||
        /[\s<>"]/.test(url),
    )
    .map((record) => `${record.objectID}: ${record.url}`);
}

/**
 * Local plugin: everything about search (see README.md).
 * - Its theme folder provides `SearchBar` and `SearchPage`, which take
 *   precedence over `@docusaurus/theme-search-algolia`'s: site plugins come
 *   after the preset's themes
 *   (https://github.com/facebook/docusaurus/blob/v3.8.1/packages/docusaurus/src/server/plugins/configs.ts).
 *   That theme still adds the `/search` route and the OpenSearch description.
 * - It tells them the backend through its global data (`SearchGlobalData`).
 * - A small inline script notes a search shortcut or tap made before the
 *   page is interactive (`earlyKeys.ts`, `earlyScript.ts`); the search bar then opens search.
 * - After the production build it writes the DocSearch records of the whole
 *   site to `<outDir>/search-records.json` (for Algolia and Node tools), and
 *   the same records as the embedded backend's index shards
 *   (`search-index-0.json`, `search-index-1.json`, see `engine/shards.ts`).
 *   `npm start` (no build) has no records; the search UI says so.
 */
export default function searchPlugin(context: LoadContext, options: SearchOptions): Plugin {
  const theme = join(context.siteDir, 'plugins/search/theme');
  /** Each docs page's sidebar section, read once every plugin has loaded its content. */
  let sections = new Map<string, string>();
  return {
    name: 'search',
    getThemePath: () => theme,
    getTypeScriptThemePath: () => theme,
    injectHtmlTags: () => ({headTags: [{tagName: 'script', innerHTML: EARLY_KEYS_SCRIPT}]}),
    async allContentLoaded({allContent}) {
      sections = sidebarSections(
        allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined,
      );
    },
    async contentLoaded({actions}) {
      const data: SearchGlobalData = {
        backend: options.settings.backend,
        indexUrls: SHARD_FILES.map((file) => `/${file}`),
      };
      actions.setGlobalData(data);
    },
    async postBuild({outDir, routesPaths}) {
      const records = await buildRecords(outDir, routesPaths, sections, options);
      const offSite = offSiteRecords(records);
      if (offSite.length > 0) {
        throw new Error(
          `Search records must point to pages of this site; these do not:\n${offSite.map((line) => `  - ${line}`).join('\n')}`,
        );
      }
      const file: SearchRecordsFile = {
        version: 2,
        indexName: options.settings.algolia.indexName,
        records,
      };
      const outputs: [string, unknown][] = [
        [RECORDS_FILE, file],
        ...toShards(records, file.indexName).map((shard, i): [string, unknown] => [
          SHARD_FILES[i]!,
          shard,
        ]),
      ];
      for (const [name, value] of outputs) {
        const json = Buffer.from(JSON.stringify(value));
        await writeFile(join(outDir, name), json);
        // Served as it is by nginx's gzip_static (deploy/nginx/toolhive-docs.conf).
        precompress(join(outDir, name), json);
      }
    },
  };
}
