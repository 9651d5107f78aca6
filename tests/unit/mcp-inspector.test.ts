import {spawnSync} from 'node:child_process';
import {describe, expect, it} from 'vitest';

import {MAIN, mcpTestData, TSX} from '../support/mcp';

/**
 * The docs MCP server through an independent client: the MCP Inspector's
 * CLI mode (`@modelcontextprotocol/inspector`, a devDependency; it runs
 * offline). The `mcp-inspector-cli` binary is the inspector's CLI package:
 * the `mcp-inspector --cli` wrapper of inspector 0.15 imports commander
 * without declaring it, so from this repository it loads Docusaurus's
 * commander 5 and fails; inspector 0.16 and later need Node.js 22.
 */
const INSPECTOR = 'node_modules/@modelcontextprotocol/inspector-cli/build/cli.js';

function inspect(args: string[]): unknown {
  const {dataDir} = mcpTestData();
  const result = spawnSync(
    process.execPath,
    [INSPECTOR, '--cli', process.execPath, TSX, MAIN, '--data-dir', dataDir, ...args],
    {encoding: 'utf8', timeout: 60_000},
  );
  expect(result.status, result.stderr).toBe(0);
  return JSON.parse(result.stdout);
}

describe('the docs MCP server in the MCP Inspector CLI', () => {
  it('lists the three tools', () => {
    const {tools} = inspect(['--method', 'tools/list']) as {tools: {name: string}[]};
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      'get_page',
      'list_pages',
      'search_docs',
    ]);
  });

  it('calls search_docs and gets the secrets management page', () => {
    const result = inspect([
      '--method',
      'tools/call',
      '--tool-name',
      'search_docs',
      '--tool-arg',
      'query=store an api key',
      '--tool-arg',
      'limit=10',
    ]) as {isError?: boolean; structuredContent: {hits: {url: string}[]}};
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent.hits.map((hit) => new URL(hit.url).pathname)).toContain(
      '/toolhive/guides-cli/secrets-management',
    );
  });
});
