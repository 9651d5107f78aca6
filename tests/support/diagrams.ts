import {expect, type Page} from '@playwright/test';

/**
 * Scrolls each visible Mermaid diagram of the page into view and waits until
 * all have rendered. Diagrams render only when they come near the viewport
 * (see src/theme/Mermaid), so a check of the whole page needs them drawn
 * first. A diagram in a closed `<details>` or a hidden tab stays a
 * placeholder until the reader opens it.
 */
export async function renderDiagrams(page: Page): Promise<void> {
  const placeholders = page.locator('[data-mermaid-placeholder]:visible');
  for (let left = await placeholders.count(); left > 0; left = await placeholders.count()) {
    // In one step in the page: a placeholder can be replaced at any moment.
    await page.evaluate(
      `[...document.querySelectorAll('[data-mermaid-placeholder]')]
        .find((element) => element.checkVisibility())
        ?.scrollIntoView({block: 'center'})`,
    );
    await expect(placeholders).not.toHaveCount(left, {timeout: 15_000});
  }
}
