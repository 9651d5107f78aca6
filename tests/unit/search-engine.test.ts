import {describe, expect, it} from 'vitest';

import {indexRecords, parseQuery, runQuery} from '../../plugins/search/engine/engine';
import {displayOrder, forModal} from '../../plugins/search/engine/order';
import {checkShard, fromShard, toShards} from '../../plugins/search/engine/shards';
import {compileSynonyms, siteSynonyms} from '../../plugins/search/engine/synonyms';
import {stem, tokenize} from '../../plugins/search/engine/text';
import type {DocSearchRecord} from '../../plugins/search/types';
import {docSearchRecord} from '../support/search-records';

let position = 0;

/** A record of `path`, numbered in the order the test creates them. */
function record(
  path: string,
  type: DocSearchRecord['type'],
  levels: string[],
  content: string | null = null,
  anchor: string | null = null,
): DocSearchRecord {
  position += 1;
  const id = `${path}#${anchor ?? ''}-${position}`;
  return docSearchRecord({id, path, type, levels, content, anchor, position});
}

const RECORDS: DocSearchRecord[] = [
  record('/k8s', 'lvl1', ['Kubernetes', 'Run MCP servers in Kubernetes']),
  record(
    '/k8s',
    'content',
    ['Kubernetes', 'Run MCP servers in Kubernetes'],
    'Apply an MCPServer resource with kubectl.',
  ),
  record('/logs', 'lvl1', ['CLI', 'Monitor and manage MCP servers']),
  record(
    '/logs',
    'lvl2',
    ['CLI', 'Monitor and manage MCP servers', 'Remove old log files'],
    null,
    'remove-old-log-files',
  ),
  record(
    '/logs',
    'content',
    ['CLI', 'Monitor and manage MCP servers', 'Remove old log files'],
    'thv logs prune deletes the logs of servers that no longer exist.',
    'remove-old-log-files',
  ),
  record('/clients', 'lvl1', ['CLI', 'Client configuration']),
  record('/clients', 'lvl2', ['CLI', 'Client configuration', 'VS Code'], null, 'vs-code'),
  record(
    '/clients',
    'content',
    ['CLI', 'Client configuration', 'VS Code'],
    'ToolHive writes the server to the settings of VS Code and Continue.',
    'vs-code',
  ),
  record('/secrets', 'lvl1', ['CLI', 'Secrets management']),
  record(
    '/secrets',
    'content',
    ['CLI', 'Secrets management'],
    'Export OP_SERVICE_ACCOUNT_TOKEN before you start the server.',
    'use-1password',
  ),
  record('/network', 'lvl1', ['CLI', 'Network isolation']),
  record(
    '/network',
    'content',
    ['CLI', 'Network isolation'],
    'thv run --isolate-network fetch',
    'turn-it-on',
  ),
  record('/run', 'lvl1', ['CLI', 'Run MCP servers']),
  record(
    '/run',
    'content',
    ['CLI', 'Run MCP servers'],
    'Choose the host port with --proxy-port.',
    'ports',
  ),
  record(
    '/run',
    'content',
    ['CLI', 'Run MCP servers'],
    'A server started with thv run keeps running in the background.',
    'background',
  ),
  record(
    '/run',
    'content',
    ['CLI', 'Run MCP servers'],
    'Each run of a server gets a port.',
    'port',
  ),
  record('/rm', 'lvl1', ['Reference', 'thv rm']),
  record('/rm', 'content', ['Reference', 'thv rm'], 'Deletes a workload.'),
];

const index = indexRecords(RECORDS);
const pages = (query: string, hitsPerPage = 20) =>
  runQuery(index, {indexName: 'test', query, hitsPerPage}).hits.map((hit) => hit.url);

describe('reading text', () => {
  it('stems plurals and verb endings to one key', () => {
    for (const [a, b] of [
      ['secrets', 'secret'],
      ['installing', 'install'],
      ['installed', 'installs'],
      ['policies', 'policy'],
      ['removing', 'remove'],
    ]) {
      expect(stem(a!)).toBe(stem(b!));
    }
    expect(stem('k8s')).toBe('k8s');
  });

  it('keeps identifiers whole beside their parts', () => {
    const keys = tokenize('Set OP_SERVICE_ACCOUNT_TOKEN or use --isolate-network').map(
      (t) => t.key,
    );
    expect(keys).toContain('op_service_account_token');
    expect(keys).toContain('--isolate-network');
    expect(keys).toContain('account');
    expect(keys).toContain(stem('isolate'));
  });
});

describe('ranking', () => {
  it('drops stop words from a question', () => {
    expect(
      parseQuery('how do I use toolhive with vscode', siteSynonyms()).map((c) => c.label),
    ).toEqual([stem('toolhive'), stem('vscode')]);
    // A query of stop words only keeps them.
    expect(parseQuery('how to', siteSynonyms())).toHaveLength(2);
  });

  it('finds records that match some of the words when none match all', () => {
    const result = runQuery(index, {
      indexName: 'test',
      query: 'how do i clean up old logs on my laptop',
    });
    expect(result.hits[0]!.url).toBe('/logs#remove-old-log-files');
    expect(result.complete).toBe(false);
  });

  it('puts records that match every word before partial matches', () => {
    expect(pages('run servers kubernetes')[0]).toBe('/k8s');
    expect(runQuery(index, {indexName: 'test', query: 'run servers kubernetes'}).complete).toBe(
      true,
    );
  });

  it('uses synonyms both ways and one-way ones one way', () => {
    expect(pages('k8s')[0]).toBe('/k8s');
    expect(pages('delete old logs')[0]).toBe('/logs#remove-old-log-files');
    expect(pages('vscode')[0]).toBe('/clients#vs-code');
    expect(pages('creds')).toContain('/secrets');
    // "secrets" does not mean "creds".
    const table = compileSynonyms([
      {objectID: 'x', type: 'oneWaySynonym', input: 'creds', synonyms: ['secrets']},
    ]);
    expect(table.alternatives.has('secret')).toBe(false);
  });

  it('finds pasted identifiers, whole or as written elsewhere', () => {
    expect(pages('OP_SERVICE_ACCOUNT_TOKEN is not set')[0]).toBe('/secrets#use-1password');
    expect(pages('--isolate-network')[0]).toBe('/network#turn-it-on');
    // The site writes "Continue", not "continue.dev".
    expect(pages('continue.dev')[0]).toBe('/clients#vs-code');
  });

  it('matches prefixes while typing and tolerates typos as Algolia does', () => {
    expect(pages('kubern')[0]).toBe('/k8s');
    expect(pages('kubernets')[0]).toBe('/k8s'); // one typo, 9 letters
    expect(pages('netwrok isolation')[0]).toBe('/network'); // two letters swapped
    expect(pages('secrte')).toContain('/secrets'); // one typo from 4 letters
    expect(pages('rnu')).not.toContain('/run#background'); // no typo under 4 letters
  });

  it('weights the page title above headings above body text', () => {
    expect(pages('secrets')[0]).toBe('/secrets');
    expect(pages('old log files')[0]).toBe('/logs#remove-old-log-files');
  });

  it('ranks the page a query names as a phrase first', () => {
    expect(pages('thv rm -f delete a server')[0]).toBe('/rm');
  });

  it('spreads the first five hits over different pages', () => {
    // Three records of /run match best; the other pages get places first.
    const result = pages('run port server');
    const firstFive = result.slice(0, 5).map((url) => url.split('#')[0]);
    expect(new Set(firstFive).size).toBe(firstFive.length);
    expect(result.filter((url) => url.startsWith('/run')).length).toBeGreaterThanOrEqual(3);
  });

  it('finds nothing for words the site does not have', () => {
    const result = runQuery(index, {indexName: 'test', query: 'zqxj wvvk'});
    expect(result.nbHits).toBe(0);
    expect(result.complete).toBe(false);
  });
});

describe('synonyms data', () => {
  it('compiles the site file', () => {
    expect(siteSynonyms().alternatives.get('k8s')?.length).toBeGreaterThan(1);
  });
  it('fails naming the entry with an unknown type or no words', () => {
    expect(() => compileSynonyms([{objectID: 'bad', type: 'altCorrection1'} as never])).toThrow(
      /bad/,
    );
    expect(() =>
      compileSynonyms([{objectID: 'e', type: 'synonym', synonyms: ['--', 'x']}]),
    ).toThrow(/no words/);
  });
});

describe('index shards', () => {
  it('expand to the same records, headings first', () => {
    const [head, body] = toShards(RECORDS, 'test');
    const back = [...fromShard(head, head.pages), ...fromShard(body, head.pages)];
    const strip = (r: DocSearchRecord) => ({...r, objectID: ''});
    const expected = [
      ...RECORDS.filter((r) => r.type !== 'content'),
      ...RECORDS.filter((r) => r.type === 'content'),
    ];
    expect(back.map(strip)).toEqual(expected.map(strip));
    expect(new Set(back.map((r) => r.objectID)).size).toBe(back.length);
  });

  it('reject files of another shape, saying what is wrong', () => {
    const [head] = toShards(RECORDS, 'test');
    expect(() => checkShard({...head, version: 2}, 0)).toThrow(/version 2, expected 3/);
    expect(() => checkShard(head, 1)).toThrow(/shard 0, expected 1/);
    expect(() => checkShard({...head, records: [['x']]}, 0)).toThrow(/malformed/);
    expect(() => checkShard(null, 0)).toThrow(/not an object/);
  });
});

describe('the modal order', () => {
  const hit = (lvl0: string, lvl1: string) => ({hierarchy: {lvl0, lvl1}});
  it('shows the five best first, whatever their sections', () => {
    const ranked = [
      hit('A', 'p'),
      hit('B', 'q'),
      hit('A', 'r'),
      hit('C', 's'),
      hit('B', 't'),
      hit('A', 'u'),
      hit('D', 'v'),
    ];
    const shown = displayOrder(forModal(ranked));
    expect(new Set(shown.slice(0, 5))).toEqual(new Set(ranked.slice(0, 5)));
    expect(shown[0]).toBe(ranked[0]);
    expect(shown).toContain(ranked[6]); // another section still shows
    expect(shown).not.toContain(ranked[5]); // it would have jumped ahead of B and C
  });
});
