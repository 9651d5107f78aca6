import {expect, test, type Page} from '@playwright/test';

const html = (page: Page) => page.locator('html');
const toggle = (page: Page) =>
  page.getByRole('button', {name: /Switch between dark and light mode/});
const stored = (page: Page) => page.evaluate(() => window.localStorage.getItem('theme'));

test.describe('colour mode', () => {
  test('the toggle cycles light, dark, system and the choice survives a reload', async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await page.goto('/toolhive');
    await expect(html(page)).toHaveAttribute('data-has-hydrated', 'true');
    await expect(toggle(page)).toHaveAccessibleName(/currently system mode/);
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');

    await toggle(page).click();
    await expect(toggle(page)).toHaveAccessibleName(/currently light mode/);
    await expect(html(page)).toHaveAttribute('data-theme', 'light');
    expect(await stored(page)).toBe('light');

    await page.reload();
    await expect(html(page)).toHaveAttribute('data-theme', 'light');
    await expect(toggle(page)).toHaveAccessibleName(/currently light mode/);

    await toggle(page).click();
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    expect(await stored(page)).toBe('dark');

    await toggle(page).click();
    await expect(toggle(page)).toHaveAccessibleName(/currently system mode/);
    expect(await stored(page)).toBeNull();
    await page.emulateMedia({colorScheme: 'light'});
    await expect(html(page)).toHaveAttribute('data-theme', 'light');
  });

  test('a choice made in one tab reaches another tab', async ({context}) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await first.emulateMedia({colorScheme: 'dark'});
    await second.emulateMedia({colorScheme: 'dark'});
    await first.goto('/toolhive/faq');
    await second.goto('/toolhive/faq');
    await expect(html(second)).toHaveAttribute('data-theme', 'dark');

    await toggle(first).click();
    await expect(html(first)).toHaveAttribute('data-theme', 'light');
    await expect(html(second)).toHaveAttribute('data-theme', 'light');
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`with no stored choice it follows an OS preference for ${scheme}`, async ({page}) => {
      await page.emulateMedia({colorScheme: scheme});
      await page.goto('/');
      await expect(html(page)).toHaveAttribute('data-theme', scheme);
      // The page follows OS changes once it has hydrated.
      await expect(html(page)).toHaveAttribute('data-has-hydrated', 'true');
      const other = scheme === 'light' ? 'dark' : 'light';
      await page.emulateMedia({colorScheme: other});
      await expect(html(page)).toHaveAttribute('data-theme', other);
    });
  }

  test('with no stored choice and no OS preference it is dark', async ({page}) => {
    // Chromium always reports light or dark, so stand in for a browser that
    // states no preference: neither colour-scheme query matches.
    await page.addInitScript(() => {
      const original = window.matchMedia.bind(window);
      window.matchMedia = (query: string) => {
        const list = original(query);
        return /prefers-color-scheme/.test(query)
          ? Object.defineProperty(list, 'matches', {get: () => false})
          : list;
      };
    });
    await page.goto('/');
    expect(
      await page.evaluate(() => window.matchMedia('(prefers-color-scheme: light)').matches),
    ).toBe(false);
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    await expect(toggle(page)).toHaveAccessibleName(/currently system mode/);
  });
});
