import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {gzipSync} from 'node:zlib';
import {build} from 'esbuild';

import {indexRecords, runQuery} from '../../plugins/search/engine/engine';
import {SHARD_FILES} from '../../plugins/search/engine/shards';
import {RELEVANCE_SETS, TYPING_QUERIES, evaluate} from '../../plugins/search/relevance';
import type {SearchRecordsFile} from '../../plugins/search/types';
import {launchChromium} from './browser';
import {latencyFigures, median, type Figure} from './figures';

/** Every query the latency figures run: the relevance sets and partial or misspelt words. */
function latencyQueries(): string[] {
  return [...RELEVANCE_SETS.flatMap((set) => set.queries.map((q) => q.query)), ...TYPING_QUERIES];
}

/** A request as the search modal sends it. */
const modalRequest = (indexName: string, query: string) => ({
  indexName,
  query,
  hitsPerPage: 20,
  attributesToSnippet: [
    'hierarchy.lvl1:10',
    'hierarchy.lvl2:10',
    'hierarchy.lvl3:10',
    'content:10',
  ],
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
});

/**
 * Search figures in Node: records, the records file and the browser's index
 * shards raw and gzip (the first search waits for shard 0 only), time to
 * parse and index the records, query latency p50/p95 over every query of
 * the relevance sets and the typing list, and per relevance set recall@1,
 * recall@5, MRR@10 and the number of queries with no hit.
 *
 * @param dir the build folder
 */
export function searchFigures(dir = 'build'): {
  figures: Figure[];
  misses: {set: string; query: string; got: string[]}[];
} {
  const raw = readFileSync(join(dir, 'search-records.json'));
  const loads: number[] = [];
  let index!: ReturnType<typeof indexRecords>;
  let parsed!: SearchRecordsFile;
  for (let i = 0; i < 5; i += 1) {
    const started = performance.now();
    parsed = JSON.parse(raw.toString('utf8')) as SearchRecordsFile;
    index = indexRecords(parsed.records);
    loads.push(performance.now() - started);
  }
  const queries = latencyQueries();
  for (const query of queries) runQuery(index, modalRequest(parsed.indexName, query)); // warm up
  const latencies: number[] = [];
  for (let round = 0; round < 5; round += 1) {
    for (const query of queries) {
      const started = performance.now();
      runQuery(index, modalRequest(parsed.indexName, query));
      latencies.push(performance.now() - started);
    }
  }
  const shardSizes = SHARD_FILES.map(
    (file) => gzipSync(readFileSync(join(dir, file))).length / 1024,
  );
  const figures: Figure[] = [
    {name: 'search records', value: parsed.records.length, unit: ''},
    {name: 'search records file (raw)', value: raw.length / 1024, unit: 'KB'},
    {name: 'search records file (gzip)', value: gzipSync(raw).length / 1024, unit: 'KB'},
    {
      name: 'index shard 0, headings: what the first search waits for (gzip)',
      value: shardSizes[0]!,
      unit: 'KB',
      budget: 250,
    },
    {
      name: 'index shard 1, body text, loaded in the background (gzip)',
      value: shardSizes[1]!,
      unit: 'KB',
    },
    {name: 'search index load in Node (median of 5)', value: median(loads), unit: 'ms'},
    ...latencyFigures('query latency in Node', `${queries.length} queries × 5`, latencies, 5),
  ];
  const misses: {set: string; query: string; got: string[]}[] = [];
  for (const set of RELEVANCE_SETS) {
    const scores = evaluate(index, set.queries);
    const n = `${set.name}, ${scores.queries} queries`;
    figures.push(
      {name: `relevance (${n}): recall@1`, value: scores.recall1, unit: '', lowerIsBetter: false},
      {
        name: `relevance (${n}): recall@5`,
        value: scores.recall5,
        unit: '',
        lowerIsBetter: false,
        budget: set.name === 'real questions' ? 0.9 : undefined,
      },
      {name: `relevance (${n}): MRR@10`, value: scores.mrr10, unit: '', lowerIsBetter: false},
      {
        name: `relevance (${n}): queries with no hit`,
        value: scores.zeroHits,
        unit: '',
        budget: Math.floor(scores.queries * 0.03),
      },
    );
    misses.push(
      ...scores.misses.map((miss) => ({set: set.name, query: miss.query, got: miss.got})),
    );
  }
  return {figures, misses};
}

/** The engine as one script for the browser, exposing `window.searchBench`. */
async function engineBundle(): Promise<string> {
  const result = await build({
    entryPoints: [join(__dirname, 'search-browser-entry.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2022',
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

/**
 * Query latency in Chromium once the index is loaded: the site's engine,
 * bundled as it is, answering every latency query 3 times in a page of the
 * served build (`performance.now()` around each query, which Chromium
 * coarsens to 0.1 ms).
 */
export async function browserLatencyFigures(baseUrl: string): Promise<Figure[]> {
  const script = await engineBundle();
  const browser = await launchChromium();
  try {
    // The site's CSP rightly refuses an injected script; this page is a harness.
    const context = await browser.newContext({bypassCSP: true});
    const page = await context.newPage();
    await page.goto(`${baseUrl}/search`);
    await page.addScriptTag({content: script});
    const queries = latencyQueries();
    const times = await page.evaluate(
      ([urls, list]) =>
        (
          window as unknown as {
            searchBench: (u: string[], q: unknown[], r: number) => Promise<number[]>;
          }
        ).searchBench(urls, list, 3),
      [
        SHARD_FILES.map((file) => `/${file}`),
        queries.map((q) => modalRequest('bench', q)),
      ] as const,
    );
    return latencyFigures('query latency in Chromium', `${queries.length} queries × 3`, times, 5);
  } finally {
    await browser.close();
  }
}
