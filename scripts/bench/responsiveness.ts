/**
 * Main-thread work at page load and how soon a page answers the reader,
 * measured in Chromium for two builds in the same run: the site as it ships
 * ("ours") and the same commit with every trick off ("stock",
 * `SITE_TRICKS_OFF=all`, `config/tricks.ts`).
 *
 * Three probes, each on a fresh browser context and a cold cache, with the
 * page's CPU slowed down 4× (CDP `Emulation.setCPUThrottlingRate`, as
 * Lighthouse's mobile preset does):
 *
 * - load: the page loads untouched (mobile viewport, 412 × 823). Every long
 *   task (over 50 ms) from navigation until 3 s pass without one (at most
 *   20 s) is summed, and so is its blocking part after the first
 *   contentful paint (duration − 50 ms, Lighthouse's TBT);
 * - Ctrl+K: from the first paint, Ctrl+K is pressed every 50 ms until the
 *   search modal (`.DocSearch-Modal`) appears; the figure is the time from
 *   the first key press (the event's own time stamp, taken when the browser
 *   received it, however busy the page was) to the modal (desktop viewport,
 *   1280 × 720). It is also measured without throttling on a docs page;
 * - click: from the first paint, the first link to another page in the
 *   viewport is clicked every 50 ms until the page leaves for it; the figure
 *   is the time from the first paint until the destination's `<h1>` is
 *   visible.
 *
 * Builds alternate run by run (ours, stock, stock, ours, …) so that a
 * machine that slows down over time favours neither. Each figure is the
 * median of `runs`.
 */
import type {Browser, BrowserContext, CDPSession, Page} from '@playwright/test';
import {load} from 'cheerio';

import type {Trick} from '../../config/tricks';
import {startNginx} from '../nginx';
import {buildVariant, VARIANTS} from './ab';
import {launchChromium} from './browser';
import {median, type Figure} from './figures';
import {CPU_SLOWDOWN, DESKTOP_VIEWPORT, KEY_PAGES, PHONE_VIEWPORT} from './key-pages';
import {runContext, writeResultsSection} from './results';

/** The docs page where Ctrl+K is also timed without throttling. */
export const DESKTOP_PAGE = '/toolhive/guides-cli/run-mcp-servers';

const QUIET_MS = 3000;
const MAX_WAIT_MS = 20_000;

/** Medians for one build on one page, in ms. */
export type PageResponsiveness = {
  /** Sum of long-task durations during load. */
  longTasks: number;
  /** Sum of (duration − 50 ms) of long tasks after the first contentful paint. */
  tbt: number;
  /**
   * JavaScript run on the page's main thread during load, under the same
   * slowdown (Chromium's `ScriptDuration` metric, over the same window as
   * `longTasks`). It counts every script, in long tasks or not, and varies
   * less between loads than `longTasks`.
   */
  script: number;
  /** The first Ctrl+K, pressed at the first paint, to the search modal. */
  ctrlK: number;
  /** First paint to the destination's heading, a link clicked from the first paint. */
  click: number;
};

/**
 * Runs in the page before any of its scripts (as a string, so the bundler
 * adds no helpers): records long tasks, the first contentful paint and the
 * moment the search modal first appears, on `window.__probe`.
 */
const PROBE = `(() => {
  const probe = {longTasks: [], fcp: undefined, key: undefined, modal: undefined};
  window.__probe = probe;
  addEventListener('keydown', (event) => {
    if (probe.key === undefined && (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
      probe.key = event.timeStamp;
    }
  }, true);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) probe.longTasks.push([entry.startTime, entry.duration]);
  }).observe({type: 'longtask', buffered: true});
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === 'first-contentful-paint') probe.fcp = entry.startTime;
    }
  }).observe({type: 'paint', buffered: true});
  new MutationObserver(() => {
    if (probe.modal === undefined && document.querySelector('.DocSearch-Modal')) {
      probe.modal = performance.now();
    }
  }).observe(document, {subtree: true, childList: true});
})()`;

type Probe = {longTasks: [number, number][]; fcp?: number; key?: number; modal?: number};

const readProbe = (page: Page) =>
  page.evaluate(() => (window as unknown as {__probe: Probe}).__probe);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A fresh context and page with the probe installed and the CPU slowed by `slowdown`. */
async function openPage(
  browser: Browser,
  viewport: {width: number; height: number},
  slowdown: number,
): Promise<{context: BrowserContext; page: Page; cdp: CDPSession}> {
  const context = await browser.newContext({viewport});
  await context.addInitScript(PROBE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: slowdown});
  await cdp.send('Performance.enable');
  return {context, page, cdp};
}

/** Waits, polling in the page, for the first contentful paint. */
async function firstPaint(page: Page): Promise<void> {
  await page.waitForFunction(
    () => (window as unknown as {__probe?: Probe}).__probe?.fcp !== undefined,
    null,
    {polling: 10, timeout: MAX_WAIT_MS},
  );
}

/**
 * Long-task time, TBT and main-thread script time of one load of `url`,
 * in ms.
 *
 * @throws Error when the page does not paint within 20 s
 */
export async function loadProbe(
  browser: Browser,
  url: string,
  slowdown = CPU_SLOWDOWN,
): Promise<{longTasks: number; tbt: number; script: number}> {
  const {context, page, cdp} = await openPage(browser, PHONE_VIEWPORT, slowdown);
  try {
    const started = Date.now();
    await page.goto(url, {waitUntil: 'load'});
    let probe = await readProbe(page);
    for (;;) {
      const lastEnd = Math.max(0, ...probe.longTasks.map(([start, duration]) => start + duration));
      const now = await page.evaluate(() => performance.now());
      if (now - lastEnd >= QUIET_MS || Date.now() - started > MAX_WAIT_MS) break;
      await sleep(250);
      probe = await readProbe(page);
    }
    const fcp = probe.fcp ?? 0;
    const {metrics} = await cdp.send('Performance.getMetrics');
    const scriptSeconds = metrics.find((metric) => metric.name === 'ScriptDuration')?.value ?? 0;
    return {
      longTasks: probe.longTasks.reduce((sum, [, duration]) => sum + duration, 0),
      tbt: probe.longTasks
        .filter(([start]) => start >= fcp)
        .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0),
      script: scriptSeconds * 1000,
    };
  } finally {
    await context.close();
  }
}

/**
 * Ms from the first Ctrl+K until the search modal appears on `url`, with
 * Ctrl+K pressed from the first contentful paint every 50 ms.
 *
 * @throws Error when the modal has not appeared 20 s after the first paint
 */
export async function ctrlKProbe(
  browser: Browser,
  url: string,
  slowdown = CPU_SLOWDOWN,
): Promise<number> {
  const {context, page} = await openPage(browser, DESKTOP_VIEWPORT, slowdown);
  try {
    await page.goto(url, {waitUntil: 'commit'});
    await firstPaint(page);
    const deadline = Date.now() + MAX_WAIT_MS;
    for (;;) {
      await page.keyboard.press('Control+k');
      const probe = await readProbe(page);
      if (probe.modal !== undefined) return probe.modal - probe.key!;
      if (Date.now() > deadline) throw new Error(`Ctrl+K never opened search on ${url}`);
      await sleep(50);
    }
  } finally {
    await context.close();
  }
}

/**
 * Links the click probe may use, in order: below the navbar (the content
 * and the docs sidebar), then the navbar's own (for a page with no other).
 */
const CLICKABLE = ['.main-wrapper a[href^="/"]', '.navbar a[href^="/"]'];

/**
 * The first link in the viewport of `baseUrl + path` (desktop, no
 * throttling, once hydrated) that leads to another page of the site, in the
 * content or the docs sidebar, with the text of that page's `<h1>`.
 *
 * @throws Error when there is no such link
 */
export async function clickTarget(
  browser: Browser,
  baseUrl: string,
  path: string,
): Promise<{href: string; heading: string}> {
  const {context, page} = await openPage(browser, DESKTOP_VIEWPORT, 1);
  try {
    await page.goto(`${baseUrl}${path}`);
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    const hrefs = await page.evaluate(
      ({selectors, here}) =>
        selectors
          .flatMap((selector) => [...document.querySelectorAll<HTMLAnchorElement>(selector)])
          .filter((link) => {
            const rect = link.getBoundingClientRect();
            return (
              link.checkVisibility({visibilityProperty: true, opacityProperty: true}) &&
              rect.width > 0 &&
              rect.top >= 0 &&
              rect.bottom < innerHeight
            );
          })
          .map((link) => link.getAttribute('href')!)
          .filter((href) => !href.includes('#') && href !== here),
      {selectors: CLICKABLE, here: path},
    );
    for (const href of hrefs) {
      const response = await fetch(`${baseUrl}${href}`);
      if (!response.ok) continue;
      const heading = load(await response.text())('h1')
        .first()
        .text()
        .trim();
      if (heading) return {href, heading};
    }
    throw new Error(`No link to another page with a heading in the viewport of ${path}`);
  } finally {
    await context.close();
  }
}

/**
 * Ms from the first paint of `baseUrl + path` until the heading of
 * `target.href` is visible, the link to it clicked every 50 ms from the
 * first paint until the page leaves.
 *
 * @throws Error when the link is not in the viewport, or the destination
 *   does not show within 20 s
 */
export async function clickProbe(
  browser: Browser,
  baseUrl: string,
  path: string,
  target: {href: string; heading: string},
  slowdown = CPU_SLOWDOWN,
): Promise<number> {
  const {context, page} = await openPage(browser, DESKTOP_VIEWPORT, slowdown);
  try {
    await page.goto(`${baseUrl}${path}`, {waitUntil: 'commit'});
    await firstPaint(page);
    const painted = Date.now();
    const box = await page.evaluate(
      ({selectors, href}) => {
        for (const selector of selectors) {
          for (const link of document.querySelectorAll<HTMLAnchorElement>(selector)) {
            const rect = link.getBoundingClientRect();
            if (link.getAttribute('href') === href && rect.width > 0 && rect.top >= 0) {
              return {x: rect.left + rect.width / 2, y: rect.top + rect.height / 2};
            }
          }
        }
        return undefined;
      },
      {selectors: CLICKABLE, href: target.href},
    );
    if (!box) throw new Error(`The link to ${target.href} is not in the viewport of ${path}`);
    // A click that lands while the page cannot take it is lost (a stock
    // build drops clicks made during hydration), so the reader clicks again.
    const deadline = painted + MAX_WAIT_MS;
    while (new URL(page.url()).pathname !== target.href) {
      if (Date.now() > deadline) throw new Error(`Clicks on ${target.href} never left ${path}`);
      await page.mouse.click(box.x, box.y);
      await sleep(50);
    }
    await page
      .getByRole('heading', {level: 1, name: target.heading, exact: true})
      .first()
      .waitFor({timeout: MAX_WAIT_MS});
    return Date.now() - painted;
  } finally {
    await context.close();
  }
}

/** One build to probe: its name and base URL. */
export type Served = {name: string; url: string};

/**
 * `probe()`, or, when it throws, `probe()` once more, after saying so on
 * stderr: one load in a long run can stall (seen once in 600: no first
 * paint within 20 s on the API page), and a whole run should not be lost to
 * it. A second failure is thrown.
 *
 * @param probe one probe of `url`
 * @param url the page probed, named in the message
 */
export async function retryOnce<T>(probe: () => Promise<T>, url: string): Promise<T> {
  try {
    return await probe();
  } catch (error) {
    console.error(`Probe of ${url} failed, trying once more: ${(error as Error).message}`);
    return probe();
  }
}

/**
 * Probes every key page of every build `runs` times and returns the
 * medians, per build name and page path, plus the unthrottled Ctrl+K on
 * {@link DESKTOP_PAGE} per build.
 */
export async function responsiveness(
  browser: Browser,
  builds: Served[],
  runs = 5,
  pages: readonly string[] = KEY_PAGES,
): Promise<{
  pages: Record<string, Record<string, PageResponsiveness>>;
  desktopCtrlK: Record<string, number>;
}> {
  const samples = new Map<string, Record<keyof PageResponsiveness, number[]>>();
  const desktop = new Map<string, number[]>();
  const targets = new Map<string, {href: string; heading: string}>();
  for (const path of pages) targets.set(path, await clickTarget(browser, builds[0]!.url, path));
  for (let run = 0; run < runs; run += 1) {
    const order = run % 2 === 0 ? builds : [...builds].reverse();
    for (const build of order) {
      for (const path of pages) {
        const key = `${build.name}\n${path}`;
        const sample = samples.get(key) ?? {
          longTasks: [],
          tbt: [],
          script: [],
          ctrlK: [],
          click: [],
        };
        const url = `${build.url}${path}`;
        const loaded = await retryOnce(() => loadProbe(browser, url), url);
        sample.longTasks.push(loaded.longTasks);
        sample.tbt.push(loaded.tbt);
        sample.script.push(loaded.script);
        sample.ctrlK.push(await retryOnce(() => ctrlKProbe(browser, url), url));
        sample.click.push(
          await retryOnce(() => clickProbe(browser, build.url, path, targets.get(path)!), url),
        );
        samples.set(key, sample);
      }
      const fast = desktop.get(build.name) ?? [];
      fast.push(
        await retryOnce(
          () => ctrlKProbe(browser, `${build.url}${DESKTOP_PAGE}`, 1),
          `${build.url}${DESKTOP_PAGE}`,
        ),
      );
      desktop.set(build.name, fast);
    }
    console.log(`Responsiveness run ${run + 1} of ${runs} done`);
  }
  const result: Record<string, Record<string, PageResponsiveness>> = {};
  for (const build of builds) {
    result[build.name] = {};
    for (const path of pages) {
      const sample = samples.get(`${build.name}\n${path}`)!;
      result[build.name]![path] = {
        longTasks: median(sample.longTasks),
        tbt: median(sample.tbt),
        script: median(sample.script),
        ctrlK: median(sample.ctrlK),
        click: median(sample.click),
      };
    }
  }
  return {
    pages: result,
    desktopCtrlK: Object.fromEntries(
      builds.map((build) => [build.name, median(desktop.get(build.name)!)]),
    ),
  };
}

/** One Markdown table row. */
const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;

/**
 * The report of {@link responsiveness} for "ours" against "stock", as
 * Markdown: per page, each figure for both builds and long-task time as a
 * share of stock's.
 */
export function responsivenessReport(
  result: Awaited<ReturnType<typeof responsiveness>>,
  runs: number,
  heading: string,
): string {
  const ours = result.pages.ours!;
  const stock = result.pages.stock!;
  const ms = (value: number) => String(Math.round(value));
  const lines = [
    row([
      'Page',
      'Long tasks ours (ms)',
      'Long tasks stock (ms)',
      'Ours ÷ stock',
      'TBT ours (ms)',
      'TBT stock (ms)',
      'Script ours (ms)',
      'Script stock (ms)',
      'Ctrl+K ours (ms)',
      'Ctrl+K stock (ms)',
      'Click ours (ms)',
      'Click stock (ms)',
    ]),
    row(Array(12).fill('---')),
    ...Object.keys(ours).map((path) => {
      const a = ours[path]!;
      const b = stock[path]!;
      return row([
        `\`${path}\``,
        ms(a.longTasks),
        ms(b.longTasks),
        `${Math.round((100 * a.longTasks) / b.longTasks)} %`,
        ms(a.tbt),
        ms(b.tbt),
        ms(a.script),
        ms(b.script),
        ms(a.ctrlK),
        ms(b.ctrlK),
        ms(a.click),
        ms(b.click),
      ]);
    }),
  ];
  return `${heading}

Long tasks, TBT, Ctrl+K and click with the CPU slowed down ${CPU_SLOWDOWN}×, median of ${runs} loads per build and page, builds alternating (\`scripts/bench/responsiveness.ts\`). Long tasks: every task over 50 ms from navigation until the page has been quiet for 3 s. TBT: their part over 50 ms after the first contentful paint. Script: JavaScript run on the main thread in that time (Chromium's \`ScriptDuration\`). Ctrl+K: from the first Ctrl+K, pressed at the first paint and again every 50 ms, to the search modal. Click: from the first paint, with a click every 50 ms on the first link to another page in view, to that page's heading.

${lines.join('\n')}

Ctrl+K to the search modal on \`${DESKTOP_PAGE}\` without throttling: ours ${ms(result.desktopCtrlK.ours!)} ms, stock ${ms(result.desktopCtrlK.stock!)} ms.`;
}

/**
 * The report of {@link responsiveness} for "ours" against the same build
 * without one trick, as Markdown: what the trick is worth in long tasks,
 * TBT and Ctrl+K, with stock beside them.
 *
 * @param without the build's name (`without code-word-wrap`)
 */
export function withoutReport(
  result: Awaited<ReturnType<typeof responsiveness>>,
  without: string,
  runs: number,
  heading: string,
): string {
  const ours = result.pages.ours!;
  const other = result.pages[without]!;
  const stock = result.pages.stock!;
  const ms = (value: number) => String(Math.round(value));
  const lines = [
    row([
      'Page',
      'Long tasks ours (ms)',
      `Long tasks ${without} (ms)`,
      'Long tasks stock (ms)',
      'TBT ours (ms)',
      `TBT ${without} (ms)`,
      'TBT stock (ms)',
      'Script ours (ms)',
      `Script ${without} (ms)`,
      'Script stock (ms)',
    ]),
    row(Array(10).fill('---')),
    ...Object.keys(ours).map((path) =>
      row([
        `\`${path}\``,
        ms(ours[path]!.longTasks),
        ms(other[path]!.longTasks),
        ms(stock[path]!.longTasks),
        ms(ours[path]!.tbt),
        ms(other[path]!.tbt),
        ms(stock[path]!.tbt),
        ms(ours[path]!.script),
        ms(other[path]!.script),
        ms(stock[path]!.script),
      ]),
    ),
  ];
  return `${heading}

The load probe of \`scripts/bench/responsiveness.ts\` (CPU slowed down ${CPU_SLOWDOWN}×, median of ${runs} loads per build and page, builds alternating) for three builds of one commit: ours, ${without} and stock. Script is the JavaScript run on the main thread during the load (Chromium's \`ScriptDuration\`).

${lines.join('\n')}`;
}

/**
 * The figures of {@link responsiveness} for `npm run bench`, with the
 * targets as budgets: long-task time at most half of stock's, TBT at most
 * 200 ms, and Ctrl+K opening search within 100 ms without throttling.
 */
export function responsivenessFigures(
  result: Awaited<ReturnType<typeof responsiveness>>,
): Figure[] {
  const ours = result.pages.ours!;
  const stock = result.pages.stock!;
  return [
    ...Object.keys(ours).flatMap((path): Figure[] => [
      {
        name: `${path}: long-task time, ours ÷ stock (${CPU_SLOWDOWN}× CPU)`,
        value: ours[path]!.longTasks / stock[path]!.longTasks,
        unit: '',
        budget: 0.5,
      },
      {
        name: `${path}: TBT, ours (${CPU_SLOWDOWN}× CPU)`,
        value: ours[path]!.tbt,
        unit: 'ms',
        budget: 200,
      },
      {
        name: `${path}: Ctrl+K to search, ours (${CPU_SLOWDOWN}× CPU)`,
        value: ours[path]!.ctrlK,
        unit: 'ms',
      },
      {
        name: `${path}: click to next page, ours (${CPU_SLOWDOWN}× CPU)`,
        value: ours[path]!.click,
        unit: 'ms',
      },
    ]),
    {
      name: `${DESKTOP_PAGE}: Ctrl+K to search, ours, no throttling`,
      value: result.desktopCtrlK.ours!,
      unit: 'ms',
      budget: 100,
    },
  ];
}

/**
 * `npm run bench -- responsiveness`: builds the site as it ships and the
 * stock variant (`SITE_TRICKS_OFF=all`) into `build-ab/`, serves both with
 * the production nginx server block, probes them side by side, writes the
 * report to its section of `bench/RESULTS.md` and returns the figures.
 *
 * With `without`, a third build leaves out that one trick, and a second
 * report (its own section, `responsiveness-without-<trick>`) shows what the
 * trick is worth.
 *
 * @param runs loads per build, page and probe (the median is reported)
 * @param reuse keep builds already in `build-ab/`
 * @param without a trick of `config/tricks.ts` to measure on its own
 * @param pages the pages to probe, {@link KEY_PAGES} by default; with other
 *   pages (a trick judged on the pages it changes, with more runs) only the
 *   report of `without` is written to `bench/RESULTS.md`, as the section
 *   "side by side with stock" is for the key pages
 */
export async function responsivenessBench(
  runs = 5,
  reuse = false,
  without?: Trick,
  pages: readonly string[] = KEY_PAGES,
): Promise<Figure[]> {
  const keyPages = pages.join() === KEY_PAGES.join();
  const names = ['ours', 'stock', ...(without ? [`without ${without}`] : [])];
  const variants = VARIANTS.filter((variant) => names.includes(variant.name));
  const dirs = variants.map((variant) => buildVariant(variant, reuse));
  const servers = await Promise.all(dirs.map((dir, index) => startNginx(dir, 3330 + index)));
  try {
    const browser = await launchChromium();
    try {
      const result = await responsiveness(
        browser,
        variants.map((variant, index) => ({name: variant.name, url: servers[index]!.url})),
        runs,
        pages,
      );
      const {commit, machine} = runContext();
      const command = `npm run bench -- responsiveness${without ? ` --without=${without}` : ''}${
        keyPages ? '' : ` --pages=${pages.join(',')}`
      }${runs === 5 ? '' : ` --runs=${runs}`}`;
      if (without) {
        const name = `without ${without}`;
        const markdown = withoutReport(
          result,
          name,
          runs,
          `## Responsiveness at load: ours, ${name} and stock

Written by \`${command}\` on ${new Date().toISOString().slice(0, 10)}, commit ${commit}. Machine: ${machine}. "${name}" is the same commit built with \`SITE_TRICKS_OFF=${without}\`, "stock" with \`SITE_TRICKS_OFF=all\` (\`config/tricks.ts\`); every build is served by nginx with \`deploy/nginx/toolhive-docs.conf\`.`,
        );
        console.log(`\n${markdown}`);
        await writeResultsSection(`responsiveness-without-${without}`, markdown);
      }
      const markdown = responsivenessReport(
        result,
        runs,
        `## Responsiveness at load, side by side with stock

Written by \`${command}\` on ${new Date().toISOString().slice(0, 10)}, commit ${commit}. Machine: ${machine}. "Stock" is the same commit built with \`SITE_TRICKS_OFF=all\` (\`config/tricks.ts\`); both builds are served by nginx with \`deploy/nginx/toolhive-docs.conf\`.`,
      );
      console.log(`\n${markdown}`);
      if (keyPages) await writeResultsSection('responsiveness', markdown);
      return responsivenessFigures(result);
    } finally {
      await browser.close();
    }
  } finally {
    for (const server of servers) server.stop();
  }
}
