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
});
