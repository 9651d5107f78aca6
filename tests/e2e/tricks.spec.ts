import {expect, test} from '@playwright/test';

test.describe('tricks that hook into Docusaurus at run time', () => {
  test('links prefetch through the paced wrapper around window.docusaurus', async ({page}) => {
    await page.goto('/toolhive');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const api = await page.evaluate(() => {
      const docusaurus = (window as unknown as {docusaurus: {prefetch: (path: string) => unknown}})
        .docusaurus;
      return {
        trapped: typeof Object.getOwnPropertyDescriptor(window, 'docusaurus')?.get === 'function',
        keys: Object.keys(docusaurus),
        frozen: Object.isFrozen(docusaurus),
        // Docusaurus's own prefetch returns false for the page already loaded;
        // the paced one queues it and returns true (plugins/paced-prefetch/pace.ts).
        queued: docusaurus.prefetch('/toolhive'),
      };
    });
    expect(api, 'plugins/paced-prefetch no longer wraps window.docusaurus.prefetch').toEqual({
      trapped: true,
      keys: ['prefetch', 'preload'],
      frozen: true,
      queued: true,
    });
  });

  test('a docs page prefetches the pages its visible links open, each file once', async ({
    page,
  }) => {
    await page.setViewportSize({width: 412, height: 823});
    await page.goto('/toolhive/guides-cli/run-mcp-servers');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    // On a phone the visible links are the breadcrumbs and the first lines'.
    await expect
      .poll(() => page.locator('head link[rel="prefetch"]').count(), {timeout: 10_000})
      .toBeGreaterThan(2);
    // The idle slices have finished when the count stops changing.
    let count = -1;
    await expect
      .poll(async () => {
        const previous = count;
        count = await page.locator('head link[rel="prefetch"]').count();
        return count === previous;
      })
      .toBe(true);
    const {prefetched, scripts} = await page.evaluate(() => ({
      prefetched: [...document.querySelectorAll<HTMLLinkElement>('head link[rel="prefetch"]')].map(
        (link) => link.href,
      ),
      scripts: [
        ...performance
          .getEntriesByType('resource')
          .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
          .map((entry) => entry.name),
        // The bundles the HTML preloads (plugins/html-shell).
        ...[...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].map(
          (link) => link.href,
        ),
      ],
    }));
    expect(prefetched.every((href) => /\/assets\/js\/[\w~.-]+\.js$/.test(href))).toBe(true);
    expect(prefetched.length, 'a file prefetched twice').toBe(new Set(prefetched).size);
    expect(
      prefetched.filter((href) => scripts.includes(href)),
      'a file the page had already loaded as a script',
    ).toEqual([]);
  });
});
