import {readFileSync} from 'node:fs';
import {gzipSync} from 'node:zlib';

import {buildIndex, runQuery} from '../../plugins/search/client/engine';
import {RELEVANCE_QUERIES, TYPING_QUERIES} from '../../plugins/search/relevance';
import type {SearchRecordsFile} from '../../plugins/search/types';
import {median, percentile, type Figure} from './figures';

/**
 * Search figures in Node: records, index size raw and gzip, time to load
 * (parse and index) the records, query latency p50/p95 over every query in
 * the lists, and how many relevance queries find an expected page in the
 * top 5.
 *
 * @param file path of the built records file
 */
export function searchFigures(file = 'build/search-records.json'): {
  figures: Figure[];
  misses: {query: string; got: string[]}[];
} {
  const raw = readFileSync(file);
  const loads: number[] = [];
  let index!: ReturnType<typeof buildIndex>;
  let parsed!: SearchRecordsFile;
  for (let i = 0; i < 5; i += 1) {
    const started = performance.now();
    parsed = JSON.parse(raw.toString('utf8')) as SearchRecordsFile;
    index = buildIndex(parsed.records);
    loads.push(performance.now() - started);
  }
  const state = {search: index, byId: new Map(parsed.records.map((r) => [r.objectID, r]))};
  const queries = [...RELEVANCE_QUERIES.map((q) => q.query), ...TYPING_QUERIES];
  const request = (query: string) => ({
    indexName: parsed.indexName,
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
  for (const query of queries) runQuery(state, request(query)); // warm up
  const latencies: number[] = [];
  for (let round = 0; round < 5; round += 1) {
    for (const query of queries) {
      const started = performance.now();
      runQuery(state, request(query));
      latencies.push(performance.now() - started);
    }
  }
  const misses: {query: string; got: string[]}[] = [];
  for (const {query, expect} of RELEVANCE_QUERIES) {
    const pages = [
      ...new Set(
        runQuery(state, request(query)).hits.map((hit) => new URL(hit.url_without_anchor).pathname),
      ),
    ].slice(0, 5);
    if (!pages.some((page) => expect.some((e) => page === e || page.startsWith(`${e}/`)))) {
      misses.push({query, got: pages});
    }
  }
  return {
    figures: [
      {name: 'search records', value: parsed.records.length, unit: ''},
      {name: 'search index size (raw)', value: raw.length / 1024, unit: 'KB'},
      {
        name: 'search index size (gzip)',
        value: gzipSync(raw).length / 1024,
        unit: 'KB',
        budget: 250,
      },
      {name: 'search index load in Node (median of 5)', value: median(loads), unit: 'ms'},
      {
        name: `query latency p50 (${queries.length} queries × 5)`,
        value: percentile(latencies, 50),
        unit: 'ms',
      },
      {
        name: `query latency p95 (${queries.length} queries × 5)`,
        value: percentile(latencies, 95),
        unit: 'ms',
        budget: 5,
      },
      {
        name: `relevance: expected page in top 5 (of ${RELEVANCE_QUERIES.length})`,
        value: RELEVANCE_QUERIES.length - misses.length,
        unit: '',
        budget: RELEVANCE_QUERIES.length,
        lowerIsBetter: false,
      },
    ],
    misses,
  };
}
