import {expect, test, type Locator, type Page} from '@playwright/test';

import {OFFSCREEN_SECTION_CLASS, SKIP_ATTRIBUTE} from '../../plugins/offscreen-content';
import {settle} from '../support/settle';

const API = '/toolhive/reference/api';

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
    const heading = [
      ...document.querySelectorAll<HTMLElement>('.theme-doc-markdown :is(h2, h3)[id]'),
    ].find((element) => element.getBoundingClientRect().top > 0)!;
    return {id: heading.id, top: Math.round(heading.getBoundingClientRect().top)};
  });
}

/** Where every heading of the page's content sits, from the top of the document (px). */
async function headingOffsets(page: Page): Promise<Record<string, number>> {
  return page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll<HTMLElement>('.theme-doc-markdown :is(h2, h3, h4)[id]')].map(
        (heading) => [heading.id, Math.round(heading.getBoundingClientRect().top + window.scrollY)],
      ),
    ),
  );
}

/** Whether the browser has rendered the element `target` (a locator, or a selector in `page`). */
function rendered(page: Page, target: string | Locator): Promise<boolean> {
  return (typeof target === 'string' ? page.locator(target) : target).evaluate((element) =>
    element.checkVisibility({contentVisibilityAuto: true}),
  );
}

test.describe('sections far from the viewport (plugins/offscreen-content)', () => {
  test('the API reference renders its later sections as the reader scrolls to them', async ({
    page,
  }) => {
    await page.setViewportSize({width: 412, height: 823});
    await page.goto(API);
    await expect(page.locator('html')).toHaveAttribute(SKIP_ATTRIBUTE, '');
    const sections = page.locator('.theme-doc-markdown > div.markdown');
    await expect(sections).toHaveCount(9);
    // The first section is rendered at once; the others are marked.
    await expect(sections.first()).not.toHaveClass(new RegExp(OFFSCREEN_SECTION_CLASS));
    await expect(page.locator(`.${OFFSCREEN_SECTION_CLASS}`)).toHaveCount(8);
    // Not rendered yet: the browser skipped them at load, though their text is in the page.
    const version = '#tag\\/version';
    expect(await rendered(page, '#tag\\/system')).toBe(true);
    expect(await rendered(page, version)).toBe(false);
    expect(await rendered(page, '#schema\\/AuditConfig')).toBe(false);
    await expect(page.locator('#schema\\/AuditConfig')).toHaveText(/AuditConfig/);
    // A table not laid out yet may scroll sideways, so a keyboard can reach it.
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const table = page
      .locator('.theme-doc-markdown > div.markdown')
      .nth(1)
      .locator('table')
      .first();
    await expect(table).toHaveAttribute('tabindex', '0');
    // The reader reaches the second section.
    await page.locator(version).scrollIntoViewIfNeeded();
    await expect.poll(() => rendered(page, version)).toBe(true);
    await expect(page.locator(version)).toBeInViewport();
    await expect(page.locator(version)).toHaveText(/Version/);
    // Once laid out, the table fits the phone and leaves the tab order.
    expect(await table.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(false);
    await expect(table).not.toHaveAttribute('tabindex');
  });

  test('once rendered, every heading sits where it does without the plugin', async ({page}) => {
    await page.setViewportSize({width: 412, height: 823});
    // A fragment renders the page whole.
    await page.goto(`${API}#start-the-server`);
    await expect(page.locator('html')).not.toHaveAttribute(SKIP_ATTRIBUTE);
    await settle(page);
    const whole = await headingOffsets(page);
    expect(Object.keys(whole).length).toBeGreaterThan(150);

    await page.goto('about:blank');
    await page.goto(API);
    await expect(page.locator('html')).toHaveAttribute(SKIP_ATTRIBUTE, '');
    // Scroll through the page as a reader would, so that every section is rendered.
    const sections = page.locator(`.${OFFSCREEN_SECTION_CLASS}`);
    for (let index = 0; index < (await sections.count()); index++) {
      const section = sections.nth(index);
      await section.scrollIntoViewIfNeeded();
      await expect.poll(() => rendered(page, section.locator('h2'))).toBe(true);
      await section.evaluate((el) => el.scrollIntoView({block: 'end'}));
      await settle(page);
    }
    expect(await headingOffsets(page)).toEqual(whole);
  });

  test('a fragment puts its heading just under the navbar, however the reader gets there', async ({
    page,
  }) => {
    await page.setViewportSize({width: 1280, height: 800});
    const id = 'tag/workloads/operation/listWorkloads';

    // Loading the URL with the fragment: the browser's own scroll, over the whole page.
    await page.goto(`${API}#${id}`);
    await expect(page.locator('html')).not.toHaveAttribute(SKIP_ATTRIBUTE);
    await settle(page);
    const expected = await gapBelowNavbar(page, id);
    expect(expected).toBeGreaterThanOrEqual(0);
    expect(expected).toBeLessThan(40);

    // An in-app navigation from a page that skips its offscreen sections: a search result.
    await page.goto('/search?q=list%20workloads');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect(page.locator('html')).toHaveAttribute(SKIP_ATTRIBUTE, '');
    await page.locator(`article a[href="${API}#${id}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${API}#${id}$`));
    await settle(page);
    expect(await gapBelowNavbar(page, id), 'after an in-app navigation').toBe(expected);
    await expect(page.locator('html')).not.toHaveAttribute(SKIP_ATTRIBUTE);

    // The table of contents, on the page that skipped its offscreen sections.
    await page.goto(API);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect(page.locator('html')).toHaveAttribute(SKIP_ATTRIBUTE, '');
    await page.locator(`.table-of-contents a[href="#${id}"]`).click();
    await settle(page);
    expect(await gapBelowNavbar(page, id), 'from the table of contents').toBe(expected);
  });

  test('a reload after jumping far down the page keeps the reader where they were', async ({
    page,
  }) => {
    await page.setViewportSize({width: 412, height: 823});
    await page.goto(API);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    // A jump, as with the scroll bar, past sections never rendered: they
    // stay at their placeholder height above the reader.
    await page.locator('#tag\\/secrets').evaluate((heading) => heading.scrollIntoView());
    await settle(page);
    await page.keyboard.press('PageDown');
    await settle(page);
    const before = await firstHeadingInView(page);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await settle(page);
    // The same heading first in view, within a pixel of where it was.
    await expect
      .poll(async () => {
        const after = await firstHeadingInView(page);
        return after.id === before.id && Math.abs(after.top - before.top) <= 1;
      })
      .toBe(true);
  });
});
