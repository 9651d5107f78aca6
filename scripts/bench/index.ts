/**
 * `npm run bench`: prints the site's speed and size figures next to their
 * budgets. It measures; it does not fail on a figure over budget (the tests
 * check behaviour, this reports numbers). Results are also written to
 * `bench-results/latest.json`.
 *
 * Sections, in order (pass names to run some only: `npm run bench -- search`):
 * - code: lines of speed-only production code per trick, against its budget
 *   (`code.ts`, from `config/tricks.ts`);
 * - build: cold production build and warm rebuild;
 * - search: index and shard sizes, load time, query latency in Node and in
 *   Chromium, relevance per query set (recall@1, recall@5, MRR@10, queries
 *   with no hit), and time to first hits in Chromium;
 * - bundle: JS and CSS a reader downloads, and where Mermaid loads;
 * - images: the largest image;
 * - lighthouse: mobile scores, LCP, TBT and CLS per page (median of 3);
 * - load: requests per second and errors for a 10 s loopback load;
 * - llms: Markdown twins against the sitemap, the size of llms-full.txt, and
 *   what the Copy page menu adds to a docs page's first load;
 * - mcp: the docs MCP server's cold start, search_docs latency and memory
 *   over stdio (`mcp.ts`);
 * - responsiveness: long-task time, TBT and the time to answer Ctrl+K and a
 *   click on the key pages with the CPU slowed down 4×, side by side with
 *   the stock build of the same commit (`responsiveness.ts`; builds both
 *   into `build-ab/`, `--reuse` keeps them; `--runs=N`, default 5;
 *   `--without=TRICK` adds a build without that trick and reports what it
 *   is worth; `--pages=PATH,…` probes those pages instead of the key pages,
 *   to judge a trick on the pages it changes).
 * Pages are served by nginx with the production server block, so nginx is
 * needed (`NGINX_PATH`, default /usr/sbin/nginx).
 *
 * `npm run bench -- --ab` instead compares the site with each performance
 * trick switched off, with all of them off (stock) and with itself built
 * again (the noise), and writes `bench/RESULTS.md` (see `ab.ts`;
 * `--runs=N`, default 9).
 */
import {existsSync, mkdirSync, writeFileSync} from 'node:fs';
import {execSync} from 'node:child_process';

import {startNginx} from '../nginx';
import {abBench} from './ab';
import {codeFigures} from './code';
import {lighthouseFigures} from './lighthouse';
import {llmsFigures} from './llms';
import {loadFigures, searchIndexLoadFigure} from './load';
import {mcpFigures} from './mcp';
import {responsivenessBench} from './responsiveness';
import {TRICKS, type Trick} from '../../config/tricks';
import type {Figure} from './figures';
import {browserLatencyFigures, searchFigures} from './search';
import {firstHitsFigures} from './search-browser';
import {buildFigures, bundleFigures, imageFigures} from './site';

const PORT = 3290;
const SECTIONS = [
  'code',
  'build',
  'search',
  'bundle',
  'images',
  'lighthouse',
  'load',
  'llms',
  'mcp',
  'responsiveness',
] as const;
/** Sections that read the build through nginx. */
const SERVED = ['search', 'bundle', 'images', 'lighthouse', 'load', 'llms'] as const;

function format(figure: Figure): string {
  const value = Number.isInteger(figure.value) ? String(figure.value) : figure.value.toFixed(2);
  const shown = `${value}${figure.unit ? ` ${figure.unit}` : ''}`;
  if (figure.budget === undefined) return `  ${figure.name.padEnd(78)} ${shown.padStart(12)}`;
  const higher = figure.lowerIsBetter === false;
  const ok = higher ? figure.value >= figure.budget : figure.value <= figure.budget;
  const budget = `${higher ? '≥' : '≤'} ${figure.budget}${figure.unit ? ` ${figure.unit}` : ''}`;
  return `  ${figure.name.padEnd(78)} ${shown.padStart(12)}   budget ${budget.padEnd(10)} ${ok ? 'ok' : 'OVER'}`;
}

/**
 * The trick named by `--without=TRICK`, if any.
 *
 * @throws Error naming the known tricks when the name is not one of them
 */
function withoutOption(options: string[]): Trick | undefined {
  const name = options.find((o) => o.startsWith('--without='))?.slice('--without='.length);
  if (name === undefined) return undefined;
  if (!(TRICKS as readonly string[]).includes(name)) {
    throw new Error(`--without=${name}: not a trick. Known: ${TRICKS.join(', ')}.`);
  }
  return name as Trick;
}

/**
 * The pages named by `--pages=PATH,PATH`, if any: each a path of the site,
 * starting with `/`.
 *
 * @throws Error naming an entry that is not a path
 */
function pagesOption(options: string[]): string[] | undefined {
  const value = options.find((o) => o.startsWith('--pages='))?.slice('--pages='.length);
  if (value === undefined) return undefined;
  const pages = value.split(',').filter(Boolean);
  const wrong = pages.filter((page) => !page.startsWith('/'));
  if (pages.length === 0 || wrong.length > 0) {
    throw new Error(`--pages=${value}: give paths of the site, such as /toolhive,/search.`);
  }
  return pages;
}

async function main(): Promise<void> {
  const options = process.argv.slice(2).filter((arg) => arg.startsWith('-'));
  const runsOption = /^--runs=(\d+)$/.exec(options.find((o) => o.startsWith('--runs=')) ?? '')?.[1];
  if (options.includes('--ab')) {
    await abBench(Number(runsOption ?? 9), options.includes('--reuse'));
    return;
  }
  const asked = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
  const unknown = asked.filter((arg) => !(SECTIONS as readonly string[]).includes(arg));
  if (unknown.length) {
    throw new Error(
      `Unknown bench section: ${unknown.join(', ')}. Sections: ${SECTIONS.join(', ')}.`,
    );
  }
  const run = (section: (typeof SECTIONS)[number]) => asked.length === 0 || asked.includes(section);
  const all: Figure[] = [];
  const report = (title: string, figures: Figure[]) => {
    console.log(`\n${title}`);
    for (const figure of figures) console.log(format(figure));
    all.push(...figures);
  };

  if (run('code')) report('Speed-only production code', codeFigures());
  if (run('build')) {
    report('Build', buildFigures());
  } else if (!existsSync('build/search-records.json')) {
    console.log('No production build found; building…');
    execSync('npx docusaurus build', {
      stdio: 'inherit',
      env: {...process.env, NO_UPDATE_NOTIFIER: '1'},
    });
  }

  if (run('mcp')) report('Docs MCP server (stdio)', await mcpFigures());
  if (run('responsiveness')) {
    report(
      'Responsiveness at load, ours against stock',
      await responsivenessBench(
        Number(runsOption ?? 5),
        options.includes('--reuse'),
        withoutOption(options),
        pagesOption(options),
      ),
    );
  }

  const server = SERVED.some(run) ? await startNginx('build', PORT) : undefined;
  try {
    if (server && run('search')) {
      const search = searchFigures();
      report('Search', [
        ...search.figures,
        ...(await browserLatencyFigures(server.url)),
        ...(await firstHitsFigures(server.url)),
      ]);
      for (const miss of search.misses) {
        console.log(
          `    not in top 5 (${miss.set}): "${miss.query}" → ${miss.got.join(', ') || 'no hits'}`,
        );
      }
    }
    if (server && run('bundle')) report('What a reader downloads', await bundleFigures(server.url));
    if (server && run('images')) report('Images', imageFigures());
    if (server && run('lighthouse'))
      report('Lighthouse (mobile)', await lighthouseFigures(server.url));
    if (server && run('load')) {
      const html = await (await fetch(`${server.url}/toolhive`)).text();
      const assets = [...html.matchAll(/\/assets\/(?:js|css)\/[^"' >]+/g)]
        .map((m) => m[0])
        .slice(0, 6);
      report(
        'Load on loopback',
        await loadFigures(server.url, [
          '/',
          '/toolhive',
          '/toolhive/guides-cli/run-mcp-servers',
          '/toolhive/reference/cli/thv_run',
          '/search-index-0.json',
          '/search-index-1.json',
          ...assets,
        ]),
      );
      report('Search index under load', [
        await searchIndexLoadFigure(server.url, '/search-index-1.json'),
      ]);
    }
    if (server && run('llms')) report('Pages for AI agents', await llmsFigures(server.url));
  } finally {
    server?.stop();
  }

  mkdirSync('bench-results', {recursive: true});
  writeFileSync('bench-results/latest.json', `${JSON.stringify(all, null, 2)}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
