/**
 * The engine as the browser runs it, for `npm run bench -- search`
 * (`engineBundle` in `search.ts` bundles this module for the page): loads
 * the shards as the site's client does, then times each request.
 */
import {
  addRecords,
  createIndex,
  runQuery,
  type SearchRequest,
} from '../../plugins/search/engine/engine';
import {fromShard, type CompactPage, type Shard} from '../../plugins/search/engine/shards';

declare global {
  interface Window {
    /**
     * Indexes the shards at `urls`, runs `requests` once to warm up, then
     * `rounds` times; resolves to each run's time in milliseconds.
     */
    searchBench: (urls: string[], requests: SearchRequest[], rounds: number) => Promise<number[]>;
  }
}

window.searchBench = async (urls, requests, rounds) => {
  const index = createIndex();
  let pages: CompactPage[] = [];
  for (const url of urls) {
    const shard = (await (await fetch(url)).json()) as Shard;
    if (shard.shard === 0) pages = shard.pages;
    addRecords(index, fromShard(shard, pages));
  }
  for (const request of requests) runQuery(index, request);
  const times: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const request of requests) {
      const started = performance.now();
      runQuery(index, request);
      times.push(performance.now() - started);
    }
  }
  return times;
};
