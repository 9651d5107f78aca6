import http from 'node:http';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';

import {allowedHostnames, MAX_BATCH, MAX_BODY_BYTES, originAllowed} from '../../mcp/src/http';
import {mcpTestData, startHttpServer} from '../support/mcp';

/**
 * The docs MCP server's streamable HTTP transport as a client on the
 * network meets it: raw requests with the headers a browser, a DNS
 * rebinding page or a careless client would send (mcp/src/http.ts).
 */

type Answer = {status: number; headers: http.IncomingHttpHeaders; text: string; ms: number};

/** One raw request to the server at `url` (its port), with the headers given. */
function send(
  url: string,
  {
    method = 'POST',
    path = '/mcp',
    headers = {},
    body = '',
  }: {method?: string; path?: string; headers?: Record<string, string>; body?: string | Buffer},
): Promise<Answer> {
  const {port} = new URL(url);
  const start = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method,
        agent: false,
        headers: {
          host: `127.0.0.1:${port}`,
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          ...headers,
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode!,
            headers: response.headers,
            text,
            ms: performance.now() - start,
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

const PING = JSON.stringify({jsonrpc: '2.0', id: 1, method: 'ping'});

/** The answer's JSON-RPC error code, failing the test when the body is not a JSON-RPC error. */
function rpcErrorCode(answer: Answer): number {
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  const body = JSON.parse(answer.text) as {jsonrpc: string; error: {code: number}};
  expect(body.jsonrpc).toBe('2.0');
  return body.error.code;
}

describe('which hosts and origins the transport accepts', () => {
  it('takes the loopback names, the bound address and each --allowed-host, port ignored', () => {
    expect(allowedHostnames('127.0.0.1')).toEqual(['localhost', '127.0.0.1', '[::1]']);
    expect(allowedHostnames('127.1')).toEqual(['localhost', '127.0.0.1', '[::1]']);
    expect(allowedHostnames('0.0.0.0', ['Docs.Example', '::1'])).toEqual([
      'localhost',
      '127.0.0.1',
      '[::1]',
      'docs.example',
    ]);
    expect(allowedHostnames('10.0.0.5')).toContain('10.0.0.5');
    for (const bad of ['a b', 'docs/x', 'http://docs.example', 'docs.example:8080', 'u@docs']) {
      expect(() => allowedHostnames('0.0.0.0', [bad]), bad).toThrow(`"${bad}" is not a host name`);
    }
  });

  it('accepts no Origin or an allowed host, and refuses others, null and other schemes', () => {
    const hosts = allowedHostnames('127.0.0.1');
    expect(originAllowed(undefined, hosts)).toBe(true);
    expect(originAllowed('http://localhost:6274', hosts)).toBe(true);
    expect(originAllowed('https://evil.example', hosts)).toBe(false);
    expect(originAllowed('http://localhost.evil.example', hosts)).toBe(false);
    expect(originAllowed('null', hosts)).toBe(false);
    expect(originAllowed('file://localhost', hosts)).toBe(false);
  });
});

describe('the streamable HTTP transport, bound to every interface', () => {
  let server: Awaited<ReturnType<typeof startHttpServer>>;
  beforeAll(async () => {
    server = await startHttpServer(mcpTestData().dataDir, [
      '--host',
      '0.0.0.0',
      '--allowed-host',
      'docs.example',
    ]);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('prints an endpoint a client can use, not the wildcard address', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/mcp$/);
  });

  it('answers a ping from a loopback or allowed host, with no framework banner', async () => {
    for (const host of ['127.0.0.1:1', 'localhost', 'docs.example:8080']) {
      const answer = await send(server.url, {headers: {host}, body: PING});
      expect(answer.status, host).toBe(200);
      expect(JSON.parse(answer.text)).toEqual({jsonrpc: '2.0', id: 1, result: {}});
      expect(answer.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('refuses a Host header naming another host (DNS rebinding), whatever the bind address', async () => {
    const answer = await send(server.url, {headers: {host: 'evil.example'}, body: PING});
    expect(answer.status).toBe(403);
    expect(rpcErrorCode(answer)).toBe(-32000);
  });

  it('refuses a browser request from another origin, and takes one from an allowed host', async () => {
    for (const origin of ['https://evil.example', 'null']) {
      const answer = await send(server.url, {headers: {origin}, body: PING});
      expect(answer.status, origin).toBe(403);
      expect(answer.text).toContain('Origin not allowed');
    }
    const same = await send(server.url, {headers: {origin: 'http://localhost:6274'}, body: PING});
    expect(same.status).toBe(200);
    // No CORS: a script on that page could still not read the answer.
    expect(same.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await send(server.url, {
      method: 'OPTIONS',
      headers: {origin: 'http://localhost:6274', 'access-control-request-method': 'POST'},
    });
    expect(preflight.status).toBe(405);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers bad bodies with JSON-RPC errors, never an HTML page or a stack trace', async () => {
    const cases: [string, Parameters<typeof send>[1], number, number][] = [
      ['malformed JSON', {body: '{"jsonrpc":'}, 400, -32700],
      ['a body over the limit', {body: `"${'x'.repeat(MAX_BODY_BYTES)}"`}, 413, -32600],
      [
        'another charset',
        {headers: {'content-type': 'application/json; charset=latin1'}, body: PING},
        415,
        -32600,
      ],
    ];
    for (const [name, request, status, code] of cases) {
      const answer = await send(server.url, request);
      expect(answer.status, name).toBe(status);
      expect(rpcErrorCode(answer), name).toBe(code);
      expect(answer.text, name).not.toMatch(/<html|<pre>|node_modules|\/mcp\/src|at \w+ \(/i);
      expect(answer.headers['x-powered-by'], name).toBeUndefined();
    }
  });

  it('answers other methods with 405 and Allow: POST, and other paths with a JSON 404', async () => {
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const answer = await send(server.url, {method});
      expect(answer.status, method).toBe(405);
      expect(answer.headers.allow, method).toBe('POST');
      expect(rpcErrorCode(answer), method).toBe(-32000);
    }
    const missing = await send(server.url, {method: 'GET', path: '/'});
    expect(missing.status).toBe(404);
    expect(rpcErrorCode(missing)).toBe(-32000);
  });

  it(`refuses a batch of more than ${MAX_BATCH} calls, and another client's ping is answered at once`, async () => {
    const batch = JSON.stringify(
      Array.from({length: 100}, (_, i) => ({
        jsonrpc: '2.0',
        id: i + 1,
        method: 'tools/call',
        params: {
          name: 'get_page',
          arguments: {page: `/toolhive/${'missing-page-'.repeat(60)}${i}`},
        },
      })),
    );
    expect(Buffer.byteLength(batch)).toBeGreaterThan(80_000);
    const [big, ping] = await Promise.all([
      send(server.url, {body: batch}),
      new Promise<Answer>((resolve) =>
        setTimeout(() => resolve(send(server.url, {body: PING})), 5),
      ),
    ]);
    expect(big.status).toBe(400);
    expect(big.text).toContain(`at most ${MAX_BATCH} messages`);
    expect(ping.status).toBe(200);
    expect(ping.ms).toBeLessThan(100);
  });

  it(`answers a batch of ${MAX_BATCH} calls for long unknown pages quickly`, async () => {
    const batch = JSON.stringify(
      Array.from({length: MAX_BATCH}, (_, i) => ({
        jsonrpc: '2.0',
        id: i + 1,
        method: 'tools/call',
        params: {name: 'get_page', arguments: {page: `/toolhive/${'x'.repeat(2000)}${i}`}},
      })),
    );
    const answer = await send(server.url, {body: batch});
    expect(answer.status).toBe(200);
    const results = JSON.parse(answer.text) as {result: {isError: boolean}}[];
    expect(results).toHaveLength(MAX_BATCH);
    expect(results.every((result) => result.result.isError)).toBe(true);
    expect(answer.ms).toBeLessThan(100);
  });
});
