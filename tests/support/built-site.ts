import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {join, relative, sep} from 'node:path';
import * as cheerio from 'cheerio';

/** A page of the production build. */
export type BuiltPage = {route: string; file: string; $: cheerio.CheerioAPI};

export const BUILD_DIR = 'build';

/** Route of a built HTML file (`trailingSlash: false`): `toolhive/faq.html` → `/toolhive/faq`. */
export function routeOfFile(file: string): string {
  const path = relative(BUILD_DIR, file)
    .split(sep)
    .join('/')
    .replace(/\.html$/, '');
  if (path === 'index') return '/';
  return `/${path.replace(/\/index$/, '')}`;
}

/** Every HTML page of the build, with its route and parsed document. */
export function builtPages(): BuiltPage[] {
  if (!existsSync(join(BUILD_DIR, 'index.html'))) {
    throw new Error('No production build in build/: run npm run build first.');
  }
  const files = readdirSync(BUILD_DIR, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !relative(BUILD_DIR, file).startsWith('assets'))
    .sort();
  return files.map((file) => ({
    route: routeOfFile(file),
    file,
    $: cheerio.load(readFileSync(file, 'utf8')),
  }));
}

/**
 * The scripts a page starts, in order, as paths inside the build
 * (`assets/js/…`): the hrefs of its script preloads (`plugins/html-shell`).
 */
export function startedScripts(page: Pick<BuiltPage, '$'>): string[] {
  const {$} = page;
  return $('link[rel="preload"][as="script"]')
    .toArray()
    .map((link) => $(link).attr('href')!.replace(/^\//, ''));
}

/** True when the page asks search engines not to index it. */
export function isNoindex(page: BuiltPage): boolean {
  return page
    .$('meta[name="robots"]')
    .toArray()
    .some((m) => /noindex/.test(page.$(m).attr('content') ?? ''));
}

/** Paths of every URL the built sitemap lists, in its order. */
export function sitemapPaths(): string[] {
  const xml = readFileSync(join(BUILD_DIR, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}
