import {expect, test} from '@playwright/test';

import {
  CPU_SLOWDOWN,
  DESKTOP_VIEWPORT,
  KEY_PAGES,
  PHONE_VIEWPORT,
} from '../../scripts/bench/key-pages';
import {settle} from '../support/settle';

/*
 * The loads of `npm run bench -- responsiveness`, checked for behaviour. The
 * first paint is the whole page (plugins/html-shell); hydration, the search
 * button's keys, offscreen sections and the colour mode all change the page
 * after it: none of that may move what the reader already sees.
 */
const VIEWPORTS = {phone: PHONE_VIEWPORT, desktop: DESKTOP_VIEWPORT};

/**
 * Records every layout shift not caused by input, with what moved, on
 * `window.__shifts`, from before the page's first byte.
 */
const RECORD_SHIFTS = `(() => {
  const shifts = (window.__shifts = []);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      shifts.push({
        value: Number(entry.value.toFixed(4)),
        moved: (entry.sources || []).map((source) => {
          const node = source.node;
          if (!node || node.nodeType !== 1) return node ? node.nodeName : '(gone)';
          return node.tagName.toLowerCase() + (node.id ? '#' + node.id : '') +
            (node.className && typeof node.className === 'string' ? '.' + node.className.trim().split(/\\s+/).join('.') : '');
        }),
      });
    }
  }).observe({type: 'layout-shift', buffered: true});
})()`;

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`no layout shift while a page loads, on a ${name}`, () => {
    test.use({viewport});

    for (const path of KEY_PAGES) {
      test(path, async ({page}) => {
        await page.addInitScript(RECORD_SHIFTS);
        // A slow CPU (Lighthouse's mobile 4x) spreads the load over several
        // frames, where a shift between the first paint and hydration shows.
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', {rate: CPU_SLOWDOWN});
        await page.goto(path);
        await page.locator('html[data-has-hydrated="true"]').waitFor();
        await settle(page, 1000);
        const shifts = await page.evaluate(
          () => (window as unknown as {__shifts: {value: number; moved: string[]}[]}).__shifts,
        );
        // The page rendered: its heading is in view.
        await expect(page.locator('h1').first()).toBeInViewport();
        expect(shifts).toEqual([]);
      });
    }
  });
}
