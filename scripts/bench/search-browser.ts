import {median, type Figure} from './figures';
import {launchChromium} from './browser';

type Timeline = {open?: number; key?: number; hit?: number};

/**
 * Runs in the page (as a string, so the bundler adds no helpers): records the
 * first keydown in the search input and the moment the first hit appears.
 */
const RECORD_TIMELINE = `(() => {
  const timeline = {};
  window.timeline = timeline;
  document.addEventListener('keydown', (event) => {
    if (timeline.open === undefined) timeline.open = performance.now();
    if (event.target === document.querySelector('.DocSearch-Input') && timeline.key === undefined) {
      timeline.key = performance.now();
    }
  }, true);
  new MutationObserver(() => {
    if (timeline.key !== undefined && timeline.hit === undefined && document.querySelector('.DocSearch-Hit')) {
      timeline.hit = performance.now();
    }
  }).observe(document.body, {subtree: true, childList: true});
})()`;

/**
 * Time from the first keystroke in a cold search modal to the first rendered
 * hit, measured inside the page (keydown event to the hit appearing in the
 * DOM), in Chromium; median of `runs` fresh browser contexts. The modal is
 * opened with Ctrl+K and the query typed at once; the index starts loading
 * when search opens, alongside the modal's code. A second figure counts
 * from the Ctrl+K keystroke, so it includes the download and indexing.
 */
export async function firstHitsFigures(baseUrl: string, runs = 5): Promise<Figure[]> {
  const browser = await launchChromium();
  const times: number[] = [];
  const fromOpen: number[] = [];
  try {
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${baseUrl}/toolhive`);
      await page.locator('html[data-has-hydrated="true"]').waitFor();
      await page.evaluate(RECORD_TIMELINE);
      await page.keyboard.press('Control+k');
      await page.locator('.DocSearch-Input').waitFor();
      await page.keyboard.type('secrets');
      await page.locator('.DocSearch-Hit').first().waitFor();
      const timeline = await page.evaluate(
        () => (window as unknown as {timeline: Timeline}).timeline,
      );
      times.push(timeline.hit! - timeline.key!);
      fromOpen.push(timeline.hit! - timeline.open!);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return [
    {
      name: `first hits after the first keystroke, cold modal, Chromium (median of ${runs})`,
      value: median(times),
      unit: 'ms',
      budget: 300,
    },
    {
      name: `first hits after Ctrl+K opens search, index included (median of ${runs})`,
      value: median(fromOpen),
      unit: 'ms',
    },
  ];
}
