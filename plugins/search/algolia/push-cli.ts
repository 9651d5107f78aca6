/**
 * `npm run search:push`: pushes the records of the last production build
 * (`build/search-records.json`) to a hosted Algolia index.
 *
 * Environment:
 * - `ALGOLIA_APP_ID`, `ALGOLIA_INDEX_NAME`: the target index.
 * - `ALGOLIA_ADMIN_API_KEY`: a key with write access to that index.
 * - `ALGOLIA_HOST` (optional): `host:port` of an Algolia-compatible API, over
 *   http, instead of Algolia's own hosts.
 */
import {readFile} from 'node:fs/promises';

import {RECORDS_FILE} from '../config';
import type {SearchRecordsFile} from '../types';
import {pushRecords} from './push';

async function main(): Promise<void> {
  const {ALGOLIA_APP_ID, ALGOLIA_ADMIN_API_KEY, ALGOLIA_INDEX_NAME, ALGOLIA_HOST} = process.env;
  const missing = Object.entries({ALGOLIA_APP_ID, ALGOLIA_ADMIN_API_KEY, ALGOLIA_INDEX_NAME})
    .filter(([, value]) => !value)
    .map(([name]) => name);
  if (missing.length) {
    throw new Error(`Set ${missing.join(', ')} to push the search records.`);
  }
  const path = `build/${RECORDS_FILE}`;
  let file: SearchRecordsFile;
  try {
    file = JSON.parse(await readFile(path, 'utf8')) as SearchRecordsFile;
  } catch {
    throw new Error(`No records at ${path}: run npm run build first.`);
  }
  const count = await pushRecords(file.records, {
    appId: ALGOLIA_APP_ID!,
    adminApiKey: ALGOLIA_ADMIN_API_KEY!,
    indexName: ALGOLIA_INDEX_NAME!,
    hosts: ALGOLIA_HOST ? [{url: ALGOLIA_HOST, protocol: 'http'}] : undefined,
  });
  console.log(`Pushed ${count} records to the Algolia index ${ALGOLIA_INDEX_NAME}.`);
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exit(1);
});
