import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {Client} from '@modelcontextprotocol/sdk/client/index.js';

import {DEFAULT_DATA_DIR, MANIFEST_FILE, RECORDS_FILE, readManifest} from '../../mcp/src/data';
import {BUILD_DIR} from '../support/built-site';
import {stdioClient} from '../support/mcp';

/**
 * The docs MCP server as `npm run build` leaves it: the bundle and the data
 * it copied from the build, started as `npm run mcp` starts it.
 */
describe('the docs MCP server after npm run build', () => {
  let client: Client;
  beforeAll(async () => {
    ({client} = await stdioClient(process.execPath, [join('mcp', 'start.cjs')]));
  }, 30_000);
  afterAll(async () => {
    await client?.close();
  });

  it('holds the build’s manifest and search records', () => {
    for (const file of [MANIFEST_FILE, RECORDS_FILE]) {
      expect(readFileSync(join(DEFAULT_DATA_DIR, file), 'utf8'), file).toBe(
        readFileSync(join(BUILD_DIR, file), 'utf8'),
      );
    }
  });

  it('finds the secrets management guide for "store an api key"', async () => {
    const result = (await client.callTool({
      name: 'search_docs',
      arguments: {query: 'store an api key'},
    })) as unknown as {structuredContent: {hits: {url: string}[]}};
    const paths = result.structuredContent.hits.map((hit) => new URL(hit.url).pathname);
    expect(paths).toContain('/toolhive/guides-cli/secrets-management');
  });

  it('returns every page of the manifest as its twin in the build', async () => {
    const pages = readManifest(join(BUILD_DIR, MANIFEST_FILE));
    expect(pages.length).toBeGreaterThan(50);
    for (const page of pages) {
      const result = (await client.callTool({name: 'get_page', arguments: {page: page.url}})) as {
        content: {text: string}[];
      };
      expect(result.content[0]!.text, page.route).toBe(
        readFileSync(join(BUILD_DIR, ...page.markdown.split('/')), 'utf8'),
      );
    }
    const {resources} = await client.listResources();
    expect(resources).toHaveLength(pages.length);
  });
});
