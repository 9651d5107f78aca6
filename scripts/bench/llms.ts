import {existsSync, readFileSync, statSync} from 'node:fs';
import {join} from 'node:path';
import {gzipSync, constants as zlib} from 'node:zlib';
import {build} from 'esbuild';

import {twinPath} from '../../plugins/llms/twin';
import {launchChromium} from './browser';
import {flag, type Figure} from './figures';
import {transferred} from './site';

const BUILD = 'build';

/** Paths of every URL the built sitemap lists. */
function sitemapPaths(): string[] {
  const xml = readFileSync(join(BUILD, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

const gzipKb = (content: Buffer | string) =>
  gzipSync(content, {level: zlib.Z_BEST_COMPRESSION}).length / 1024;

/**
 * A theme component's own JavaScript and CSS, bundled alone the way the site
 * ships it: what the entry imports statically loads with the page, what it
 * imports dynamically (the Copy page menu) later. For the breadcrumbs
 * wrapper, that is the button up front and the menu on hover, focus or
 * first use. React, Docusaurus, the routes and the original theme
 * components are left out: every page loads them anyway. Minified by
 * esbuild, gzip level 9 (as plugins/nginx compresses the build).
 *
 * @param entry the component's file
 */
async function ownBundle(
  entry: string,
): Promise<{firstJs: number; firstCss: number; lazyJs: number}> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    write: false,
    metafile: true,
    outdir: 'bench-results/llms-menu',
    jsx: 'automatic',
    alias: {'@site': '.'},
    external: [
      '@generated/*',
      'react',
      'react/*',
      'react-dom',
      '@docusaurus/*',
      '@theme-init/*',
      '@theme-original/*',
      '@theme/*',
    ],
    logLevel: 'silent',
  });
  const outputs = result.metafile.outputs;
  const entryOutput = Object.keys(outputs).find((path) => outputs[path]!.entryPoint)!;
  // The entry and what it imports statically load with the page.
  const first = new Set<string>();
  const visit = (path: string) => {
    if (first.has(path)) return;
    first.add(path);
    for (const imported of outputs[path]?.imports ?? []) {
      if (imported.kind === 'import-statement' && !imported.external) visit(imported.path);
    }
  };
  visit(entryOutput);
  const firstCss = outputs[entryOutput]!.cssBundle;
  const sizes = new Map(
    result.outputFiles.map((file) => [
      file.path.slice(file.path.indexOf('bench-results/')),
      gzipKb(Buffer.from(file.contents)),
    ]),
  );
  let firstJs = 0;
  let lazyJs = 0;
  for (const [path, size] of sizes) {
    if (!path.endsWith('.js')) continue;
    if (first.has(path)) firstJs += size;
    else lazyJs += size;
  }
  return {firstJs, firstCss: firstCss ? (sizes.get(firstCss) ?? 0) : 0, lazyJs};
}

/**
 * Figures of the pages for AI agents (plugins/llms): Markdown twins against
 * the sitemap, the size of llms-full.txt, and what the Copy page menu adds to
 * a docs page, measured both alone ({@link ownBundle}) and in the served
 * build (whether the menu's code loads before it is opened).
 *
 * @param baseUrl the build served by nginx
 */
export async function llmsFigures(baseUrl: string): Promise<Figure[]> {
  const sitemap = sitemapPaths();
  const twins = sitemap.filter((route) => existsSync(join(BUILD, twinPath(route))));
  const full = readFileSync(join(BUILD, 'llms-full.txt'));
  const menu = await ownBundle('plugins/llms/theme/DocBreadcrumbs/index.tsx');
  // The link to the twin, in every page's Layout (its twinPath() is counted in the menu too).
  const layout = await ownBundle('src/theme/Layout/index.tsx');

  const browser = await launchChromium();
  let menuLoadedEarly = false;
  try {
    const context = await browser.newContext();
    const docs = await transferred(
      await context.newPage(),
      `${baseUrl}/toolhive/guides-cli/registry`,
    );
    for (const file of docs.files.filter((f) => f.endsWith('.js'))) {
      // Text only the menu chunk holds (plugins/llms/theme/CopyPageMenu/Menu.tsx).
      if ((await (await fetch(file)).text()).includes('claude.ai/new')) menuLoadedEarly = true;
    }
    await context.close();
  } finally {
    await browser.close();
  }

  return [
    {name: 'pages in the sitemap', value: sitemap.length, unit: ''},
    {
      name: 'sitemap pages with a Markdown twin',
      value: twins.length,
      unit: '',
      budget: sitemap.length,
      lowerIsBetter: false,
    },
    {name: 'llms-full.txt (raw)', value: full.length / 1024, unit: 'KB'},
    {
      name: 'llms-full.txt (gzip, as served)',
      value: statSync(join(BUILD, 'llms-full.txt.gz')).size / 1024,
      unit: 'KB',
    },
    {
      name: 'Copy page menu: first-load JS it adds to a docs page (gzip)',
      value: menu.firstJs,
      unit: 'KB',
      budget: 3,
    },
    {name: 'Copy page menu: first-load CSS it adds (gzip)', value: menu.firstCss, unit: 'KB'},
    {
      name: 'Markdown link in every page head: first-load JS it adds (gzip)',
      value: layout.firstJs,
      unit: 'KB',
    },
    {
      name: 'Copy page menu: JS loaded when it is first used (gzip)',
      value: menu.lazyJs,
      unit: 'KB',
    },
    {
      name: 'Copy page menu code loaded before the menu is opened (1 = yes)',
      value: flag(menuLoadedEarly),
      unit: '',
      budget: 0,
    },
  ];
}
