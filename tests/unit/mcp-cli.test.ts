import {spawn, spawnSync} from 'node:child_process';
import {cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {createServer} from 'node:net';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';

import {copyDocsData} from '../../mcp/scripts/data';
import {parseOptions, UsageError} from '../../mcp/src/cli';
import {
  DataError,
  DEFAULT_DATA_DIR,
  loadDocsData,
  MANIFEST_FILE,
  RECORDS_FILE,
  twinFile,
} from '../../mcp/src/data';
import {closestRoutes, findPage} from '../../mcp/src/pages';
import {plainText} from '../../mcp/src/search';
import {MAIN, mcpTestData, TSX, writeFixtureData} from '../support/mcp';

/** The server's command line, its data loading and its page lookup. */

function run(args: string[]) {
  return spawnSync(process.execPath, [TSX, MAIN, ...args], {encoding: 'utf8', timeout: 30_000});
}

/** A fresh copy of the test data, to break. */
function copyOfData(): string {
  const dir = mkdtempSync(join(tmpdir(), 'toolhive-docs-mcp-bad-'));
  cpSync(mcpTestData().dataDir, dir, {recursive: true});
  return dir;
}

function editJson(file: string, edit: (value: Record<string, unknown>) => void): void {
  const value = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  edit(value);
  writeFileSync(file, JSON.stringify(value));
}

describe('the command line', () => {
  it('defaults to stdio and the bundled data', () => {
    expect(parseOptions([])).toEqual({
      help: false,
      transport: 'stdio',
      port: 8080,
      host: '127.0.0.1',
      allowedHosts: [],
      dataDir: DEFAULT_DATA_DIR,
    });
    expect(
      parseOptions(['--transport', 'streamable-http', '--port', '9000', '--host', '0.0.0.0']),
    ).toMatchObject({transport: 'streamable-http', port: 9000, host: '0.0.0.0'});
    expect(
      parseOptions([
        '--transport',
        'streamable-http',
        '--allowed-host',
        'docs.example',
        '--allowed-host',
        '10.0.0.5',
      ]),
    ).toMatchObject({allowedHosts: ['docs.example', '10.0.0.5']});
  });

  it.each([
    [['--bogus'], /Unknown option '--bogus'/],
    [['--transport', 'websocket'], /--transport must be stdio or streamable-http, not "websocket"/],
    [['--transport'], /--transport/],
    [['--transport', 'streamable-http', '--port', 'abc'], /--port must be a whole number/],
    [['--transport', 'streamable-http', '--port', '70000'], /--port must be a whole number/],
    [['--transport', 'streamable-http', '--port', '-1'], /--port/],
    [
      ['--port', '8080'],
      /--port, --host and --allowed-host apply only with --transport streamable-http/,
    ],
    [['--allowed-host', 'docs.example'], /apply only with --transport streamable-http/],
    [
      ['--transport', 'streamable-http', '--allowed-host', 'http://docs.example/x'],
      /--allowed-host: "http:\/\/docs.example\/x" is not a host name or address/,
    ],
    [['extra'], /positional/i],
  ])('rejects %j', (args, message) => {
    expect(() => parseOptions(args)).toThrow(UsageError);
    expect(() => parseOptions(args)).toThrow(message);
  });

  it('exits 2 with the problem and a pointer to --help on stderr for a bad flag', () => {
    for (const args of [['--bogus'], ['--transport', 'sse']]) {
      const result = run(args);
      expect(result.status).toBe(2);
      expect(result.stdout).toBe('');
      expect(result.stderr).toMatch(/^toolhive-docs-mcp: .+\nRun toolhive-docs-mcp --help/);
    }
  });

  it('prints its usage for --help and exits 0', () => {
    const result = run(['--help']);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('--transport <stdio|streamable-http>');
    expect(result.stdout).toContain('/mcp');
  });

  it('exits 1 naming the missing file when there is no data', () => {
    const empty = mkdtempSync(join(tmpdir(), 'toolhive-docs-mcp-empty-'));
    const result = run(['--data-dir', empty]);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`${join(empty, MANIFEST_FILE)} is missing`);
    expect(result.stderr).toContain('npm run build');
  });

  it('exits 1 when the port is taken', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as {port: number}).port;
    try {
      const child = spawn(
        process.execPath,
        [TSX, MAIN, '--transport', 'streamable-http', '--port', String(port)].concat([
          '--data-dir',
          mcpTestData().dataDir,
        ]),
      );
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const code = await new Promise((resolve) => child.once('exit', resolve));
      expect(code).toBe(1);
      expect(stderr).toContain(`cannot listen on 127.0.0.1:${port}`);
    } finally {
      blocker.close();
    }
  });
});

describe('the data folder', () => {
  it('loads every page the manifest lists, with its Markdown', () => {
    const {dataDir} = mcpTestData();
    const data = loadDocsData(dataDir);
    expect(data.pages.length).toBeGreaterThan(0);
    expect(data.records.length).toBeGreaterThan(data.pages.length);
    for (const page of data.pages) {
      expect(page.text).toBe(readFileSync(twinFile(dataDir, page.markdown), 'utf8'));
    }
  });

  it.each([
    [
      'a page with no url',
      MANIFEST_FILE,
      (v: Record<string, unknown>) => delete (v.pages as Record<string, unknown>[])[1]!.url,
      /is malformed: pages\[1\]\.url: Required/,
    ],
    [
      'a Markdown path leaving the folder',
      MANIFEST_FILE,
      (v: Record<string, unknown>) =>
        ((v.pages as Record<string, unknown>[])[0]!.markdown = '/../../etc/passwd.md'),
      /is malformed: pages\[0\]\.markdown: must not contain "\.\."/,
    ],
    [
      'another version (1 had null sections)',
      MANIFEST_FILE,
      (v: Record<string, unknown>) => (v.version = 1),
      /is malformed: version/,
    ],
    [
      'a record of an unknown type',
      RECORDS_FILE,
      (v: Record<string, unknown>) =>
        ((v.records as Record<string, unknown>[])[2]!.type = 'paragraph'),
      /is malformed: records\[2\]\.type/,
    ],
    [
      'no records list',
      RECORDS_FILE,
      (v: Record<string, unknown>) => delete v.records,
      /is malformed: records: Required/,
    ],
  ])('fails naming the file and the field for %s', (_name, file, edit, message) => {
    const dir = copyOfData();
    editJson(join(dir, file), edit);
    expect(() => loadDocsData(dir)).toThrow(DataError);
    expect(() => loadDocsData(dir)).toThrow(join(dir, file));
    expect(() => loadDocsData(dir)).toThrow(message);
  });

  it('needs a section for every page, Overview for those in no sidebar category', () => {
    expect(loadDocsData(mcpTestData().dataDir).pages[0]!.section).toBe('Overview');
    const dir = copyOfData();
    editJson(join(dir, MANIFEST_FILE), (v: Record<string, unknown>) => {
      (v.pages as Record<string, unknown>[])[0]!.section = null;
    });
    expect(() => loadDocsData(dir)).toThrow(/pages\[0\]\.section/);
  });

  it('fails naming the file for invalid JSON and for a missing twin', () => {
    const dir = copyOfData();
    writeFileSync(join(dir, RECORDS_FILE), '{"version": 1,');
    expect(() => loadDocsData(dir)).toThrow(`${join(dir, RECORDS_FILE)} is not valid JSON`);
    const other = copyOfData();
    const page = loadDocsData(other).pages[0]!;
    rmSync(twinFile(other, page.markdown));
    expect(() => loadDocsData(other)).toThrow(
      `${twinFile(other, page.markdown)} is missing: ${join(other, MANIFEST_FILE)} lists ${page.markdown}`,
    );
  });

  it('is copied from a site build, which must hold every twin its manifest lists', () => {
    // A stand-in for build/: the manifest and records at the top, twins at their routes.
    const build = mkdtempSync(join(tmpdir(), 'toolhive-docs-build-'));
    const staged = mkdtempSync(join(tmpdir(), 'toolhive-docs-staged-'));
    writeFixtureData(staged);
    cpSync(join(staged, 'pages'), build, {recursive: true});
    cpSync(join(staged, MANIFEST_FILE), join(build, MANIFEST_FILE));
    cpSync(join(staged, RECORDS_FILE), join(build, RECORDS_FILE));
    const out = join(mkdtempSync(join(tmpdir(), 'toolhive-docs-out-')), 'data');
    const count = copyDocsData(build, out);
    expect(count).toBe(loadDocsData(staged).pages.length);
    expect(loadDocsData(out)).toEqual(loadDocsData(staged));

    rmSync(join(build, 'toolhive', 'faq.md'));
    expect(() => copyDocsData(build, out)).toThrow(
      `${join(build, 'toolhive', 'faq.md')} is missing: ${join(build, MANIFEST_FILE)} lists /toolhive/faq.md`,
    );
  });
});

describe('page lookup', () => {
  const pages = loadDocsData(mcpTestData().dataDir).pages;
  const faq = pages.find((page) => page.route === '/toolhive/faq')!;

  it.each([
    '/toolhive/faq',
    'toolhive/faq',
    '/toolhive/faq/',
    '/toolhive/faq.md',
    '/toolhive/faq?x=1#top',
    '/ToolHive/FAQ',
    'https://docs.stacklok.com/toolhive/faq',
    'https://docs.stacklok.com/toolhive/faq.md#why',
  ])('finds the FAQ from %s', (reference) => {
    expect(findPage(reference, pages)).toBe(faq);
  });

  it('finds nothing on another site or at an unknown path, and suggests close routes', () => {
    expect(findPage('https://example.com/toolhive/faq', pages)).toBeUndefined();
    expect(findPage('/toolhive/faqs', pages)).toBeUndefined();
    expect(closestRoutes('/toolhive/faqs', pages)[0]).toBe('/toolhive/faq');
    expect(closestRoutes('/toolhive/guides-k8s/secrets-management', pages)).toContain(
      '/toolhive/guides-cli/secrets-management',
    );
  });

  it("still suggests by the last segment when a long reference is cut to a route's length", () => {
    expect(closestRoutes(`/toolhive/${'x'.repeat(2000)}/faq`, pages)[0]).toBe('/toolhive/faq');
  });
});

describe('search snippets', () => {
  it('become plain text: highlight tags removed, escaped characters restored', () => {
    expect(
      plainText(
        'doesn&#39;t <span class="algolia-docsearch-suggestion--highlight">run</span> &lt;b&gt; &amp;',
      ),
    ).toBe("doesn't run <b> &");
  });
});
