import {resolve} from 'node:path';

import {codeBlock, generatedBanner, inlineCode, mdxText, tableCell, yamlString} from '../markdown';
import {writeIfChanged} from '../write';
import {egressUnderIsolation} from '../permission-profile';
import type {CatalogueServer} from '../../src/components/RegistryCatalogue/filter';
import {loadRegistry, type Registry, type RegistryServer} from './schema';

/**
 * Generates the registry catalogue page (`/toolhive/reference/registry`) from
 * `reference/registry/servers.json`: one section per server, with the id of
 * the server's name, holding every fact the data has, and the filter of
 * `src/components/RegistryCatalogue` around them. The full list is Markdown,
 * so it is in the page's HTML without JavaScript; the filter only hides
 * sections in the browser.
 */

/** The generated registry catalogue page. */
export const REGISTRY_PAGE_FILE = resolve('docs/toolhive/reference/registry.mdx');

/** Where the v0.2.1 registry file is published, for the page's source link. */
function upstreamUrl(registry: Registry): string {
  return `https://github.com/stacklok/toolhive/blob/${registry.commit}/pkg/registry/data/registry.json`;
}

/**
 * The filter's view of the registry, in page order (by name): the `servers`
 * prop of `RegistryCatalogue`. `text` is what the free-text filter searches:
 * name, description, image, tags and tools, in lower case.
 */
export function catalogueItems(registry: Registry): CatalogueServer[] {
  return serverNames(registry).map((name) => {
    const server = registry.servers[name]!;
    return {
      name,
      transport: server.transport,
      tier: server.tier,
      tags: server.tags,
      text: [name, server.description, server.image, ...server.tags, ...server.tools]
        .join(' ')
        .toLowerCase(),
    };
  });
}

/** Server names sorted as `thv registry list` sorts them (by name). */
export function serverNames(registry: Registry): string[] {
  return Object.keys(registry.servers).sort();
}

/** Name of the secret the page suggests for a secret variable: `GH_TOKEN` → `gh-token`. */
export function secretName(envName: string): string {
  return envName.toLowerCase().replace(/_/g, '-');
}

/** The `thv run` flag that sets one variable: `--secret` for secrets, `-e` for the rest. */
function envFlag(env: RegistryServer['env_vars'][number]): string {
  return env.secret
    ? `--secret ${secretName(env.name)},target=${env.name}`
    : `-e ${env.name}=<value>`;
}

/**
 * The commands that start a server with what it needs: `thv secret set` for
 * each required secret variable, then `thv run` with `--secret
 * NAME,target=VAR` for each of those and `-e VAR=<value>` for each required
 * plain variable (flag syntax: `cmd/thv/app/run_flags.go:105-124@81a5654f`).
 */
export function runCommands(name: string, server: RegistryServer): string {
  const required = server.env_vars.filter((env) => env.required);
  const secrets = required.filter((env) => env.secret);
  const lines = secrets.map((env) => `thv secret set ${secretName(env.name)}`);
  const flags = [...required.filter((env) => !env.secret).map(envFlag), ...secrets.map(envFlag)];
  if (flags.length <= 1) {
    lines.push(['thv run', ...flags, name].join(' '));
  } else {
    lines.push(['thv run \\', ...flags.map((flag) => `  ${flag} \\`), `  ${name}`].join('\n'));
  }
  return lines.join('\n');
}

function codeList(values: string[], none: string): string {
  return values.length ? values.map((value) => inlineCode(value)).join(', ') : none;
}

/**
 * A long list as one piece of inline code (`a, b, c`): one element on the
 * page instead of one per item, which keeps the page's DOM small (the
 * registry has over 700 tools and 300 tags).
 */
function codeText(values: string[], none: string): string {
  return values.length ? inlineCode(values.join(', ')) : none;
}

/** A link destination that no character of the URL can end early. */
function href(url: string): string {
  return new URL(url).href.replace(/\(/g, '%28').replace(/\)/g, '%29');
}

/** The repository as a link showing the URL without its scheme. */
function repositoryLink(url: string): string {
  return `[${tableCell(url.replace(/^https:\/\//, ''))}](${href(url)})`;
}

function transportCell(server: RegistryServer): string {
  const transport = inlineCode(server.transport);
  if (server.transport === 'stdio') return transport;
  return server.target_port
    ? `${transport}, listening on port ${server.target_port} in the container (if ${server.target_port} is in use on your machine, ToolHive switches to another port and passes it in \`MCP_PORT\`; a server that keeps to ${server.target_port}, for example because its arguments set it, then can’t be reached)`
    : `${transport}, on a port ToolHive picks`;
}

/** What the network part of a profile lets the server reach under `--isolate-network`. */
export function egressText(server: RegistryServer): string {
  const egress = egressUnderIsolation(server.permissions);
  switch (egress.kind) {
    case 'all':
      return 'every host and port';
    case 'none':
      return 'nothing';
    case 'unclear':
      return 'unclear: the profile has a `network` block without `outbound`';
    case 'any-host':
      return `any host on port${egress.ports.length === 1 ? '' : 's'} ${egress.ports.join(', ')}`;
    case 'any-port':
      return `${codeList(egress.hosts, '')} on any port`;
    case 'limited':
      return `${codeList(egress.hosts, '')} on port${egress.ports.length === 1 ? '' : 's'} ${egress.ports.join(', ')}`;
  }
}

const PROVENANCE_LABELS: Record<keyof NonNullable<RegistryServer['provenance']>, string> = {
  sigstore_url: 'Sigstore TUF repository',
  repository_uri: 'Source repository',
  repository_ref: 'Source reference',
  signer_identity: 'Signer identity (workflow)',
  runner_environment: 'Runner environment',
  cert_issuer: 'Certificate issuer',
};

/**
 * One term of an entry's fact list. Facts are a `<dl>`, not paragraphs,
 * lists or tables, so that the search index (which reads headings,
 * paragraphs, list items and table cells) gets one record per server and its
 * description and tools rather than a record per fact.
 *
 * @param term the label, plain text
 * @param inline the value as one line of inline Markdown, already escaped
 */
function fact(term: string, inline: string): string {
  return `<dt>${term}</dt>\n<dd>${inline}</dd>`;
}

/** A fact whose value is block Markdown (a table, a code block), already escaped. */
function blockFact(term: string, blocks: string): string {
  return `<dt>${term}</dt>\n<dd>\n\n${blocks}\n\n</dd>`;
}

function provenanceFact(server: RegistryServer): string {
  if (!server.provenance) {
    return fact(
      'Provenance',
      'None recorded, so ToolHive cannot check who built the image: `thv run` skips the check with a warning by default, and refuses to run the server with `--image-verification enabled`.',
    );
  }
  const provenance = server.provenance;
  const rows = (Object.keys(PROVENANCE_LABELS) as (keyof typeof PROVENANCE_LABELS)[])
    .filter((key) => provenance[key] !== undefined)
    .map((key) => `${PROVENANCE_LABELS[key]}: ${inlineCode(provenance[key]!)}`);
  return fact(
    'Provenance',
    `${rows.join('; ')}. Before it runs the server, \`thv run\` checks the image’s Sigstore signature against these facts. By default an image that is unsigned or doesn’t match is only logged as a warning, and with \`--image-verification enabled\` it stops the run; an error during the check, for example when the Sigstore TUF repository can’t be reached, stops the run in both cases.`,
  );
}

/** How a variable is used: `Required, secret`, `Optional; default `x``. */
function envUse(env: RegistryServer['env_vars'][number]): string {
  const parts = [env.required ? 'Required' : 'Optional'];
  if (env.secret) parts.push('secret');
  const use = parts.join(', ');
  return env.default === undefined ? use : `${use}; default ${inlineCode(env.default)}`;
}

function envFact(server: RegistryServer): string {
  if (server.env_vars.length === 0) return fact('Environment variables', 'None.');
  return blockFact(
    `Environment variables (${server.env_vars.length})`,
    [
      '| Variable | Use | Set it with |',
      '| --- | --- | --- |',
      ...server.env_vars.map(
        (env) => `| ${inlineCode(env.name)} | ${envUse(env)} | ${inlineCode(envFlag(env))} |`,
      ),
    ].join('\n'),
  );
}

/**
 * Registry servers that the desktop app v0.3.2 leaves out of its registry
 * grid (`renderer/src/features/registry-servers/components/grid-cards-registry-server.tsx:18@v0.3.2`
 * in stacklok/toolhive-studio).
 */
export const HIDDEN_IN_DESKTOP_APP: readonly string[] = ['filesystem', 'sqlite'];

/**
 * The sentence on what leaves an isolated container. Under `--isolate-network`
 * the MCP container sits on an internal network whose only ways out are the
 * egress proxy (HTTP and HTTPS, through `HTTP_PROXY`/`HTTPS_PROXY`) and the DNS
 * container (`pkg/container/docker/client.go:116-153,1335-1346@81a5654f`), so
 * a listed port other than 80 or 443 helps only a client that goes through the
 * proxy (HTTP, or a tunnel with CONNECT); database drivers connect directly and
 * cannot leave.
 */
function isolationText(server: RegistryServer, ports: number[]): string {
  const other = ports.filter((port) => port !== 80 && port !== 443);
  const model = '[what isolation enforces](/toolhive/reference/security-model#network-egress)';
  const reach =
    egressUnderIsolation(server.permissions).kind === 'none'
      ? `With ${inlineCode('--isolate-network')}, the egress proxy lets no request out (${model}).`
      : `With ${inlineCode('--isolate-network')}, the server can reach ${egressText(server)}, and only with HTTP and HTTPS requests through the egress proxy (${model}).`;
  if (other.length === 0) return reach;
  return `${reach} Connections to port${other.length === 1 ? '' : 's'} ${other.join(', ')} work only if the server sends them through that proxy, as HTTP requests or \`CONNECT\` tunnels; a database driver that speaks its own protocol ignores the proxy and connects directly, which fails for a database on another machine, so run the server without the flag if it must reach one.`;
}

function networkFacts(server: RegistryServer): string[] {
  const outbound = server.permissions.network?.outbound;
  const ports = outbound?.allow_port ?? [];
  return [
    fact(
      'Network',
      `Allow list: hosts ${codeList(outbound?.allow_host ?? [], 'none')}; ports ${ports.length ? ports.join(', ') : 'none'}; ${inlineCode(`insecure_allow_all: ${outbound?.insecure_allow_all === true}`)}. ${isolationText(server, ports)}`,
    ),
    fact(
      'Mounts',
      `Read-only: ${codeList(server.permissions.read ?? [], 'none')}. Read-write: ${codeList(server.permissions.write ?? [], 'none')}.`,
    ),
  ];
}

/**
 * The registry's arguments, which ToolHive appends to any the reader gives
 * (`pkg/runner/config_builder.go:393-397@81a5654f`). An argument that is an
 * absolute path names a folder inside the container, which is empty unless
 * the reader mounts one there.
 */
function argumentsFact(server: RegistryServer): string {
  if (server.args.length === 0) return fact('Arguments', 'None.');
  const paths = server.args.filter((arg) => arg.startsWith('/'));
  // A text block, not inline code: these are the server's options, not
  // flags of `thv` (and the checks of thv flags in prose leave them alone).
  return blockFact(
    'Arguments',
    [
      'ToolHive passes these arguments to the server, after any you give after `--`:',
      codeBlock(server.args.join(' '), 'text'),
      ...paths.map(
        (path) =>
          `${inlineCode(path)} is a folder inside the container: mount a host folder there with ${inlineCode(`--volume <HOST_PATH>:${path}`)} (see [File system access](/toolhive/guides-cli/filesystem-access)).`,
      ),
    ].join('\n\n'),
  );
}

function serverSection(name: string, server: RegistryServer): string[] {
  const updated = server.metadata.last_updated.slice(0, 10);
  return [
    `<RegistryEntry name=${JSON.stringify(name)}>`,
    '',
    // Docusaurus gives the heading the id `name`: a registry name is already
    // a slug (lower-case letters, digits and hyphens; see schema.ts), and no
    // other heading of the page has that text.
    `## ${name}`,
    '',
    mdxText(server.description),
    '',
    ...(server.status === 'Deprecated'
      ? ['**Deprecated:** the registry marks this server deprecated. It still runs.', '']
      : []),
    ...(HIDDEN_IN_DESKTOP_APP.includes(name)
      ? [
          '**Not in the desktop app:** the ToolHive UI v0.3.2 leaves this server out of its registry list. Run it with the CLI, or in the app as a custom server with the image below.',
          '',
        ]
      : []),
    '<dl>',
    fact('Image', inlineCode(server.image)),
    fact('Transport', transportCell(server)),
    fact('Tier and status', `${tableCell(server.tier)}, ${tableCell(server.status)}`),
    fact('Tags', codeText(server.tags, 'None')),
    fact('Repository', repositoryLink(server.repository_url)),
    fact(
      'Popularity',
      `${server.metadata.stars.toLocaleString('en-US')} repository stars and ${server.metadata.pulls.toLocaleString('en-US')} image pulls on ${updated}`,
    ),
    fact(`Tools (${server.tools.length})`, codeText(server.tools, 'None listed.')),
    envFact(server),
    ...networkFacts(server),
    argumentsFact(server),
    provenanceFact(server),
    blockFact('Run it', codeBlock(runCommands(name, server), 'bash')),
    '</dl>',
    '',
    '</RegistryEntry>',
    '',
  ];
}

/**
 * Renders the registry catalogue page as MDX.
 *
 * @param registry the validated registry data
 * @returns the page text, ending with a newline
 */
export function renderRegistryPage(registry: Registry = loadRegistry()): string {
  const names = serverNames(registry);
  const count = names.length;
  const out: string[] = [
    '---',
    `title: ${yamlString('Registry catalogue')}`,
    `description: ${yamlString(`Every MCP server in the ToolHive ${registry.version} built-in registry, with its tools, environment variables, permissions and the thv run command that starts it.`)}`,
    '---',
    '',
    generatedBanner('reference/registry/servers.json', 'reference/registry/generate.ts'),
    '',
    "import RegistryCatalogue, {RegistryEntry} from '@site/src/components/RegistryCatalogue';",
    '',
    `ToolHive ${tableCell(registry.version)} ships with a built-in registry of ${count} MCP servers. This page lists each one with what it needs to run: its container image, tools, environment variables, permission profile and the ${inlineCode('thv run')} command that starts it. Narrow the list with the filter, or jump to a server from the table of contents.`,
    '',
    `The facts come from the registry file of ToolHive ${tableCell(registry.version)}, [${inlineCode('pkg/registry/data/registry.json')}](${href(upstreamUrl(registry))}), last updated on ${registry.last_updated.slice(0, 10)}. The one-sentence descriptions are written for these docs. The same entries are in the CLI (${inlineCode('thv registry list')}, ${inlineCode('thv registry info <SERVER_NAME>')}, see [Explore the registry](/toolhive/guides-cli/registry)) and, except ${HIDDEN_IN_DESKTOP_APP.map((n) => inlineCode(n)).join(' and ')}, in the desktop app (see [Run MCP servers](/toolhive/guides-ui/run-mcp-servers)).`,
    '',
    '## How to read an entry',
    '',
    '- **Tier** and **status** are the registry’s own labels: `Official` or `Community`, and `Active` or `Deprecated`. See [Registry criteria](/toolhive/concepts/registry-criteria).',
    '- **Transport** is how the server talks inside its container: `stdio` over its standard input and output, `sse` or `streamable-http` over HTTP on a port of the container. Clients connect to the HTTP proxy that ToolHive starts on your machine. For an `sse` or `streamable-http` server, ToolHive also publishes the container’s own port on the `--host` address (`127.0.0.1` by default), on a random free port, and requests sent there skip the proxy and its checks; see [inbound exposure](/toolhive/reference/security-model#inbound-exposure).',
    '- **Environment variables:** each entry’s run command passes every variable the registry marks as required: secrets with `--secret`, after you store them with `thv secret set`, and other values with `-e`. Pass the optional ones only if you need them, with the flag shown in the table; ToolHive sets an optional variable that has a default to that default unless you pass it. If you leave out a required variable, `thv run` asks for its value in the terminal, and stores a secret value in your secrets provider if that provider is `encrypted`; otherwise it passes the value to the server as a plain environment variable. See [Secrets management](/toolhive/guides-cli/secrets-management) to set up a secrets provider first.',
    '- **Network** and **mounts** come from the server’s permission profile: the hosts and ports the registry allows the server to reach, and the host paths ToolHive mounts into its container. The network part is enforced only when you add `--isolate-network` to `thv run`, and then only requests through the egress proxy reach the internet: HTTP requests, and `CONNECT` tunnels such as HTTPS. Other connections don’t, but name lookups aren’t filtered. Without that flag the container can connect to any host. See [Network isolation](/toolhive/guides-cli/network-isolation) and [what isolation enforces](/toolhive/reference/security-model#network-egress).',
    '- **Popularity:** repository stars and image pulls as recorded in the registry on the date shown, not live counts.',
    '',
    `<RegistryCatalogue servers={${JSON.stringify(catalogueItems(registry))}}>`,
    '',
  ];
  for (const name of names) out.push(...serverSection(name, registry.servers[name]!));
  out.push('</RegistryCatalogue>', '');
  return `${out.join('\n').trimEnd()}\n`;
}

/** Writes the registry page when it differs from the rendered text; returns the file path. */
export function writeRegistryPage(file: string = REGISTRY_PAGE_FILE): string {
  writeIfChanged(file, renderRegistryPage());
  return file;
}
