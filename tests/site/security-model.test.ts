import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import * as cheerio from 'cheerio';
import {describe, expect, it} from 'vitest';

import {SECURITY_MODEL_ROUTE, SECURITY_MODEL_SECTIONS} from '../../reference/security-claims';
import {BUILD_DIR, builtPages} from '../support/built-site';

const MODES = ['CLI default', 'CLI isolated', 'Desktop app', 'Kubernetes'];

const page = cheerio.load(
  readFileSync(join(BUILD_DIR, `${SECURITY_MODEL_ROUTE.slice(1)}.html`), 'utf8'),
);

describe('the built security model page', () => {
  it('gives each property a section with a row per mode: enforced, not enforced and the source', () => {
    for (const [id, title] of Object.entries(SECURITY_MODEL_SECTIONS)) {
      const heading = page(`article h2#${id}`);
      expect(
        heading
          .text()
          .replace(/\u200b|#$/g, '')
          .trim(),
        id,
      ).toBe(title);
      const section = heading.nextUntil('h2');
      const table = section.filter('table').add(section.find('table')).first();
      const header = table
        .find('thead th')
        .map((_, th) => page(th).text().trim())
        .get();
      expect(header, id).toEqual(['Mode', 'Enforced', 'Not enforced', 'Source']);
      const rows = table.find('tbody tr');
      expect(rows.map((_, row) => page(row).find('td').first().text().trim()).get(), id).toEqual(
        MODES,
      );
      rows.each((_, row) => {
        const source = page(row).find('td').last().text();
        expect(source, `${id}: ${page(row).find('td').first().text()}`).toMatch(
          /@(?:81a5654f|v0\.3\.2)/,
        );
      });
    }
  });

  it('is what the docs link to for security statements, from many pages', () => {
    const linking = builtPages().filter(
      ({route, $}) =>
        route.startsWith('/toolhive/') &&
        $('article a[href]')
          .toArray()
          .some((a) => (a.attribs.href ?? '').split('#')[0] === SECURITY_MODEL_ROUTE),
    );
    expect(linking.length).toBeGreaterThanOrEqual(20);
  });
});
