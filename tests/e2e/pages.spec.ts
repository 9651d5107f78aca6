import {expect, test} from '@playwright/test';

// Every page a reader can reach shows its title: quality.spec.ts, which
// loads each one.

test('an unknown path shows the not-found page with ways back', async ({page}) => {
  await page.goto('/toolhive/no-such-page');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
  await expect(page).toHaveTitle(/Page Not Found/);
  const main = page.getByRole('main');
  for (const name of ['Introduction', 'Tutorials', 'ToolHive CLI guides', 'Command reference']) {
    await expect(main.getByRole('link', {name, exact: true})).toBeVisible();
  }
  await main.getByRole('link', {name: 'Tutorials', exact: true}).click();
  await expect(page).toHaveURL(/\/toolhive\/tutorials$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Tutorials');
});

test.describe('paths ending in .html are normalised to the clean path', () => {
  for (const [from, to, title] of [
    ['/toolhive/faq.html', '/toolhive/faq', 'Frequently asked questions'],
    ['/toolhive/index.html', '/toolhive', 'Introduction'],
  ] as const) {
    test(`${from} → ${to}`, async ({page}) => {
      await page.goto(from);
      await expect(page).toHaveURL((url) => url.pathname === to);
      await expect(page.locator('h1').first()).toHaveText(title);
    });
  }
});

test('a page paints its text before the site scripts start, then comes alive', async ({page}) => {
  // Notes the moment the main bundle's <script> joins the document, on the
  // same clock as the browser's paint timing.
  await page.addInitScript(() => {
    new MutationObserver((records, observer) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node instanceof HTMLScriptElement && /\/main\.[0-9a-f]+\.js$/.test(node.src)) {
            document.documentElement.dataset.mainScriptAt = String(performance.now());
            observer.disconnect();
          }
        }
      }
    }).observe(document, {childList: true, subtree: true});
  });
  await page.goto('/toolhive/guides-cli/run-mcp-servers');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  const {paintedAt, scriptAt} = await page.evaluate(() => ({
    paintedAt: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    scriptAt: Number(document.documentElement.dataset.mainScriptAt),
  }));
  expect(paintedAt).toBeGreaterThan(0);
  expect(scriptAt).toBeGreaterThanOrEqual(paintedAt);
  // Once running, the page answers the reader: the colour toggle works.
  const toggle = page.getByRole('button', {name: /Switch between dark and light mode/});
  const before = await page.locator('html').getAttribute('data-theme-choice');
  await toggle.click();
  await expect(page.locator('html')).not.toHaveAttribute('data-theme-choice', before ?? '');
});

test('links on screen still prefetch their pages once the page is idle', async ({page}) => {
  await page.goto('/toolhive');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect
    .poll(() => page.locator('head link[rel="prefetch"][href$=".js"]').count())
    .toBeGreaterThan(0);
  // A prefetched page opens from a visible link.
  await page.getByRole('link', {name: 'Next', exact: false}).first().click();
  await expect(page).not.toHaveURL(/\/toolhive$/);
  await expect(page.locator('h1').first()).toBeVisible();
});

test('a link to a collapsible section opens it and shows its answer', async ({page}) => {
  await page.goto('/toolhive/guides-cli/install#colima-orbstack-podman-socket');
  const section = page.locator('details#colima-orbstack-podman-socket');
  await expect(section).toHaveAttribute('open', '');
  await expect(section.getByText('TOOLHIVE_DOCKER_SOCKET').first()).toBeVisible();
  await expect(section).toBeInViewport();

  // Following an in-page link to another closed section opens that one too.
  const other = page.locator('details#wsl2');
  await expect(other).not.toHaveAttribute('open', '');
  await page.evaluate(() => {
    window.location.hash = 'wsl2';
  });
  await expect(other).toHaveAttribute('open', '');
  await expect(other.getByText('/mnt/c/Users').first()).toBeVisible();
});
