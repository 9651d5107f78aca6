import {mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';

import {checkMarkdown, formatProblems} from '../../reference/cli/check-commands';
import {loadCliModel} from '../../reference/cli/schema';
import {checkServersInMarkdown} from '../../reference/registry/check-servers';
import {
  catalogueItems,
  egressText,
  REGISTRY_PAGE_FILE,
  renderRegistryPage,
  runCommands,
  serverNames,
} from '../../reference/registry/generate';
import {
  loadRegistry,
  parseRegistry,
  REGISTRY_DATA_FILE,
  type Registry,
} from '../../reference/registry/schema';
import {matches, NO_FILTER, tagCounts} from '../../src/components/RegistryCatalogue/filter';

const FILE = 'reference/registry/servers.json';
const registry = loadRegistry();
const cli = loadCliModel();
const data = (): Registry => JSON.parse(readFileSync(REGISTRY_DATA_FILE, 'utf8')) as Registry;

describe('the registry data file', () => {
  it('holds the 32 servers of ToolHive v0.2.1, each with its own description and metadata', () => {
    expect(registry.version).toBe('v0.2.1');
    expect(serverNames(registry)).toHaveLength(32);
    expect(registry.servers.fetch!.metadata).toEqual({
      stars: 13,
      pulls: 11166,
      last_updated: '2025-07-29T00:25:11Z',
    });
    const descriptions = Object.values(registry.servers).map((server) => server.description);
    expect(new Set(descriptions).size).toBe(32);
  });

  it('names the file and the field of a missing or multi-line description', () => {
    const missing = data() as unknown as {servers: Record<string, {description?: string}>};
    delete missing.servers.fetch!.description;
    expect(() => parseRegistry(missing, FILE)).toThrow(
      /reference\/registry\/servers\.json is not valid registry data:\n\s+- servers\.fetch\.description: Required/,
    );
    const twoLines = data();
    twoLines.servers.git!.description = 'Reads a repository.\nAnd writes it.';
    expect(() => parseRegistry(twoLines, FILE)).toThrow(
      /servers\.git\.description: must be one line/,
    );
  });

  it('rejects stars that are not a count, a date that is not RFC 3339 and a non-https repository', () => {
    const stars = data();
    (stars.servers.fetch!.metadata as {stars: unknown}).stars = 'many';
    expect(() => parseRegistry(stars, FILE)).toThrow(
      /servers\.fetch\.metadata\.stars: Expected number/,
    );
    const date = data();
    date.servers.fetch!.metadata.last_updated = 'yesterday';
    expect(() => parseRegistry(date, FILE)).toThrow(
      /servers\.fetch\.metadata\.last_updated: must be an RFC 3339 time/,
    );
    const link = data();
    link.servers.fetch!.repository_url = 'javascript:alert(1)';
    expect(() => parseRegistry(link, FILE)).toThrow(
      /servers\.fetch\.repository_url: must be an https/,
    );
  });

  it('rejects an unknown provenance fact and a malformed permission profile', () => {
    const provenance = data() as unknown as {servers: Record<string, {provenance: object}>};
    provenance.servers.fetch!.provenance = {...provenance.servers.fetch!.provenance, colour: 'x'};
    expect(() => parseRegistry(provenance, FILE)).toThrow(
      /servers\.fetch\.provenance: .*unknown field: colour/,
    );
    const profile = data() as unknown as {servers: Record<string, {permissions: object}>};
    profile.servers.fetch!.permissions = {network: {outbound: {allow_hosts: ['x']}}};
    expect(() => parseRegistry(profile, FILE)).toThrow(
      /servers\.fetch\.permissions\.network\.outbound/,
    );
  });

  it('fails to load a file that is not JSON, naming it', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'registry-')), 'servers.json');
    writeFileSync(file, '{"servers": ');
    expect(() => loadRegistry(file)).toThrow(
      /servers\.json is not valid registry data:\n\s+- \(file\)/,
    );
  });
});

describe('the generated registry catalogue', () => {
  it('is up to date with reference/registry/servers.json (run `npm run gen` if not)', () => {
    expect(readFileSync(REGISTRY_PAGE_FILE, 'utf8')).toBe(renderRegistryPage(registry));
  });

  it('has one section per server, in name order, headed by the name', () => {
    const page = renderRegistryPage(registry);
    const headings = [...page.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
    const names = serverNames(registry);
    expect(names).toEqual([...names].sort());
    // The heading id Docusaurus makes from the text is the name itself:
    // names are slugs, and no other heading has a server's name.
    expect(names.every((name) => /^[a-z0-9-]+$/.test(name))).toBe(true);
    expect(headings).toEqual(['How to read an entry', ...names]);
    expect(page.match(/^<RegistryEntry name=/gm)).toHaveLength(32);
  });

  it('shows every fact of an entry: image, tools, variables, profile, arguments, provenance', () => {
    const page = renderRegistryPage(registry);
    const entry = (name: string) => {
      const start = page.indexOf(`<RegistryEntry name="${name}">`);
      return page.slice(start, page.indexOf('</RegistryEntry>', start));
    };
    const github = entry('github');
    expect(github).toContain('<dt>Image</dt>\n<dd>`ghcr.io/github/github-mcp-server:latest`</dd>');
    expect(github).toContain('<dt>Transport</dt>\n<dd>`stdio`</dd>');
    expect(github).toContain('19,493 repository stars and 5,000 image pulls on 2025-07-29');
    expect(github).toMatch(
      /^<dt>Tools \(77\)<\/dt>\n<dd>`add_comment_to_pending_review, add_issue_comment, .*, create_pull_request, /m,
    );
    expect(github).toContain('<dt>Tier and status</dt>\n<dd>Official, Active</dd>');
    expect(github).toContain('<dt>Tags</dt>\n<dd>`api, create, fork, github,');
    expect(github).toContain(
      '| `GITHUB_PERSONAL_ACCESS_TOKEN` | Required, secret | `--secret github-personal-access-token,target=GITHUB_PERSONAL_ACCESS_TOKEN` |',
    );
    expect(github).toContain('| `GH_HOST` | Optional | `-e GH_HOST=<value>` |');
    expect(github).toContain(
      '<dt>Network</dt>\n<dd>Allow list: hosts `.github.com`, `.githubusercontent.com`; ports 443; `insecure_allow_all: false`. With `--isolate-network`, the server can reach `.github.com`, `.githubusercontent.com` on port 443, and only with HTTP and HTTPS requests through the egress proxy ([what isolation enforces](/toolhive/reference/security-model#network-egress)).</dd>',
    );
    expect(github).toContain('Signer identity (workflow): `/.github/workflows/docker-publish.yml`');
    const playwright = entry('playwright');
    expect(playwright).toContain('listening on port 8931 in the container');
    expect(playwright).toContain('after any you give after `--`:\n\n```text\n--port 8931\n```');
    expect(entry('filesystem')).toContain('`--volume <HOST_PATH>:/projects`');
    expect(playwright).toContain('<dt>Provenance</dt>\n<dd>None recorded');
    const cost = entry('aws-cost-analysis');
    expect(cost).toContain('**Deprecated:**');
    expect(cost).toContain(
      '| `AWS_REGION` | Optional; default `us-east-1` | `-e AWS_REGION=<value>` |',
    );
  });

  it('says a database port is reached under --isolate-network only through the proxy, and a closed profile lets nothing out', () => {
    const page = renderRegistryPage(registry);
    const entry = (name: string) => {
      const start = page.indexOf(`<RegistryEntry name="${name}">`);
      return page.slice(start, page.indexOf('</RegistryEntry>', start));
    };
    expect(entry('mongodb')).toContain(
      'Connections to ports 27017, 27018, 27019, 27020 work only if the server sends them through that proxy, as HTTP requests or `CONNECT` tunnels; a database driver that speaks its own protocol ignores the proxy and connects directly, which fails for a database on another machine, so run the server without the flag if it must reach one.',
    );
    expect(entry('redis')).toContain('Connections to port 6379 work only if the server sends them');
    expect(entry('github')).not.toContain('database driver');
    expect(entry('everything')).toContain(
      'With `--isolate-network`, the egress proxy lets no request out',
    );
  });

  it('names the servers the desktop app leaves out of its registry list, and only those', () => {
    const page = renderRegistryPage(registry);
    const notes = [
      ...page.matchAll(
        /<RegistryEntry name="([^"]+)">(?:(?!<\/RegistryEntry>)[\s\S])*?\*\*Not in the desktop app:\*\*/g,
      ),
    ];
    expect(notes.map((m) => m[1])).toEqual(['filesystem', 'sqlite']);
    expect(page).toContain('and, except `filesystem` and `sqlite`, in the desktop app');
  });

  it('says what each profile lets a server reach under --isolate-network', () => {
    const reach = (name: string) => egressText(registry.servers[name]!);
    expect(reach('fetch')).toBe('every host and port');
    expect(reach('everything')).toBe('nothing');
    expect(reach('memory')).toBe('any host on port 443');
    expect(reach('osv')).toBe('`api.osv.dev` on port 443');
  });
});

describe('the run command of each entry', () => {
  it('passes required secrets with --secret and required plain variables with -e', () => {
    expect(runCommands('fetch', registry.servers.fetch!)).toBe('thv run fetch');
    expect(runCommands('github', registry.servers.github!)).toBe(
      [
        'thv secret set github-personal-access-token',
        'thv run --secret github-personal-access-token,target=GITHUB_PERSONAL_ACCESS_TOKEN github',
      ].join('\n'),
    );
    expect(runCommands('grafana', registry.servers.grafana!)).toBe(
      [
        'thv secret set grafana-api-key',
        'thv run \\',
        '  -e GRAFANA_URL=<value> \\',
        '  --secret grafana-api-key,target=GRAFANA_API_KEY \\',
        '  grafana',
      ].join('\n'),
    );
  });

  it('leaves out optional variables, even secret ones', () => {
    expect(runCommands('atlassian', registry.servers.atlassian!)).toBe('thv run atlassian');
  });

  it('gives commands and server names that the checks accept, for every server', () => {
    const page = renderRegistryPage(registry);
    expect(formatProblems(checkMarkdown(page, REGISTRY_PAGE_FILE, cli))).toBe('');
    expect(formatProblems(checkServersInMarkdown(page, REGISTRY_PAGE_FILE, cli, registry))).toBe(
      '',
    );
    for (const name of serverNames(registry)) {
      expect(page).toContain(`\`\`\`bash\n${runCommands(name, registry.servers[name]!)}\n\`\`\``);
    }
  });
});

describe('the catalogue filter', () => {
  const items = catalogueItems(registry);
  const shown = (filter: Partial<typeof NO_FILTER>) =>
    items.filter((item) => matches(item, {...NO_FILTER, ...filter})).map((item) => item.name);

  it('shows every server without a filter', () => {
    expect(shown({})).toHaveLength(32);
  });

  it('matches every word of the text, ignoring case, in names, descriptions, tags and tools', () => {
    expect(shown({query: 'GitHub'})).toEqual(['github']);
    expect(shown({query: 'jira'})).toEqual(['atlassian']);
    expect(shown({query: 'aws pricing'})).toEqual(['aws-cost-analysis', 'aws-pricing']);
    expect(shown({query: 'browser_snapshot'})).toEqual(['playwright']);
    expect(shown({query: 'no-such-server'})).toEqual([]);
  });

  it('filters by tag, transport and tier, together with the text', () => {
    expect(shown({tag: 'kubernetes'})).toEqual(['k8s', 'kyverno']);
    expect(shown({transport: 'streamable-http'})).toEqual(['elasticsearch', 'fetch']);
    expect(shown({tier: 'Official'})).toHaveLength(18);
    expect(shown({tier: 'Community', transport: 'sse'})).toEqual([
      'k8s',
      'netbird',
      'oci-registry',
      'osv',
      'sqlite',
    ]);
    expect(shown({query: 'aws', tier: 'Community'})).toEqual([]);
  });

  it('offers each tag that two or more servers have, once, with its number of servers', () => {
    const tags = tagCounts(items);
    expect(tags.map(([tag]) => tag)).toEqual([...new Set(tags.map(([tag]) => tag))].sort());
    expect(tags).toContainEqual(['kubernetes', 2]);
    expect(tags).toContainEqual(['aws', 5]);
    expect(tags.find(([tag]) => tag === 'notion')).toBeUndefined();
    const counted = (tag: string) => items.filter((item) => item.tags.includes(tag)).length;
    expect(tags.every(([tag, count]) => count > 1 && count === counted(tag))).toBe(true);
    expect(tags).toHaveLength(
      new Set(items.flatMap((item) => item.tags).filter((tag) => counted(tag) > 1)).size,
    );
  });
});
