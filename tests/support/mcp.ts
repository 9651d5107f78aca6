import {spawn, type ChildProcess} from 'node:child_process';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import matter from 'gray-matter';

import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';

import {copyDocsData} from '../../mcp/scripts/data';
import {MANIFEST_FILE, RECORDS_FILE, twinFile, type PageEntry} from '../../mcp/src/data';
import type {DocSearchRecord, SearchRecordsFile} from '../../plugins/search/types';

/** How the docs MCP server is started in the tests: tsx over its TypeScript source. */
export const TSX = join('node_modules', 'tsx', 'dist', 'cli.mjs');
export const MAIN = join('mcp', 'src', 'main.ts');

const SITE = 'https://docs.stacklok.com';

/** Docs pages the fixture data is made from, with their sidebar section. */
const FIXTURE_PAGES: {file: string; route: string; section: string}[] = [
  {file: 'docs/toolhive/index.mdx', route: '/toolhive', section: 'Overview'},
  {file: 'docs/toolhive/faq.mdx', route: '/toolhive/faq', section: 'Overview'},
  {
    file: 'docs/toolhive/guides-cli/secrets-management.mdx',
    route: '/toolhive/guides-cli/secrets-management',
    section: 'Guides: ToolHive CLI',
  },
  {
    file: 'docs/toolhive/guides-cli/run-mcp-servers.mdx',
    route: '/toolhive/guides-cli/run-mcp-servers',
    section: 'Guides: ToolHive CLI',
  },
  {
    file: 'docs/toolhive/guides-ui/secrets-management.mdx',
    route: '/toolhive/guides-ui/secrets-management',
    section: 'Guides: ToolHive UI',
  },
  {
    file: 'docs/toolhive/guides-k8s/run-mcp-k8s.mdx',
    route: '/toolhive/guides-k8s/run-mcp-k8s',
    section: 'Guides: Kubernetes Operator',
  },
];

function slug(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, '')
    .trim()
    .replace(/\s+/g, '-');
}

/**
 * Writes fixture data made from a few docs pages: Markdown twins in the
 * build's form (`# title`, `URL:` line, body), the manifest, and DocSearch
 * records (one per heading and paragraph) for the site's search engine.
 *
 * @throws Error naming a docs page the fixture needs that is missing
 */
export function writeFixtureData(dataDir: string): void {
  const entries: PageEntry[] = [];
  const records: DocSearchRecord[] = [];
  for (const [pageRank, page] of FIXTURE_PAGES.entries()) {
    if (!existsSync(page.file)) {
      throw new Error(`The MCP test fixture needs ${page.file}, which is missing.`);
    }
    const {data, content} = matter(readFileSync(page.file, 'utf8'));
    const title = String(data.title);
    const url = `${SITE}${page.route}`;
    const body = content
      .split('\n')
      .filter((line) => !/^(import |export |\s*<)/.test(line))
      .join('\n')
      .trim();
    const markdown = `${page.route}.md`;
    entries.push({
      route: page.route,
      url,
      markdown,
      title,
      description: String(data.description ?? ''),
      section: page.section,
    });
    const file = twinFile(dataDir, markdown);
    mkdirSync(dirname(file), {recursive: true});
    writeFileSync(file, `# ${title}\n\nURL: ${url}\n\n${body}\n`);

    const hierarchy: DocSearchRecord['hierarchy'] = {
      lvl0: page.section,
      lvl1: title,
      lvl2: null,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    };
    let anchor: string | null = null;
    const push = (type: DocSearchRecord['type'], text: string | null) =>
      records.push({
        objectID: `${page.route}-${records.length}`,
        url: anchor ? `${page.route}#${anchor}` : page.route,
        url_without_anchor: page.route,
        anchor,
        type,
        hierarchy: {...hierarchy},
        content: text,
        language: 'en',
        docusaurus_tag: ['docs-default-current'],
        weight: {pageRank, level: type === 'content' ? 0 : 100, position: records.length},
      });
    push('lvl1', null);
    for (const block of body.split(/\n\s*\n/)) {
      const heading = /^(#{2,3}) (.+)$/.exec(block.trim());
      if (heading) {
        const level = heading[1]!.length === 2 ? 'lvl2' : 'lvl3';
        hierarchy[level] = heading[2]!;
        if (level === 'lvl2') hierarchy.lvl3 = null;
        anchor = slug(heading[2]!);
        push(level, null);
      } else if (block.trim() && !block.trim().startsWith('```')) {
        push('content', block.replace(/\s+/g, ' ').trim());
      }
    }
  }
  writeFileSync(join(dataDir, MANIFEST_FILE), JSON.stringify({version: 2, pages: entries}));
  const file: SearchRecordsFile = {version: 2, indexName: 'toolhive-docs', records};
  writeFileSync(join(dataDir, RECORDS_FILE), JSON.stringify(file));
}

/** Test data for the server, and where it came from. */
export type McpTestData = {dataDir: string; source: 'build' | 'fixture'};

let cached: McpTestData | undefined;

/**
 * A data folder for the server: copied from the production build when
 * `build/` has the Markdown manifest and the search records, otherwise
 * made from docs pages by `writeFixtureData`. Either way it holds pages; a
 * missing source fails the test with the file named.
 */
export function mcpTestData(): McpTestData {
  if (cached) return cached;
  const dataDir = mkdtempSync(join(tmpdir(), 'toolhive-docs-mcp-'));
  if (existsSync(join('build', MANIFEST_FILE)) && existsSync(join('build', RECORDS_FILE))) {
    copyDocsData('build', dataDir);
    cached = {dataDir, source: 'build'};
  } else {
    writeFixtureData(dataDir);
    cached = {dataDir, source: 'fixture'};
  }
  return cached;
}

/** A client connected over stdio to a server spawned with `args`, and its stderr. */
export async function stdioClient(
  command: string,
  args: string[],
): Promise<{client: Client; stderr: () => string}> {
  const transport = new StdioClientTransport({command, args, stderr: 'pipe'});
  let stderr = '';
  transport.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const client = new Client({name: 'toolhive-docs-tests', version: '1.0.0'});
  await client.connect(transport);
  return {client, stderr: () => stderr};
}

/** A server started over streamable HTTP on a free port, and a way to stop it. */
export async function startHttpServer(
  dataDir: string,
  extra: string[] = [],
): Promise<{url: string; child: ChildProcess; stop: () => Promise<void>}> {
  const child = spawn(
    process.execPath,
    [TSX, MAIN, '--transport', 'streamable-http', '--port', '0', '--data-dir', dataDir, ...extra],
    {stdio: ['ignore', 'pipe', 'pipe']},
  );
  const url = await new Promise<string>((resolve, reject) => {
    let stderr = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${stderr}`)), 30_000);
    child.stderr!.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      const match = /(http:\/\/\S+\/mcp)/.exec(stderr);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${stderr}`));
    });
  });
  return {
    url,
    child,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** A client connected over streamable HTTP. */
export async function httpClient(url: string): Promise<Client> {
  const client = new Client({name: 'toolhive-docs-tests', version: '1.0.0'});
  await client.connect(new StreamableHTTPClientTransport(new URL(url)));
  return client;
}
