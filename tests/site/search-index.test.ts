import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {gzipSync} from 'node:zlib';
import {describe, expect, it} from 'vitest';

import {offSiteRecords} from '../../plugins/search';
import {indexRecords} from '../../plugins/search/engine/engine';
import {SHARD_FILES, checkShard, fromShard} from '../../plugins/search/engine/shards';
import {RELEVANCE_SETS, evaluate} from '../../plugins/search/relevance';
import type {SearchRecordsFile} from '../../plugins/search/types';
import {BUILD_DIR, builtPages} from '../support/built-site';
import {OVERVIEW_SECTION} from '../../config/site';

const file = JSON.parse(
  readFileSync(join(BUILD_DIR, 'search-records.json'), 'utf8'),
) as SearchRecordsFile;

/**
 * Floors under the relevance of the built index, per query set
 * (plugins/search/relevance). A change to the engine, the records or the
 * pages that loses answers fails here; `npm run bench -- search` prints the
 * figures themselves.
 */
const FLOORS: Record<string, {recall5: number; recall1: number; zeroHits: number}> = {
  'real questions': {recall5: 0.88, recall1: 0.6, zeroHits: 2},
  spec: {recall5: 0.93, recall1: 0.55, zeroHits: 0},
  curated: {recall5: 0.97, recall1: 0.7, zeroHits: 0},
};

describe('the built search index', () => {
  it('points every record at a page of the site', () => {
    expect(file.records.length).toBeGreaterThan(1000);
    expect(offSiteRecords(file.records)).toEqual([]);
  });

  it("gives each page's records the section the reader sees active in the page's sidebar", () => {
    const lvl0 = new Map(
      file.records.map((record) => [record.url_without_anchor, record.hierarchy.lvl0]),
    );
    const checked = builtPages().flatMap(({$, route}) => {
      if (!lvl0.has(route)) return [];
      // The outermost active category of the rendered sidebar, or the
      // overview section, as llms.txt names pages in no category.
      const shown =
        $('.menu__link--sublist.menu__link--active').first().text().trim() || OVERVIEW_SECTION;
      return [[route, lvl0.get(route) === shown ? 'ok' : `${lvl0.get(route)} ≠ ${shown}`]];
    });
    expect(checked.length).toBeGreaterThan(50);
    expect(checked.filter(([, verdict]) => verdict !== 'ok')).toEqual([]);
  });

  it('indexes collapsible sections, code blocks and one record per CLI flag', () => {
    const urls = new Set(file.records.map((record) => new URL(record.url, 'https://x').hash));
    expect(urls).toContain('#command-not-found-for-thv');
    expect(urls).toContain('#flag-proxy-port');
    expect(urls).toContain('#mcpserverspec-image');
    expect(
      file.records.some((record) => record.content?.includes('thv run --isolate-network')),
    ).toBe(true);
  });

  it('ships the same records in the browser’s shards, the first one small', () => {
    const read = (i: number) => JSON.parse(readFileSync(join(BUILD_DIR, SHARD_FILES[i]!), 'utf8'));
    const head = checkShard(read(0), 0);
    const body = checkShard(read(1), 1, head.pages);
    const records = [...fromShard(head, head.pages), ...fromShard(body, head.pages)];
    expect(records).toHaveLength(file.records.length);
    const key = (r: {url: string; type: string; content: string | null}) =>
      `${r.url} ${r.type} ${r.content}`;
    expect(new Set(records.map(key))).toEqual(new Set(file.records.map(key)));
    // What the first search waits for.
    expect(gzipSync(readFileSync(join(BUILD_DIR, SHARD_FILES[0]))).length).toBeLessThan(250 * 1024);
  });

  it('expects pages that exist in every relevance query', () => {
    const routes = new Set(builtPages().map((page) => page.route));
    const unknown = RELEVANCE_SETS.flatMap((set) =>
      set.queries.flatMap((q) =>
        q.expect
          .filter((route) => !routes.has(route))
          .map((route) => `${set.name}: "${q.query}" → ${route}`),
      ),
    );
    expect(unknown).toEqual([]);
  });

  const index = indexRecords(file.records);
  for (const set of RELEVANCE_SETS) {
    it(`answers the ${set.name} set (${set.queries.length} queries) above its floor`, () => {
      const scores = evaluate(index, set.queries);
      const floor = FLOORS[set.name]!;
      const report = scores.misses.map((miss) => `  "${miss.query}" → ${miss.got.join(', ')}`);
      expect(
        scores.recall5,
        `recall@5; not in the first 5:\n${report.join('\n')}`,
      ).toBeGreaterThanOrEqual(floor.recall5);
      expect(scores.recall1, 'recall@1').toBeGreaterThanOrEqual(floor.recall1);
      expect(scores.zeroHits, 'queries with no hit').toBeLessThanOrEqual(floor.zeroHits);
    });
  }
});
