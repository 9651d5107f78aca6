import {createHash} from 'node:crypto';
import {existsSync, readFileSync, readdirSync, writeFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {gzipSync, constants as zlib} from 'node:zlib';
import type {Plugin} from '@docusaurus/types';
import {load} from 'cheerio';

/**
 * The file, in the build folder, that the production server block includes
 * (`deploy/nginx/toolhive-docs.conf`): it sets `$csp`, the whole
 * Content-Security-Policy of this build. nginx answers 404 for it.
 */
export const CSP_FILE = 'nginx-csp.conf';

/** Files the build compresses ahead of time, for nginx's `gzip_static`. */
export const PRECOMPRESSED = /\.(html|js|css|json|svg|xml|txt|yaml|map)$/;

/**
 * Writes `<path>.gz` (gzip level 9) next to a file of at least
 * {@link MIN_BYTES}, for nginx's `gzip_static`.
 *
 * @returns whether it wrote one
 */
export function precompress(path: string, content: Buffer = readFileSync(path)): boolean {
  if (content.length < MIN_BYTES) return false;
  writeFileSync(`${path}.gz`, gzipSync(content, {level: zlib.Z_BEST_COMPRESSION}));
  return true;
}

/** Below this size (bytes) a file is not worth compressing (nginx's `gzip_min_length`). */
export const MIN_BYTES = 1024;

/**
 * Origins the Google tag needs, for builds with `GTAG_TRACKING_ID` set:
 * https://developers.google.com/tag-platform/security/guides/csp (Google
 * Analytics 4 section).
 */
export const GTAG_SOURCES = {
  script: ['https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  connect: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
};

/** Every file under `dir`, as paths relative to it; none when it does not exist. */
function files(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
}

/**
 * The `'sha256-…'` source of every distinct inline script that a browser
 * runs (no `src`, and no type or a JavaScript type) in the given HTML
 * documents, sorted. JSON-LD and other data blocks are not run and need none.
 */
export function inlineScriptHashes(htmlDocuments: Iterable<string>): string[] {
  const hashes = new Set<string>();
  for (const html of htmlDocuments) {
    const $ = load(html);
    $('script:not([src])').each((_, script) => {
      const type = ($(script).attr('type') ?? '').trim().toLowerCase();
      if (type !== '' && type !== 'text/javascript' && type !== 'module') return;
      const text = $(script).html() ?? '';
      hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
    });
  }
  return [...hashes].sort();
}

/**
 * The Content-Security-Policy of a build: same-origin everything, inline
 * scripts only by hash, inline styles allowed (the theme and Mermaid set
 * `style` attributes), no framing, no plugins; the Google tag's origins
 * only when `gtag` is true.
 *
 * @param hashes sources from {@link inlineScriptHashes}
 */
export function contentSecurityPolicy(hashes: readonly string[], gtag: boolean): string {
  const extra = (list: string[]) => (gtag ? list.map((source) => ` ${source}`).join('') : '');
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes.join(' ')}${extra(GTAG_SOURCES.script)}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data:${extra(GTAG_SOURCES.img)}`,
    "font-src 'self' data:",
    `connect-src 'self'${extra(GTAG_SOURCES.connect)}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Local plugin: after the build, writes what the production nginx server
 * block needs from this build:
 *
 * - {@link CSP_FILE}: `set $csp "…";` with the policy from
 *   {@link contentSecurityPolicy}, hashing every inline script of every page;
 * - a `.gz` next to every text file that the bundler (`assets/`), the page
 *   renderer (`*.html`) and `static/` put in the build ({@link precompress}).
 *   Files that other plugins write in their own `postBuild` (which runs at
 *   the same time as this one) are theirs to compress: the search index is
 *   (`plugins/search/index.ts`); the sitemap is small and nginx compresses it.
 *
 * @param gtag whether this build has the Google tag (`GTAG_TRACKING_ID`)
 */
export default function nginxPlugin({gtag}: {gtag: boolean}): Plugin {
  return {
    name: 'nginx',
    postBuild({outDir, siteDir}) {
      const built = files(outDir);
      const pages = built.filter((file) => file.endsWith('.html'));
      const hashes = inlineScriptHashes(
        pages.map((file) => readFileSync(join(outDir, file), 'utf8')),
      );
      writeFileSync(
        join(outDir, CSP_FILE),
        `# Written by plugins/nginx at build time; included by deploy/nginx/toolhive-docs.conf.\nset $csp "${contentSecurityPolicy(hashes, gtag)}";\n`,
      );
      const fromStatic = new Set(files(join(siteDir, 'static')));
      for (const file of built) {
        const ours = file.endsWith('.html') || file.startsWith('assets/') || fromStatic.has(file);
        if (ours && PRECOMPRESSED.test(file)) precompress(join(outDir, file));
      }
    },
  };
}
