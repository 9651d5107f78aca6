import {expect, test, type Page} from '@playwright/test';
import {axeViolations} from '../support/axe';

const PATH = '/toolhive/reference/registry';
/** The code block under an entry's "Run it" label. */
const RUN_IT = 'dt:text-is("Run it") + dd pre';

/** The catalogue's live count (the page has other live regions, such as the feedback block's). */
const count = (page: Page) => page.getByRole('status').filter({hasText: /of \d+ servers?$/});

/** Ids of the server headings a reader can see, in page order. */
async function shownServers(page: Page): Promise<string[]> {
  return page
    .locator('article section')
    .filter({visible: true})
    .locator('h2')
    .evaluateAll((headings) => headings.map((heading) => heading.id));
}

/** WCAG 2.0 to 2.2 A and AA problems on the page, as in tests/e2e/quality.spec.ts. */
const violations = (page: Page) => axeViolations(page);

async function open(page: Page, hash = ''): Promise<void> {
  await page.goto(`${PATH}${hash}`);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect(page.getByLabel('Name, tool or keyword')).toBeEnabled();
}

test.describe('the registry catalogue', () => {
  test('lists all 32 servers and says so', async ({page}) => {
    await open(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Registry catalogue');
    const servers = await shownServers(page);
    expect(servers).toHaveLength(32);
    expect(servers).toContain('fetch');
    expect(servers).toContain('github');
    await expect(count(page)).toHaveText('32 of 32 servers');
  });

  test('filters by text, tag, transport and tier, counts what it shows, and clears', async ({
    page,
  }) => {
    await open(page);
    const status = count(page);
    const query = page.getByLabel('Name, tool or keyword');

    await query.fill('github');
    await expect(status).toHaveText('1 of 32 servers');
    expect(await shownServers(page)).toEqual(['github']);

    await query.fill('');
    await page.getByLabel('Transport').selectOption({label: 'Streamable HTTP'});
    await expect(status).toHaveText('2 of 32 servers');
    expect(await shownServers(page)).toEqual(['elasticsearch', 'fetch']);

    await page.getByLabel('Transport').selectOption({label: 'Any transport'});
    await page.getByLabel('Tag').selectOption('kubernetes');
    await expect(status).toHaveText('2 of 32 servers');
    expect(await shownServers(page)).toEqual(['k8s', 'kyverno']);

    await page.getByLabel('Tier').selectOption('Community');
    await expect(status).toHaveText('1 of 32 servers');
    expect(await shownServers(page)).toEqual(['k8s']);

    await query.fill('aws');
    await expect(status).toHaveText('0 of 32 servers');
    await expect(page.getByText('No server matches this filter.')).toBeVisible();

    await page.getByRole('button', {name: 'Clear filters'}).click();
    await expect(status).toHaveText('32 of 32 servers');
    expect(await shownServers(page)).toHaveLength(32);
    await expect(query).toHaveValue('');
    await expect(page.getByLabel('Tag')).toHaveValue('');
    await expect(query).toBeFocused();
  });

  test('reached by a link from a guide, without a page load, it lists and filters the same', async ({
    page,
  }) => {
    await page.goto('/toolhive/guides-cli/registry');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    // A mark on the window survives only a client-side navigation.
    await page.evaluate(() => ((window as unknown as {mark?: string}).mark = 'guide'));
    await page.locator('article').getByRole('link', {name: 'Registry catalogue'}).first().click();
    await expect(page).toHaveURL(/\/toolhive\/reference\/registry$/);
    expect(await page.evaluate(() => (window as unknown as {mark?: string}).mark)).toBe('guide');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Registry catalogue');
    expect(await shownServers(page)).toHaveLength(32);
    await expect(page.locator(`article section ${RUN_IT}`).first()).toHaveText('thv run atlassian');
    await page.getByLabel('Name, tool or keyword').fill('github');
    await expect(count(page)).toHaveText('1 of 32 servers');
    expect(await shownServers(page)).toEqual(['github']);
  });

  test('a link to #fetch shows the fetch server and the command that runs it', async ({page}) => {
    await open(page, '#fetch');
    const heading = page.locator('h2#fetch');
    await expect(heading).toBeInViewport();
    const entry = page.locator('article section').filter({has: heading});
    await expect(entry.getByText('ghcr.io/stackloklabs/gofetch/server:latest')).toBeVisible();
    await expect(entry.getByText('streamable-http', {exact: true})).toBeVisible();
    await expect(entry.locator(RUN_IT)).toHaveText('thv run fetch');
  });

  test('the github entry runs the server with its secret', async ({page}) => {
    await open(page, '#github');
    const entry = page.locator('article section').filter({has: page.locator('h2#github')});
    await expect(entry.locator(RUN_IT)).toHaveText(
      'thv secret set github-personal-access-token' +
        'thv run --secret github-personal-access-token,target=GITHUB_PERSONAL_ACCESS_TOKEN github',
    );
  });

  test('works with the keyboard alone, without trapping focus', async ({page}) => {
    // About 30 key presses, each re-rendering the list on a filter change:
    // past 30 s on a loaded 2-core CI machine.
    test.setTimeout(60_000);
    await open(page);
    const query = page.getByLabel('Name, tool or keyword');
    // As a keyboard reader does: the skip link first, then Tab through the
    // page's content to the filter.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', {name: 'Skip to main content'})).toBeFocused();
    await page.keyboard.press('Enter');
    for (let i = 0; i < 60 && !(await query.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(query).toBeFocused();
    await page.keyboard.type('aws');
    const status = count(page);
    await expect(status).toHaveText('5 of 32 servers');

    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Tag')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Transport')).toBeFocused();
    await page.keyboard.press('Tab');
    const tier = page.getByLabel('Tier');
    await expect(tier).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(tier).toHaveValue('Official');
    await expect(status).toHaveText('5 of 32 servers');
    await page.keyboard.press('ArrowDown');
    await expect(tier).toHaveValue('Community');
    await expect(status).toHaveText('0 of 32 servers');

    await page.keyboard.press('Tab');
    const clear = page.getByRole('button', {name: 'Clear filters'});
    await expect(clear).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(status).toHaveText('32 of 32 servers');
    await expect(query).toBeFocused();

    // Focus leaves the filter: back past it with Shift+Tab, on past it with Tab.
    await page.keyboard.press('Shift+Tab');
    await expect(query).not.toBeFocused();
    await clear.focus();
    await page.keyboard.press('Tab');
    const inFilter = await page.evaluate(
      () => document.activeElement?.closest('form[role="search"]') !== null,
    );
    expect(inFilter).toBe(false);
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`passes axe while filtered and with nothing matching, in ${mode} mode`, async ({page}) => {
      // Two axe passes over a long page; on a busy 2-core machine one took 20 s.
      test.setTimeout(120_000);
      await page.emulateMedia({colorScheme: mode});
      await open(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      await page.getByLabel('Tier').selectOption('Official');
      await expect(count(page)).toHaveText('18 of 32 servers');
      expect(await violations(page)).toEqual([]);
      await page.getByLabel('Name, tool or keyword').fill('no such server');
      await expect(page.getByText('No server matches this filter.')).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  }
});
