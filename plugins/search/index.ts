import {readFile, writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

import {precompress} from '../nginx';
import {RECORDS_FILE, type SearchGlobalData, type SearchSettings} from './config';
import {recordsFromHtml} from './records/html';
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
 */
export async function buildRecords(
  outDir: string,
  routes: string[],
  siteUrl: string,
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
    records.push(...recordsFromHtml(html, `${siteUrl}${route}`, options.defaultLvl0));
  }
  return records;
}

/**
 * The records whose `url` is not a page of this site: anything but
 * `siteUrl` followed by a path (`/…`, not `//…`) and an optional fragment.
 * The search UI turns each URL into a link, so a record pointing elsewhere
 * (another host, a protocol-relative `//host`, a `javascript:` URL) would
 * send a reader off the site.
 *
 * @returns one line per bad record, naming its objectID and URL
 */
export function offSiteRecords(records: readonly DocSearchRecord[], siteUrl: string): string[] {
  const base = siteUrl.replace(/\/$/, '');
  return records
    .filter((record) => {
      if (!record.url.startsWith(`${base}/`)) return true;
      const rest = record.url.slice(base.length);
      return rest.startsWith('//') || rest.startsWith('/\\') || /[\s<>"]/.test(rest);
    })
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
  return {
    name: 'search',
    getThemePath: () => theme,
    getTypeScriptThemePath: () => theme,
    injectHtmlTags: () => ({headTags: [{tagName: 'script', innerHTML: EARLY_KEYS_SCRIPT}]}),
    async contentLoaded({actions}) {
      const data: SearchGlobalData = {
        backend: options.settings.backend,
        indexUrls: SHARD_FILES.map((file) => `/${file}`),
      };
      actions.setGlobalData(data);
    },
    async postBuild({outDir, routesPaths}) {
      const siteUrl = context.siteConfig.url.replace(/\/$/, '');
      const records = await buildRecords(outDir, routesPaths, siteUrl, options);
      const offSite = offSiteRecords(records, siteUrl);
      if (offSite.length > 0) {
        throw new Error(
          `Search records must point to pages of ${siteUrl}; these do not:\n${offSite.map((line) => `  - ${line}`).join('\n')}`,
        );
      }
      const file: SearchRecordsFile = {
        version: 1,
        indexName: options.settings.algolia.indexName,
        records,
      };
      const outputs: [string, unknown][] = [
        [RECORDS_FILE, file],
        ...toShards(records, siteUrl, file.indexName).map((shard, i): [string, unknown] => [
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
