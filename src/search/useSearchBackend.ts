import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBaseUrl from '@docusaurus/useBaseUrl';

import type {SearchCustomFields} from '@site/config/search';
import {sharedLocalSearchClient, type LocalSearchClient} from './localSearchClient';

/**
 * The shared embedded search client when the site uses the local backend
 * (`customFields.search.backend === 'local'`), or `null` when it uses hosted
 * Algolia. The client loads nothing until the first search.
 */
export function useLocalSearchClient(): LocalSearchClient | null {
  const {siteConfig} = useDocusaurusContext();
  const search = siteConfig.customFields?.search as SearchCustomFields | undefined;
  const recordsUrl = useBaseUrl(search?.recordsUrl ?? '/');
  if (search?.backend !== 'local') {
    return null;
  }
  return sharedLocalSearchClient(recordsUrl);
}
