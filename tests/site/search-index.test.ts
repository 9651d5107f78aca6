import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';

import {offSiteRecords} from '../../plugins/search';
import type {SearchRecordsFile} from '../../plugins/search/types';
import {DEFAULT_SITE_URL} from '../../config/site';
import {BUILD_DIR} from '../support/built-site';

describe('the built search index', () => {
  it('points every record at a page of the site', () => {
    const file = JSON.parse(
      readFileSync(join(BUILD_DIR, 'search-records.json'), 'utf8'),
    ) as SearchRecordsFile;
    expect(file.records.length).toBeGreaterThan(1000);
    expect(offSiteRecords(file.records, process.env.SITE_URL ?? DEFAULT_SITE_URL)).toEqual([]);
  });
});
