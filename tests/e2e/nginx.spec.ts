import {request as httpRequest} from 'node:http';
import {mkdtempSync, readFileSync, statSync, writeFileSync} from 'node:fs';
import {connect} from 'node:net';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {expect, test} from '@playwright/test';

import {drawDiagrams} from '../../scripts/diagrams';
import {startNginx} from '../../scripts/nginx';
import {ANALYTICS_PORT, PORT} from '../../playwright.config';
import {watchViolations} from '../support/csp';

/**
 * The production server block (deploy/nginx/toolhive-docs.conf) in Debian's
 * nginx, as every end-to-end test's server (`playwright.config.ts`): the
 * production build, and the build with a test gtag ID
 * (`npm run build:analytics`) for the CSP with analytics on.
 */
const base = `http://127.0.0.1:${PORT}`;
const analyticsBase = `http://127.0.0.1:${ANALYTICS_PORT}`;

const SECURITY_HEADERS = {
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
};

async function get(path: string, headers: Record<string, string> = {}) {
  return fetch(`${base}${path}`, {redirect: 'manual', headers});
}

/**
 * A request with its path sent exactly as given (fetch would turn a
 * backslash into a slash and resolve dots), as an attacker's client would.
 */
function raw(
  path: string,
  method = 'GET',
): Promise<{status: number; headers: Record<string, string | string[] | undefined>}> {
  return new Promise((resolve, reject) => {
    const url = new URL(base);
    const req = httpRequest({host: url.hostname, port: url.port, path, method}, (response) => {
      response.resume();
      resolve({status: response.statusCode ?? 0, headers: response.headers});
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * Bytes sent to the server as they are, for requests no HTTP client would
 * send (a broken request line, a URI of 20,000 characters). Returns the
 * status and the headers of the answer, names in lower case.
 */
function rawBytes(text: string): Promise<{status: number; headers: Record<string, string>}> {
  return new Promise((resolve, reject) => {
    const url = new URL(base);
    let answer = '';
    const socket = connect(Number(url.port), url.hostname, () => socket.end(text));
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', reject);
    socket.on('close', () => {
      const [statusLine = '', ...lines] = answer.split('\r\n\r\n')[0]!.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => {
          const colon = line.indexOf(':');
          return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
        }),
      );
      resolve({status: Number(statusLine.split(' ')[1]), headers});
    });
  });
}

async function firstAsset(type: 'js' | 'css'): Promise<string> {
  const html = await (await get('/toolhive')).text();
  const match = html.match(new RegExp(`/assets/${type}/[^"' >]+\\.${type}`));
  expect(match, `a ${type} asset linked from /toolhive`).not.toBeNull();
  return match![0];
}

test.describe('nginx serving the built site', () => {
  test('pages are compressed and revalidated', async () => {
    const response = await get('/toolhive/faq', {'accept-encoding': 'gzip'});
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  });

  test('hashed assets are compressed and cached for a year', async () => {
    for (const type of ['js', 'css'] as const) {
      const response = await get(await firstAsset(type), {'accept-encoding': 'gzip'});
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe('gzip');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
  });

  test('the search index is compressed', async () => {
    const response = await get('/search-records.json', {'accept-encoding': 'gzip'});
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
  });

  test('unknown paths get the not-found page with status 404', async () => {
    for (const path of ['/no/such/page', '/assets/js/missing.js']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toContain('Page Not Found');
    }
  });

  test('.html and /index.html paths redirect to the clean path', async () => {
    for (const [from, to] of [
      ['/toolhive/faq.html', '/toolhive/faq'],
      ['/toolhive/index.html', '/toolhive'],
      ['/index.html', '/'],
      ['/toolhive/faq.html?from=old', '/toolhive/faq?from=old'],
    ]) {
      const response = await get(from!);
      expect(response.status, from).toBe(301);
      expect(response.headers.get('location'), from).toBe(to);
    }
  });

  test('security headers come with pages, assets and the 404 page', async () => {
    for (const path of [
      '/',
      '/toolhive/faq',
      await firstAsset('js'),
      '/no/such/page',
      '/search-records.json',
      '/toolhive/faq.html',
    ]) {
      const response = await get(path);
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
        expect(response.headers.get(name), `${name} on ${path}`).toBe(value);
      }
      expect(response.headers.get('permissions-policy'), path).toContain('camera=()');
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("default-src 'self'");
      expect(csp, path).toContain("frame-ancestors 'none'");
      const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
      expect(scriptSrc, path).not.toContain("'unsafe-inline'");
      expect(csp, path).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    }
  });

  test('methods other than GET and HEAD answer 405 with the security headers', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'TRACE', 'OPTIONS']) {
      const response = await raw('/toolhive', method);
      expect(response.status, method).toBe(405);
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
        expect(response.headers[name], `${name} on ${method}`).toBe(value);
      }
      expect(response.headers['content-security-policy'], method).toContain(
        "frame-ancestors 'none'",
      );
    }
  });

  test('405 answers name the methods allowed, and the error pages refuse other methods too', async () => {
    for (const path of ['/toolhive', '/toolhive/faq.md', '/_not-found', '/_not-allowed']) {
      const response = await raw(path, 'POST');
      expect(response.status, path).toBe(405);
      expect(response.headers.allow, path).toBe('GET, HEAD');
    }
    // GET is allowed, but the error pages are not pages.
    for (const path of [
      '/_not-found',
      '/_not-allowed',
      '/_bad-request',
      '/_uri-too-long',
      '/_not-implemented',
      '/_http-version',
    ]) {
      expect((await raw(path)).status, path).toBe(404);
    }
    expect((await raw('/toolhive')).headers.allow).toBeUndefined();
  });

  test('requests nginx cannot parse (400, 501, 505) or whose URI is too long (414) carry the security headers', async () => {
    const cases: [string, string, number][] = [
      ['a broken request line', 'GARBAGE\r\n\r\n', 400],
      ['a broken header line', 'GET / HTTP/1.1\r\nHost: a\r\nno colon here\r\n\r\n', 400],
      [
        'a header of 20,000 characters',
        `GET / HTTP/1.1\r\nHost: a\r\nX-Long: ${'a'.repeat(20_000)}\r\nConnection: close\r\n\r\n`,
        400,
      ],
      [
        'a transfer encoding nginx does not support',
        'POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: gzip\r\nConnection: close\r\n\r\n',
        501,
      ],
      ['an HTTP version nginx does not support', 'GET / HTTP/2.0\r\nHost: a\r\n\r\n', 505],
      [
        'a URI of 20,000 characters',
        `GET /${'a'.repeat(20_000)} HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n`,
        414,
      ],
    ];
    for (const [name, request, status] of cases) {
      const response = await rawBytes(request);
      expect(response.status, name).toBe(status);
      for (const [header, value] of Object.entries(SECURITY_HEADERS)) {
        expect(response.headers[header], `${header} on ${name}`).toBe(value);
      }
      expect(response.headers['content-security-policy'], name).toMatch(
        /script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/,
      );
      expect(response.headers['cache-control'], name).toBe('no-cache');
      expect(response.headers['permissions-policy'], name).toContain('camera=()');
    }
  });

  test("does not start without the build's CSP include, and names the file", async () => {
    // A root without nginx-csp.conf, as when `root` is changed and the include is not.
    const root = mkdtempSync(join(tmpdir(), 'toolhive-docs-no-csp-'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>x</title>');
    const error = await startNginx(root, PORT + 7).then(
      (server) => {
        server.stop();
        return null;
      },
      (thrown: Error) => thrown,
    );
    expect(error?.message).toContain(`${root}/nginx-csp.conf`);
    expect(error?.message).toContain('No such file or directory');
  });

  test('no path redirects to another host', async () => {
    const attempts = [
      '//evil.example.html',
      '//evil.example/index.html',
      '//evil.example/',
      '///evil.example.html',
      '/\\evil.example.html',
      '/\\evil.example/index.html',
      '/\\/evil.example.html',
      '/%2F%2Fevil.example.html',
      '/%2f/evil.example.html',
      '/%5Cevil.example.html',
      '/%5c%5cevil.example/index.html',
      '/%09/evil.example.html',
    ];
    for (const path of attempts) {
      const response = await raw(path);
      const location = String(response.headers.location ?? '');
      // A Location starting with // or /\ (or a scheme) names another host.
      expect(location, path).not.toMatch(/^\/[/\\]|^[a-z]+:/i);
      // Paths that start with a second slash or a backslash, raw or encoded,
      // are not pages; an encoded tab stays part of a same-host path.
      if (!path.startsWith('/%09')) expect(response.status, path).toBe(404);
    }
  });

  test('each page has one URL: a trailing slash redirects to the page', async () => {
    for (const [from, to] of [
      ['/toolhive/', '/toolhive'],
      ['/toolhive/faq/', '/toolhive/faq'],
      ['/toolhive/faq/?q=1', '/toolhive/faq?q=1'],
    ]) {
      const response = await get(from!);
      expect(response.status, from).toBe(301);
      expect(response.headers.get('location'), from).toBe(to);
    }
  });

  test('case variants of a page and the not-found page itself answer 404', async ({page}) => {
    for (const path of [
      '/TOOLHIVE',
      '/toolhive/FAQ',
      '/Toolhive/guides-cli',
      '/404',
      '/404.html',
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toContain('Page Not Found');
    }
    // Once scripts run, the reader still sees the not-found page.
    for (const path of ['/TOOLHIVE', '/toolhive/FAQ', '/404']) {
      await page.goto(`${base}${path}`);
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      await expect(page.getByRole('heading', {level: 1}), path).toHaveText('Page Not Found');
    }
  });

  test('the build settings for nginx are not served', async () => {
    for (const path of ['/nginx-csp.conf', '/nginx-csp.conf.gz']) {
      expect((await get(path)).status, path).toBe(404);
    }
  });

  test('pages, assets and the search index are sent precompressed', async () => {
    for (const path of ['/search-records.json', '/toolhive/faq', await firstAsset('js')]) {
      const response = await get(path, {'accept-encoding': 'gzip'});
      expect(response.headers.get('content-encoding'), path).toBe('gzip');
      const file = path.startsWith('/assets/') || path.endsWith('.json') ? path : `${path}.html`;
      // gzip_static sends the build's .gz, with its length; on-the-fly gzip has none.
      expect(response.headers.get('content-length'), path).toBe(
        String(statSync(`build${file}.gz`).size),
      );
      const plain = await get(path, {'accept-encoding': 'identity'});
      expect(plain.headers.get('content-encoding'), `${path} without gzip`).toBeNull();
    }
  });

  test('the site runs under its Content-Security-Policy without violations', async ({page}) => {
    // Five page loads, a diagram and a search: past 30 s on a loaded 2-core machine.
    test.setTimeout(90_000);
    const violations = await watchViolations(page);
    for (const path of ['/', '/theme-preview', '/toolhive/reference/api', '/toolhive/faq']) {
      await page.goto(`${base}${path}`);
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      await page.waitForLoadState('networkidle');
    }
    await page.goto(`${base}/theme-preview`);
    await drawDiagrams(page);
    await expect(page.locator('.docusaurus-mermaid-container svg').first()).toBeVisible();
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('secrets');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    expect(violations).toEqual([]);
  });

  // Every page of the production build is checked for violations in each
  // colour mode and on a phone by quality.spec.ts. With analytics on, only
  // the policy's script and connect sources change, the same on every page,
  // so one page of each kind is enough.
  test('with analytics on, each kind of page runs without a CSP violation', async ({page}) => {
    test.setTimeout(120_000);
    const violations = await watchViolations(page);
    // No network here: the Google tag's own script cannot load, but the
    // policy must allow it and the inline gtag set-up.
    await page.route(/googletagmanager|google-analytics/, (route) =>
      route.fulfill({status: 200, contentType: 'text/javascript', body: ''}),
    );
    for (const path of [
      '/',
      '/toolhive',
      '/toolhive/concepts/observability',
      '/toolhive/reference/api',
      '/toolhive/reference/registry',
      '/toolhive/tutorials',
      '/search',
      '/theme-preview',
    ]) {
      await page.goto(`${analyticsBase}${path}`);
      await expect(page.locator('html'), path).toHaveAttribute('data-has-hydrated', 'true');
    }
    const html = await (await fetch(`${analyticsBase}/toolhive`)).text();
    expect(html, 'the analytics build has the gtag set-up').toContain('G-TESTTAG01');
    expect(violations).toEqual([]);
  });
});

test.describe('nginx serving pages to AI agents', () => {
  /** What a browser sends for a page (Chromium's navigation Accept). */
  const BROWSER =
    'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8,application/signed-exchange;v=b3;q=0.7';
  const twinFile = (path: string) => `build${path === '/' ? '/index' : path}.md`;
  const varies = (response: Response) =>
    (response.headers.get('vary') ?? '')
      .split(',')
      .map((value) => value.trim().toLowerCase())
      .includes('accept');

  test('serves each Markdown twin as UTF-8 Markdown, precompressed, with the security headers', async () => {
    for (const path of ['/toolhive/faq.md', '/index.md', '/toolhive.md']) {
      const response = await get(path, {'accept-encoding': 'gzip'});
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toBe('text/markdown; charset=utf-8');
      expect(response.headers.get('content-encoding'), path).toBe('gzip');
      expect(response.headers.get('content-length'), path).toBe(
        String(statSync(`build${path}.gz`).size),
      );
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
        expect(response.headers.get(name), `${name} on ${path}`).toBe(value);
      }
      expect(await response.text(), path).toBe(readFileSync(`build${path}`, 'utf8'));
    }
    expect((await get('/toolhive/no-such-page.md')).status).toBe(404);
  });

  test('serves llms.txt and llms-full.txt as UTF-8 text', async () => {
    for (const path of ['/llms.txt', '/llms-full.txt']) {
      const response = await get(path, {'accept-encoding': 'gzip'});
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toBe('text/plain; charset=utf-8');
      expect(response.headers.get('content-encoding'), path).toBe('gzip');
      expect(await response.text(), path).toMatch(/^# ToolHive Docs\n\n> /);
    }
  });

  test('answers a page URL with its twin when Accept prefers Markdown, and says it varies', async () => {
    const accepts = [
      'text/markdown',
      'text/plain',
      'text/markdown, text/html;q=0.9, */*;q=0.8',
      'text/markdown, text/html',
      'text/html;q=0.5, text/markdown;q=0.8',
      'application/json, text/markdown;charset=utf-8',
      'text/markdown, */*;q=0.8',
      'text/x-markdown',
      'text/x-markdown, text/html;q=0.9',
    ];
    for (const path of ['/toolhive/faq', '/', '/toolhive', '/toolhive/reference/api']) {
      for (const accept of accepts) {
        const response = await get(path, {accept});
        const where = `${path} with Accept: ${accept}`;
        expect(response.status, where).toBe(200);
        expect(response.headers.get('content-type'), where).toBe('text/markdown; charset=utf-8');
        expect(varies(response), where).toBe(true);
        expect(response.headers.get('content-security-policy'), where).toContain(
          "default-src 'self'",
        );
        expect(await response.text(), where).toBe(readFileSync(twinFile(path), 'utf8'));
      }
    }
  });

  test('answers browsers, curl and HTML-first clients with the page, and says it varies', async () => {
    const accepts = [
      BROWSER,
      '*/*',
      '',
      'text/html, text/markdown',
      'text/markdown;q=0, text/html',
      'text/markdown;q=0.5, text/html;q=0.9',
      'text/markdown;q=0.5, */*',
    ];
    for (const path of ['/toolhive/faq', '/']) {
      for (const accept of accepts) {
        const response = await get(path, accept ? {accept} : {});
        const where = `${path} with Accept: ${accept}`;
        expect(response.status, where).toBe(200);
        expect(response.headers.get('content-type'), where).toMatch(/^text\/html/);
        expect(varies(response), where).toBe(true);
        expect(await response.text(), where).toContain('<!doctype html>');
      }
    }
  });

  test('never swaps files, redirects or not-found answers for Markdown', async () => {
    const accept = {accept: 'text/markdown'};
    const svg = await get('/img/logo.svg', accept);
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    expect(varies(svg)).toBe(false);
    const json = await get('/search-records.json', accept);
    expect(json.headers.get('content-type')).toBe('application/json');
    for (const [from, to] of [
      ['/toolhive/faq.html', '/toolhive/faq'],
      ['/toolhive/faq/', '/toolhive/faq'],
    ]) {
      const response = await get(from!, accept);
      expect(response.status, from).toBe(301);
      expect(response.headers.get('location'), from).toBe(to);
    }
    for (const path of ['/no/such/file.txt', '/404.html', '/404.md']) {
      const response = await get(path, accept);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toContain('Page Not Found');
    }
    const post = await raw('/toolhive/faq.md', 'POST');
    expect(post.status).toBe(405);
    // Asked for as Markdown, a 405 answers as for HTML, and the open-redirect
    // guard with the not-found answer of a page path.
    const markdown = {accept: 'text/markdown'};
    const notAllowed = await fetch(`${base}/toolhive/faq`, {method: 'POST', headers: markdown});
    expect(notAllowed.status).toBe(405);
    expect(notAllowed.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(notAllowed.headers.get('allow')).toBe('GET, HEAD');
    for (const path of ['//evilhost', '/%5Cevilhost', '/%2F%2Fevilhost/x']) {
      const redirect = await rawBytes(
        `GET ${path} HTTP/1.1\r\nHost: a\r\nAccept: text/markdown\r\nConnection: close\r\n\r\n`,
      );
      expect(redirect.status, path).toBe(404);
      expect(redirect.headers.location, path).toBeUndefined();
      expect(redirect.headers['content-type'], path).toBe('text/markdown; charset=utf-8');
      expect(redirect.headers['x-frame-options'], path).toBe('DENY');
    }
  });

  test('answers an unknown page asked for as Markdown with a Markdown 404, and says it varies', async () => {
    for (const path of ['/no/such/page', '/TOOLHIVE', '/404', '/toolhive/faqs']) {
      for (const accept of ['text/markdown', 'text/x-markdown', 'text/plain']) {
        const response = await get(path, {accept});
        const where = `${path} with Accept: ${accept}`;
        expect(response.status, where).toBe(404);
        expect(response.headers.get('content-type'), where).toBe('text/markdown; charset=utf-8');
        expect(varies(response), where).toBe(true);
        for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
          expect(response.headers.get(name), `${name} on ${where}`).toBe(value);
        }
        expect(response.headers.get('content-security-policy'), where).toContain(
          "frame-ancestors 'none'",
        );
        const text = await response.text();
        expect(text, where).toBe(readFileSync('build/404.md', 'utf8'));
        expect(text, where).toMatch(/^# Page not found\n/);
        expect(text, where).toContain('/llms.txt');
      }
    }
    const html = await get('/no/such/page', {accept: BROWSER});
    expect(html.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(varies(html)).toBe(true);
  });
});
