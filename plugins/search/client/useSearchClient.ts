import {usePluginData} from '@docusaurus/useGlobalData';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';

import type {SearchGlobalData} from '../config';
import {sharedLocalSearchClient, type LocalSearchClient} from './localClient';

/**
 * The shared embedded search client when the site uses the local backend,
 * or `null` when it uses hosted Algolia (the plugin's global data says
 * which). The client loads nothing until the first search.
 */
export function useLocalSearchClient(): LocalSearchClient | null {
  const {backend, indexUrls} = usePluginData('search') as SearchGlobalData;
  const {withBaseUrl} = useBaseUrlUtils();
  return backend === 'local'
    ? sharedLocalSearchClient(indexUrls.map((url) => withBaseUrl(url)))
    : null;
}

/**
 * What the search bar and the search page say when the embedded index cannot
 * load under `npm start`: the index is written by the production build only.
 */
export const NO_INDEX_YET = {
  titleText: 'Search needs a production build',
  helpText:
    'The search index is written by the production build. Run npm run build, then npm run serve, to search the docs.',
};
