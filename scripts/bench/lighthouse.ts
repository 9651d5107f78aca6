import {execFile} from 'node:child_process';
import {createRequire} from 'node:module';
import {promisify} from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import type {Result} from 'lighthouse';

import {median, type Figure} from './figures';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../../config/chromium';

/**
 * Pages scored by Lighthouse (the key pages), with their performance budget:
 * a median of 97 on every one (Lighthouse's mobile
 * preset; absolute scores depend on the machine, see bench/RESULTS.md).
 */
export const LIGHTHOUSE_PAGES: {path: string; performance: number}[] = [
  '/',
  '/toolhive',
  '/toolhive/guides-cli/run-mcp-servers',
  '/toolhive/reference/cli/thv_run',
  '/toolhive/reference/registry',
  '/search',
  '/toolhive/reference/api',
].map((path) => ({path, performance: 97}));

/**
 * Lighthouse's own CLI, run by plain Node. Lighthouse sends some of its
 * functions to the page as source text; run under tsx, those carry the
 * compiler's `__name` helper, which the page does not have.
 */
const LIGHTHOUSE_CLI = createRequire(import.meta.url).resolve('lighthouse/cli/index.js');

/** The categories Lighthouse scores unless told otherwise. */
export const ALL_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * One Lighthouse run of `url` in the Chromium listening on `port`, scoring
 * `categories` (performance alone takes about a quarter less time).
 */
export async function runLighthouse(
  url: string,
  port: number,
  categories: readonly string[] = ALL_CATEGORIES,
): Promise<Result> {
  const {stdout} = await promisify(execFile)(
    process.execPath,
    [
      LIGHTHOUSE_CLI,
      url,
      `--port=${port}`,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      `--only-categories=${categories.join(',')}`,
    ],
    {maxBuffer: 256 * 1024 * 1024},
  );
  return JSON.parse(stdout) as Result;
}

/**
 * Lighthouse (mobile preset, the default) with the system Chromium against
 * the site served with compression; median of `runs` runs per page of each
 * category score and of LCP, TBT and CLS.
 */
export async function lighthouseFigures(baseUrl: string, runs = 3): Promise<Figure[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  const figures: Figure[] = [];
  try {
    for (const {path, performance} of LIGHTHOUSE_PAGES) {
      const scores: Record<string, number[]> = {};
      const add = (key: string, value: number) => (scores[key] ??= []).push(value);
      for (let run = 0; run < runs; run += 1) {
        const lhr = await runLighthouse(`${baseUrl}${path}`, chrome.port);
        for (const [key, category] of Object.entries(lhr.categories)) {
          add(key, Math.round((category.score ?? 0) * 100));
        }
        add('lcp', lhr.audits['largest-contentful-paint']!.numericValue ?? 0);
        add('tbt', lhr.audits['total-blocking-time']!.numericValue ?? 0);
        add('cls', lhr.audits['cumulative-layout-shift']!.numericValue ?? 0);
      }
      const page = `Lighthouse ${path}`;
      const scored: [string, string, number][] = [
        ['performance', 'performance', performance],
        ['accessibility', 'accessibility', 100],
        ['best-practices', 'best practices', 100],
        ['seo', 'SEO', 100],
      ];
      for (const [key, label, budget] of scored) {
        figures.push({
          name: `${page} ${label}`,
          value: median(scores[key]!),
          unit: '',
          budget,
          lowerIsBetter: false,
        });
      }
      for (const [key, label, unit] of [
        ['lcp', 'LCP', 'ms'],
        ['tbt', 'TBT', 'ms'],
        ['cls', 'CLS', ''],
      ] as const) {
        figures.push({name: `${page} ${label}`, value: median(scores[key]!), unit});
      }
    }
  } finally {
    chrome.kill();
  }
  return figures;
}
