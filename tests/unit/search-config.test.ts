import {describe, expect, it} from 'vitest';

import {LOCAL_INDEX_NAME, searchSettings} from '../../plugins/search/config';

describe('search backend selection', () => {
  it('uses the embedded index when no Algolia settings are set', () => {
    expect(searchSettings({})).toMatchObject({
      backend: 'local',
      algolia: {indexName: LOCAL_INDEX_NAME, contextualSearch: true, searchPagePath: 'search'},
    });
  });

  it('uses hosted Algolia when all three settings are set', () => {
    expect(
      searchSettings({
        ALGOLIA_APP_ID: 'APP',
        ALGOLIA_API_KEY: 'search-key',
        ALGOLIA_INDEX_NAME: 'docs',
      }),
    ).toMatchObject({
      backend: 'algolia',
      algolia: {appId: 'APP', apiKey: 'search-key', indexName: 'docs'},
    });
  });

  it('names what is missing when only some are set', () => {
    expect(() => searchSettings({ALGOLIA_APP_ID: 'APP'})).toThrow(
      'missing: ALGOLIA_API_KEY, ALGOLIA_INDEX_NAME',
    );
  });
});
