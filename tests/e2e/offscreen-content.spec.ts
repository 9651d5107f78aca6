import {expect, test, type Page} from '@playwright/test';

import {SKIP_ATTRIBUTE} from '../../plugins/offscreen-content';

const GUIDE = '/toolhive/guides-cli/run-mcp-servers';

/** Resolves after the browser has rendered two more frames and been idle a moment. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((done) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 200))),
      ),
  );
}

/** How far (px) the element with `id` sits below the bottom of the sticky navbar. */
async function gapBelowNavbar(page: Page, id: string): Promise<number> {
  return page.evaluate((target) => {
    const navbar = document.querySelector('.navbar')!.getBoundingClientRect().bottom;
    return Math.round(document.getElementById(target)!.getBoundingClientRect().top - navbar);
  }, id);
}

/** The heading nearest the top of the viewport, and where it sits. */
async function firstHeadingInView(page: Page): Promise<{id: string; top: number}> {
  return page.evaluate(() => {
    const heading = [...document.querySelectorAll<HTMLElement>('.theme-doc-markdown h2[id]')].find(
      (element) => element.getBoundingClientRect().top > 0,
    )!;
    return {id: heading.id, top: Math.round(heading.getBoundingClientRect().top)};
  });
}

test.describe('content far from the viewport (plugins/offscreen-content)', () => {
  test('the end of a long guide renders when the reader scrolls to it', async ({page}) => {
    await page.setViewportSize({width: 412, height: 823});
    await page.goto(GUIDE);
    await expect(page.locator('html')).toHaveAttribute(SKIP_ATTRIBUTE, '');
    // The last code block a reader can see without opening anything.
    const last = page
      .locator('.theme-doc-markdown .theme-code-block:not(details *, [role="tabpanel"] *)')
      .last();
    const code = last.locator('code');
    const rendered = () =>
      code.evaluate((element) => element.checkVisibility({contentVisibilityAuto: true}));
    // Not rendered yet: the browser skipped it at load.
    expect(await rendered()).toBe(false);
    await last.scrollIntoViewIfNeeded();
    await expect(code).toBeVisible();
    await expect(code).not.toHaveText('');
    expect(await rendered()).toBe(true);
  });

  test('a fragment puts its heading just under the navbar, however the reader gets there', async ({
    page,
  }) => {
    await page.setViewportSize({width: 1280, height: 800});
    const id = 'remote-servers-and-server-groups';

    // Loading the URL with the fragment: the browser's own scroll, over the whole page.
    await page.goto(`${GUIDE}#${id}`);
    await expect(page.locator('html')).not.toHaveAttribute(SKIP_ATTRIBUTE);
    await settle(page);
    const expected = await gapBelowNavbar(page, id);
    expect(expected).toBeGreaterThanOrEqual(0);
    expect(expected).toBeLessThan(40);

    // An in-app navigation from a page that skipped its offscreen content.
    await page.goto('/toolhive/faq');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect(page.locator('html')).toHaveAttribute(SKIP_ATTRIBUTE, '');
    await page.locator(`a[href="${GUIDE}#${id}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${GUIDE}#${id}$`));
    await settle(page);
    expect(await gapBelowNavbar(page, id), 'after an in-app navigation').toBe(expected);
    await expect(page.locator('html')).not.toHaveAttribute(SKIP_ATTRIBUTE);

    // The table of contents, on a page that skipped its offscreen content.
    await page.goto(GUIDE);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect(page.locator('html')).toHaveAttribute(SKIP_ATTRIBUTE, '');
    await page.locator(`.table-of-contents a[href="#${id}"]`).click();
    await settle(page);
    expect(await gapBelowNavbar(page, id), 'from the table of contents').toBe(expected);
  });

  test('a reload after jumping to the end of the page keeps the reader where they were', async ({
    page,
  }) => {
    await page.setViewportSize({width: 412, height: 823});
    await page.goto(GUIDE);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.keyboard.press('End');
    await settle(page);
    await page.keyboard.press('PageUp');
    await page.keyboard.press('PageUp');
    await settle(page);
    const before = await firstHeadingInView(page);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await settle(page);
    await expect.poll(() => firstHeadingInView(page)).toEqual(before);
  });

  test('on a phone, a table not yet laid out can take keyboard focus, and once laid out does while it scrolls', async ({
    page,
  }) => {
    await page.setViewportSize({width: 412, height: 823});
    await page.goto('/toolhive/reference/api');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect(page.locator('html')).toHaveAttribute(SKIP_ATTRIBUTE, '');
    // The last table of the API reference, thousands of pixels down.
    const table = page.locator('article table').last();
    const rendered = () =>
      table.evaluate((element) =>
        element.firstElementChild!.checkVisibility({contentVisibilityAuto: true}),
      );
    await settle(page);
    expect(await rendered()).toBe(false);
    // Its width is not known yet, so it may scroll: a keyboard user can reach it.
    await expect(table).toHaveAttribute('tabindex', '0');

    await table.scrollIntoViewIfNeeded();
    await expect.poll(rendered).toBe(true);
    await settle(page);
    const scrolls = await table.evaluate((element) => element.scrollWidth > element.clientWidth);
    expect(await table.getAttribute('tabindex')).toBe(scrolls ? '0' : null);
    if (scrolls) {
      await table.focus();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => table.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    }
  });
});
