import {expect, test} from '@playwright/test';

import {drawDiagrams} from '../../scripts/diagrams';
import {axeViolations} from '../support/axe';
import {sitemapPaths} from '../support/built-site';
import {watchViolations} from '../support/csp';
import {allPages} from '../support/routes';

const PAGES = allPages();

/**
 * One page of each layout, checked again with every rule on a phone
 * (Lighthouse's mobile size, where targets crowd and the sidebar becomes a
 * menu). The layout, not the text, decides what a phone changes.
 */
const PHONE_PAGES = new Set([
  '/',
  '/toolhive',
  '/toolhive/guides-cli/run-mcp-servers',
  '/toolhive/tutorials',
  '/toolhive/reference/cli/thv_run',
  '/toolhive/reference/api',
  '/toolhive/reference/registry',
  '/search',
  '/theme-preview',
]);
const PHONE = {width: 412, height: 823};

test('every page in the sitemap is among the pages checked', () => {
  const checked = new Set(PAGES.map(({route}) => route));
  const sitemap = sitemapPaths();
  expect(sitemap.length).toBeGreaterThan(90);
  expect(sitemap.filter((path) => !checked.has(path))).toEqual([]);
});

for (const {route: path, title, source} of PAGES) {
  const phone = PHONE_PAGES.has(path);
  test(`${path} shows "${title}", accessible in both colour modes${phone ? ' and on a phone' : ''}, and loads cleanly`, async ({
    page,
    baseURL,
  }) => {
    // Long pages with diagrams (concepts/observability) took 35 s on a
    // 2-core machine; the API reference is the longest page.
    test.setTimeout(path === '/toolhive/reference/api' ? 180_000 : 120_000);
    const problems: string[] = [];
    // Served by nginx with the production Content-Security-Policy.
    const cspViolations = await watchViolations(page);
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('requestfailed', (request) => {
      // net::ERR_ABORTED is a prefetch cancelled by the test's next navigation.
      const error = request.failure()?.errorText ?? '';
      if (request.url().startsWith(baseURL!) && error !== 'net::ERR_ABORTED') {
        problems.push(`failed: ${request.url()} (${error})`);
      }
    });
    page.on('response', (response) => {
      if (response.url().startsWith(baseURL!) && response.status() >= 400) {
        problems.push(`${response.status()}: ${response.url()}`);
      }
    });

    await page.emulateMedia({colorScheme: 'light'});
    const response = await page.goto(path);
    expect(response?.status(), `status of ${path} (from ${source})`).toBe(200);
    await expect(page.locator('h1').first()).toHaveText(title);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.waitForLoadState('networkidle');
    await drawDiagrams(page);
    expect(await axeViolations(page), 'light mode').toEqual([]);

    // The reader's system turns dark: the page follows without a reload,
    // its colours easing over (the theme's transitions) before axe reads them.
    await page.emulateMedia({colorScheme: 'dark'});
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.waitForFunction(() => document.getAnimations().length === 0);
    await drawDiagrams(page);
    expect(await axeViolations(page), 'dark mode').toEqual([]);

    if (phone) {
      await page.setViewportSize(PHONE);
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      await page.waitForLoadState('networkidle');
      await drawDiagrams(page);
      expect(await axeViolations(page), `dark mode at ${PHONE.width}px`).toEqual([]);
    }
    expect(problems).toEqual([]);
    expect(cspViolations, 'Content-Security-Policy violations').toEqual([]);
  });
}
