import {createServer, type IncomingMessage, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';

import {pushRecords} from '../../plugins/search/algolia/push';
import {SYNONYMS} from '../../plugins/search/engine/synonyms';
import type {DocSearchRecord} from '../../plugins/search/types';

type Call = {method: string; path: string; body: unknown; headers: IncomingMessage['headers']};

/** A local HTTP server standing in for Algolia's write API. */
function algoliaStandIn(): {server: Server; calls: Call[]; indexes: Map<string, unknown[]>} {
  const calls: Call[] = [];
  const indexes = new Map<string, unknown[]>();
  let task = 0;
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const path = new URL(req.url!, 'http://x').pathname;
      const body = raw ? JSON.parse(raw) : undefined;
      calls.push({method: req.method!, path, body, headers: req.headers});
      const [, , , index, action] = path.split('/').map(decodeURIComponent);
      const reply = (value: unknown) => {
        res.writeHead(200, {'content-type': 'application/json'});
        res.end(JSON.stringify(value));
      };
      task += 1;
      if (action === 'batch') {
        const objects = (body.requests as {body: unknown}[]).map((r) => r.body);
        indexes.set(index!, [...(indexes.get(index!) ?? []), ...objects]);
        return reply({
          taskID: task,
          objectIDs: objects.map((o) => (o as {objectID: string}).objectID),
        });
      }
      if (action === 'operation') {
        if (body.operation === 'move') {
          indexes.set(body.destination, indexes.get(index!) ?? []);
          indexes.delete(index!);
        }
        return reply({taskID: task, updatedAt: new Date().toISOString()});
      }
      if (action === 'task') return reply({status: 'published'});
      return reply({taskID: task, updatedAt: new Date().toISOString()});
    });
  });
  return {server, calls, indexes};
}

const records = Array.from(
  {length: 3},
  (_, i) =>
    ({
      objectID: `r${i}`,
      url: `https://docs.example.com/p#${i}`,
      type: 'content',
      hierarchy: {lvl0: 'A', lvl1: 'B', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
      content: `Text ${i}`,
    }) as unknown as DocSearchRecord,
);

describe('pushing records to Algolia', () => {
  const standIn = algoliaStandIn();
  let host = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => standIn.server.listen(0, '127.0.0.1', resolve));
    host = `127.0.0.1:${(standIn.server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => standIn.server.close(() => resolve())));

  it('sets DocSearch settings and replaces the index content atomically', async () => {
    const count = await pushRecords(records, {
      appId: 'TESTAPP',
      adminApiKey: 'write-key',
      indexName: 'toolhive-docs',
      hosts: [{url: host, protocol: 'http'}],
    });
    expect(count).toBe(3);
    expect(standIn.indexes.get('toolhive-docs')).toEqual(records);
    const settings = standIn.calls.find((c) => c.path.endsWith('/toolhive-docs/settings'));
    expect(settings?.method).toBe('PUT');
    expect(settings?.body).toMatchObject({
      attributesForFaceting: expect.arrayContaining(['docusaurus_tag']),
    });
    expect(
      standIn.calls.some((c) => c.body && (c.body as {operation?: string}).operation === 'move'),
    ).toBe(true);
    // The site's synonyms replace the index's, forwarded to replicas.
    const synonyms = standIn.calls.find((c) => c.path.endsWith('/toolhive-docs/synonyms/batch'));
    expect(synonyms?.method).toBe('POST');
    expect(synonyms?.body).toEqual(SYNONYMS);
    expect(
      standIn.calls.find((c) => c.path.endsWith('/synonyms/batch'))?.headers['x-algolia-api-key'],
    ).toBe('write-key');
    expect(standIn.calls[0]!.headers['x-algolia-application-id']).toBe('TESTAPP');
    expect(standIn.calls[0]!.headers['x-algolia-api-key']).toBe('write-key');
  });
});
