import {expect, test} from '@playwright/test';

import {ANALYTICS_PORT} from '../../playwright.config';

test('a plain build loads nothing from another host', async ({page}) => {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const {hostname} = new URL(request.url());
    if (!['127.0.0.1', 'localhost'].includes(hostname) && !request.url().startsWith('data:')) {
      foreign.push(request.url());
    }
  });
  for (const route of [
    '/',
    '/toolhive',
    '/theme-preview',
    '/toolhive/guides-cli/run-mcp-servers',
  ]) {
    await page.goto(route);
    await expect(page.locator('h1').first()).toBeVisible();
  }
  expect(foreign).toEqual([]);
  expect(await page.evaluate(() => 'gtag' in window)).toBe(false);
});

test.describe('with a gtag tracking ID configured', () => {
  test.use({baseURL: `http://127.0.0.1:${ANALYTICS_PORT}`});

  test('a page view is recorded on each change of path, query or hash', async ({page}) => {
    let tagRequests = 0;
    await page.route('https://www.googletagmanager.com/**', (route) => {
      tagRequests += 1;
      return route.fulfill({contentType: 'text/javascript', body: '/* test stand-in */'});
    });
    const pageViews = () =>
      page.evaluate(
        () =>
          (window as unknown as {dataLayer: IArguments[]}).dataLayer.filter(
            (entry) => entry[0] === 'event' && entry[1] === 'page_view',
          ).length,
      );

    await page.goto('/toolhive');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Introduction');
    expect(tagRequests).toBe(1);
    const config = await page.evaluate(() =>
      (window as unknown as {dataLayer: IArguments[]}).dataLayer
        .filter((entry) => entry[0] === 'config')
        .map((entry) => [entry[1], entry[2]]),
    );
    expect(config).toEqual([['G-TESTTAG01', {anonymize_ip: true}]]);
    expect(await pageViews()).toBe(0);

    // A new path.
    await page.getByRole('link', {name: 'FAQ', exact: true}).first().click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Frequently asked questions');
    await expect.poll(pageViews).toBe(1);

    // A new query string on the same path.
    await page.evaluate(() => {
      window.history.pushState(null, '', '?from=test');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect.poll(pageViews).toBe(2);

    // A new hash on the same path, through an in-page TOC link.
    await page.locator('.theme-doc-toc-desktop a').first().click();
    await expect(page).toHaveURL(/#/);
    await expect.poll(pageViews).toBe(3);

    // The same location again records nothing.
    await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
    await page.waitForTimeout(300);
    expect(await pageViews()).toBe(3);
  });
  test('an answer to "Was this page helpful?" sends one page_feedback event', async ({
    page,
    context,
  }) => {
    await page.route('https://www.googletagmanager.com/**', (route) =>
      route.fulfill({contentType: 'text/javascript', body: '/* test stand-in */'}),
    );
    await context.route('https://github.com/**', (route) =>
      route.fulfill({contentType: 'text/html', body: '<title>New issue</title>'}),
    );
    const feedbackEvents = () =>
      page.evaluate(() =>
        (window as unknown as {dataLayer: IArguments[]}).dataLayer
          .filter((entry) => entry[0] === 'event' && entry[1] === 'page_feedback')
          .map((entry) => entry[2] as unknown),
      );
    const block = page.locator('.page-feedback');

    await page.goto('/toolhive/faq');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    expect(await feedbackEvents()).toEqual([]);
    await block.getByRole('button', {name: 'Yes'}).click();
    await expect(block.getByRole('status')).toHaveText('Thank you for your feedback.');
    // A second click on the same page view sends nothing more.
    await block.getByRole('button', {name: 'Yes'}).click();
    expect(await feedbackEvents()).toEqual([{helpful: 'yes', page_path: '/toolhive/faq'}]);

    await page.goto('/toolhive/guides-cli/install');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await Promise.all([
      context.waitForEvent('page'),
      block.getByRole('button', {name: 'No'}).click(),
    ]);
    expect(await feedbackEvents()).toEqual([
      {helpful: 'no', page_path: '/toolhive/guides-cli/install'},
    ]);
  });
});
