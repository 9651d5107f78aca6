import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';

import {
  checkApiPath,
  checkApiPathsInDocs,
  checkApiPathsInMarkdown,
  loadApiOperations,
} from '../../reference/api/check-paths';
import {formatProblems} from '../../reference/cli/check-commands';
import {checkProse, checkProseDocs} from '../../reference/cli/check-prose';
import {loadCliModel} from '../../reference/cli/schema';
import {egressProblem, egressUnderIsolation} from '../../reference/permission-profile';
import {checkServersInDocs, checkServersInMarkdown} from '../../reference/registry/check-servers';
import {loadRegistry, RegistryDataError} from '../../reference/registry/schema';

const cli = loadCliModel();
const registry = loadRegistry();
const operations = loadApiOperations();
const page = (...lines: string[]) => `# Page\n\n${lines.join('\n\n')}\n`;

describe('facts named in the pages', () => {
  it('every thv flag and command in prose, tables and inline code exists', () => {
    expect(formatProblems(checkProseDocs(cli))).toBe('');
    expect(formatProblems(checkProseDocs(cli, 'src/pages'))).toBe('');
  });

  it('every API path in the pages exists in the OpenAPI document, with its method', () => {
    expect(formatProblems(checkApiPathsInDocs(operations))).toBe('');
  });

  it('every server run or looked up by name is in the v0.2.1 registry', () => {
    expect(formatProblems(checkServersInDocs(cli, registry))).toBe('');
    expect(formatProblems(checkServersInDocs(cli, registry, 'src/pages'))).toBe('');
  });
});

describe('the prose flag check', () => {
  const check = (...lines: string[]) => checkProse(page(...lines), 'docs/page.mdx', cli);

  it('finds a flag no command has, with its file and line', () => {
    expect(check('Start it with `thv run` and `--no-such-flag`.')).toEqual([
      {
        file: 'docs/page.mdx',
        line: 3,
        token: '--no-such-flag',
        message: '"--no-such-flag" is not a flag of "thv run"',
      },
    ]);
  });

  it('finds a flag of another command in inline code and in plain text', () => {
    expect(check('Run `thv list --isolate-network`.')[0]).toMatchObject({
      token: '--isolate-network',
      message: 'unknown flag "--isolate-network" for "thv list"',
    });
    expect(check('`thv list` takes --proxy-port too.')[0]).toMatchObject({
      token: '--proxy-port',
    });
  });

  it('finds a flag in a table row and a value the flag rejects', () => {
    expect(check('| Command | Flag |\n| --- | --- |\n| `thv logs` | `--tail` |')[0]).toMatchObject({
      token: '--tail',
      line: 5,
    });
    expect(check('Use `thv run --transport websocket`.')[0]).toMatchObject({token: 'websocket'});
    expect(check('With `thv run`, set `--transport=grpc`.')[0]).toMatchObject({token: 'grpc'});
  });

  it('accepts flags of the commands the page names, and other tools’ flags', () => {
    expect(
      check(
        '```bash\nthv run --isolate-network fetch\n```',
        'Later, `--isolate-network` and `--proxy-port 8080` come up again.',
        'Run `docker ps --all` to list containers; `--all` is Docker’s.',
        'Pass `--transport sse-only` to mcp-remote.',
        'Use `thv run --proxy-port` to fix the port.',
        'The family `thv config otel set-*` sets defaults.',
      ),
    ).toEqual([]);
  });
});

describe('the API path check', () => {
  it('finds a path that does not exist and a method a path lacks', () => {
    expect(checkApiPath(operations, '/api/v1beta/nothing')).toMatch(/is not a path/);
    expect(checkApiPath(operations, '/api/v1beta/version', 'DELETE')).toMatch(
      /has no DELETE operation .*\(it has GET\)/,
    );
    expect(checkApiPath(operations, '/api/v1beta/workloads/fetch/stop', 'POST')).toBeNull();
    expect(checkApiPath(operations, '/api/v1beta/workloads/<name>', 'DELETE')).toBeNull();
  });

  it('reads methods from prose and from curl lines', () => {
    const problems = checkApiPathsInMarkdown(
      page(
        'Send `PUT /api/v1beta/clients` to add a client.',
        '```bash\ncurl -X PATCH http://127.0.0.1:8080/api/v1beta/workloads/fetch\n```',
        '```bash\ncurl http://127.0.0.1:8080/api/v1beta/secrets/default/keys -d "{}"\n```',
      ),
      'docs/page.mdx',
      operations,
    );
    expect(problems.map((p) => [p.line, p.token])).toEqual([
      [3, '/api/v1beta/clients'],
      [6, 'http://127.0.0.1:8080/api/v1beta/workloads/fetch'.slice(21)],
    ]);
  });

  it('lets a sentence deny a path, even when its words wrap across lines', () => {
    const deny = (text: string) => checkApiPathsInMarkdown(page(text), 'docs/page.mdx', operations);
    expect(deny('There is\nno `/api/v1beta/status` endpoint.')).toEqual([]);
    expect(deny('Call `/api/v1beta/status` to check.')).toHaveLength(1);
  });
});

describe('the registry server check', () => {
  const check = (...lines: string[]) =>
    checkServersInMarkdown(page(...lines), 'docs/page.mdx', cli, registry);

  it('finds a server that is not in the registry, in code blocks and inline code', () => {
    expect(check('```bash\nthv run --name db postgres\n```')).toEqual([
      {
        file: 'docs/page.mdx',
        line: 4,
        token: 'postgres',
        message: '"postgres" is not a server in the ToolHive v0.2.1 registry',
      },
    ]);
    expect(check('Try `thv registry info slack`.')[0]).toMatchObject({token: 'slack'});
  });

  it('accepts registry servers, image references, protocols and placeholders', () => {
    expect(
      check(
        '```bash\nthv run fetch\nthv registry info github\nthv run ghcr.io/acme/mcp:1.0\nthv run uvx://mcp-server-time\nthv run <SERVER_NAME>\n```',
      ),
    ).toEqual([]);
  });

  it('rejects a malformed registry file, naming the file and the field', () => {
    const dir = mkdtempSync(join(tmpdir(), 'registry-'));
    const file = join(dir, 'servers.json');
    const broken = structuredClone(registry) as unknown as {
      servers: Record<string, {transport: string}>;
    };
    broken.servers.fetch!.transport = 'websocket';
    writeFileSync(file, JSON.stringify(broken));
    expect(() => loadRegistry(file)).toThrow(RegistryDataError);
    expect(() => loadRegistry(file)).toThrow(/servers\.json[\s\S]*servers\.fetch\.transport/);
  });
});

describe('what a permission profile allows under --isolate-network', () => {
  it('follows the egress rules of ToolHive v0.2.1', () => {
    expect(egressUnderIsolation({read: ['/data']})).toEqual({kind: 'all'});
    expect(egressUnderIsolation({network: {outbound: {insecure_allow_all: true}}})).toEqual({
      kind: 'all',
    });
    expect(egressUnderIsolation({network: {outbound: {allow_port: [443]}}})).toEqual({
      kind: 'any-host',
      ports: [443],
    });
    expect(egressUnderIsolation({network: {outbound: {allow_host: ['a.example']}}})).toEqual({
      kind: 'any-port',
      hosts: ['a.example'],
    });
    expect(egressUnderIsolation({network: {outbound: {}}})).toEqual({kind: 'none'});
    expect(egressUnderIsolation({network: {}})).toEqual({kind: 'unclear'});
  });

  it('asks for a warning next to a profile that opens egress to any host', () => {
    expect(egressProblem({read: ['/data']}, 'Mount the data folder.')).toMatch(
      /allows every host and port/,
    );
    expect(egressProblem({network: {outbound: {allow_port: [443]}}}, 'HTTPS only.')).toMatch(
      /allows any host on port 443/,
    );
    expect(
      egressProblem({read: ['/data']}, 'With no network block, it can reach any host.'),
    ).toBeNull();
    expect(
      egressProblem({network: {outbound: {allow_host: ['a.example'], allow_port: [443]}}}, ''),
    ).toBeNull();
  });
});
