import {expect, test} from '@playwright/test';

test.describe('reference pages', () => {
  for (const scheme of ['light', 'dark'] as const) {
    test(`the API reference renders its operations in ${scheme} mode`, async ({page}) => {
      await page.emulateMedia({colorScheme: scheme});
      await page.goto('/toolhive/reference/api');
      await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
      await expect(page.getByRole('heading', {level: 1}).first()).toHaveText('API reference');
      const redoc = page.locator('.redocusaurus');
      await expect(redoc.getByRole('heading', {name: /ToolHive API/})).toBeVisible();
      await redoc.getByText('workloads', {exact: true}).first().click();
      await expect(redoc.getByText('/api/v1beta/workloads/{name}/logs').first()).toBeAttached();
    });
  }

  test('the API reference outline never skips a heading level', async ({page}) => {
    await page.goto('/toolhive/reference/api');
    const redoc = page.locator('.redocusaurus');
    await expect(redoc.getByText('Authorizations:').first()).toBeAttached();
    const levels = await page
      .locator('article')
      .locator('h1, h2, h3, h4, h5, h6')
      .evaluateAll((headings) =>
        headings.map((h) => Number(h.getAttribute('aria-level') ?? h.tagName.slice(1))),
      );
    expect(levels.length).toBeGreaterThan(30);
    const skips = levels.filter((level, i) => i > 0 && level > levels[i - 1]! + 1);
    expect(skips).toEqual([]);
  });

  test('the API document can be downloaded from the page', async ({page, request}) => {
    await page.goto('/toolhive/reference/api');
    const link = page.getByRole('link', {name: 'download as YAML'});
    await expect(link).toHaveAttribute('href', '/api-specs/toolhive-api.yaml');
    const response = await request.get('/api-specs/toolhive-api.yaml');
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('openapi: 3.1.0');
  });

  test('a CLI page shows synopsis, flags, examples and links to its parent', async ({page}) => {
    await page.goto('/toolhive/reference/cli/thv_client_register');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('thv client register');
    await expect(page.getByRole('heading', {name: 'Synopsis'})).toBeVisible();
    const flags = page.locator('table').first();
    await expect(flags.getByRole('columnheader')).toHaveText([
      'Flag',
      'Shorthand',
      'Type',
      'Default',
      'Description',
    ]);
    await expect(page.getByRole('heading', {name: 'Inherited flags'})).toBeVisible();
    await expect(page.locator('pre.language-bash').first()).toContainText('thv client register');
    await page.getByRole('link', {name: 'thv client', exact: true}).first().click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('thv client');
  });

  test('the sidebar shows the command tree', async ({page}) => {
    await page.goto('/toolhive/reference/cli/thv_mcp_list_tools');
    const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
    for (const label of ['thv', 'mcp', 'list', 'tools']) {
      await expect(sidebar.getByRole('link', {name: label, exact: true}).first()).toBeVisible();
    }
    await expect(sidebar.getByRole('link', {name: 'tools', exact: true})).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('the CRD reference links a field to its type', async ({page}) => {
    await page.goto('/toolhive/reference/crd-spec');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('MCPServer CRD reference');
    await expect(page.locator('pre.language-yaml').first()).toContainText('kind: MCPServer');
    await page.getByRole('link', {name: 'MCPServerSpec'}).first().click();
    await expect(page).toHaveURL(/#mcpserverspec$/);
    await expect(page.getByRole('heading', {name: 'MCPServerSpec', level: 3})).toBeInViewport();
  });
});
