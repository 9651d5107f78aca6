import {expect, test} from '@playwright/test';

test.describe('reference pages', () => {
  for (const scheme of ['light', 'dark'] as const) {
    test(`the API reference shows each operation in ${scheme} mode`, async ({page}) => {
      await page.emulateMedia({colorScheme: scheme});
      await page.goto('/toolhive/reference/api');
      await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
      await expect(page.getByRole('heading', {level: 1})).toHaveText('API reference');
      const create = page.getByRole('heading', {level: 3, name: 'Create and start a workload'});
      await expect(create).toHaveAttribute('id', 'tag/workloads/operation/createWorkload');
      // The method and path right under the operation's heading; other
      // descriptions name the same operation in the same words.
      await expect(create.locator('xpath=following-sibling::p[1]')).toHaveText(
        'POST /api/v1beta/workloads',
      );
      await expect(create.locator('xpath=following-sibling::p[1]')).toBeVisible();
      await expect(
        page.getByText('GET /api/v1beta/workloads/{name}/logs', {exact: true}),
      ).toBeVisible();
      const curl = page
        .locator('pre')
        .filter({hasText: /^curl -X POST http:\/\/localhost:8080\/api\/v1beta\/workloads \\/});
      await expect(curl).toContainText('"name":"github"');
    });
  }

  test('a link to an operation, as Redoc wrote it, lands on that operation below the navbar', async ({
    page,
  }) => {
    await page.goto('/toolhive/reference/api#tag/secrets/operation/createSecret');
    const heading = page.getByRole('heading', {level: 3, name: 'Create a secret'});
    await expect(heading).toBeInViewport();
    const navbar = await page.locator('.navbar').boundingBox();
    const box = await heading.boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(navbar!.height - 1);
    expect(box!.y).toBeLessThan(navbar!.height + 120);
  });

  test('a schema named in a table links to its section', async ({page}) => {
    await page.goto('/toolhive/reference/api#tag/workloads/operation/listWorkloads');
    // The first link to it is in the responses table of "List workloads".
    await page.getByRole('link', {name: 'WorkloadListResponse', exact: true}).first().click();
    await expect(page).toHaveURL(/#schema\/WorkloadListResponse$/);
    await expect(
      page.getByRole('heading', {level: 3, name: 'WorkloadListResponse'}),
    ).toBeInViewport();
  });

  test('the API reference outline never skips a heading level, and its table of contents lists the operations', async ({
    page,
  }) => {
    await page.setViewportSize({width: 1400, height: 900});
    await page.goto('/toolhive/reference/api');
    const levels = await page
      .locator('article')
      .locator('h1, h2, h3, h4, h5, h6')
      .evaluateAll((headings) => headings.map((h) => Number(h.tagName.slice(1))));
    expect(levels.length).toBeGreaterThan(100);
    const skips = levels.filter((level, i) => i > 0 && level > levels[i - 1]! + 1);
    expect(skips).toEqual([]);
    const toc = page.locator('.table-of-contents');
    await expect(toc.getByRole('link', {name: 'Workloads', exact: true})).toHaveAttribute(
      'href',
      '#tag/workloads',
    );
    await expect(toc.getByRole('link', {name: 'Create and start a workload'})).toBeAttached();
  });

  test('the API document can be downloaded from the page', async ({page, request}) => {
    await page.goto('/toolhive/reference/api');
    const link = page.getByRole('link', {name: 'download it as YAML'});
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
