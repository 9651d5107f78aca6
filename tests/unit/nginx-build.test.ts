import {createHash} from 'node:crypto';
import {mkdtempSync, readFileSync, writeFileSync, existsSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {gunzipSync} from 'node:zlib';
import {describe, expect, it} from 'vitest';

import {
  GTAG_SOURCES,
  contentSecurityPolicy,
  inlineScriptHashes,
  precompress,
} from '../../plugins/nginx';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('plugins/nginx', () => {
  it('hashes each distinct inline script that runs, once', () => {
    const page = (extra: string) =>
      `<html><head><script>a()</script>${extra}</head><body><script src="/x.js"></script>` +
      `<script type="application/ld+json">{"@type":"WebSite"}</script></body></html>`;
    expect(inlineScriptHashes([page('<script type="module">b()</script>'), page('')])).toEqual(
      [sha('a()'), sha('b()')].sort(),
    );
  });

  it('allows inline scripts by hash only, and third parties only with the Google tag', () => {
    const hashes = [sha('a()')];
    const plain = contentSecurityPolicy(hashes, false);
    expect(plain).toContain(`script-src 'self' ${hashes[0]};`);
    expect(plain).not.toMatch(/https:/);
    expect(plain).toContain("frame-ancestors 'none'");
    const tagged = contentSecurityPolicy(hashes, true);
    for (const source of [...GTAG_SOURCES.script, ...GTAG_SOURCES.connect]) {
      expect(tagged).toContain(source);
    }
    const scriptSrc = tagged.split('; ').find((d) => d.startsWith('script-src'))!;
    expect(scriptSrc).not.toContain("'unsafe-inline'");
  });

  it('writes a .gz that unpacks to the file, and none for small files', () => {
    const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    const big = join(dir, 'big.json');
    const small = join(dir, 'small.json');
    writeFileSync(big, JSON.stringify({records: Array(500).fill('record')}));
    writeFileSync(small, '{}');
    expect(precompress(big)).toBe(true);
    expect(precompress(small)).toBe(false);
    expect(gunzipSync(readFileSync(`${big}.gz`)).toString()).toBe(readFileSync(big, 'utf8'));
    expect(existsSync(`${small}.gz`)).toBe(false);
  });
});
