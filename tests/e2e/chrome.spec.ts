import {expect, test} from '@playwright/test';

test.describe('site chrome', () => {
  test('the announcement bar can be dismissed and stays dismissed', async ({page}) => {
    await page.goto('/toolhive');
    const bar = page.getByRole('banner').first();
    await expect(bar).toContainText('These docs describe ToolHive v0.2.1');
    // The close button works once the page has hydrated.
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.getByRole('button', {name: 'Close'}).click();
    await expect(page.getByText('These docs describe ToolHive v0.2.1')).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    await expect(page.getByText('These docs describe ToolHive v0.2.1')).toHaveCount(0);
  });

  test('the ToolHive Docs dropdown lists the five entries with their targets', async ({page}) => {
    await page.goto('/');
    const dropdown = page.locator('.navbar__item.dropdown', {hasText: 'ToolHive Docs'});
    await dropdown.hover();
    const expected = [
      ['Home', '/toolhive'],
      ['Tutorials', '/toolhive/tutorials'],
      ['ToolHive UI', '/toolhive/guides-ui'],
      ['ToolHive CLI', '/toolhive/guides-cli'],
      ['Kubernetes Operator', '/toolhive/guides-k8s'],
    ];
    const items = dropdown.locator('.dropdown__menu a');
    await expect(items).toHaveText(expected.map(([label]) => label));
    for (const [index, [, href]] of expected.entries()) {
      await expect(items.nth(index)).toHaveAttribute('href', href!);
    }
    await items.filter({hasText: 'Kubernetes Operator'}).click();
    await expect(page).toHaveURL(/\/toolhive\/guides-k8s$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(
      'Using the ToolHive Kubernetes Operator',
    );
  });

  test('the navbar has named icon links, the version and the language', async ({page}) => {
    await page.goto('/toolhive');
    const navbar = page.getByRole('navigation', {name: 'Main'});
    for (const [name, href] of [
      ['ToolHive on GitHub', 'https://github.com/stacklok/toolhive'],
      ['Stacklok community on Discord', 'https://discord.gg/stacklok'],
      ['Stacklok on YouTube', 'https://www.youtube.com/@stacklok'],
    ]) {
      await expect(navbar.getByRole('link', {name})).toHaveAttribute('href', href!);
    }
    const version = navbar.locator('.navbar__item.dropdown', {hasText: 'v0.2.1'});
    await expect(version).toBeVisible();
    await version.hover();
    await expect(version.locator('.dropdown__menu a')).toHaveText([
      'v0.2.1',
      /All ToolHive releases/,
    ]);
    const language = navbar.locator('.navbar__item.dropdown', {hasText: 'English'});
    await expect(language).toBeVisible();
  });

  test('the footer shows the logo, social links and the 2025 copyright', async ({page}) => {
    await page.goto('/toolhive/faq');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('img', {name: 'ToolHive logo'})).toBeVisible();
    for (const name of ['ToolHive on GitHub', 'Stacklok on LinkedIn', 'Stacklok on X']) {
      await expect(footer.getByRole('link', {name})).toBeVisible();
    }
    await expect(footer.locator('.footer__copyright')).toHaveText(
      '© 2025 Stacklok, Inc. ToolHive is open source under the Apache 2.0 license.',
    );
  });

  test('the table of contents lists level 2 and 3 headings only', async ({page}) => {
    await page.goto('/theme-preview');
    const toc = page.locator('.theme-doc-toc-desktop');
    await expect(toc.getByRole('link', {name: 'Headings', exact: true})).toBeVisible();
    await expect(toc.getByRole('link', {name: 'Level 3 heading'})).toBeVisible();
    await expect(page.getByRole('heading', {name: 'Level 4 heading'})).toBeVisible();
    await expect(toc.getByRole('link', {name: 'Level 4 heading'})).toHaveCount(0);
    await expect(toc.getByRole('link', {name: 'Level 5 heading'})).toHaveCount(0);
  });

  test('the docs sidebar is 300px wide and cannot be hidden', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 800});
    await page.goto('/toolhive/guides-cli/install');
    const sidebar = page.locator('aside.theme-doc-sidebar-container');
    await expect(sidebar).toBeVisible();
    expect((await sidebar.boundingBox())?.width).toBe(300);
    await expect(page.getByRole('button', {name: 'Collapse sidebar', exact: true})).toHaveCount(0);
  });
});

test.describe('mobile layout', () => {
  test('at 996px wide the mobile menu shows and the sidebar opens and closes', async ({page}) => {
    await page.setViewportSize({width: 996, height: 800});
    await page.goto('/toolhive/guides-cli/install');
    const menuButton = page.getByRole('button', {name: 'Toggle navigation bar'});
    await expect(menuButton).toBeVisible();
    await expect(page.locator('aside.theme-doc-sidebar-container')).toBeHidden();

    await menuButton.click();
    const panel = page.locator('.navbar-sidebar');
    await expect(panel.getByRole('link', {name: 'Explore the registry'})).toBeVisible();
    await panel.getByRole('button', {name: 'Close navigation bar'}).click();
    await expect(panel.getByRole('link', {name: 'Explore the registry'})).toBeHidden();

    await menuButton.click();
    await panel.getByRole('link', {name: 'Explore the registry'}).click();
    await expect(page).toHaveURL(/\/toolhive\/guides-cli\/registry$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Explore the registry');
    await expect(panel.getByRole('link', {name: 'Explore the registry'})).toBeHidden();
  });

  test('on a phone the community links move from the bar into the menu', async ({page}) => {
    await page.setViewportSize({width: 412, height: 823});
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const bar = page.locator('.navbar__inner');
    await expect(bar.getByRole('link', {name: 'Stacklok on YouTube'})).toBeHidden();
    // Nothing covers the search button, so a tap on its centre opens search.
    await bar.getByRole('button', {name: /^Search/}).click();
    await expect(page.locator('.DocSearch-Modal')).toBeVisible();
    await page.keyboard.press('Escape');

    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const panel = page.locator('.navbar-sidebar');
    await expect(panel.getByRole('link', {name: 'Stacklok on YouTube'})).toBeVisible();
    await expect(panel.getByRole('link', {name: 'ToolHive on GitHub'})).toBeVisible();
  });

  test('a table takes keyboard focus only where it scrolls sideways', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 800});
    await page.goto('/toolhive/reference/cli/thv_run');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const flags = page.locator('article table').first();
    await expect(flags).toBeVisible();
    await expect(flags).not.toHaveAttribute('tabindex');

    await page.setViewportSize({width: 412, height: 823});
    await expect(flags).toHaveAttribute('tabindex', '0');
    await flags.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => flags.evaluate((table) => table.scrollLeft)).toBeGreaterThan(0);
  });

  test('at 997px wide there is no mobile menu and the sidebar is shown', async ({page}) => {
    await page.setViewportSize({width: 997, height: 800});
    await page.goto('/toolhive/guides-cli/install');
    await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeHidden();
    await expect(page.locator('aside.theme-doc-sidebar-container')).toBeVisible();
  });

  test('the mobile sidebar closes when the window grows to desktop width', async ({page}) => {
    await page.setViewportSize({width: 800, height: 800});
    await page.goto('/toolhive/faq');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(page.locator('.navbar-sidebar')).toBeVisible();
    await page.setViewportSize({width: 1200, height: 800});
    await expect(page.locator('html')).not.toHaveClass(/navbar-sidebar--show/);
    await expect(page.locator('.navbar-sidebar')).toBeHidden();
  });
});
