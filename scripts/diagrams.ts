import type {Page} from '@playwright/test';

/** Marks a Mermaid diagram that has not rendered yet (see src/theme/Mermaid). */
const PLACEHOLDER = '[data-mermaid-placeholder]';

/**
 * Scrolls each visible Mermaid diagram of the page into view and waits until
 * all have rendered. Diagrams render only when they come near the viewport,
 * so a check or a measurement of the whole page needs them drawn first. A
 * diagram in a closed `<details>` or a hidden tab stays a placeholder until
 * the reader opens it. Shared by the end-to-end tests and the bench.
 *
 * @throws Playwright's timeout error when a diagram does not render within
 *   `timeoutMs` of being scrolled to
 */
export async function drawDiagrams(page: Page, timeoutMs = 15_000): Promise<void> {
  const waiting = page.locator(`${PLACEHOLDER}:visible`);
  for (let left = await waiting.count(); left > 0; left = await waiting.count()) {
    // In one step in the page: a placeholder can be replaced at any moment.
    await page.evaluate(
      `[...document.querySelectorAll('${PLACEHOLDER}')]
        .find((element) => element.checkVisibility())
        ?.scrollIntoView({block: 'center'})`,
    );
    // One fewer visible placeholder: the last of them no longer exists.
    await waiting.nth(left - 1).waitFor({state: 'detached', timeout: timeoutMs});
  }
}
