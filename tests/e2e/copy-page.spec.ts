import {readFileSync} from 'node:fs';
import {expect, test, type Page} from '@playwright/test';
import {axeViolations} from '../support/axe';

/** The Copy page menu (plugins/llms/theme/CopyPageMenu) as a reader uses it. */

const PAGE = '/toolhive/guides-cli/secrets-management';
const TWIN = `${PAGE}.md`;
/** The site URL of the build, as its sitemap gives it. */
const SITE_URL = new URL(/<loc>([^<]+)<\/loc>/.exec(readFileSync('build/sitemap.xml', 'utf8'))![1]!)
  .origin;

async function open(page: Page, path = PAGE) {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  return page.getByRole('button', {name: 'Copy page'});
}

const menu = (page: Page) => page.getByRole('menu', {name: 'Copy page'});
const items = (page: Page) => menu(page).getByRole('menuitem');

test('the menu opens from the keyboard and moves, closes and returns focus as a menu button does', async ({
  page,
}) => {
  const button = await open(page);
  await expect(button).toHaveAttribute('aria-haspopup', 'menu');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(menu(page)).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(items(page)).toHaveText([
    'Copy page as Markdown',
    'View as Markdown',
    'Open in ChatGPT',
    'Open in Claude',
  ]);
  await expect(items(page).nth(0)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(items(page).nth(1)).toBeFocused();
  await page.keyboard.press('End');
  await expect(items(page).nth(3)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(items(page).nth(0)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(items(page).nth(3)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu(page)).toBeHidden();
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');

  await page.keyboard.press('ArrowUp');
  await expect(items(page).nth(3)).toBeFocused();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Space');
  await expect(items(page).nth(0)).toBeFocused();
  await page.keyboard.press('Escape');
  await page.keyboard.press('ArrowDown');
  await expect(items(page).nth(0)).toBeFocused();
  // Clicking elsewhere closes it.
  await page.locator('article h1').click();
  await expect(menu(page)).toBeHidden();
});

test('Copy page as Markdown puts the page’s Markdown twin on the clipboard and says so', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL!});
  const button = await open(page);
  await button.click();
  await items(page).filter({hasText: 'Copy page as Markdown'}).click();
  await expect(page.getByRole('status').filter({hasText: 'Copied'})).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(readFileSync(`build${TWIN}`, 'utf8'));
  expect(copied.split('\n')[0]).toBe(`# ${await page.locator('article h1').textContent()}`);
});

test('View as Markdown links to the twin; the assistants get a prompt naming it, in a new tab', async ({
  page,
}) => {
  const offSite: string[] = [];
  page.on('request', (request) => {
    if (!new URL(request.url()).hostname.match(/^(127\.0\.0\.1|localhost)$/)) {
      offSite.push(request.url());
    }
  });
  const button = await open(page);
  await button.click();
  const view = items(page).filter({hasText: 'View as Markdown'});
  await expect(view).toHaveAttribute('href', TWIN);
  const twinUrl = `${SITE_URL}${TWIN}`;
  for (const [name, prefix] of [
    ['Open in ChatGPT', 'https://chatgpt.com/?q='],
    ['Open in Claude', 'https://claude.ai/new?q='],
  ] as const) {
    const link = items(page).filter({hasText: name});
    const href = (await link.getAttribute('href'))!;
    expect(href.startsWith(prefix), href).toBe(true);
    expect(new URL(href).searchParams.get('q'), name).toContain(twinUrl);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  // The twin that View as Markdown opens is served, and is this page.
  const response = await page.request.get(TWIN);
  expect(response.status()).toBe(200);
  expect((await response.text()).split('\n')[2]).toBe(`URL: ${SITE_URL}${PAGE}`);
  expect(offSite).toEqual([]);
});

test('the button is on docs pages, generated indexes and the API page, not on the home page', async ({
  page,
}) => {
  for (const path of ['/toolhive', '/toolhive/tutorials', '/toolhive/reference/api']) {
    await expect(await open(page, path), path).toBeVisible();
  }
  await page.goto('/');
  await expect(page.getByRole('button', {name: 'Copy page'})).toHaveCount(0);
});

test('the open menu passes axe in both colour modes', async ({page}) => {
  const button = await open(page);
  await button.click();
  await expect(menu(page)).toBeVisible();
  // The rest of the page is checked by quality.spec.ts.
  for (const mode of ['light', 'dark'] as const) {
    await page.emulateMedia({colorScheme: mode});
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    // The theme's colour transitions end before axe reads the colours.
    await page.waitForFunction(() => document.getAnimations().length === 0);
    const found = await axeViolations(page, {include: '[role="menu"], #copy-page-button'});
    expect(found, `${mode} mode`).toEqual([]);
  }
  await expect(menu(page)).toBeVisible();
});

test('the button is in the server-rendered page, so nothing moves when it hydrates', async ({
  browser,
  baseURL,
}) => {
  const boxes = [];
  for (const javaScriptEnabled of [false, true]) {
    const context = await browser.newContext({javaScriptEnabled, baseURL});
    const page = await context.newPage();
    await page.goto(PAGE);
    if (javaScriptEnabled) {
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    }
    boxes.push({
      button: await page.getByRole('button', {name: 'Copy page'}).boundingBox(),
      title: await page.locator('article h1').boundingBox(),
    });
    await context.close();
  }
  expect(boxes[0]!.button).not.toBeNull();
  expect(boxes[1]).toEqual(boxes[0]);
});
