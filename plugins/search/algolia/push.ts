import {algoliasearch} from 'algoliasearch';

import {SYNONYMS, type SynonymEntry} from '../engine/synonyms';
import type {DocSearchRecord} from '../types';

/**
 * Index settings for DocSearch records, as the DocSearch crawler sets them
 * for Docusaurus sites: hierarchy levels searched before content, facets for
 * contextual search, and the attributes the UI reads.
 */
export const DOCSEARCH_INDEX_SETTINGS = {
  searchableAttributes: [
    'unordered(hierarchy.lvl0)',
    'unordered(hierarchy.lvl1)',
    'unordered(hierarchy.lvl2)',
    'unordered(hierarchy.lvl3)',
    'unordered(hierarchy.lvl4)',
    'unordered(hierarchy.lvl5)',
    'unordered(hierarchy.lvl6)',
    'content',
  ],
  attributesForFaceting: ['type', 'language', 'docusaurus_tag'],
  attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
  attributesToHighlight: ['hierarchy', 'content'],
  attributesToSnippet: ['content:10'],
  customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
  distinct: true,
  attributeForDistinct: 'url',
  highlightPreTag: '<span class="algolia-docsearch-suggestion--highlight">',
  highlightPostTag: '</span>',
  minWordSizefor1Typo: 4,
  minWordSizefor2Typos: 8,
  allowTyposOnNumericTokens: false,
  minProximity: 1,
  ignorePlurals: true,
  advancedSyntax: true,
  removeWordsIfNoResults: 'allOptional',
} as const;

/** Where and how to push. */
export type PushOptions = {
  appId: string;
  /** An API key with write access (not the search-only key the site uses). */
  adminApiKey: string;
  indexName: string;
  /** Custom hosts, e.g. `[{url: '127.0.0.1:8181', protocol: 'http'}]`; Algolia's by default. */
  hosts?: {url: string; protocol?: 'http' | 'https'}[];
};

/**
 * Replaces the content of an Algolia index with the built records, atomically
 * (Algolia's replaceAllObjects: copy settings to a temporary index, write the
 * records there, then move it over the live index), after applying the
 * DocSearch index settings and replacing the index's synonyms with the
 * site's (`plugins/search/engine/synonyms.json`, the same the embedded engine
 * uses), so both backends read a query alike.
 *
 * @param synonyms the synonyms to set; the site's by default
 * @returns the number of records written
 * @throws the client's error when a request fails (after its retries)
 */
export async function pushRecords(
  records: readonly DocSearchRecord[],
  {appId, adminApiKey, indexName, hosts}: PushOptions,
  synonyms: readonly SynonymEntry[] = SYNONYMS,
): Promise<number> {
  const client = algoliasearch(
    appId,
    adminApiKey,
    hosts
      ? {
          hosts: hosts.map((host) => ({
            url: host.url,
            protocol: host.protocol ?? 'https',
            accept: 'readWrite' as const,
          })),
        }
      : undefined,
  );
  const settings = await client.setSettings({
    indexName,
    indexSettings: {...DOCSEARCH_INDEX_SETTINGS} as never,
  });
  await client.waitForTask({indexName, taskID: settings.taskID});
  const saved = await client.saveSynonyms({
    indexName,
    synonymHit: synonyms.map((entry) => ({...entry})) as never,
    forwardToReplicas: true,
    replaceExistingSynonyms: true,
  });
  await client.waitForTask({indexName, taskID: saved.taskID});
  await client.replaceAllObjects({
    indexName,
    objects: records as unknown as Record<string, unknown>[],
    batchSize: 1000,
  });
  return records.length;
}
