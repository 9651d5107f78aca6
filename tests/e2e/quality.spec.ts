import AxeBuilder from '@axe-core/playwright';
import {expect, test, type Page} from '@playwright/test';

import {drawDiagrams} from '../../scripts/diagrams';
import {sitemapPaths} from '../support/built-site';

const SITEMAP_PATHS = sitemapPaths();

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({page}).withTags(WCAG_TAGS).analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} (${violation.help})`),
  );
}

test('the sitemap has pages to check', () => {
  expect(SITEMAP_PATHS.length).toBeGreaterThan(90);
});

/** Desktop in each colour mode, then a phone (Lighthouse's mobile size), where targets crowd. */
const PASSES = [
  {mode: 'light', width: 1280, height: 720},
  {mode: 'dark', width: 1280, height: 720},
  {mode: 'dark', width: 412, height: 823},
] as const;

for (const path of SITEMAP_PATHS) {
  test(`${path} is accessible in both colour modes and on a phone, and loads cleanly`, async ({
    page,
    baseURL,
  }) => {
    // Three colour-mode and width passes of axe; long pages with diagrams
    // (concepts/observability) took 72 s on a busy 2-core machine, and the
    // API reference is the longest page.
    test.setTimeout(path === '/toolhive/reference/api' ? 240_000 : 180_000);
    const problems: string[] = [];
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

    for (const {mode, width, height} of PASSES) {
      await page.setViewportSize({width, height});
      await page.emulateMedia({colorScheme: mode});
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      await page.waitForLoadState('networkidle');
      await drawDiagrams(page);
      const found = await violations(page);
      expect(found, `${mode} mode at ${width}px`).toEqual([]);
    }
    expect(problems).toEqual([]);
  });
}
