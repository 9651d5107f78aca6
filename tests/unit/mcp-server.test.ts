import {execFileSync, spawn} from 'node:child_process';
import http from 'node:http';
import {readFileSync} from 'node:fs';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {Client} from '@modelcontextprotocol/sdk/client/index.js';

import {
  MANIFEST_FILE,
  readManifest,
  readRecords,
  RECORDS_FILE,
  twinFile,
  type PageEntry,
} from '../../mcp/src/data';
import {MAX_SECTION_CHARS} from '../../mcp/src/server';
import {
  httpClient,
  MAIN,
  mcpTestData,
  startHttpServer,
  stdioClient,
  TSX,
  type McpTestData,
} from '../support/mcp';

/**
 * The docs MCP server as a client sees it, over stdio (spawned as
 * `npm run mcp` spawns it) and over streamable HTTP. The data comes from
 * the production build when there is one, otherwise from fixture pages.
 */

const SECRETS_PAGES = [
  '/toolhive/guides-cli/secrets-management',
  '/toolhive/guides-ui/secrets-management',
];

type Hit = {title: string; heading: string | null; url: string; section: string; snippet: string};
type ToolResult = {
  isError?: boolean;
  content: {type: string; text: string}[];
  structuredContent?: Record<string, unknown>;
};

async function call(client: Client, name: string, args: Record<string, unknown>) {
  return (await client.callTool({name, arguments: args})) as ToolResult;
}

/** The error text of a call that must fail: an `isError` result or a protocol error. */
async function failure(client: Client, name: string, args: Record<string, unknown>) {
  try {
    const result = await call(client, name, args);
    expect(result.isError, JSON.stringify(result)).toBe(true);
    return result.content.map((part) => part.text).join('\n');
  } catch (error) {
    return (error as Error).message;
  }
}

let data: McpTestData;
let pages: PageEntry[];
let secrets: PageEntry;

beforeAll(() => {
  data = mcpTestData();
  pages = readManifest(`${data.dataDir}/${MANIFEST_FILE}`);
  secrets = pages.find((page) => page.route === SECRETS_PAGES[0])!;
  expect(secrets, `no ${SECRETS_PAGES[0]} in the ${data.source} data`).toBeDefined();
});

/** The checks every transport must pass, against a connected client. */
function behavesAsDocsServer(connect: () => Promise<Client>) {
  let client: Client;
  beforeAll(async () => {
    client = await connect();
  });
  afterAll(async () => {
    await client?.close();
  });

  it('initializes as toolhive-docs with tools and resources', () => {
    expect(client.getServerVersion()?.name).toBe('toolhive-docs');
    expect(client.getServerCapabilities()).toMatchObject({tools: {}, resources: {}});
  });

  it('lists search_docs, get_page and list_pages with their input schemas', async () => {
    const {tools} = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      'get_page',
      'list_pages',
      'search_docs',
    ]);
    const search = tools.find((tool) => tool.name === 'search_docs')!;
    expect(search.inputSchema.required).toEqual(['query']);
    expect(search.inputSchema.properties).toMatchObject({
      query: {type: 'string', maxLength: 200},
      limit: {type: 'integer', minimum: 1, maximum: 20, default: 5},
    });
  });

  it('finds the secrets management page for "store an api key", as plain text', async () => {
    const result = await call(client, 'search_docs', {query: 'store an api key', limit: 10});
    expect(result.isError).toBeFalsy();
    const hits = result.structuredContent!.hits as Hit[];
    const paths = hits.map((hit) => new URL(hit.url).pathname);
    expect(
      paths.some((path) => SECRETS_PAGES.includes(path)),
      paths.join(', '),
    ).toBe(true);
    expect(new Set(hits.map((hit) => hit.url)).size).toBe(hits.length);
    for (const hit of hits) {
      expect(hit.title).not.toBe('');
      expect(hit.snippet).not.toMatch(/<\/?(span|mark|em)\b|&(amp|lt|gt|quot|#39);/);
    }
    const secretsHit = hits.find((hit) => SECRETS_PAGES.includes(new URL(hit.url).pathname))!;
    expect(secretsHit.snippet.split(' ').length).toBeGreaterThan(5);
    expect(result.content[0]!.text).toContain(secretsHit.url);
  });

  it('returns at most limit hits, 5 by default', async () => {
    const many = await call(client, 'search_docs', {query: 'server', limit: 20});
    expect((many.structuredContent!.hits as Hit[]).length).toBeGreaterThan(5);
    const fewer = await call(client, 'search_docs', {query: 'server'});
    expect((fewer.structuredContent!.hits as Hit[]).length).toBe(5);
  });

  it('get_page returns the Markdown twin for a URL, a path and a .md path', async () => {
    const twin = readFileSync(twinFile(data.dataDir, secrets.markdown), 'utf8');
    expect(twin.startsWith(`# ${secrets.title}\n`)).toBe(true);
    for (const page of [secrets.url, secrets.route, secrets.markdown, `${secrets.url}#top`]) {
      const result = await call(client, 'get_page', {page});
      expect(result.isError, page).toBeFalsy();
      expect(result.content).toEqual([{type: 'text', text: twin}]);
    }
  });

  it('get_page with an anchor returns that section, with its page, heading path and URL', async () => {
    const twin = readFileSync(twinFile(data.dataDir, secrets.markdown), 'utf8');
    const records = readRecords(`${data.dataDir}/${RECORDS_FILE}`).records;
    const headings = records.filter(
      (r) => r.url_without_anchor === secrets.route && r.type === 'lvl2',
    );
    expect(headings.length, 'the page has sections').toBeGreaterThan(1);
    const [first, second] = headings;
    const result = await call(client, 'get_page', {page: `${secrets.url}#${first!.anchor}`});
    expect(result.isError).toBeFalsy();
    const text = result.content[0]!.text;
    expect(text.split('\n').slice(0, 3)).toEqual([
      `Page: ${secrets.title}`,
      `Section: ${first!.hierarchy.lvl2}`,
      `URL: ${secrets.url}#${first!.anchor}`,
    ]);
    expect(text).toMatch(/^## /m);
    expect(text).not.toContain(`## ${second!.hierarchy.lvl2}`);
    expect(text.length).toBeLessThan(twin.length);
    // The same from a path with the anchor.
    const byPath = await call(client, 'get_page', {page: `${secrets.route}#${first!.anchor}`});
    expect(byPath.content[0]!.text).toBe(text);
  });

  it('get_page names the sections of the page for an anchor it does not have', async () => {
    const text = await failure(client, 'get_page', {page: `${secrets.route}#no-such-section`});
    expect(text).toContain(`No section "#no-such-section" on ${secrets.url}`);
    expect(text).toMatch(/Its sections include #/);
  });

  it('search_docs gives excerpts of about 60 words, and sections as Markdown when asked', async () => {
    const plain = await call(client, 'search_docs', {query: 'secrets', limit: 5});
    const words = (plain.structuredContent!.hits as Hit[]).map(
      (hit) => hit.snippet.split(' ').length,
    );
    expect(Math.max(...words)).toBeGreaterThan(30);
    expect(Math.max(...words)).toBeLessThanOrEqual(62);
    const result = await call(client, 'search_docs', {
      query: 'secrets',
      limit: 5,
      include: 'section',
    });
    expect(result.isError).toBeFalsy();
    const hits = result.structuredContent!.hits as (Hit & {markdown: string})[];
    for (const hit of hits) {
      const anchor = new URL(hit.url).hash;
      expect(hit.markdown.length, hit.url).toBeGreaterThan(0);
      expect(hit.markdown.length, hit.url).toBeLessThanOrEqual(MAX_SECTION_CHARS + 100);
      if (anchor) expect(hit.markdown, hit.url).toContain(`URL: ${hit.url}`);
      else expect(hit.markdown, hit.url).toMatch(/^# /);
    }
    expect(result.content[0]!.text).toContain(hits[0]!.markdown.split('\n')[0]!);
  });

  it('get_page names the closest valid paths for an unknown page', async () => {
    const text = await failure(client, 'get_page', {
      page: '/toolhive/guides-cli/secret-managment',
    });
    expect(text).toContain('No docs page at "/toolhive/guides-cli/secret-managment"');
    expect(text).toContain('/toolhive/guides-cli/secrets-management');
    expect(await failure(client, 'get_page', {page: 'https://example.com/toolhive/faq'})).toMatch(
      /Closest pages: \/toolhive/,
    );
  });

  it('rejects a query over 200 characters and input of the wrong type, naming the field', async () => {
    const cases: [string, Record<string, unknown>, RegExp[]][] = [
      ['search_docs', {query: 'x'.repeat(201)}, [/\bquery\b/, /at most 200 characters/]],
      ['search_docs', {query: 42}, [/\bquery\b/, /expected string, received number/i]],
      ['search_docs', {query: 'secrets', limit: 'ten'}, [/\blimit\b/, /expected number/i]],
      ['search_docs', {query: 'secrets', limit: 50}, [/\blimit\b/, /20/]],
      ['search_docs', {}, [/\bquery\b/, /required/i]],
      ['get_page', {page: ['/toolhive/faq']}, [/\bpage\b/, /expected string/i]],
    ];
    for (const [tool, args, patterns] of cases) {
      const text = await failure(client, tool, args);
      for (const pattern of patterns) expect(text, JSON.stringify(args)).toMatch(pattern);
    }
  });

  it('answers 20 concurrent calls', async () => {
    const queries = ['secrets', 'run a server', 'kubernetes', 'registry', 'network isolation'];
    const results = await Promise.all(
      Array.from({length: 20}, (_, i) =>
        i % 2
          ? call(client, 'search_docs', {query: queries[i % queries.length]!})
          : call(client, 'get_page', {page: pages[i % pages.length]!.route}),
      ),
    );
    expect(results.filter((result) => result.isError)).toEqual([]);
    results.forEach((result, i) => {
      if (i % 2 === 0) {
        expect(result.content[0]!.text).toBe(
          readFileSync(twinFile(data.dataDir, pages[i % pages.length]!.markdown), 'utf8'),
        );
      }
    });
  });

  it('lists every page, or one section in any letter case', async () => {
    const all = await call(client, 'list_pages', {});
    const listed = all.structuredContent!.pages as {url: string; section: string}[];
    expect(listed.map((page) => page.url)).toEqual(pages.map((page) => page.url));
    const section = await call(client, 'list_pages', {section: secrets.section.toUpperCase()});
    const inSection = section.structuredContent!.pages as {url: string; section: string}[];
    expect(inSection.map((page) => page.url)).toContain(secrets.url);
    expect(inSection.every((page) => page.section === secrets.section)).toBe(true);
    expect(await failure(client, 'list_pages', {section: 'Nowhere'})).toContain(secrets.section);
  });

  it('serves every page as a text/markdown resource at its canonical URL', async () => {
    const {resources} = await client.listResources();
    expect(resources.map((resource) => resource.uri).sort()).toEqual(
      pages.map((page) => page.url).sort(),
    );
    expect(resources.every((resource) => resource.mimeType === 'text/markdown')).toBe(true);
    const {contents} = await client.readResource({uri: secrets.url});
    expect(contents).toEqual([
      {
        uri: secrets.url,
        mimeType: 'text/markdown',
        text: readFileSync(twinFile(data.dataDir, secrets.markdown), 'utf8'),
      },
    ]);
  });
}

/** The `initialize` request a client sends first. */
const INITIALIZE = {
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: {protocolVersion: '2025-06-18', capabilities: {}, clientInfo: {name: 't', version: '1'}},
};

/**
 * Runs a server command, writes `messages` to its stdin one per line, waits
 * (30 s at most) for `answers` lines on stdout, closes stdin and returns
 * stdout as written and the exit code: what a client reads, unparsed.
 */
async function rawStdio(
  command: string,
  args: string[],
  messages: object[],
  answers: number,
): Promise<{stdout: string; code: number | null}> {
  const child = spawn(command, args, {stdio: ['pipe', 'pipe', 'pipe']});
  let stdout = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  for (const message of messages) child.stdin.write(`${JSON.stringify(message)}\n`);
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no answer to ${answers} requests:\n${stdout}`)),
      30_000,
    );
    const check = () => {
      if (stdout.split('\n').filter((line) => line.includes('"jsonrpc"')).length >= answers) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', check);
  });
  child.stdin.end();
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return {stdout, code};
}

describe('the docs MCP server over stdio', () => {
  let stderr: () => string = () => '';
  behavesAsDocsServer(async () => {
    const connected = await stdioClient(process.execPath, [TSX, MAIN, '--data-dir', data.dataDir]);
    stderr = connected.stderr;
    return connected.client;
  });

  it('logs to stderr', () => {
    expect(stderr()).toMatch(/toolhive-docs-mcp: serving \d+ pages on stdio/);
  });

  it('writes nothing but JSON-RPC messages to stdout', async () => {
    const {stdout, code} = await rawStdio(
      process.execPath,
      [TSX, MAIN, '--data-dir', data.dataDir],
      [
        INITIALIZE,
        {jsonrpc: '2.0', method: 'notifications/initialized'},
        {jsonrpc: '2.0', id: 2, method: 'tools/list'},
        {
          jsonrpc: '2.0',
          id: 3,
          method: 'tools/call',
          params: {name: 'search_docs', arguments: {query: 'secrets'}},
        },
        {jsonrpc: '2.0', id: 4, method: 'tools/call', params: {name: 'get_page', arguments: {}}},
      ],
      4,
    );
    expect(code).toBe(0);
    const lines = stdout.split('\n').filter((line) => line !== '');
    const messages = lines.map((line) => JSON.parse(line) as {jsonrpc: string; id: number});
    expect(messages.map((message) => [message.jsonrpc, message.id]).sort()).toEqual([
      ['2.0', 1],
      ['2.0', 2],
      ['2.0', 3],
      ['2.0', 4],
    ]);
  });

  it('runs as npm run mcp from the repository root, from the bundle npm run build writes', async () => {
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    execFileSync(npm, ['run', '--silent', 'bundle'], {cwd: 'mcp', stdio: 'pipe'});
    // Without --silent: the repository's .npmrc keeps npm's banner off stdout.
    const {client} = await stdioClient(npm, ['run', 'mcp', '--', '--data-dir', data.dataDir]);
    const result = await call(client, 'get_page', {page: secrets.route});
    expect(result.content[0]!.text).toBe(
      readFileSync(twinFile(data.dataDir, secrets.markdown), 'utf8'),
    );
    await client.close();

    // Nothing but JSON-RPC on stdout, npm's own banner included.
    const {stdout} = await rawStdio(
      npm,
      ['run', 'mcp', '--', '--data-dir', data.dataDir],
      [INITIALIZE],
      1,
    );
    const lines = stdout.split('\n').filter((line) => line.trim() !== '');
    expect(lines.map((line) => (JSON.parse(line) as {jsonrpc: string}).jsonrpc)).toEqual(['2.0']);
    expect(stdout.trimStart().startsWith('{')).toBe(true);
  });
});

describe('the docs MCP server over streamable HTTP', () => {
  let server: Awaited<ReturnType<typeof startHttpServer>>;
  beforeAll(async () => {
    server = await startHttpServer(data.dataDir);
  });
  afterAll(async () => {
    await server?.stop();
  });

  behavesAsDocsServer(() => httpClient(server.url));

  it('listens on 127.0.0.1 at /mcp by default', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/mcp$/);
  });

  it('refuses a request whose Host header is not a loopback name', async () => {
    const {port} = new URL(server.url);
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          path: '/mcp',
          method: 'POST',
          agent: false,
          headers: {
            host: 'evil.example',
            'content-type': 'application/json',
            accept: 'application/json, text/event-stream',
          },
        },
        (response) => {
          response.resume();
          resolve(response.statusCode);
        },
      );
      request.on('error', reject);
      request.end('{"jsonrpc":"2.0","id":1,"method":"tools/list"}');
    });
    expect(status).toBe(403);
  });

  it('answers GET /mcp with 405: the server keeps no sessions', async () => {
    const response = await fetch(server.url, {headers: {accept: 'text/event-stream'}});
    expect(response.status).toBe(405);
  });
});
