import {expect, test} from '@playwright/test';

import {drawDiagrams} from '../../scripts/diagrams';

test.describe('theme preview', () => {
  for (const language of ['bash', 'json', 'powershell', 'docker', 'promql', 'yaml']) {
    test(`${language} code is highlighted`, async ({page}) => {
      await page.goto('/theme-preview');
      const block = page.locator(`pre.language-${language}`).first();
      await expect(block).toBeVisible();
      // Prism splits highlighted code into tokens with a class per kind.
      const kinds = await block
        .locator('.token')
        .evaluateAll((tokens) => [...new Set(tokens.flatMap((t) => [...t.classList]))]);
      expect(kinds.filter((kind) => kind !== 'token' && kind !== 'plain').length).toBeGreaterThan(
        0,
      );
      await expect(block.locator('.theme-code-block-highlighted-line').first()).toBeVisible();
    });
  }

  test('highlighting survives hydration and follows the colour mode', async ({page}) => {
    await page.emulateMedia({colorScheme: 'light'});
    await page.goto('/theme-preview');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const keyword = page.locator('pre.language-json .token.property').first();
    // Primer light and dark property colours (plugins/code-highlight/prism.ts).
    await expect(keyword).toHaveCSS('color', 'rgb(17, 99, 41)');
    const toggle = page.getByRole('button', {name: /Switch between dark and light mode/});
    // The toggle cycles through system, light and dark.
    for (
      let i = 0;
      i < 3 && (await page.locator('html').getAttribute('data-theme')) !== 'dark';
      i++
    ) {
      await toggle.click();
    }
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(keyword).toHaveCSS('color', 'rgb(126, 231, 135)');
    expect(await page.locator('pre.language-json').first().innerText()).toContain('"network"');
  });

  test('a code block too wide for a phone offers word wrap, and wrapping removes the scroll', async ({
    page,
  }) => {
    await page.setViewportSize({width: 360, height: 740});
    await page.goto('/toolhive/reference/cli/thv_run');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const block = page.locator('.theme-code-block').filter({hasText: 'thv run [flags]'}).first();
    const pre = block.locator('pre');
    const scrolls = () => pre.evaluate((el) => el.scrollWidth > el.clientWidth);
    expect(await scrolls()).toBe(true);
    const wrap = block.getByRole('button', {name: 'Toggle word wrap'});
    await expect(wrap).toBeAttached();
    await block.hover();
    await wrap.click();
    await expect.poll(scrolls).toBe(false);
    // A block that fits its column has no wrap button.
    await page.setViewportSize({width: 1280, height: 800});
    await page.goto('/theme-preview');
    const narrow = page.locator('.theme-code-block').filter({hasText: 'thv list'}).first();
    await expect(narrow.getByRole('button', {name: 'Copy code to clipboard'})).toBeAttached();
    await expect(narrow.getByRole('button', {name: 'Toggle word wrap'})).toHaveCount(0);
  });

  test('a code block that starts to scroll when the window narrows then offers word wrap', async ({
    page,
  }) => {
    await page.setViewportSize({width: 1280, height: 800});
    await page.goto('/toolhive/reference/cli/thv_run');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const block = page.locator('.theme-code-block').filter({hasText: 'thv run [flags]'}).first();
    const wrap = block.getByRole('button', {name: 'Toggle word wrap'});
    const scrolls = () => block.locator('pre').evaluate((el) => el.scrollWidth > el.clientWidth);
    expect(await scrolls()).toBe(false);
    await expect(wrap).toHaveCount(0);
    await page.setViewportSize({width: 360, height: 740});
    await expect.poll(scrolls).toBe(true);
    await expect(wrap).toBeAttached();
    await page.setViewportSize({width: 1280, height: 800});
    await expect(wrap).toHaveCount(0);
  });

  test('a wide code block in a closed section offers word wrap once the section opens', async ({
    page,
  }) => {
    await page.setViewportSize({width: 360, height: 740});
    await page.goto('/toolhive/guides-cli/run-mcp-servers');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const sections = page.locator('details:has(.theme-code-block)');
    let wide = 0;
    for (const section of await sections.all()) {
      if (!(await section.isVisible())) continue;
      await section.locator(':scope > summary').click();
      await expect(section.locator(':scope > div')).toBeVisible();
      await expect(section).toHaveAttribute('data-collapsed', 'false');
      for (const block of await section.locator('.theme-code-block').all()) {
        const pre = block.locator('pre');
        // A block in a nested closed section or a hidden tab stays hidden.
        if (!(await pre.isVisible())) continue;
        if (!(await pre.evaluate((el) => el.scrollWidth > el.clientWidth))) continue;
        wide += 1;
        await expect(block.getByRole('button', {name: 'Toggle word wrap'})).toBeAttached();
      }
    }
    expect(wide, 'a wide block in a collapsible section on that page').toBeGreaterThan(0);
  });

  test('a wide code block in a nested tab that was hidden offers word wrap once it shows', async ({
    page,
  }) => {
    // Clicks through every tab of the install guide: about 40 steps, which
    // passed 30 s on a loaded 2-core CI machine.
    test.setTimeout(90_000);
    await page.setViewportSize({width: 360, height: 740});
    await page.goto('/toolhive/guides-cli/install');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    let wide = 0;
    for (const tabs of await page.locator('.tabs-container').all()) {
      for (const tab of await tabs.getByRole('tab').all()) {
        if ((await tab.getAttribute('aria-selected')) === 'true') continue;
        await tab.click();
        const panel = tabs.locator('[role="tabpanel"]:not([hidden])');
        for (const block of await panel.locator('.theme-code-block').all()) {
          const pre = block.locator('pre');
          if (!(await pre.isVisible())) continue;
          if (!(await pre.evaluate((el) => el.scrollWidth > el.clientWidth))) continue;
          wide += 1;
          await expect(block.getByRole('button', {name: 'Toggle word wrap'})).toBeAttached();
        }
      }
    }
    expect(wide, 'a wide block in a tab that starts hidden on that page').toBeGreaterThan(0);
  });

  test('code blocks have their titles', async ({page}) => {
    await page.goto('/theme-preview');
    for (const title of ['Run the Fetch server', 'permission-profile.json', 'Dockerfile']) {
      await expect(page.getByText(title, {exact: true})).toBeVisible();
    }
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`Mermaid diagrams render as SVG in ${scheme} mode`, async ({page}) => {
      await page.emulateMedia({colorScheme: scheme});
      await page.goto('/theme-preview');
      await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
      const diagrams = page.locator('.docusaurus-mermaid-container svg');
      await drawDiagrams(page);
      await expect(diagrams).toHaveCount(2);
      await expect(diagrams.first()).toContainText('ToolHive proxy');
      await expect(diagrams.nth(1)).toContainText('tools/call');
    });
  }

  test('a diagram below the fold renders as the reader scrolls to it', async ({page}) => {
    await page.setViewportSize({width: 412, height: 823});
    await page.goto('/toolhive');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.waitForLoadState('networkidle');
    const placeholder = page.locator('[data-mermaid-placeholder]');
    await expect(placeholder).toHaveCount(1);
    await expect(page.locator('.docusaurus-mermaid-container svg')).toHaveCount(0);

    await placeholder.scrollIntoViewIfNeeded();
    const diagram = page.locator('.docusaurus-mermaid-container svg');
    await expect(diagram).toBeVisible();
    await expect(placeholder).toHaveCount(0);
  });
});
