import type {ThemeConfig} from '@docusaurus/theme-search-algolia';

/**
 * Search backend selection. The embedded index is the default; hosted
 * Algolia is used only when all three variables are set at build time:
 * `ALGOLIA_APP_ID`, `ALGOLIA_API_KEY` (a search-only key) and
 * `ALGOLIA_INDEX_NAME`.
 */
export type SearchEnv = {
  ALGOLIA_APP_ID?: string;
  ALGOLIA_API_KEY?: string;
  ALGOLIA_INDEX_NAME?: string;
};

/** Index name of the embedded backend; recent searches are stored per index name. */
export const LOCAL_INDEX_NAME = 'toolhive-docs';

/**
 * File the build writes every record to, in DocSearch's schema: what
 * `npm run search:push` sends to Algolia and what Node tools read. The
 * browser loads the same records in compact shards (`engine/shards.ts`).
 */
export const RECORDS_FILE = 'search-records.json';

/** What the plugin hands its theme components (`usePluginData('search')`). */
export type SearchGlobalData = {
  backend: 'local' | 'algolia';
  /** Paths of the index shards from the site root (local backend), in load order, e.g. `/search-index-0.json`. */
  indexUrls: string[];
};

export type SearchSettings = {
  backend: SearchGlobalData['backend'];
  /** The theme's `algolia` settings; placeholders (`local`) with the embedded backend. */
  algolia: ThemeConfig['algolia'];
};

const VARIABLES = ['ALGOLIA_APP_ID', 'ALGOLIA_API_KEY', 'ALGOLIA_INDEX_NAME'] as const;

/**
 * Works out the search backend and the theme's `algolia` settings.
 *
 * @throws Error naming the missing variables when only some are set
 */
export function searchSettings(env: SearchEnv): SearchSettings {
  const values = VARIABLES.map((name) => env[name]?.trim() ?? '');
  const set = values.filter(Boolean).length;
  if (set > 0 && set < VARIABLES.length) {
    const missing = VARIABLES.filter((_, i) => !values[i]);
    throw new Error(
      `Hosted search needs ${VARIABLES.join(', ')}; missing: ${missing.join(', ')}. Unset them all to use the embedded index.`,
    );
  }
  const [appId, apiKey, indexName] = set ? values : ['local', 'local', LOCAL_INDEX_NAME];
  return {
    backend: set ? 'algolia' : 'local',
    algolia: {
      appId: appId!,
      apiKey: apiKey!,
      indexName: indexName!,
      contextualSearch: true,
      searchPagePath: 'search',
    } as ThemeConfig['algolia'],
  };
}
