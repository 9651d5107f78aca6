import {execFileSync} from 'node:child_process';
import {expect, test, type Page} from '@playwright/test';

import {DOCS_REPOSITORY} from '../../config/site';
import {axeViolations} from '../support/axe';

/** The last commit date of a file, as the page shows it (`Nov 24, 2026`, UTC). */
function lastCommitShown(file: string): string {
  const date = execFileSync('git', ['log', '-1', '--format=%cs', '--', file], {
    encoding: 'utf8',
  }).trim();
  return new Intl.DateTimeFormat('en', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
}

/** The "Was this page helpful?" block at the end of the page. */
const feedback = (page: Page) => page.locator('.page-feedback');

test.describe('the end of a docs page', () => {
  test('links to the page source and shows the date of its last commit', async ({page}) => {
    await page.goto('/toolhive/guides-cli/install');
    const edit = page.getByRole('link', {name: 'Edit this page'});
    await expect(edit).toHaveAttribute(
      'href',
      `${DOCS_REPOSITORY}/blob/main/docs/toolhive/guides-cli/install.mdx`,
    );
    await expect(page.locator('.theme-last-updated')).toHaveText(
      `Last updated on ${lastCommitShown('docs/toolhive/guides-cli/install.mdx')}`,
    );
  });

  test('a generated page links to its data file', async ({page}) => {
    await page.goto('/toolhive/reference/cli/thv_run');
    await expect(page.getByRole('link', {name: 'Edit this page'})).toHaveAttribute(
      'href',
      `${DOCS_REPOSITORY}/blob/main/reference/cli/commands.json`,
    );
  });

  test('"Yes" thanks the reader, from the keyboard, and sends nothing anywhere', async ({page}) => {
    const foreign: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith('http://127.0.0.1')) foreign.push(request.url());
    });
    await page.goto('/toolhive/faq');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const block = feedback(page);
    await expect(block.getByRole('heading', {name: 'Was this page helpful?'})).toBeVisible();
    await expect(block.getByRole('status')).toHaveText('');
    await block.getByRole('button', {name: 'Yes'}).focus();
    await page.keyboard.press('Tab');
    await expect(block.getByRole('button', {name: 'No'})).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(block.getByRole('status')).toHaveText('Thank you for your feedback.');
    await expect(block.getByRole('button', {name: 'Yes'})).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => 'gtag' in window || 'dataLayer' in window)).toBe(false);
    expect(foreign).toEqual([]);
  });

  test('"No" opens a GitHub issue for the page in a new tab', async ({page, context}) => {
    await context.route('https://github.com/**', (route) =>
      route.fulfill({contentType: 'text/html', body: '<title>New issue</title>'}),
    );
    await page.goto('/toolhive/guides-cli/install');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const block = feedback(page);
    const [issue] = await Promise.all([
      context.waitForEvent('page'),
      block.getByRole('button', {name: 'No'}).click(),
    ]);
    const url = new URL(issue.url());
    expect(`${url.origin}${url.pathname}`).toBe(`${DOCS_REPOSITORY}/issues/new`);
    expect(url.searchParams.get('labels')).toBe('docs-feedback');
    expect(url.searchParams.get('title')).toBe('Docs feedback: Install ToolHive');
    expect(url.searchParams.get('body')).toContain(
      'https://docs.stacklok.com/toolhive/guides-cli/install',
    );
    expect(url.searchParams.get('body')).toContain('Title: Install ToolHive');
    await expect(block.getByRole('status')).toContainText('Tell us what was missing');
    await expect(
      block.getByRole('status').getByRole('link', {name: 'GitHub issue'}),
    ).toHaveAttribute('href', issue.url());

    // An index page: the body names the page by its address, without a trailing slash.
    await page.goto('/toolhive');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const [index] = await Promise.all([
      context.waitForEvent('page'),
      feedback(page).getByRole('button', {name: 'No'}).click(),
    ]);
    expect(new URL(index.url()).searchParams.get('body')).toContain(
      'Page: https://docs.stacklok.com/toolhive\n',
    );
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`the question passes axe in ${mode} mode, before and after an answer`, async ({page}) => {
      await page.emulateMedia({colorScheme: mode});
      await page.goto('/toolhive/faq');
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      const axe = () => axeViolations(page, {include: '.page-feedback'});
      expect(await axe()).toEqual([]);
      await feedback(page).getByRole('button', {name: 'Yes'}).click();
      await expect(feedback(page).getByRole('status')).not.toHaveText('');
      expect(await axe()).toEqual([]);
    });
  }
});

type JsonLd = Record<string, unknown> & {'@type': string};

/** The JSON-LD objects in the page's head, as a search engine reads them. */
async function jsonLd(page: Page): Promise<JsonLd[]> {
  const texts = await page
    .locator('head script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ''));
  return texts.map((text) => JSON.parse(text) as JsonLd);
}

test('structured data describes the page the reader is on, after client-side navigation too', async ({
  page,
}) => {
  await page.goto('/toolhive/guides-cli/install');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  let [article, breadcrumbs] = await jsonLd(page);
  expect(article).toMatchObject({
    '@type': 'TechArticle',
    headline: await page.getByRole('heading', {level: 1}).textContent(),
    url: 'https://docs.stacklok.com/toolhive/guides-cli/install',
    publisher: {name: 'Stacklok'},
  });
  expect(breadcrumbs!['@type']).toBe('BreadcrumbList');

  await page.getByRole('link', {name: 'Edit this page'}).scrollIntoViewIfNeeded();
  await page.locator('.pagination-nav__link--next').click();
  await expect(page).not.toHaveURL(/\/install$/);
  const heading = await page.getByRole('heading', {level: 1}).textContent();
  await expect.poll(async () => (await jsonLd(page))[0]?.headline).toBe(heading);
  [article, breadcrumbs] = await jsonLd(page);
  expect((await jsonLd(page)).map((block) => block['@type'])).toEqual([
    'TechArticle',
    'BreadcrumbList',
  ]);
  const steps = breadcrumbs!.itemListElement as {item: string}[];
  expect(steps.at(-1)!.item).toBe(article!.url);
  expect(article!.url).toBe(`https://docs.stacklok.com${new URL(page.url()).pathname}`);
});
