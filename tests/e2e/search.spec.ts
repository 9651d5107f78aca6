import {expect, test, type Page} from '@playwright/test';

const RECENT = '__DOCSEARCH_RECENT_SEARCHES__toolhive-docs';
const FAVOURITE = '__DOCSEARCH_FAVORITE_SEARCHES__toolhive-docs';

async function ready(page: Page, path = '/toolhive') {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

const modal = (page: Page) => page.locator('.DocSearch-Modal');
const input = (page: Page) => page.locator('.DocSearch-Input');

async function openAndType(page: Page, query: string) {
  await page.getByRole('button', {name: /^Search/}).click();
  await expect(input(page)).toBeFocused();
  await input(page).fill(query);
}

/** Searches and waits until the first hit is shown and active. */
async function searchFor(page: Page, query: string) {
  await openAndType(page, query);
  // The start screen lists recent searches; wait for the results of the query.
  await expect(page.locator('.DocSearch-Hit-source').first()).not.toHaveText(/^(Recent|Favorite)$/);
  await expect(page.locator('.DocSearch-Hit').first()).toHaveAttribute('aria-selected', 'true');
}

/** A stored DocSearch hit as the modal keeps it in local storage. */
function storedHit(n: number) {
  return {
    objectID: `stored-${n}`,
    url: `https://docs.stacklok.com/toolhive/faq#stored-${n}`,
    type: 'lvl2',
    hierarchy: {
      lvl0: 'ToolHive',
      lvl1: 'FAQ',
      lvl2: `Stored question ${n}`,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    },
    content: null,
    _highlightResult: {hierarchy: {lvl1: {value: 'FAQ'}, lvl2: {value: `Stored question ${n}`}}},
    _snippetResult: {hierarchy: {lvl2: {value: `Stored question ${n}`}}},
    __docsearch_parent: null,
  };
}

test.describe('search modal', () => {
  test('a button labelled Search opens it', async ({page}) => {
    await ready(page);
    const button = page.getByRole('button', {name: /^Search/});
    await expect(button).toContainText('Search');
    await button.click();
    await expect(modal(page)).toBeVisible();
    await expect(input(page)).toHaveAttribute('maxlength', '64');
  });

  for (const [name, press] of [
    ['Ctrl+K', 'Control+k'],
    ['Cmd+K', 'Meta+k'],
    ['/', '/'],
  ] as const) {
    test(`${name} opens it and Escape closes it`, async ({page}) => {
      await ready(page);
      await page.keyboard.press(press);
      await expect(modal(page)).toBeVisible();
      await expect(input(page)).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(modal(page)).toBeHidden();
    });
  }

  test('the button names its shortcut and shows its key caps', async ({page}) => {
    await ready(page);
    // Chromium on Linux is not an Apple platform, so the shortcut is Ctrl+K.
    const button = page.getByRole('button', {name: 'Search (Ctrl+K)'});
    await expect(button).toBeVisible();
    await expect(button.locator('kbd')).toHaveCount(2);
    await expect(button.locator('kbd').last()).toHaveText('K');
    // Holding Ctrl shows its key cap pressed.
    const ctrl = button.locator('kbd').first();
    await page.keyboard.down('Control');
    await expect(ctrl).toHaveClass(/DocSearch-Button-Key--pressed/);
    await page.keyboard.up('Control');
    await expect(ctrl).not.toHaveClass(/DocSearch-Button-Key--pressed/);
  });

  test('a letter typed on the focused button opens it with that letter', async ({page}) => {
    await ready(page);
    await page.getByRole('button', {name: /^Search/}).focus();
    await page.keyboard.press('r');
    await expect(modal(page)).toBeVisible();
    await expect(input(page)).toHaveValue('r');
    await page.keyboard.type('egistry');
    await expect(input(page)).toHaveValue('registry');
  });

  test('Ctrl+K closes an open search again', async ({page}) => {
    await ready(page);
    await page.keyboard.press('Control+k');
    await expect(modal(page)).toBeVisible();
    await page.keyboard.press('Control+k');
    await expect(modal(page)).toBeHidden();
  });

  test('/ typed in a text field does not open it', async ({page}) => {
    await ready(page, '/search');
    const field = page.locator('input[name="q"]');
    await field.click();
    await page.keyboard.type('a/b');
    await expect(field).toHaveValue('a/b');
    await expect(modal(page)).toBeHidden();
  });

  test('input is limited to 64 characters', async ({page}) => {
    await ready(page);
    await page.keyboard.press('Control+k');
    await page.keyboard.type('x'.repeat(80));
    await expect(input(page)).toHaveValue('x'.repeat(64));
  });

  test('hits are grouped by top-level section, 5 per group at most', async ({page}) => {
    await ready(page);
    await openAndType(page, 'secret');
    const groups = page.locator('.DocSearch-Hits');
    await expect(groups.first()).toBeVisible();
    const titles = await page.locator('.DocSearch-Hit-source').allInnerTexts();
    expect(titles.length).toBeGreaterThan(1);
    expect(new Set(titles).size).toBe(titles.length);
    expect(titles).toContain('Guides: ToolHive CLI');
    for (const group of await groups.all()) {
      expect(await group.locator('.DocSearch-Hit').count()).toBeLessThanOrEqual(5);
    }
  });

  test('arrow keys move the active hit and Enter opens it', async ({page}) => {
    await ready(page);
    await searchFor(page, 'client configuration');
    const hits = page.locator('.DocSearch-Hit');
    await expect(hits.first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(hits.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(hits.first()).toHaveAttribute('aria-selected', 'false');
    await page.keyboard.press('ArrowUp');
    await expect(hits.first()).toHaveAttribute('aria-selected', 'true');
    const href = await hits.first().locator('a').getAttribute('href');
    await page.keyboard.press('Enter');
    await expect(modal(page)).toBeHidden();
    await expect(page).toHaveURL((url) => href!.startsWith(url.pathname));
    await expect(page.locator('h1').first()).toBeVisible();
  });

  test('an empty history says so', async ({page}) => {
    await ready(page);
    await page.keyboard.press('Control+k');
    await expect(page.getByText('No recent searches')).toBeVisible();
  });

  test('an opened hit becomes a recent search and can be saved as a favourite', async ({page}) => {
    await ready(page);
    await searchFor(page, 'shell completion');
    await page.keyboard.press('Enter');
    await expect(modal(page)).toBeHidden();
    await page.keyboard.press('Control+k');
    await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText('Recent');
    const recent = JSON.parse((await page.evaluate((k) => localStorage.getItem(k), RECENT))!);
    expect(recent).toHaveLength(1);
    await page.getByTitle('Save this search').first().click();
    await expect(page.locator('.DocSearch-Hit-source')).toContainText(['Favorite']);
    const favourites = JSON.parse(
      (await page.evaluate((k) => localStorage.getItem(k), FAVOURITE))!,
    );
    expect(favourites).toHaveLength(1);
    expect(await page.evaluate((k) => localStorage.getItem(k), RECENT)).toBe('[]');
  });

  test('keeps 7 recent searches, or 4 when favourites exist', async ({page}) => {
    await page.addInitScript(
      ([key, hits]) => {
        if (!sessionStorage.getItem('seeded')) {
          localStorage.setItem(key, JSON.stringify(hits));
          sessionStorage.setItem('seeded', 'yes');
        }
      },
      [RECENT, Array.from({length: 7}, (_, i) => storedHit(i))] as const,
    );
    await ready(page);
    await searchFor(page, 'Explore the registry');
    await page.keyboard.press('Enter');
    const recent = async () =>
      JSON.parse((await page.evaluate((k) => localStorage.getItem(k), RECENT))!) as {
        objectID: string;
      }[];
    await expect.poll(async () => (await recent())[0]!.objectID).not.toMatch(/^stored-/);
    expect(await recent()).toHaveLength(7);

    await page.evaluate(([key, hit]) => localStorage.setItem(key, JSON.stringify([hit])), [
      FAVOURITE,
      storedHit(99),
    ] as const);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await searchFor(page, 'Install ToolHive');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await recent()).length).toBe(4);
  });

  test('no results shows the query and suggestions', async ({page}) => {
    await ready(page);
    await openAndType(page, 'secret');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await input(page).fill('zzqxwv');
    await expect(page.getByText('No results for "zzqxwv"')).toBeVisible();
    await expect(page.getByText('Try searching for')).toBeVisible();
    const suggestions = page.locator('.DocSearch-NoResults-Prefill-List button');
    expect(await suggestions.count()).toBeGreaterThan(0);
    expect(await suggestions.count()).toBeLessThanOrEqual(3);
  });

  test('a failed index download shows the error screen', async ({page}) => {
    await page.route('**/search-records.json', (route) => route.abort('internetdisconnected'));
    await ready(page);
    await openAndType(page, 'secrets');
    await expect(page.getByText('Unable to fetch results')).toBeVisible();
    await expect(page.getByText('You might want to check your network connection.')).toBeVisible();
  });

  test('a slow index download shows the stalled state after 300 ms', async ({page}) => {
    // Hold the index until the query is typed and the stalled state seen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/search-records.json', async (route) => {
      await held;
      await route.continue();
    });
    await ready(page);
    await openAndType(page, 'secrets');
    await expect(page.locator('.DocSearch-Container--Stalled')).toBeVisible();
    release();
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible({timeout: 10_000});
    await expect(page.locator('.DocSearch-Container--Stalled')).toHaveCount(0);
  });

  test('"See all results" leads to the search page', async ({page}) => {
    await ready(page);
    await openAndType(page, 'permission profile');
    const seeAll = page.getByRole('link', {name: /See all \d+ results/});
    await expect(seeAll).toBeVisible();
    await seeAll.click();
    await expect(page).toHaveURL(/\/search\?q=permission(%20|\+)profile$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(
      'Search results for "permission profile"',
    );
  });
});

test.describe('search page', () => {
  test('shows paginated results and keeps the query in the URL', async ({page}) => {
    await page.goto('/search?q=thv');
    const field = page.locator('input[name="q"]');
    await expect(field).toHaveValue('thv');
    const results = page.locator('article');
    await expect(results.first()).toBeVisible();
    await expect(page.getByText(/^\d+ documents? found/)).toBeVisible();
    // The embedded index answers, so the page credits no hosted service.
    await expect(page.getByRole('link', {name: 'Search by Algolia'})).toHaveCount(0);
    const firstPage = await results.count();
    expect(firstPage).toBe(15);
    await results.last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 4000);
    await expect.poll(() => results.count()).toBeGreaterThan(firstPage);

    await field.fill('network isolation');
    await expect(page).toHaveURL(/\?q=network(%20|\+)isolation$/);
    await expect(results.first()).toContainText(/network isolation/i);
    await results.first().getByRole('link').first().click();
    await expect(page.locator('h1').first()).toBeVisible();
  });
});

test.describe('search is safe with markup', () => {
  const XSS = '<img src=x onerror=alert(1)>';

  test('a query with markup is shown as text and never runs', async ({page}) => {
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      return dialog.dismiss();
    });
    await ready(page);
    await openAndType(page, XSS);
    await expect(page.getByText(`No results for "${XSS}"`)).toBeVisible();
    await expect(page.locator('.DocSearch-Modal img[src="x"]')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.goto(`/search?q=${encodeURIComponent(XSS)}`);
    await expect(page.locator('input[name="q"]')).toHaveValue(XSS);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(`Search results for "${XSS}"`);
    await expect(page.locator('main img[src="x"]')).toHaveCount(0);
    expect(dialogs).toBe(0);
  });

  test('page text with < and & is highlighted without breaking', async ({page}) => {
    await ready(page);
    await openAndType(page, 'headless service');
    const hit = page.locator('.DocSearch-Hit', {hasText: 'mcp-<name>-headless'}).first();
    await expect(hit).toBeVisible();
    await expect(hit.locator('mark').first()).toBeVisible();
  });
});
