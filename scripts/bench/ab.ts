/**
 * `npm run bench -- --ab`: what each performance trick is worth.
 *
 * Builds the site once as it ships ("ours"), once with every trick off
 * ("stock", Docusaurus's own behaviour for each) and once with each trick
 * off on its own (`SITE_TRICKS_OFF`, see `config/tricks.ts`), serves every
 * build with the production nginx server block, and measures each on the
 * same pages in the same run:
 *
 * - Lighthouse mobile (its default: Moto G Power viewport, 4x CPU slowdown,
 *   slow 4G): performance score, LCP, TBT and TTI, median of `runs` runs.
 *   Runs alternate between builds (A B C … then … C B A) so that a machine
 *   that slows down over time does not favour one build;
 * - the JavaScript a reader downloads on the first load of a docs page
 *   (gzip, as nginx serves it).
 *
 * Prints the tables and writes them, with the date, the machine and the
 * verdict per trick, to their section of `bench/RESULTS.md`.
 *
 * Options: `--runs=N` (default 9); `--reuse` skips building a variant whose
 * folder in `build-ab/` already holds a build (to re-measure only).
 */
import {execSync} from 'node:child_process';
import {existsSync, rmSync} from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';

import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../../config/chromium';
import {TRICKS, type Trick} from '../../config/tricks';
import {startNginx} from '../nginx';
import {launchChromium} from './browser';
import {median} from './figures';
import {runLighthouse} from './lighthouse';
import {RESULTS_FILE, runContext, writeResultsSection} from './results';
import {transferred} from './site';

/** One build to compare: its name in the tables and its `SITE_TRICKS_OFF`. */
export type Variant = {name: string; off: string};

/**
 * The builds compared: ours, ours built a second time (the same code: the
 * spread between the two is the run's noise), stock, and ours without each
 * trick.
 */
export const VARIANTS: Variant[] = [
  {name: 'ours', off: ''},
  {name: 'ours again', off: ''},
  {name: 'stock', off: 'all'},
  ...TRICKS.map((trick) => ({name: `without ${trick}`, off: trick})),
];

/** Pages scored: the home page, a docs index, a long guide, a CLI page and the registry catalogue. */
export const AB_PAGES = [
  '/',
  '/toolhive',
  '/toolhive/guides-cli/run-mcp-servers',
  '/toolhive/reference/cli/thv_run',
  '/toolhive/reference/registry',
];

/** The docs page whose first-load JavaScript is compared (it has no diagram). */
export const JS_PAGE = '/toolhive/guides-cli/registry';

/** Medians for one build on one page. */
export type PageScores = {performance: number; lcp: number; tbt: number; tti: number};

/** Everything measured for one build. */
export type VariantResult = {
  variant: Variant;
  /** Scores per page path. */
  pages: Record<string, PageScores>;
  /** KB (gzip) of JavaScript on the first load of {@link JS_PAGE}. */
  firstLoadJs: number;
};

const FOLDER = 'build-ab';
const FIRST_PORT = 3310;

const slug = (variant: Variant) => variant.name.replace(/\W+/g, '-');

/**
 * The environment of a variant's build: `env` with the variant's tricks
 * switched off and the bundler's persistent cache off.
 *
 * The cache must be off. Docusaurus 3.8.1 evicts Rspack's persistent cache
 * when the theme's aliases change, but not when a plugin's own
 * `resolve.alias` does (`getCacheVersion` in
 * https://github.com/facebook/docusaurus/blob/v3.8.1/packages/docusaurus/src/webpack/base.ts).
 * A trick that replaced a module by an alias (`date-format`, commit
 * e9183a3) then stayed in the build that should have been without it, read
 * from the cache of the build before: the two builds compared were the same
 * code.
 */
export function variantBuildEnv(
  variant: Variant,
  env: NodeJS.ProcessEnv = process.env,
): NodeJS.ProcessEnv {
  return {
    ...env,
    NO_UPDATE_NOTIFIER: '1',
    SITE_TRICKS_OFF: variant.off,
    DOCUSAURUS_NO_PERSISTENT_CACHE: '1',
  };
}

/** Builds `variant` into `build-ab/<name>`, unless `reuse` and it is there; returns the folder. */
export function buildVariant(variant: Variant, reuse: boolean): string {
  const outDir = `${FOLDER}/${slug(variant)}`;
  if (reuse && existsSync(`${outDir}/index.html`)) return outDir;
  rmSync(outDir, {recursive: true, force: true});
  console.log(`Building ${variant.name} (SITE_TRICKS_OFF=${variant.off || '""'})…`);
  execSync(`npx docusaurus build --out-dir ${outDir}`, {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: variantBuildEnv(variant),
  });
  return outDir;
}

/** One Markdown table. */
function table(head: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n');
}

/**
 * Tricks that change one page only, judged on that page: over every page,
 * the median would hide them.
 */
export const TRICK_PAGES: Partial<Record<Trick, string[]>> = {
  'static-sections': ['/toolhive/reference/registry', '/toolhive/reference/api'],
  'offscreen-content': ['/toolhive/reference/api'],
};

/**
 * Every page scored: {@link AB_PAGES} and the pages of {@link TRICK_PAGES}
 * (a trick is judged on pages every build was scored on).
 */
export const SCORED_PAGES: readonly string[] = [
  ...new Set([...AB_PAGES, ...Object.values(TRICK_PAGES).flat()]),
];

/**
 * The median over `pages` (default: {@link AB_PAGES}) of one score of a build.
 *
 * @throws Error naming the build and the page when the build has no scores for it
 */
function overPages(
  result: VariantResult,
  key: keyof PageScores,
  pages: readonly string[] = AB_PAGES,
): number {
  return median(
    pages.map((page) => {
      const scores = result.pages[page];
      if (!scores) throw new Error(`${result.variant.name} was not scored on ${page}`);
      return scores[key];
    }),
  );
}

/**
 * Whether a trick pays for itself: taking it out of "ours" costs
 * performance score, LCP or TBT (medians over the trick's pages) by more
 * than both the spread between ours and ours again on those pages (the
 * run's noise) and a floor a reader could notice (1 point, 100 ms LCP,
 * 30 ms TBT), or adds at least 1 KB of first-load JavaScript.
 *
 * @param again ours built a second time, from the same code
 * @throws Error when a build was not scored on one of the trick's pages
 */
export function verdict(ours: VariantResult, again: VariantResult, without: VariantResult): string {
  const pages = TRICK_PAGES[without.variant.off as Trick];
  const at = (result: VariantResult, key: keyof PageScores) => overPages(result, key, pages);
  const noise = (key: keyof PageScores) => Math.abs(at(ours, key) - at(again, key));
  const score = at(ours, 'performance') - at(without, 'performance');
  const lcp = at(without, 'lcp') - at(ours, 'lcp');
  const tbt = at(without, 'tbt') - at(ours, 'tbt');
  const js = without.firstLoadJs - ours.firstLoadJs;
  const jsNoise = Math.abs(again.firstLoadJs - ours.firstLoadJs);
  const gains = [
    score >= 1 && score > noise('performance') ? `+${score} performance` : '',
    lcp >= 100 && lcp > noise('lcp') ? `−${Math.round(lcp)} ms LCP` : '',
    tbt >= 30 && tbt > noise('tbt') ? `−${Math.round(tbt)} ms TBT` : '',
    js >= 1 && js > jsNoise ? `−${js.toFixed(1)} KB JS` : '',
  ].filter(Boolean);
  return gains.length > 0 ? `wins (${gains.join(', ')})` : 'no measurable gain';
}

/** The report, as Markdown. */
export function report(results: VariantResult[], runs: number, commit: string): string {
  const ours = results.find((r) => r.variant.name === 'ours')!;
  const again = results.find((r) => r.variant.name === 'ours again')!;
  const {machine} = runContext();
  const summary = table(
    ['Build', 'Performance', 'LCP (ms)', 'TBT (ms)', 'TTI (ms)', 'First-load JS (KB gz)'],
    results.map((r) => [
      r.variant.name,
      overPages(r, 'performance'),
      Math.round(overPages(r, 'lcp')),
      Math.round(overPages(r, 'tbt')),
      Math.round(overPages(r, 'tti')),
      r.firstLoadJs.toFixed(1),
    ]),
  );
  const perPage = SCORED_PAGES.map((path) =>
    [
      `#### ${path}`,
      '',
      table(
        ['Build', 'Performance', 'LCP (ms)', 'TBT (ms)', 'TTI (ms)'],
        results.map((r) => {
          const s = r.pages[path]!;
          return [
            r.variant.name,
            s.performance,
            Math.round(s.lcp),
            Math.round(s.tbt),
            Math.round(s.tti),
          ];
        }),
      ),
    ].join('\n'),
  );
  const verdicts = table(
    ['Trick', 'Taking it out of ours'],
    results
      .filter((r) => r.variant.name.startsWith('without '))
      .map((r) => [r.variant.off, verdict(ours, again, r)]),
  );
  return `## Performance tricks in Lighthouse

Written by \`npm run bench -- --ab\` (\`scripts/bench/ab.ts\`) on ${new Date().toISOString().slice(0, 10)}, commit ${commit}.

Machine: ${machine}.

Each build is the same commit with \`SITE_TRICKS_OFF\` (\`config/tricks.ts\`) set: "ours" is the site as it ships, "stock" has every trick off (Docusaurus's own behaviour), "without X" has only X off. Every build is served by nginx with \`deploy/nginx/toolhive-docs.conf\`. Lighthouse runs its mobile preset (4× CPU slowdown, slow 4G); each figure is the median of ${runs} runs, alternating between builds. Absolute times depend on the machine; compare the rows of one run.

### Median over the pages

${summary}

First-load JS is the JavaScript (gzip) a reader downloads on the first load of \`${JS_PAGE}\`.

### Does each trick pay for itself?

${verdicts}

A trick wins when taking it out costs at least 1 performance point, 100 ms of LCP or 30 ms of TBT, and more than the spread between ours and ours again (two builds of the same code) on the same pages (medians over the pages, or over the pages it changes: ${Object.entries(
    TRICK_PAGES,
  )
    .map(([trick, pages]) => `${trick} on ${pages.map((page) => `\`${page}\``).join(', ')}`)
    .join('; ')}), or adds at least 1 KB of first-load JS.

### Per page

${perPage.join('\n\n')}
`;
}

/**
 * Runs the comparison and writes `bench/RESULTS.md`.
 *
 * @param runs Lighthouse runs per build and page (the median is reported)
 * @param reuse keep builds already in `build-ab/`
 */
export async function abBench(runs = 9, reuse = false): Promise<void> {
  const {commit} = runContext();
  const builds = VARIANTS.map((variant) => ({variant, dir: buildVariant(variant, reuse)}));
  const servers = await Promise.all(
    builds.map(({dir}, index) => startNginx(dir, FIRST_PORT + index)),
  );
  const scores = builds.map(() => new Map<string, Record<keyof PageScores, number[]>>());
  try {
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    });
    try {
      for (let run = 0; run < runs; run += 1) {
        const order = builds.map((_, index) => index);
        if (run % 2 === 1) order.reverse();
        for (const path of SCORED_PAGES) {
          for (const index of order) {
            const lhr = await runLighthouse(`${servers[index]!.url}${path}`, chrome.port);
            const page = scores[index]!.get(path) ?? {performance: [], lcp: [], tbt: [], tti: []};
            page.performance.push(Math.round((lhr.categories.performance?.score ?? 0) * 100));
            page.lcp.push(lhr.audits['largest-contentful-paint']?.numericValue ?? 0);
            page.tbt.push(lhr.audits['total-blocking-time']?.numericValue ?? 0);
            page.tti.push(lhr.audits.interactive?.numericValue ?? 0);
            scores[index]!.set(path, page);
          }
        }
        console.log(`Lighthouse run ${run + 1} of ${runs} done`);
      }
    } finally {
      chrome.kill();
    }
    const browser = await launchChromium();
    const results: VariantResult[] = [];
    try {
      for (const [index, {variant}] of builds.entries()) {
        const context = await browser.newContext();
        const js = await transferred(await context.newPage(), `${servers[index]!.url}${JS_PAGE}`);
        await context.close();
        const pages: Record<string, PageScores> = {};
        for (const [path, values] of scores[index]!) {
          pages[path] = {
            performance: median(values.performance),
            lcp: median(values.lcp),
            tbt: median(values.tbt),
            tti: median(values.tti),
          };
        }
        results.push({variant, pages, firstLoadJs: js.js});
      }
    } finally {
      await browser.close();
    }
    const markdown = report(results, runs, commit);
    console.log(`\n${markdown}`);
    await writeResultsSection('ab', markdown);
    console.log(`Written to ${RESULTS_FILE}`);
  } finally {
    for (const server of servers) server.stop();
  }
}
