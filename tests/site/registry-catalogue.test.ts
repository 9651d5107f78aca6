import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import * as cheerio from 'cheerio';
import {describe, expect, it} from 'vitest';

import {runCommands, serverNames} from '../../reference/registry/generate';
import {loadRegistry} from '../../reference/registry/schema';
import type {SearchRecordsFile} from '../../plugins/search/types';
import {BUILD_DIR} from '../support/built-site';

const registry = loadRegistry();
const names = serverNames(registry);
const $ = cheerio.load(readFileSync(join(BUILD_DIR, 'toolhive/reference/registry.html'), 'utf8'));

describe('the built registry catalogue', () => {
  it('lists every server in its HTML, readable without JavaScript', () => {
    const entries = $('article section');
    expect(entries).toHaveLength(names.length);
    expect(entries.filter('[hidden]')).toHaveLength(0);
    expect(entries.map((_, entry) => $(entry).find('h2').attr('id')).get()).toEqual(names);
    expect($('[role="status"]').text()).toBe(`${names.length} of ${names.length} servers`);
  });

  it('shows each server’s description and run command', () => {
    for (const name of names) {
      const entry = $(`section:has(h2#${name})`);
      expect(entry.find('p').first().text(), name).toBe(registry.servers[name]!.description);
      const lines = entry
        .find('dt:contains("Run it") + dd pre .token-line')
        .map((_, line) => $(line).text())
        .get();
      expect(lines.join('\n'), name).toBe(runCommands(name, registry.servers[name]!));
    }
  });

  it('gives the search index one record per server, pointing at its heading', () => {
    const {records} = JSON.parse(
      readFileSync(join(BUILD_DIR, 'search-records.json'), 'utf8'),
    ) as SearchRecordsFile;
    const page = records.filter((record) =>
      record.url_without_anchor.endsWith('/reference/registry'),
    );
    const headings = page.filter((record) => record.type === 'lvl2');
    for (const name of names) {
      const found = headings.filter((record) => record.hierarchy.lvl2 === name);
      expect(found, name).toHaveLength(1);
      expect(found[0]!.url.endsWith(`#${name}`), found[0]!.url).toBe(true);
    }
    // Each description is searchable under its server's heading.
    const description = page.find(
      (record) => record.content === registry.servers.fetch!.description,
    );
    expect(description?.url.endsWith('#fetch')).toBe(true);
  });
});
