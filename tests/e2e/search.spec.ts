import {expect, test, type Page} from '@playwright/test';
import {axeViolations} from '../support/axe';

/**
 * How long a first answer may take: the browser fetches the index and loads
 * it before the first query. On a 2-core CI machine running two browsers
 * side by side that took over 7 s (Playwright's default here); how fast it
 * is for a reader is measured by `npm run bench -- search`, not here.
 */
const FIRST_ANSWER = {timeout: 20_000};
// A test may wait for a first answer more than once (a reload loads the index again).
test.describe.configure({timeout: 60_000});

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
  await expect(page.locator('.DocSearch-Hit-source').first()).not.toHaveText(
    /^(Recent|Favorite)$/,
    FIRST_ANSWER,
  );
  await expect(page.locator('.DocSearch-Hit').first()).toHaveAttribute(
    'aria-selected',
    'true',
    FIRST_ANSWER,
  );
}

/** A stored DocSearch hit as the modal keeps it in local storage. */
function storedHit(n: number) {
  return {
    objectID: `stored-${n}`,
    url: `https://docs.stacklok.com/toolhive/faq#stored-${n}`,
    type: 'lvl2',
    hierarchy: {
      lvl0: 'Overview',
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

  test('on an Apple device the button names Command+K and shows the ⌘ key cap', async ({page}) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'platform', {get: () => 'MacIntel'});
    });
    await ready(page);
    const button = page.getByRole('button', {name: 'Search (Command+K)'});
    await expect(button).toBeVisible();
    await expect(button.locator('kbd').first()).toHaveText('⌘');
    await page.keyboard.press('Meta+k');
    await expect(modal(page)).toBeVisible();
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

  test('what is typed right after Ctrl+K, while the modal still loads, is kept', async ({page}) => {
    await ready(page);
    // Search's code has not been fetched yet; it now takes a second to arrive.
    await page.route('**/assets/js/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.keyboard.press('Control+k');
    await page.keyboard.type('registry');
    // DocSearch's own input (the stand-in's is th-search-shell-input).
    await expect(page.locator('#docsearch-input')).toHaveValue('registry');
    await expect(page.locator('#docsearch-input')).toBeFocused();
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(1);
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
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible(FIRST_ANSWER);
    await input(page).fill('zzqxwv');
    await expect(page.getByText('No results for "zzqxwv"')).toBeVisible(FIRST_ANSWER);
    await expect(page.getByText('Try searching for')).toBeVisible();
    const suggestions = page.locator('.DocSearch-NoResults-Prefill-List button');
    expect(await suggestions.count()).toBeGreaterThan(0);
    expect(await suggestions.count()).toBeLessThanOrEqual(3);
  });

  test('a failed index download shows the error screen', async ({page}) => {
    await page.route('**/search-index-0.json', (route) => route.abort('internetdisconnected'));
    await ready(page);
    await openAndType(page, 'secrets');
    await expect(page.getByText('Unable to fetch results')).toBeVisible();
    await expect(page.getByText('You might want to check your network connection.')).toBeVisible();
  });

  test('a slow index download shows the stalled state after 300 ms', async ({page}) => {
    // Hold the index until the query is typed and the stalled state seen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/search-index-0.json', async (route) => {
      await held;
      await route.continue();
    });
    await ready(page);
    await openAndType(page, 'secrets');
    await expect(page.locator('.DocSearch-Container--Stalled')).toBeVisible();
    release();
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible(FIRST_ANSWER);
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
    await expect(results.first()).toBeVisible(FIRST_ANSWER);
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

test.describe('search before the page is interactive', () => {
  /** Holds the page's scripts until `release` is called: the page paints, nothing hydrates. */
  async function holdScripts(page: Page) {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/js/**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/toolhive', {waitUntil: 'commit'});
    await expect(page.locator('.DocSearch-Button')).toBeVisible();
    return () => release();
  }

  const notHydrated = (page: Page) =>
    expect(page.locator('html')).not.toHaveAttribute('data-has-hydrated', 'true');
  const hydrated = (page: Page) =>
    expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  /** The search dialog, the early one before hydration and DocSearch's after. */
  const dialog = (page: Page) => page.getByRole('dialog', {name: 'Search'});
  const searchbox = (page: Page) => dialog(page).getByRole('searchbox', {name: 'Search'});

  for (const [name, act] of [
    ['Ctrl+K', (page: Page) => page.keyboard.press('Control+k')],
    ['/', (page: Page) => page.keyboard.press('/')],
    ['a tap on the button', (page: Page) => page.locator('.DocSearch-Button').click()],
  ] as const) {
    test(`${name} shows the search dialog at once, and the modal takes over once the page is ready`, async ({
      page,
    }) => {
      const release = await holdScripts(page);
      await act(page);
      await expect(dialog(page)).toBeVisible();
      await expect(searchbox(page)).toBeFocused();
      await expect(searchbox(page)).toHaveAttribute('placeholder', 'Search docs');
      await expect(page.locator('body')).toHaveClass(/DocSearch--active/);
      await notHydrated(page);
      release();
      await hydrated(page);
      await expect(page.locator('.DocSearch-Modal .DocSearch-StartScreen')).toBeVisible();
      await expect(modal(page)).toHaveCount(1);
      await expect(searchbox(page)).toBeFocused();
    });
  }

  test('what is typed before the page is ready is searched in the modal, with the caret at its end', async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.keyboard.press('Control+k');
    await expect(searchbox(page)).toBeFocused();
    await page.keyboard.type('secrets');
    await expect(searchbox(page)).toHaveValue('secrets');
    await notHydrated(page);
    release();
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible(FIRST_ANSWER);
    await expect(modal(page)).toHaveCount(1);
    await expect(page.locator('#th-search-shell-input')).toHaveCount(0);
    await expect(input(page)).toHaveValue('secrets');
    await expect(input(page)).toBeFocused();
    expect(await input(page).evaluate((node: HTMLInputElement) => node.selectionStart)).toBe(7);
    // The reader keeps typing where they were.
    await page.keyboard.type(' vault');
    await expect(input(page)).toHaveValue('secrets vault');
    await page.keyboard.press('Escape');
    await expect(modal(page)).toHaveCount(0);
  });

  test('the early dialog looks like the modal before any script runs', async ({page}) => {
    const release = await holdScripts(page);
    await page.keyboard.press('Control+k');
    await expect(dialog(page)).toBeVisible();
    const box = (await modal(page).boundingBox())!;
    expect(box.width).toBe(560); // --docsearch-modal-width, @docsearch/css 3.9.0
    expect(box.y).toBe(60);
    await expect(page.locator('.DocSearch-Container')).toHaveCSS('position', 'fixed');
    await expect(page.locator('.DocSearch-Footer')).toBeVisible();
    await expect(page.locator('.DocSearch-Cancel')).toHaveText('Cancel');
    release();
    await hydrated(page);
    await expect(page.locator('.DocSearch-Modal .DocSearch-StartScreen')).toBeVisible();
    const after = (await modal(page).boundingBox())!;
    expect([after.x, after.y, after.width]).toEqual([box.x, box.y, box.width]);
  });

  for (const [name, close] of [
    ['Escape', (page: Page) => page.keyboard.press('Escape')],
    ['Ctrl+K again', (page: Page) => page.keyboard.press('Control+k')],
    [
      'Cancel (shown on narrow screens)',
      async (page: Page) => {
        await page.setViewportSize({width: 400, height: 800});
        await page.getByRole('button', {name: 'Cancel'}).click();
      },
    ],
    ['a click on the backdrop', (page: Page) => page.mouse.click(10, 400)],
  ] as const) {
    test(`${name} closes the early dialog, and nothing opens once the page is ready`, async ({
      page,
    }) => {
      const release = await holdScripts(page);
      await page.keyboard.press('Control+k');
      await page.keyboard.type('secrets');
      await close(page);
      await expect(dialog(page)).toHaveCount(0);
      // The click landed on the backdrop, not on the page behind it.
      await expect(page).toHaveURL(/\/toolhive$/);
      await expect(page.locator('body')).not.toHaveClass(/DocSearch--active/);
      await notHydrated(page);
      release();
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      await expect(modal(page)).toHaveCount(0);
      // Search still opens as usual afterwards.
      await page.keyboard.press('Control+k');
      await expect(input(page)).toBeFocused();
      await expect(input(page)).toHaveValue('');
    });
  }

  test('the early dialog has no accessibility violations', async ({page}) => {
    const release = await holdScripts(page);
    await page.keyboard.press('Control+k');
    await expect(searchbox(page)).toBeFocused();
    expect(await axeViolations(page, {include: '.DocSearch-Container'})).toEqual([]);
    release();
  });

  test('without a request, search stays closed after hydration', async ({page}) => {
    await ready(page);
    await expect(modal(page)).toHaveCount(0);
  });
});

test.describe('search answers what readers ask', () => {
  test('a question in plain words finds the page that answers it', async ({page}) => {
    await ready(page);
    await searchFor(page, 'how do i use toolhive with vscode');
    await expect(page.locator('.DocSearch-Hit').first()).toContainText(/VS Code/i);
  });

  test('a pasted identifier and a command from a code block are found', async ({page}) => {
    await ready(page);
    await searchFor(page, 'OP_SERVICE_ACCOUNT_TOKEN');
    await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute('href', /secrets/);
    await input(page).fill('thv run --isolate-network');
    await expect(
      page.locator('.DocSearch-Hit mark', {hasText: '--isolate-network'}).first(),
    ).toBeVisible();
  });

  test('a troubleshooting answer opens at its collapsible section', async ({page}) => {
    await ready(page);
    await searchFor(page, 'shell says command not found for thv');
    const hit = page.locator('.DocSearch-Hit a[href$="#command-not-found-for-thv"]').first();
    await expect(hit).toBeVisible();
    await hit.click();
    await expect(page).toHaveURL(/install#command-not-found-for-thv$/);
    await expect(page.locator('details#command-not-found-for-thv')).toHaveAttribute('open', '');
  });

  test('synonyms: k8s finds Kubernetes and delete finds remove', async ({page}) => {
    await ready(page);
    await searchFor(page, 'k8s');
    await expect(
      page.locator('.DocSearch-Hit mark', {hasText: /kubernetes/i}).first(),
    ).toBeVisible();
    await input(page).fill('delete old logs');
    const first = page.locator('.DocSearch-Hit').first();
    await expect(first).toContainText(/old log/i);
    await expect(first.locator('a')).toHaveAttribute('href', /manage-mcp-servers#/);
  });

  test('when no page matches every word, the modal says so and offers a report', async ({page}) => {
    await ready(page);
    await searchFor(page, 'secrets zzqxwv');
    await expect(
      page.getByText('No page matches every word of your search; these are the closest.'),
    ).toBeVisible();
    const report = page.getByRole('link', {name: 'Tell us what you were looking for'});
    await expect(report).toHaveAttribute(
      'href',
      /^https:\/\/github\.com\/stacklok\/docs-website\/issues\/new\?/,
    );
    const url = new URL((await report.getAttribute('href'))!);
    expect(url.searchParams.get('title')).toBe('Docs: couldn\'t find "secrets zzqxwv"');
    expect(url.searchParams.get('labels')).toBe('docs-search');
    await expect(report).toHaveAttribute('target', '_blank');
  });

  test('when nothing matches, the modal links to a pre-filled issue', async ({page}) => {
    await ready(page);
    await openAndType(page, 'zzqxwv');
    await expect(page.getByText('No results for "zzqxwv"')).toBeVisible(FIRST_ANSWER);
    await expect(page.getByText('Believe this query should return results?')).toBeVisible();
    const link = page.locator('.DocSearch-NoResults a').last();
    const url = new URL((await link.getAttribute('href'))!);
    expect(url.pathname).toBe('/stacklok/docs-website/issues/new');
    expect(url.searchParams.get('title')).toBe('Docs: couldn\'t find "zzqxwv"');
  });
});

test.describe('search page', () => {
  test('runs the query in the URL once the index is ready, closest pages when no page matches every word', async ({
    page,
  }) => {
    await page.goto('/search?q=secrets%20zzqxwv');
    await expect(page.getByText(/No page matches every word of "secrets zzqxwv"/)).toBeVisible(
      FIRST_ANSWER,
    );
    await expect(page.locator('article').first()).toContainText(/secret/i);
    await expect(
      page.getByRole('link', {name: 'Tell us what you were looking for'}),
    ).toHaveAttribute('href', /docs-website\/issues\/new\?title=Docs/);
  });

  test('says when nothing matches, with a link to report it', async ({page}) => {
    await page.goto('/search?q=zzqxwv');
    await expect(page.getByText('No results for "zzqxwv"')).toBeVisible(FIRST_ANSWER);
    await expect(page.getByRole('link', {name: 'Let us know'})).toHaveAttribute(
      'href',
      /issues\/new/,
    );
  });

  test('caps the query at 64 characters', async ({page}) => {
    const long = 'network '.repeat(12).trim();
    await page.goto(`/search?q=${encodeURIComponent(long)}`);
    const field = page.locator('input[name="q"]');
    await expect(field).toHaveAttribute('maxlength', '64');
    await expect(field).toHaveValue(long.slice(0, 64));
    // Typing past the cap adds nothing.
    await field.fill('x'.repeat(62));
    await field.press('End');
    await field.pressSequentially('xxxxx');
    await expect(field).toHaveValue('x'.repeat(64));
  });

  test('shows the error screen when the index cannot be fetched', async ({page}) => {
    await page.route('**/search-index-0.json', (route) => route.abort('internetdisconnected'));
    await page.goto('/search?q=secrets');
    await expect(page.getByRole('alert')).toContainText('Unable to fetch results');
    await expect(page.getByRole('alert')).toContainText(
      'You might want to check your network connection.',
    );
  });

  test('shows the error screen, not "No results", for an index of the wrong shape', async ({
    page,
  }) => {
    await page.route('**/search-index-0.json', (route) =>
      route.fulfill({contentType: 'application/json', body: '{"version":1,"records":[]}'}),
    );
    await page.goto('/search?q=secrets');
    await expect(page.getByRole('alert')).toContainText('Unable to fetch results');
    await expect(page.getByText(/No results/)).toHaveCount(0);
  });
});

test.describe('search is safe with markup', () => {
  const XSS = '<img src=x onerror=alert(1)>';
  const NO_MATCH = '<svg onload=zqxj()>';

  test('a query with markup is shown as text and never runs', async ({page}) => {
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      return dialog.dismiss();
    });
    await ready(page);
    await openAndType(page, XSS);
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible(FIRST_ANSWER);
    await expect(page.locator('.DocSearch-Modal img[src="x"]')).toHaveCount(0);
    await input(page).fill(NO_MATCH);
    await expect(page.getByText(`No results for "${NO_MATCH}"`)).toBeVisible(FIRST_ANSWER);
    await expect(page.locator('.DocSearch-Modal svg[onload]')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.goto(`/search?q=${encodeURIComponent(XSS)}`);
    await expect(page.locator('input[name="q"]')).toHaveValue(XSS);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(`Search results for "${XSS}"`);
    await expect(page.locator('article').first()).toBeVisible(FIRST_ANSWER);
    await expect(page.locator('main img[src="x"]')).toHaveCount(0);
    expect(dialogs).toBe(0);
  });

  test('page text with < and & is highlighted without breaking', async ({page}) => {
    await ready(page);
    await openAndType(page, 'headless service');
    const hit = page.locator('.DocSearch-Hit', {hasText: 'mcp-<name>-headless'}).first();
    await expect(hit).toBeVisible(FIRST_ANSWER);
    await expect(hit.locator('mark').first()).toBeVisible();
  });

  test('markup in the index is shown as text in the modal and on the page', async ({page}) => {
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      return dialog.dismiss();
    });
    const hostile = '<img src=x onerror=alert(2)> zeppelin';
    await page.route('**/search-index-0.json', async (route) => {
      const shard = await (await route.fetch()).json();
      shard.pages.push(['/toolhive/faq', 'ToolHive', hostile, 'en', ['default']]);
      shard.records.push([shard.pages.length - 1, null, 1, [], null, 0]);
      await route.fulfill({json: shard});
    });
    await ready(page);
    await searchFor(page, 'zeppelin');
    await expect(page.locator('.DocSearch-Hit').first()).toContainText(hostile);
    await expect(page.locator('.DocSearch-Modal img[src="x"]')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.goto('/search?q=zeppelin');
    await expect(page.locator('article').first()).toContainText(hostile, FIRST_ANSWER);
    await expect(page.locator('main img[src="x"]')).toHaveCount(0);
    expect(dialogs).toBe(0);
  });

  test('stored recent searches are shown as text, and links off the site are dropped', async ({
    page,
  }) => {
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      return dialog.dismiss();
    });
    await ready(page);
    const hostile = {
      ...storedHit(1),
      hierarchy: {...storedHit(1).hierarchy, lvl2: '<img src=x onerror=alert(3)>'},
    };
    delete (hostile as Record<string, unknown>)._snippetResult;
    delete (hostile as Record<string, unknown>)._highlightResult;
    const offSite = {...storedHit(2), url: 'javascript:alert(4)'};
    const protocolRelative = {...storedHit(3), url: '//evil.example/x'};
    await page.evaluate(([key, items]) => localStorage.setItem(key, JSON.stringify(items)), [
      RECENT,
      [hostile, offSite, protocolRelative],
    ] as const);
    await page.getByRole('button', {name: /^Search/}).click();
    const recent = page.locator('.DocSearch-Hit');
    await expect(recent).toHaveCount(1);
    await expect(recent.first()).toContainText('<img src=x onerror=alert(3)>');
    await expect(page.locator('.DocSearch-Modal img[src="x"]')).toHaveCount(0);
    expect(dialogs).toBe(0);
  });
});
