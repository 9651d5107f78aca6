import {execSync} from 'node:child_process';
import {existsSync, readFileSync, readdirSync, rmSync, statSync} from 'node:fs';
import {join} from 'node:path';
import type {Page} from '@playwright/test';
import {load} from 'cheerio';

import {flag, type Figure} from './figures';
import {drawDiagrams} from '../diagrams';
import {launchChromium} from './browser';

function timed(command: string): number {
  const started = Date.now();
  execSync(command, {stdio: 'ignore', env: {...process.env, NO_UPDATE_NOTIFIER: '1'}});
  return (Date.now() - started) / 1000;
}

/**
 * Cold production build (no build output, no bundler cache) and a warm
 * rebuild right after it, in seconds. Leaves a fresh build in `build/`.
 */
export function buildFigures(): Figure[] {
  for (const dir of ['build', '.docusaurus', 'node_modules/.cache']) {
    rmSync(dir, {recursive: true, force: true});
  }
  const cold = timed('npx docusaurus build');
  const warm = timed('npx docusaurus build');
  return [
    {name: 'cold production build', value: cold, unit: 's', budget: 40},
    {name: 'warm rebuild', value: warm, unit: 's'},
  ];
}

type Transfer = {js: number; css: number; files: string[]};

/**
 * JS and CSS transferred for `url`. With `withDiagrams`, the page is also
 * scrolled to each Mermaid diagram (they render near the viewport only) and
 * the figure includes what drawing them loads.
 */
export async function transferred(
  page: Page,
  url: string,
  withDiagrams = false,
): Promise<Transfer> {
  const responses: {url: string; type: string; size: Promise<number>}[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet') {
      responses.push({
        url: response.url(),
        type,
        size: response
          .request()
          .sizes()
          .then((sizes) => sizes.responseBodySize),
      });
    }
  });
  await page.goto(url);
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  await page.waitForLoadState('networkidle');
  if (withDiagrams) {
    await drawDiagrams(page);
    await page.waitForLoadState('networkidle');
  }
  const sizes = await Promise.all(responses.map(async (r) => ({...r, bytes: await r.size})));
  return {
    js: sizes.filter((s) => s.type === 'script').reduce((sum, s) => sum + s.bytes, 0) / 1024,
    css: sizes.filter((s) => s.type === 'stylesheet').reduce((sum, s) => sum + s.bytes, 0) / 1024,
    files: sizes.map((s) => s.url),
  };
}

async function containsText(files: string[], needle: string): Promise<boolean> {
  for (const file of files.filter((f) => f.endsWith('.js'))) {
    if ((await (await fetch(file)).text()).includes(needle)) return true;
  }
  return false;
}

/**
 * What a reader downloads on first load (gzip, as served by nginx): JS and
 * CSS of a docs page without diagrams, of the registry catalogue and of the
 * API reference, and where the Mermaid runtime loads. A docs page's JS
 * budget is 170 KB.
 */
export async function bundleFigures(baseUrl: string): Promise<Figure[]> {
  const browser = await launchChromium();
  const load = async (path: string, withDiagrams = false) => {
    const context = await browser.newContext();
    const result = await transferred(await context.newPage(), `${baseUrl}${path}`, withDiagrams);
    await context.close();
    return result;
  };
  try {
    const docs = await load('/toolhive/guides-cli/registry');
    const catalogue = await load('/toolhive/reference/registry');
    const index = await load('/toolhive/tutorials');
    const diagram = await load('/theme-preview', true);
    const api = await load('/toolhive/reference/api');
    // A marker string that only the Mermaid runtime contains.
    const MERMAID = 'mermaid-svg';
    return [
      {
        name: 'JS on first load of a docs page without diagrams (gzip)',
        value: docs.js,
        unit: 'KB',
        budget: 170,
      },
      {name: 'CSS on first load of a docs page (gzip)', value: docs.css, unit: 'KB', budget: 40},
      {
        name: 'JS on first load of the registry catalogue (gzip)',
        value: catalogue.js,
        unit: 'KB',
        budget: 200,
      },
      {
        name: 'JS on first load of a generated-index page, /toolhive/tutorials (gzip)',
        value: index.js,
        unit: 'KB',
      },
      {
        name: 'JS on a page with diagrams, once they are drawn (gzip)',
        value: diagram.js,
        unit: 'KB',
      },
      {name: 'JS on first load of the API page (gzip)', value: api.js, unit: 'KB'},
      {
        name: 'Mermaid runtime loaded on a page without diagrams (1 = yes)',
        value: flag(await containsText(docs.files, MERMAID)),
        unit: '',
        budget: 0,
      },
      {
        name: 'Mermaid runtime loaded on the page with diagrams (1 = yes)',
        value: flag(await containsText(diagram.files, MERMAID)),
        unit: '',
        budget: 1,
        lowerIsBetter: false,
      },
    ];
  } finally {
    await browser.close();
  }
}

/** Image formats that count as modern for the home page budget. */
const MODERN_IMAGE = /\.(svg|webp|avif)$/i;

/**
 * The largest image in the build, and the home page's largest image: its
 * size, whether it is in a modern format (SVG, WebP or AVIF) and whether its
 * `<img>` has explicit width and height (so it cannot shift the layout).
 */
export function imageFigures(): Figure[] {
  const images: {file: string; bytes: number}[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, {withFileTypes: true})) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.(png|jpe?g|gif|webp|avif|svg)$/i.test(entry.name)) {
        images.push({file: path, bytes: statSync(path).size});
      }
    }
  };
  walk('build');
  const largest = images.sort((a, b) => b.bytes - a.bytes)[0];

  const $ = load(readFileSync('build/index.html', 'utf8'));
  const home = $('img')
    .toArray()
    .map((img) => {
      const src = $(img).attr('src') ?? '';
      const file = join('build', src.split(/[?#]/)[0]!);
      return {
        src,
        bytes: existsSync(file) ? statSync(file).size : 0,
        sized: Boolean($(img).attr('width') && $(img).attr('height')),
      };
    })
    .sort((a, b) => b.bytes - a.bytes)[0];
  return [
    {
      name: `largest image in the build (${largest?.file ?? 'none'})`,
      value: (largest?.bytes ?? 0) / 1024,
      unit: 'KB',
      budget: 200,
    },
    {
      name: `home page's largest image (${home?.src ?? 'none'})`,
      value: (home?.bytes ?? 0) / 1024,
      unit: 'KB',
      budget: 200,
    },
    {
      name: "home page's largest image in a modern format (1 = yes)",
      value: flag(MODERN_IMAGE.test(home?.src ?? '')),
      unit: '',
      budget: 1,
      lowerIsBetter: false,
    },
    {
      name: "home page's largest image has explicit width and height (1 = yes)",
      value: flag(home?.sized ?? false),
      unit: '',
      budget: 1,
      lowerIsBetter: false,
    },
  ];
}
