import {readFile, writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {parse} from 'yaml';

import type {DocSearchRecord, SearchRecordsFile} from '../../src/search/types';
import {recordsFromOpenApi} from './openapi';
import {recordsFromHtml} from './records';

/** Options of the search-index plugin. */
export type SearchIndexOptions = {
  /** Index name; recent searches and favourites are kept per index name. */
  indexName: string;
  /** File written to the build folder, served as `/<fileName>`. */
  fileName: string;
  /** OpenAPI document (path from the site folder) and the route that renders it. */
  openApi?: {file: string; route: string};
  /** lvl0 for pages outside any sidebar category. */
  defaultLvl0: string;
};

/** HTML file the production build writes for a route (`trailingSlash: false`). */
export function htmlFileForRoute(outDir: string, route: string): string {
  return route === '/' ? join(outDir, 'index.html') : join(outDir, `${route}.html`);
}

/**
 * Builds every record of the site from the built pages and the OpenAPI
 * document. Routes are visited in sorted order, so the output is stable.
 */
export async function buildRecords(
  outDir: string,
  routes: string[],
  siteUrl: string,
  options: SearchIndexOptions,
  siteDir = '.',
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
    const pageRecords = recordsFromHtml(html, `${siteUrl}${route}`, options.defaultLvl0);
    records.push(...pageRecords);
    if (options.openApi && route === options.openApi.route && pageRecords[0]) {
      const doc = parse(await readFile(join(siteDir, options.openApi.file), 'utf8'));
      records.push(
        ...recordsFromOpenApi(
          doc,
          `${siteUrl}${route}`,
          pageRecords[0].hierarchy.lvl0!,
          pageRecords[0].hierarchy.lvl1!,
        ),
      );
    }
  }
  return records;
}

/**
 * Local plugin: after the production build, writes the DocSearch records of
 * the whole site to `<outDir>/<fileName>`, the embedded search backend's
 * index. `npm start` (no build) has no records; the search UI says so.
 */
export default function searchIndexPlugin(
  context: LoadContext,
  options: SearchIndexOptions,
): Plugin {
  return {
    name: 'search-index',
    async postBuild({outDir, routesPaths}) {
      const siteUrl = context.siteConfig.url.replace(/\/$/, '');
      const records = await buildRecords(outDir, routesPaths, siteUrl, options, context.siteDir);
      const file: SearchRecordsFile = {version: 1, indexName: options.indexName, records};
      await writeFile(join(outDir, options.fileName), JSON.stringify(file));
    },
  };
}
