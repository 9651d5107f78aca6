import {expect, test, type BrowserContext, type Locator, type Page} from '@playwright/test';

/**
 * Parts of a page that keep their server HTML on the first load
 * (plugins/static-sections): the API reference's sections and the registry
 * catalogue's entries. A reader must find in them what the theme gives
 * every code block and link.
 */
const API = '/toolhive/reference/api';
const REGISTRY = '/toolhive/reference/registry';

/** Lets the page use the clipboard, as a reader's copy button does. */
async function allowClipboard(context: BrowserContext, baseURL: string | undefined): Promise<void> {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL!});
}

/**
 * Loads `path` and waits until the app has taken over the page: the API
 * reference, the longest page, took over 7 s to hydrate on a loaded 2-core
 * CI machine.
 */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {
    timeout: 20_000,
  });
}

/**
 * Clicks the copy button of a code block (shown on hover) and returns what it put on the
 * clipboard.
 * Also checks that the button tells the reader it copied: the theme shows "Copied" for about a
 * second, so a watcher set up before the click records it instead of a check after the fact,
 * which a loaded machine can reach too late.
 */
async function copy(page: Page, block: Locator): Promise<string> {
  await block.hover();
  const button = block.getByRole('button', {name: 'Copy code to clipboard'});
  // Wrapped in an object, so that the handle is returned before the label changes.
  const watcher = await button.evaluateHandle((el) => ({
    next: new Promise<string>((resolve) => {
      const observer = new MutationObserver(() => {
        observer.disconnect();
        resolve(el.getAttribute('aria-label') ?? '');
      });
      observer.observe(el, {attributes: true, attributeFilter: ['aria-label']});
    }),
  }));
  await button.click();
  expect(await watcher.evaluate((w) => w.next)).toBe('Copied');
  return page.evaluate(() => navigator.clipboard.readText());
}

/** The code block of an operation's example, by the operation's anchor and the block's title. */
function example(page: Page, operation: string, title: string) {
  return page
    .locator(`[id="${operation}"] ~ div.theme-code-block`)
    .filter({has: page.locator('div', {hasText: new RegExp(`^${title}$`)})})
    .first();
}

test.describe('static sections', () => {
  test('the API reference keeps its server HTML on a first load, with no React on its content', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await open(page, API);
    const sections = page.locator('[data-static-section]');
    expect(await sections.count()).toBeGreaterThanOrEqual(9);
    // What a reader sees: every operation's heading is there.
    await expect(page.getByRole('heading', {level: 3, name: /^Check server health/})).toBeVisible();
    const hydrated = await page
      .locator('[data-static-section] h3')
      .evaluateAll((headings) =>
        headings.filter((h) => Object.keys(h).some((key) => key.startsWith('__reactFiber'))),
      );
    expect(hydrated).toHaveLength(0);
    expect(errors).toEqual([]);
  });

  test('the API reference’s headings in a static section look like those outside one', async ({
    page,
  }) => {
    await open(page, API);
    const style = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((el) => {
          const css = getComputedStyle(el);
          return {size: css.fontSize, top: css.marginTop, bottom: css.marginBottom};
        });
    // "Start the server" is the article's own; "System" opens the first section.
    const outside = await style('article h2[id="start-the-server"]');
    expect(await style('[data-static-section] > h2[id="tag/system"]')).toEqual(outside);
    // The first section's heading is as far below the table before it as
    // if it were the article's own: the two margins collapse into the larger.
    const gap = await page.locator('[data-static-section] > h2[id="tag/system"]').evaluate((h2) => {
      const before = h2.parentElement!.previousElementSibling!;
      const margins = [getComputedStyle(before).marginBottom, getComputedStyle(h2).marginTop];
      return {
        gap: Math.round(h2.getBoundingClientRect().top - before.getBoundingClientRect().bottom),
        collapsed: Math.round(Math.max(...margins.map(parseFloat))),
      };
    });
    expect(gap.gap).toBe(gap.collapsed);
    expect(await style('[data-static-section] > p')).toMatchObject({
      bottom: await page
        .locator('article .markdown > p')
        .first()
        .evaluate((el) => getComputedStyle(el).marginBottom),
    });
  });

  test('every code block of the API reference has a copy button that copies its text', async ({
    page,
    context,
    baseURL,
  }) => {
    await allowClipboard(context, baseURL);
    await open(page, API);
    const blocks = page.locator('article div.theme-code-block');
    const count = await blocks.count();
    expect(count).toBeGreaterThan(40);
    await expect(
      page.locator('article').getByRole('button', {name: 'Copy code to clipboard'}),
    ).toHaveCount(count);

    const health = example(page, 'tag/system/operation/getHealth', 'Request');
    expect(await copy(page, health)).toBe('curl http://localhost:8080/health');

    // A block of several lines keeps its line breaks.
    const version = example(
      page,
      'tag/version/operation/getVersion',
      'Response 200 OK \\(application/json\\)',
    );
    expect(await copy(page, version)).toBe('{\n  "version": "v0.2.1"\n}');
  });

  test('on a phone, a wide code block offers word wrap, and wrapping it ends the sideways scroll', async ({
    page,
  }) => {
    await page.setViewportSize({width: 390, height: 844});
    await open(page, API);
    // A block far below the window is laid out, and measured, when the
    // reader scrolls to it (plugins/offscreen-content): scroll down block by
    // block, as a reader would, to the first one that offers word wrap.
    const blocks = page.locator('[data-static-section] div.theme-code-block');
    const count = await blocks.count();
    let index = 0;
    for (; index < count; index++) {
      await blocks.nth(index).scrollIntoViewIfNeeded();
      const offered = await blocks
        .nth(index)
        .getByRole('button', {name: 'Toggle word wrap'})
        .waitFor({state: 'attached', timeout: 1000})
        .then(
          () => true,
          () => false,
        );
      if (offered) break;
    }
    expect(index, 'a code block that offers word wrap').toBeLessThan(count);
    const block = blocks.nth(index);
    const wrap = block.getByRole('button', {name: 'Toggle word wrap'});
    const pre = block.locator('pre');
    expect(await pre.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await block.hover();
    await wrap.click();
    await expect(pre.locator('code')).toHaveCSS('white-space', 'pre-wrap');
    expect(await pre.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(false);
  });

  test('on a phone, every table of the API reference that scrolls sideways can take keyboard focus', async ({
    page,
  }) => {
    await page.setViewportSize({width: 390, height: 844});
    await open(page, API);
    const count = () =>
      page.locator('[data-static-section] table').evaluateAll((tables) => {
        const scrolling = tables.filter((t) => t.scrollWidth > t.clientWidth);
        return {
          wide: scrolling.length,
          focusable: scrolling.filter((t) => t.tabIndex === 0).length,
        };
      });
    // Each table is measured after its first layout.
    await expect
      .poll(async () => {
        const {wide, focusable} = await count();
        return wide - focusable;
      })
      .toBe(0);
    const {wide, focusable} = await count();
    expect(wide).toBeGreaterThan(10);
    expect(focusable).toBe(wide);
    // A table that fits leaves the tab order once laid out. One in a section
    // the browser has not rendered yet (plugins/offscreen-content) stays
    // focusable, since it may turn out wide; the section's heading link
    // comes first in the tab order, and focusing it renders the section.
    await page.setViewportSize({width: 1280, height: 800});
    const focusableWhenRendered = () =>
      page.locator('[data-static-section] table').evaluateAll((tables) => {
        const rendered = tables.filter((t) => t.checkVisibility({contentVisibilityAuto: true}));
        return {
          rendered: rendered.length,
          focusable: rendered.filter((t) => t.tabIndex === 0).length,
        };
      });
    await expect.poll(async () => (await focusableWhenRendered()).focusable).toBe(0);
    expect((await focusableWhenRendered()).rendered).toBeGreaterThan(0);
  });

  test('each registry entry offers to copy the command that runs the server', async ({
    page,
    context,
    baseURL,
  }) => {
    await allowClipboard(context, baseURL);
    await open(page, REGISTRY);
    const runIt = page.locator('dt:text-is("Run it") + dd div.theme-code-block');
    await expect(runIt).toHaveCount(32);
    await expect(runIt.getByRole('button', {name: 'Copy code to clipboard'})).toHaveCount(32);
    const fetch = page.locator(
      '[id="registry-entry-fetch"] dt:text-is("Run it") + dd div.theme-code-block',
    );
    expect(await copy(page, fetch)).toBe('thv run fetch');
  });

  test('a link to another page in a registry entry opens it without reloading the site', async ({
    page,
  }) => {
    await open(page, REGISTRY);
    await page.evaluate(() => {
      (window as Window & {stillHere?: boolean}).stillHere = true;
    });
    const link = page
      .locator('[data-static-section] a[href="/toolhive/guides-cli/filesystem-access"]')
      .first();
    await link.scrollIntoViewIfNeeded();
    await link.click();
    await expect(page).toHaveURL(/\/toolhive\/guides-cli\/filesystem-access$/);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    expect(
      await page.evaluate(() => (window as Window & {stillHere?: boolean}).stillHere),
      'the page was reloaded',
    ).toBe(true);
  });

  test('reached from another page without a reload, the API reference renders its sections with their buttons', async ({
    page,
  }) => {
    await open(page, '/toolhive/guides-cli/api-server');
    await page.locator('article a[href="/toolhive/reference/api"]').first().click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('API reference');
    await expect(page.getByRole('heading', {level: 3, name: /^Check server health/})).toBeVisible();
    const count = await page.locator('article div.theme-code-block').count();
    expect(count).toBeGreaterThan(40);
    await expect(
      page.locator('article').getByRole('button', {name: 'Copy code to clipboard'}),
    ).toHaveCount(count);
  });
});
