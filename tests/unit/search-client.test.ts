import {describe, expect, it} from 'vitest';

import {escapeHtml, highlight, snippet} from '../../plugins/search/engine/highlight';
import {forDocSearch, holdFailedSearch} from '../../plugins/search/client/forDocSearch';
import {createLocalSearchClient, RetryError} from '../../plugins/search/client/localClient';
import {toShards} from '../../plugins/search/engine/shards';
import type {DocSearchRecord} from '../../plugins/search/types';
import {docSearchRecord} from '../support/search-records';

/** A record with the id `id`, as the index of a docs plugin tags it. */
function record(
  id: string,
  path: string,
  type: DocSearchRecord['type'],
  levels: string[],
  content: string | null = null,
  anchor: string | null = null,
): DocSearchRecord {
  const tags = ['default', 'docs-default-current'];
  return docSearchRecord({id, path, type, levels, content, anchor, tags});
}

const RECORDS: DocSearchRecord[] = [
  record('1', '/secrets', 'lvl1', ['Guides', 'Secrets management']),
  record(
    '2',
    '/secrets',
    'content',
    ['Guides', 'Secrets management'],
    'Store API tokens in the encrypted provider.',
  ),
  record(
    '3',
    '/secrets',
    'lvl2',
    ['Guides', 'Secrets management', 'Use 1Password'],
    null,
    'use-1password',
  ),
  record(
    '4',
    '/secrets',
    'content',
    ['Guides', 'Secrets management', 'Use 1Password'],
    'Set OP_SERVICE_ACCOUNT_TOKEN first.',
    'use-1password',
  ),
  record(
    '5',
    '/secrets',
    'content',
    ['Guides', 'Secrets management', 'Use 1Password'],
    'The 1Password provider is read-only.',
    'use-1password',
  ),
  record('8', '/network', 'lvl1', ['Guides', 'Network isolation']),
  record(
    '6',
    '/network',
    'content',
    ['Guides', 'Network isolation'],
    'Secrets are never sent through the egress proxy & <filter>.',
  ),
  record(
    '7',
    '/run',
    'content',
    ['Guides', 'Run servers'],
    'Run the fetch server with thv run fetch and check it with thv list.',
  ),
];

/**
 * A local client over `records`, served as the build serves them (two
 * shards). `fail` makes the first `fail` downloads fail; `serve` replaces
 * what a shard URL answers.
 */
function client(records = RECORDS, fail?: number, serve?: (url: string) => Response | undefined) {
  let calls = 0;
  const shards = toShards(records, 'test');
  const fetchImpl = (async (url: string) => {
    calls += 1;
    if (fail !== undefined && calls <= fail) throw new TypeError('Failed to fetch');
    const custom = serve?.(url);
    if (custom) return custom;
    return new Response(JSON.stringify(shards[url === '/index-0.json' ? 0 : 1]), {status: 200});
  }) as typeof fetch;
  const local = createLocalSearchClient({
    urls: ['/index-0.json', '/index-1.json'],
    fetch: fetchImpl,
    bodyWaitMs: 0,
  });
  // Most tests search body text too, so they wait until it is indexed.
  const search: typeof local.search = async (requests) => {
    await local.indexed();
    return local.search(requests);
  };
  return {client: {...local, search}, local, calls: () => calls};
}

const docsearchRequest = (query: string, extra = {}) => ({
  requests: [
    {
      query,
      indexName: 'test',
      attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'content:10'],
      snippetEllipsisText: '…',
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
      hitsPerPage: 20,
      ...extra,
    },
  ],
});

describe('the local search client', () => {
  it('answers DocSearch requests in Algolia’s shape', async () => {
    const {client: c} = client();
    const {results} = await c.search(docsearchRequest('secrets'));
    const result = results[0]!;
    expect(result).toMatchObject({query: 'secrets', page: 0, hitsPerPage: 20, index: 'test'});
    expect(result.nbHits).toBe(result.hits.length);
    expect(result.nbPages).toBe(1);
    expect(typeof result.processingTimeMS).toBe('number');
    const hit = result.hits[0]!;
    expect(hit.url).toBe('/secrets');
    expect(hit.objectID).toMatch(/^[0-9a-f]{16}$/);
    expect(hit.type).toBe('lvl1');
    expect(Object.keys(hit._highlightResult.hierarchy)).toEqual(['lvl0', 'lvl1']);
    expect(hit._highlightResult.hierarchy.lvl1).toEqual({
      value: '<mark>Secrets</mark> management',
      matchLevel: 'full',
      matchedWords: ['secret'],
    });
  });

  it('echoes the query exactly and answers the helper’s form', async () => {
    const {client: c} = client();
    const {results} = await c.search([
      {indexName: 'test', params: {query: '  Secrets  ', page: 0}},
    ]);
    expect(results[0]!.query).toBe('  Secrets  ');
    expect(results[0]!.hits.length).toBeGreaterThan(0);
    expect(results[0]!.hits[0]!._highlightResult.hierarchy.lvl1!.value).toContain(
      '<span class="algolia-docsearch-suggestion--highlight">Secrets</span>',
    );
  });

  it('ranks headings above body text and keeps one hit per URL anchor', async () => {
    const {client: c} = client();
    const {results} = await c.search(docsearchRequest('1password'));
    const urls = results[0]!.hits.map((hit) => hit.url);
    expect(urls).toEqual([...new Set(urls)]);
    expect(results[0]!.hits[0]!.type).toBe('lvl2');
    expect(results[0]!.hits[0]!.url).toBe('/secrets#use-1password');
  });

  it('matches prefixes and tolerates typos', async () => {
    const {client: c} = client();
    expect((await c.search(docsearchRequest('isol'))).results[0]!.hits[0]!.url).toContain(
      '/network',
    );
    for (const typo of ['netwrk', 'isolatoin']) {
      expect((await c.search(docsearchRequest(typo))).results[0]!.hits[0]!.url).toContain(
        '/network',
      );
    }
  });

  it('escapes record text and markup in the query', async () => {
    const {client: c} = client();
    const {results} = await c.search(docsearchRequest('egress'));
    const value = results[0]!.hits[0]!._highlightResult.content!.value;
    expect(value).toContain('&amp; &lt;filter&gt;');
    expect(value).toContain('<mark>egress</mark>');
    const xss = await c.search(docsearchRequest('<img src=x onerror=alert(1)>'));
    for (const hit of xss.results[0]!.hits) {
      expect(JSON.stringify(hit._highlightResult)).not.toContain('<img');
    }
  });

  it('cuts snippets to the requested number of words around the match', async () => {
    const {client: c} = client();
    const {results} = await c.search(
      docsearchRequest('list', {attributesToSnippet: ['content:5']}),
    );
    expect(results[0]!.hits[0]!._snippetResult.content!.value).toBe(
      '…check it with thv <mark>list</mark>.',
    );
  });

  it('pages results', async () => {
    const {client: c} = client();
    const all = (await c.search(docsearchRequest('guides'))).results[0]!;
    const second = (await c.search(docsearchRequest('guides', {hitsPerPage: 2, page: 1})))
      .results[0]!;
    expect(second.nbPages).toBe(Math.ceil(all.nbHits / 2));
    expect(second.hits.map((h) => h.objectID)).toEqual(all.hits.slice(2, 4).map((h) => h.objectID));
  });

  it('applies facet filters as Algolia does', async () => {
    const {client: c} = client();
    const en = await c.search(docsearchRequest('secrets', {facetFilters: ['language:en']}));
    const fr = await c.search(docsearchRequest('secrets', {facetFilters: ['language:fr']}));
    const either = await c.search(
      docsearchRequest('secrets', {facetFilters: [['language:fr', 'docusaurus_tag:default']]}),
    );
    expect(en.results[0]!.nbHits).toBeGreaterThan(0);
    expect(fr.results[0]!.nbHits).toBe(0);
    expect(either.results[0]!.nbHits).toBe(en.results[0]!.nbHits);
  });

  it('answers from headings right after loading, and from body text once indexed', async () => {
    const many = [
      ...RECORDS,
      ...Array.from({length: 600}, (_, i) =>
        record(
          `bulk-${i}`,
          `/bulk/${i}`,
          'content',
          ['Bulk', `Page ${i}`],
          `Filler text number ${i}.`,
        ),
      ),
      record('late', '/late', 'content', ['Late', 'Page'], 'The word zeppelin appears once.'),
    ];
    const {local} = client(many);
    await local.load();
    expect((await local.search(docsearchRequest('zeppelin'))).results[0]!.nbHits).toBe(0);
    expect((await local.search(docsearchRequest('secrets'))).results[0]!.nbHits).toBeGreaterThan(0);
    await local.indexed();
    const late = await local.search(docsearchRequest('zeppelin'));
    expect(late.results[0]!.hits[0]!.url).toBe('/late');
  });

  it('loads each shard once, on the first search', async () => {
    const {client: c, calls} = client();
    expect(calls()).toBe(0);
    await c.search(docsearchRequest('a'));
    await c.search(docsearchRequest('b'));
    expect(calls()).toBe(2);
  });

  it('rejects with a RetryError when the index has the wrong shape', async () => {
    for (const body of [
      '{}',
      '[]',
      '{"version":1,"indexName":"x","records":[]}',
      '<!doctype html>',
    ]) {
      const {local} = client(RECORDS, undefined, (url) =>
        url === '/index-0.json' ? new Response(body, {status: 200}) : undefined,
      );
      await expect(local.search(docsearchRequest('secrets'))).rejects.toBeInstanceOf(RetryError);
    }
  });

  it('keeps answering from the headings when the body cannot be fetched', async () => {
    const {local} = client(RECORDS, undefined, (url) =>
      url === '/index-1.json' ? new Response('gone', {status: 404}) : undefined,
    );
    await expect(local.indexed()).rejects.toBeInstanceOf(RetryError);
    const {results} = await local.search(docsearchRequest('secrets'));
    expect(results[0]!.hits[0]!.url).toBe('/secrets');
  });

  it('rejects with a RetryError when the records cannot be fetched, then retries', async () => {
    const {local} = client(RECORDS, 1);
    await expect(local.search(docsearchRequest('secrets'))).rejects.toBeInstanceOf(RetryError);
    await expect(local.search(docsearchRequest('secrets'))).resolves.toBeTruthy();
  });
});

describe('highlighting', () => {
  const tags = {pre: '<b>', post: '</b>'};
  it('escapes HTML', () => {
    expect(escapeHtml(`<a href="x">&'`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&#39;');
  });
  it('wraps the words whose keys matched, stems and all', () => {
    expect(highlight('Running servers', new Set(['run', 'server']), tags)).toMatchObject({
      value: '<b>Running</b> <b>servers</b>',
      matchLevel: 'full',
    });
    expect(highlight('Run a server', new Set(['proxy']), tags).matchLevel).toBe('none');
  });
  it('wraps a matched identifier whole', () => {
    expect(highlight('Use --proxy-port here', new Set(['--proxy-port']), tags).value).toBe(
      'Use <b>--proxy-port</b> here',
    );
  });
  it('returns short text whole', () => {
    expect(snippet('One two', new Set(['two']), 10, tags, '…').value).toBe('One <b>two</b>');
  });
});

describe('holding DocSearch errors', () => {
  it('passes results through', async () => {
    await expect(holdFailedSearch(Promise.resolve(42)).catch(() => 0)).resolves.toBe(42);
  });

  it('reports a RetryError after the stall threshold and then stays pending', async () => {
    const started = Date.now();
    let reportedAfter = -1;
    let settled = false;
    holdFailedSearch(Promise.reject(new RetryError('offline')), 50)
      .catch((error: unknown) => {
        reportedAfter = Date.now() - started;
        throw error;
      })
      .then(
        () => (settled = true),
        () => (settled = true),
      );
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(reportedAfter).toBeGreaterThanOrEqual(50);
    expect(settled).toBe(false);
  });

  it('lets other errors through', async () => {
    await expect(
      holdFailedSearch(Promise.reject(new TypeError('bug'))).catch((e) => (e as Error).message),
    ).resolves.toBe('bug');
  });

  it('holds every search of a wrapped client and leaves the rest alone', async () => {
    const client = {appId: 'local', search: async (query: string) => `hits for ${query}`};
    const wrapped = forDocSearch(client);
    expect(wrapped.appId).toBe('local');
    await expect(wrapped.search('secrets').catch(() => 'none')).resolves.toBe('hits for secrets');
  });
});
