import {createHash} from 'node:crypto';
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';

import {CSP_FILE} from '../../plugins/nginx';
import {BUILD_DIR, builtPages} from '../support/built-site';

const pages = builtPages();

describe('what the build gives nginx', () => {
  it("the build's CSP allows every inline script of every page by its hash, and no other", () => {
    const conf = readFileSync(join(BUILD_DIR, CSP_FILE), 'utf8');
    const policy = /^set \$csp "([^"]+)";$/m.exec(conf)?.[1] ?? '';
    const scriptSrc = policy.split('; ').find((d) => d.startsWith('script-src ')) ?? '';
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    const allowed = new Set(scriptSrc.split(' ').filter((s) => s.startsWith("'sha256-")));
    const used = new Set<string>();
    const missing: string[] = [];
    for (const {route, $} of pages) {
      $('script:not([src])').each((_, script) => {
        const type = $(script).attr('type');
        if (type && type !== 'module' && type !== 'text/javascript') return;
        const hash = `'sha256-${createHash('sha256')
          .update($(script).html() ?? '')
          .digest('base64')}'`;
        used.add(hash);
        if (!allowed.has(hash)) missing.push(`${route}: ${($(script).html() ?? '').slice(0, 60)}`);
      });
    }
    expect(missing).toEqual([]);
    expect([...allowed].filter((hash) => !used.has(hash))).toEqual([]);
    // The colour-mode scripts and the HTML shell's start script at least.
    expect(used.size).toBeGreaterThanOrEqual(3);
  });

  it('every page and the search index have a gzip twin for gzip_static', () => {
    const missing = pages
      .map(({file}) => file)
      .concat(join(BUILD_DIR, 'search-records.json'))
      .filter((file) => !existsSync(`${file}.gz`));
    expect(missing).toEqual([]);
  });
});
