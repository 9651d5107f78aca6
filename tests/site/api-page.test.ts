import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {load} from 'cheerio';
import {describe, expect, it} from 'vitest';

import {loadApiDocument, operationAnchor} from '../../reference/api/generate';
import type {SearchRecordsFile} from '../../plugins/search/types';
import {BUILD_DIR} from '../support/built-site';

const doc = loadApiDocument();
const operations = Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
  ['get', 'put', 'post', 'delete', 'patch']
    .filter((method) => item[method])
    .map((method) => ({path, method, operation: item[method]!})),
);

describe('the built API reference page', () => {
  const $ = load(readFileSync(join(BUILD_DIR, 'toolhive/reference/api.html'), 'utf8'));

  it('holds every operation in its HTML, with no script needed to read it', () => {
    expect(operations.length).toBe(32);
    for (const {path, method, operation} of operations) {
      const heading = $(`h3[id="${operationAnchor(operation)}"]`);
      expect(heading.text(), operation.operationId).toContain(operation.summary);
      expect(heading.nextAll('p').first().text(), operation.operationId).toBe(
        `${method.toUpperCase()} ${path}`,
      );
    }
  });

  it('gives search a record for every operation, at its anchor', () => {
    const {records} = JSON.parse(
      readFileSync(join(BUILD_DIR, 'search-records.json'), 'utf8'),
    ) as SearchRecordsFile;
    for (const {operation} of operations) {
      const record = records.find((r) =>
        r.url.endsWith(`/reference/api#${operationAnchor(operation)}`),
      );
      expect(record?.hierarchy.lvl3, operation.operationId).toBe(operation.summary);
    }
  });
});
