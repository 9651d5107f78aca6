import {expect, test} from '@playwright/test';

import {startNginx} from '../../scripts/nginx';
import {drawDiagrams} from '../../scripts/diagrams';
import {PORT as SITE_PORT} from '../../playwright.config';

/**
 * The production server block (deploy/nginx/toolhive-docs.conf) running in
 * Debian's nginx on a loopback port, serving the production build.
 */
const PORT = SITE_PORT + 85;
// One nginx for the whole file: its tests run in order in one worker.
test.describe.configure({mode: 'serial'});
let base = '';
let stop: () => void = () => {};

test.beforeAll(async () => {
  const server = await startNginx('build', PORT);
  base = server.url;
  stop = server.stop;
});
test.afterAll(() => stop());

const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
};

async function get(path: string, headers: Record<string, string> = {}) {
  return fetch(`${base}${path}`, {redirect: 'manual', headers});
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
    for (const path of ['/', '/toolhive/faq', await firstAsset('js'), '/no/such/page']) {
      const response = await get(path);
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
        expect(response.headers.get(name), `${name} on ${path}`).toBe(value);
      }
      expect(response.headers.get('permissions-policy'), path).toContain('camera=()');
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("default-src 'self'");
      expect(csp, path).toContain("frame-ancestors 'none'");
    }
  });

  test('the site runs under its Content-Security-Policy without violations', async ({page}) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/.test(message.text()))
        violations.push(message.text());
    });
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(`Refused to load: CSP ${event.violatedDirective} ${event.blockedURI}`),
      ),
    );
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
});
