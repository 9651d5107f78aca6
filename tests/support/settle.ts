import type {Page} from '@playwright/test';

/**
 * Resolves after the browser has rendered two more frames and then been idle
 * for `idleMs` (default 200 ms): long enough for what a frame scheduled
 * (layout, a ResizeObserver, an effect) to have happened.
 */
export async function settle(page: Page, idleMs = 200): Promise<void> {
  await page.evaluate(
    (ms) =>
      new Promise<void>((done) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, ms))),
      ),
    idleMs,
  );
}
