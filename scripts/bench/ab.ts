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
 *   slow 4G; the performance category only): performance score, LCP, TBT
 *   and TTI, median of `runs` runs. Ours, ours again and stock are scored
 *   on every key page; a build without one trick only on the pages that
 *   trick changes ({@link TRICK_PAGES}). Runs alternate between builds
 *   (A B C … then … C B A) so that a machine that slows down over time does
 *   not favour one build;
 * - the JavaScript a reader downloads on the first load of a docs page
 *   (gzip, as nginx serves it).
 *
 * Prints the tables and writes them, with the date, the machine and the
 * verdict per trick, to their section of `bench/RESULTS.md`.
 *
 * Options: `--runs=N` (default 9); `--reuse` skips building a variant whose
 * folder in `build-ab/` already holds a build, and goes on from the rounds
 * of runs {@link SAMPLES_FILE} holds for the same commit (a run of about
 * 300 Lighthouse runs can then survive an interruption).
 */
import {execSync} from 'node:child_process';
import {existsSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';

import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../../config/chromium';
import {TRICKS, type Trick} from '../../config/tricks';
import {startNginx} from '../nginx';
import {launchChromium} from './browser';
import {median} from './figures';
import {LIGHTHOUSE_PAGES, runLighthouse} from './lighthouse';
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

/** Pages ours, ours again and stock are scored on: the key pages of `npm run bench -- lighthouse`. */
export const KEY_PAGES: readonly string[] = LIGHTHOUSE_PAGES.map(({path}) => path);

/** The docs page whose first-load JavaScript is compared (it has no diagram). */
export const JS_PAGE = '/toolhive/guides-cli/registry';

const DOCS_INDEX = '/toolhive';
const LONG_GUIDE = '/toolhive/guides-cli/run-mcp-servers';

/**
 * The pages each trick changes, on which it is judged (over every page, the
 * median would hide a trick that changes one). Tricks that change every docs
 * page are judged on a docs index and the long guide.
 */
export const TRICK_PAGES: Readonly<Record<Trick, readonly string[]>> = {
  'html-shell': [DOCS_INDEX, LONG_GUIDE],
  'code-highlight': [LONG_GUIDE, '/toolhive/reference/cli/thv_run'],
  'card-descriptions': [DOCS_INDEX, LONG_GUIDE],
  'offscreen-content': ['/toolhive/reference/api'],
};

/** The pages a build is scored on: a trick's own for a build without it, else every key page. */
export function pagesOf(variant: Variant): readonly string[] {
  return (TRICKS as readonly string[]).includes(variant.off)
    ? TRICK_PAGES[variant.off as Trick]
    : KEY_PAGES;
}

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

/** Where the Lighthouse samples of a run are kept after each round, for `--reuse`. */
export const SAMPLES_FILE = `${FOLDER}/lighthouse-samples.json`;

/** Every Lighthouse sample of a run: per build name, per page, per figure, one value per round. */
type Samples = Record<string, Record<string, Record<keyof PageScores, number[]>>>;

/** What {@link SAMPLES_FILE} keeps of a run, besides its commit. */
export type SavedRun = {
  /** Rounds done. */
  rounds: number;
  samples: Samples;
  /** Lighthouse's benchmark index of the machine, one per Lighthouse run. */
  benchmarkIndexes: number[];
};

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
 * The mean over `pages` of one score of a build (each page's score being
 * the median of its runs). A mean, not a median: over two pages the
 * median would be one page's figure, and a trick that helps one page and
 * hurts the other would be judged on the first alone.
 *
 * @throws Error naming the build and the page when the build has no scores for it
 */
function overPages(result: VariantResult, key: keyof PageScores, pages: readonly string[]): number {
  const values = pages.map((page) => {
    const scores = result.pages[page];
    if (!scores) throw new Error(`${result.variant.name} was not scored on ${page}`);
    return scores[key];
  });
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

/**
 * What taking one trick out of ours changes, over the trick's pages, and
 * the run's noise there: means over the pages of each page's difference.
 */
export type TrickEffect = {
  trick: Trick;
  pages: readonly string[];
  /** Performance points lost, LCP and TBT added (ms), first-load JS added (KB). */
  cost: {performance: number; lcp: number; tbt: number; js: number};
  /** The same differences between ours and ours again (absolute). */
  noise: {performance: number; lcp: number; tbt: number; js: number};
};

/**
 * What taking the trick of `without` out of `ours` costs on the trick's
 * pages, and the spread between ours and ours again there.
 *
 * @param again ours built a second time, from the same code
 * @throws Error when a build was not scored on one of the trick's pages
 */
export function effect(
  ours: VariantResult,
  again: VariantResult,
  without: VariantResult,
): TrickEffect {
  const trick = without.variant.off as Trick;
  const pages = TRICK_PAGES[trick];
  const at = (result: VariantResult, key: keyof PageScores) => overPages(result, key, pages);
  // Page by page, so that two pages' spreads in opposite directions do not cancel.
  const spread = (key: keyof PageScores) =>
    pages
      .map((page) => Math.abs(overPages(ours, key, [page]) - overPages(again, key, [page])))
      .reduce((sum, value) => sum + value, 0) / pages.length;
  return {
    trick,
    pages,
    cost: {
      performance: at(ours, 'performance') - at(without, 'performance'),
      lcp: at(without, 'lcp') - at(ours, 'lcp'),
      tbt: at(without, 'tbt') - at(ours, 'tbt'),
      js: without.firstLoadJs - ours.firstLoadJs,
    },
    noise: {
      performance: spread('performance'),
      lcp: spread('lcp'),
      tbt: spread('tbt'),
      js: Math.abs(again.firstLoadJs - ours.firstLoadJs),
    },
  };
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
  const {cost, noise} = effect(ours, again, without);
  const gains = [
    cost.performance >= 1 && cost.performance > noise.performance
      ? `+${cost.performance.toFixed(1)} performance`
      : '',
    cost.lcp >= 100 && cost.lcp > noise.lcp ? `−${Math.round(cost.lcp)} ms LCP` : '',
    cost.tbt >= 30 && cost.tbt > noise.tbt ? `−${Math.round(cost.tbt)} ms TBT` : '',
    cost.js >= 1 && cost.js > noise.js ? `−${cost.js.toFixed(1)} KB JS` : '',
  ].filter(Boolean);
  return gains.length > 0 ? `wins (${gains.join(', ')})` : 'no measurable gain';
}

const signed = (value: number, digits = 0) =>
  `${value > 0 ? '+' : value < 0 ? '−' : '±'}${Math.abs(value).toFixed(digits)}`;

/**
 * Table rows, page by page, of each of `builds` on that page: the page's
 * path on its first row, then the build's name, performance, LCP and TBT
 * (and TTI with `tti`), in ms.
 */
function pageRows(
  pages: readonly string[],
  builds: readonly VariantResult[],
  tti: boolean,
): (string | number)[][] {
  return pages.flatMap((path) =>
    builds.map((build, index) => {
      const s = build.pages[path]!;
      const row = [
        index === 0 ? `\`${path}\`` : '',
        build.variant.name,
        s.performance,
        Math.round(s.lcp),
        Math.round(s.tbt),
      ];
      return tti ? [...row, Math.round(s.tti)] : row;
    }),
  );
}

/** The report, as Markdown. */
export function report(
  results: VariantResult[],
  runs: number,
  commit: string,
  benchmarkIndex: number,
): string {
  const byName = (name: string) => results.find((r) => r.variant.name === name)!;
  const [ours, again, stock] = [byName('ours'), byName('ours again'), byName('stock')];
  const {machine} = runContext();
  const keyPages = table(
    ['Page', 'Build', 'Performance', 'LCP (ms)', 'TBT (ms)', 'TTI (ms)'],
    pageRows(KEY_PAGES, [ours, again, stock], true),
  );
  const js = table(
    ['Build', 'First-load JS (KB gz)'],
    results.map((r) => [r.variant.name, r.firstLoadJs.toFixed(1)]),
  );
  const effects = results
    .filter((r) => r.variant.name.startsWith('without '))
    .map((r) => ({result: r, effect: effect(ours, again, r)}));
  const verdicts = table(
    [
      'Trick',
      'Judged on',
      'Performance lost',
      'LCP added (ms)',
      'TBT added (ms)',
      'JS added (KB)',
      'Noise: perf. / LCP / TBT',
      'Verdict',
    ],
    effects.map(({result, effect: e}) => [
      e.trick,
      e.pages.map((page) => `\`${page}\``).join(', '),
      signed(e.cost.performance, 1),
      signed(e.cost.lcp),
      signed(e.cost.tbt),
      signed(e.cost.js, 1),
      `${e.noise.performance.toFixed(1)} / ${Math.round(e.noise.lcp)} / ${Math.round(e.noise.tbt)}`,
      verdict(ours, again, result),
    ]),
  );
  const perTrick = effects.map(({result, effect: e}) =>
    table(
      ['Page', 'Build', 'Performance', 'LCP (ms)', 'TBT (ms)'],
      pageRows(e.pages, [ours, again, result], false),
    ),
  );
  return `## Performance tricks in Lighthouse

Written by \`npm run bench -- --ab\` (\`scripts/bench/ab.ts\`) on ${new Date().toISOString().slice(0, 10)}, commit ${commit}.

Machine: ${machine}. Lighthouse's benchmark index of the machine (median over the run): ${Number.isFinite(benchmarkIndex) ? Math.round(benchmarkIndex) : 'not recorded'}.

Each build is the same commit with \`SITE_TRICKS_OFF\` (\`config/tricks.ts\`) set: "ours" is the site as it ships, "ours again" is the same code built a second time (the spread between the two is the run's noise), "stock" has every trick off (Docusaurus's own behaviour), "without X" has only X off. Every build is served by nginx with \`deploy/nginx/toolhive-docs.conf\`. Lighthouse runs its mobile preset (simulated 4× CPU slowdown and slow 4G), performance category only; each figure is the median of ${runs} runs, alternating between builds. Absolute times depend on the machine; compare the rows of one run.

### The key pages: ours, ours again and stock

${keyPages}

### First-load JavaScript

The JavaScript (gzip) a reader downloads on the first load of \`${JS_PAGE}\`.

${js}

### Does each trick pay for itself?

${verdicts}

Costs are means over the pages the trick is judged on of each page's difference, without the trick against ours (each page's figure is the median of its runs); the noise is the mean over the same pages of each page's difference between ours and ours again. A trick wins when taking it out costs at least 1 performance point, 100 ms of LCP or 30 ms of TBT, and more than the noise, or adds at least 1 KB of first-load JS (more than the two builds of ours differ by).

${effects.map(({effect: e}, index) => `#### ${e.trick}\n\n${perTrick[index]}`).join('\n\n')}
`;
}

/** The samples of an earlier, interrupted run of the same commit, if `reuse` and there are any. */
export function earlierSamples(
  commit: string,
  reuse: boolean,
  file: string = SAMPLES_FILE,
): SavedRun {
  const none: SavedRun = {rounds: 0, samples: {}, benchmarkIndexes: []};
  if (!reuse || !existsSync(file)) return none;
  const saved = JSON.parse(readFileSync(file, 'utf8')) as Partial<SavedRun> & {commit: string};
  // The builds are of the commit checked out; a change to this report's own code since does not matter.
  const head = (text: string) => text.split(' ')[0];
  if (head(saved.commit) !== head(commit)) return none;
  console.log(`Going on after ${saved.rounds} rounds of ${file}`);
  return {
    rounds: saved.rounds ?? 0,
    samples: saved.samples ?? {},
    // Files written before the indexes were saved have none.
    benchmarkIndexes: saved.benchmarkIndexes ?? [],
  };
}

/**
 * Runs the comparison and writes `bench/RESULTS.md`.
 *
 * @param runs Lighthouse runs per build and page (the median is reported)
 * @param reuse keep builds already in `build-ab/`, and the rounds of runs
 *   {@link SAMPLES_FILE} holds for this commit
 */
export async function abBench(runs = 9, reuse = false): Promise<void> {
  const {commit} = runContext();
  const builds = VARIANTS.map((variant) => ({variant, dir: buildVariant(variant, reuse)}));
  const servers = await Promise.all(
    builds.map(({dir}, index) => startNginx(dir, FIRST_PORT + index)),
  );
  const earlier = earlierSamples(commit, reuse);
  const {samples, benchmarkIndexes} = earlier;
  try {
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    });
    try {
      for (let round = earlier.rounds; round < runs; round += 1) {
        const order = builds.map((_, index) => index);
        if (round % 2 === 1) order.reverse();
        for (const path of KEY_PAGES) {
          for (const index of order) {
            const {variant} = builds[index]!;
            if (!pagesOf(variant).includes(path)) continue;
            const lhr = await runLighthouse(`${servers[index]!.url}${path}`, chrome.port, [
              'performance',
            ]);
            benchmarkIndexes.push(lhr.environment.benchmarkIndex);
            const page = ((samples[variant.name] ??= {})[path] ??= {
              performance: [],
              lcp: [],
              tbt: [],
              tti: [],
            });
            page.performance.push(Math.round((lhr.categories.performance?.score ?? 0) * 100));
            page.lcp.push(lhr.audits['largest-contentful-paint']?.numericValue ?? 0);
            page.tbt.push(lhr.audits['total-blocking-time']?.numericValue ?? 0);
            page.tti.push(lhr.audits.interactive?.numericValue ?? 0);
          }
        }
        const saved: SavedRun & {commit: string} = {
          commit,
          rounds: round + 1,
          samples,
          benchmarkIndexes,
        };
        writeFileSync(SAMPLES_FILE, JSON.stringify(saved));
        console.log(`Lighthouse round ${round + 1} of ${runs} done`);
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
        for (const [path, values] of Object.entries(samples[variant.name] ?? {})) {
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
    const markdown = report(
      results,
      runs,
      commit,
      benchmarkIndexes.length > 0 ? median(benchmarkIndexes) : Number.NaN,
    );
    console.log(`\n${markdown}`);
    await writeResultsSection('ab', markdown);
    console.log(`Written to ${RESULTS_FILE}`);
  } finally {
    for (const server of servers) server.stop();
  }
}
