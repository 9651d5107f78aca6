import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';

import {CLI_PAGES_DIR, existingCliPages, renderCliPages} from '../../reference/cli/generate';
import {loadCliModel} from '../../reference/cli/schema';
import {cliSidebarItems} from '../../reference/cli/sidebar';

/**
 * The 55 commands of `thv` v0.2.1, one reference page each: the cobra commands
 * registered in https://github.com/stacklok/toolhive/tree/v0.2.1/cmd/thv/app.
 */
const SPEC_PAGES = [
  'thv',
  'thv_run',
  'thv_list',
  'thv_stop',
  'thv_restart',
  'thv_rm',
  'thv_export',
  'thv_inspector',
  'thv_proxy',
  'thv_search',
  'thv_serve',
  'thv_version',
  'thv_client',
  'thv_client_list-registered',
  'thv_client_register',
  'thv_client_remove',
  'thv_client_setup',
  'thv_client_status',
  'thv_config',
  'thv_config_get-ca-cert',
  'thv_config_get-registry-url',
  'thv_config_set-ca-cert',
  'thv_config_set-registry-url',
  'thv_config_unset-ca-cert',
  'thv_config_unset-registry-url',
  'thv_config_otel',
  ...['endpoint', 'env-vars', 'sampling-rate'].flatMap((what) =>
    ['get', 'set', 'unset'].map((verb) => `thv_config_otel_${verb}-${what}`),
  ),
  'thv_logs',
  'thv_logs_prune',
  'thv_mcp',
  'thv_mcp_list',
  'thv_mcp_list_prompts',
  'thv_mcp_list_resources',
  'thv_mcp_list_tools',
  'thv_registry',
  'thv_registry_info',
  'thv_registry_list',
  'thv_runtime',
  'thv_runtime_check',
  'thv_secret',
  'thv_secret_delete',
  'thv_secret_get',
  'thv_secret_list',
  'thv_secret_provider',
  'thv_secret_reset-keyring',
  'thv_secret_set',
  'thv_secret_setup',
];

describe('the generated command reference', () => {
  it('has exactly one page per thv v0.2.1 command', () => {
    expect([...renderCliPages().keys()].map((f) => f.replace('.mdx', '')).sort()).toEqual(
      [...SPEC_PAGES].sort(),
    );
  });

  it('is up to date with reference/cli/commands.json (run `npm run gen` if not)', () => {
    const pages = renderCliPages();
    expect(existingCliPages().sort()).toEqual([...pages.keys()].sort());
    for (const [file, text] of pages) {
      expect(readFileSync(join(CLI_PAGES_DIR, file), 'utf8'), file).toBe(text);
    }
  });

  it('renders synopsis, flags, inherited flags, examples and links', () => {
    const page = renderCliPages().get('thv_client_register.mdx')!;
    expect(page).toContain('title: "thv client register"');
    expect(page).toContain('## Synopsis');
    expect(page).toContain('| Flag | Shorthand | Type | Default | Description |');
    expect(page).toContain('| <span id="flag-help">`--help`</span> | `-h` | bool |');
    expect(page).toContain('## Inherited flags');
    expect(page).toContain('| <span id="flag-debug">`--debug`</span> |');
    expect(page).toMatch(/## Examples\n\n.+\n\n```bash\nthv client register /);
    expect(page).toContain('[`thv client`](/toolhive/reference/cli/thv_client)');
  });

  it('shows cautions and accepted values', () => {
    const stop = renderCliPages().get('thv_stop.mdx')!;
    expect(stop).toMatch(/\| <span id="flag-timeout">`--timeout`<\/span> \|.*\*\*Caution:\*\*/);
    const run = renderCliPages().get('thv_run.mdx')!;
    expect(run).toMatch(
      /\| <span id="flag-transport">`--transport`<\/span> \|.*One of: `sse`, `streamable-http`, `stdio`\./,
    );
  });
});

describe('the command reference sidebar', () => {
  type Item = {type: string; label: string; items?: Item[]; link?: {id: string}; id?: string};
  const outline = (items: Item[], depth = 0): string[] =>
    items.flatMap((item) => [
      `${'  '.repeat(depth)}${item.label}`,
      ...outline(item.items ?? [], depth + 1),
    ]);

  it('shows the command tree with leaves labelled by their last word', () => {
    const tree = outline(cliSidebarItems(loadCliModel()) as Item[]);
    expect(tree.slice(0, 8)).toEqual([
      'thv',
      '  client',
      '    list-registered',
      '    register',
      '    remove',
      '    setup',
      '    status',
      '  config',
    ]);
    expect(tree).toContain('      get-sampling-rate');
    expect(tree.join('\n')).toContain(
      '  mcp\n    list\n      prompts\n      resources\n      tools',
    );
    expect(tree.join('\n')).toContain('  secret\n    delete\n    get\n    list\n    provider');
    expect(tree).toHaveLength(55);
  });

  it('links categories to their own page', () => {
    const [root] = cliSidebarItems(loadCliModel()) as Item[];
    expect(root!.link?.id).toBe('toolhive/reference/cli/thv');
    const mcp = root!.items!.find((item) => item.label === 'mcp')!;
    expect(mcp.items![0]!.link?.id).toBe('toolhive/reference/cli/thv_mcp_list');
  });
});
