import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {dirname, join, relative, resolve, sep} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

import {renderCommandMarkdown} from '../../reference/cli/generate';
import {loadCliModel} from '../../reference/cli/schema';
import {API_SPEC_FILE, loadApiDocument, renderApiMarkdown} from '../../reference/api/generate';
import {renderCrdMarkdown} from '../../reference/crd/generate';
import {precompress} from '../nginx';
import {htmlFileForRoute} from '../search';
import {siteComponents} from './components';
import {htmlToMarkdown} from './html';
import {llmsFullTxt, llmsTxt, notFoundMarkdown, sectionFiles, sectionFileText} from './llms-txt';
import {mdxToMarkdown, twinMarkdown} from './markdown';
import {generatedIndexItems, sidebarOrder, type SidebarItem} from './sidebar';
import {twinPath} from './twin';

export {twinPath};

/** The manifest of Markdown twins, in the build folder (see README.md). */
export const MANIFEST_FILE = 'markdown-pages.json';
/** The llmstxt.org index of the site. */
export const LLMS_FILE = 'llms.txt';

/** The Markdown not-found body nginx sends to agents ({@link notFoundMarkdown}). */
export const NOT_FOUND_MARKDOWN_FILE = '404.md';
/** Every page's Markdown in one file. */
export const LLMS_FULL_FILE = 'llms-full.txt';

/** One page of the manifest (`markdown-pages.json`); the contract is in README.md. */
export type ManifestPage = {
  /** The page's route (`/toolhive/faq`, `/`). */
  route: string;
  /** Its canonical absolute URL. */
  url: string;
  /** Path of its Markdown twin from the site root (`/toolhive/faq.md`, `/index.md`). */
  markdown: string;
  title: string;
  /** The front matter description, or the page's meta description. */
  description: string;
  /**
   * The label of the top-level sidebar category holding the page, or
   * `overviewSection` for a page in no category (null while collecting).
   */
  section: string | null;
};

/** The manifest file: every page has a section name. */
export type Manifest = {version: 2; pages: (ManifestPage & {section: string})[]};

/** A page with its twin's text, as the plugin builds them. */
export type TwinPage = ManifestPage & {
  /** Listed in the sitemap (not `noindex`): in the manifest and the llms files. */
  indexed: boolean;
  /** Listed under `## Optional` in llms.txt (reference pages). */
  optional: boolean;
  /** The twin's text. */
  content: string;
};

/** Options of the plugin (docusaurus.config.ts). */
export type LlmsOptions = {
  /** The one-paragraph summary of llms.txt (its block quote). */
  summary: string;
  /**
   * Routes listed under `## Optional` in llms.txt: exact routes, or prefixes
   * ending with `/`.
   */
  optional: readonly string[];
  /** Sections of llms.txt for pages outside any sidebar category. */
  overviewSection: string;
  /**
   * Bodies for pages whose HTML holds no content of their own (the search
   * page), by route. Their title still comes from the built page.
   */
  bodies?: Readonly<Record<string, string>>;
};

/** A doc as the docs plugin loads it: the fields used here. */
type Doc = {
  id: string;
  title: string;
  description: string;
  source: string;
  permalink: string;
  frontMatter: {description?: string};
};
type GeneratedIndex = {title: string; description: string; permalink: string};
type DocsContent = {
  loadedVersions: {
    docs: Doc[];
    sidebars: Record<string, SidebarItem[]>;
  }[];
};

/** Whether a route matches one of the `optional` patterns. */
function matches(route: string, patterns: readonly string[]): boolean {
  return patterns.some((p) => (p.endsWith('/') ? route.startsWith(p) : route === p));
}

/**
 * Every page of the built site with its Markdown twin, in reading order: the
 * home page, then the sidebar (docs and generated indexes), then docs outside
 * the sidebar, then other pages.
 *
 * - Docs are converted from their MDX source ({@link mdxToMarkdown}), except
 *   the generated reference pages, whose twins come from the same data as the
 *   pages (`reference/cli/commands.json`, `reference/crd/mcpserver.json`); the
 *   API page's Redoc component becomes the OpenAPI document's operations.
 * - Generated indexes list their category's pages with descriptions.
 * - Other pages (the home page, the search page) come from their built HTML
 *   ({@link htmlToMarkdown}) or from `options.bodies`.
 *
 * @param routes the routes of the build (`routesPaths`), the not-found page excluded by the caller
 * @param noIndex routes that ask not to be indexed (not in the sitemap)
 * @throws Error naming the file when a page cannot be converted
 */
export function collectPages(args: {
  siteDir: string;
  outDir: string;
  siteUrl: string;
  docs: DocsContent;
  routes: readonly string[];
  noIndex: ReadonlySet<string>;
  options: LlmsOptions;
}): TwinPage[] {
  const {siteDir, outDir, siteUrl, docs, options} = args;
  const version = docs.loadedVersions[0];
  if (!version) throw new Error('plugins/llms: the docs plugin loaded no version');
  const routes = new Set(args.routes);
  const components = siteComponents();
  const cli = loadCliModel();
  // Loaded docs keep the trailing slash of index docs (`/toolhive/`); the
  // built site's routes drop it (`trailingSlash: false`).
  const allDocs = version.docs.map((doc) => ({
    ...doc,
    permalink: withoutTrailingSlash(doc.permalink),
  }));
  const docsById = new Map(allDocs.map((doc) => [doc.id, doc]));
  const sourceFile = (doc: Doc) => resolve(siteDir, doc.source.replace(/^@site\//, ''));
  const docsByFile = new Map(allDocs.map((doc) => [sourceFile(doc), doc]));
  const pages: TwinPage[] = [];
  const done = new Set<string>();

  const page = (
    route: string,
    title: string,
    description: string,
    section: string | null,
    body: string,
  ) => {
    if (done.has(route) || !routes.has(route)) return;
    done.add(route);
    const url = `${siteUrl}${route}`;
    pages.push({
      route,
      url,
      markdown: twinPath(route),
      title,
      description,
      section,
      indexed: !args.noIndex.has(route),
      optional: matches(route, options.optional),
      content: twinMarkdown(title, url, body),
    });
  };

  const docBody = (doc: Doc): string => {
    const file = sourceFile(doc);
    const name = relative(siteDir, file).split(sep).join('/');
    const command = /^docs\/toolhive\/reference\/cli\/(thv[^/]*)\.mdx$/.exec(name)?.[1];
    if (command && cli.byPage.has(command)) {
      return renderCommandMarkdown(cli.byPage.get(command)!, cli, siteUrl);
    }
    if (name === 'docs/toolhive/reference/crd-spec.mdx') {
      return renderCrdMarkdown(siteUrl, doc.permalink);
    }
    if (name === 'docs/toolhive/reference/api.mdx') {
      const spec = join(siteDir, API_SPEC_FILE);
      return renderApiMarkdown(siteUrl, doc.permalink, loadApiDocument(spec), API_SPEC_FILE);
    }
    return mdxToMarkdown(readFileSync(file, 'utf8'), {
      siteUrl,
      pageUrl: `${siteUrl}${doc.permalink}`,
      file: name,
      components,
      resolveFileLink: (href) => docsByFile.get(resolve(dirname(file), href))?.permalink,
    });
  };
  const addDoc = (doc: Doc, section: string | null) =>
    page(
      doc.permalink,
      doc.title,
      doc.frontMatter.description ?? doc.description,
      section,
      docBody(doc),
    );

  const htmlPage = (route: string, section: string | null) => {
    const file = htmlFileForRoute(outDir, route);
    if (!existsSync(file)) throw new Error(`plugins/llms: no built page ${file} for ${route}`);
    const html = htmlToMarkdown(readFileSync(file, 'utf8'), siteUrl, `${siteUrl}${route}`);
    page(route, html.title, html.description, section, options.bodies?.[route] ?? html.body);
  };

  const indexBody = (index: GeneratedIndex): string => {
    const lines = index.description ? [index.description, ''] : [];
    const list = (items: readonly SidebarItem[], indent: string) => {
      for (const item of items) {
        if (item.type === 'doc' || item.type === 'ref') {
          const doc = docsById.get(item.id);
          if (!doc) continue;
          const text = doc.frontMatter.description ?? doc.description;
          lines.push(
            `${indent}- [${item.label ?? doc.title}](${siteUrl}${doc.permalink})${text ? `: ${text}` : ''}`,
          );
        } else if (item.type === 'category') {
          const target =
            item.link?.type === 'doc'
              ? docsById.get(item.link.id)?.permalink
              : item.link?.permalink && withoutTrailingSlash(item.link.permalink);
          lines.push(`${indent}- ${target ? `[${item.label}](${siteUrl}${target})` : item.label}`);
          list(item.items, `${indent}  `);
        } else if (item.type === 'link') {
          lines.push(`${indent}- [${item.label}](${item.href})`);
        }
      }
    };
    list(generatedIndexItems(version.sidebars, index.permalink), '');
    return lines.join('\n');
  };

  if (routes.has('/') && !allDocs.some((doc) => doc.permalink === '/')) htmlPage('/', null);
  for (const entry of sidebarOrder(version.sidebars)) {
    if ('docId' in entry.key) {
      const doc = docsById.get(entry.key.docId);
      if (doc) addDoc(doc, entry.section);
    } else {
      const index = entry.key;
      page(index.permalink, index.title, index.description, entry.section, indexBody(index));
    }
  }
  for (const doc of allDocs) addDoc(doc, null);
  for (const route of [...routes].sort()) {
    if (!done.has(route)) htmlPage(route, null);
  }
  return pages;
}

/** A route without its trailing slash (`/toolhive/` → `/toolhive`); `/` stays. */
function withoutTrailingSlash(route: string): string {
  return route.length > 1 ? route.replace(/\/+$/, '') : route;
}

/**
 * The manifest of the indexed pages, in reading order.
 *
 * @param overviewSection the section of pages in no sidebar category, as llms.txt names it
 */
export function manifest(pages: readonly TwinPage[], overviewSection: string): Manifest {
  return {
    version: 2,
    pages: pages
      .filter((p) => p.indexed)
      .map(({route, url, markdown, title, description, section}) => ({
        route,
        url,
        markdown,
        title,
        description,
        section: section ?? overviewSection,
      })),
  };
}

/**
 * The pages with every Markdown link to one of them (`](https://site/route#x)`)
 * pointing at its twin instead (`](https://site/route.md#x)`), so that an
 * agent reading Markdown stays in Markdown. Links to files, to other sites
 * and to paths that are no page stay as they are, and so does each twin's
 * `URL:` line, which names the page itself.
 *
 * @param siteUrl the site's URL without a trailing slash
 */
export function linkTwins(pages: readonly TwinPage[], siteUrl: string): TwinPage[] {
  const routes = new Set(pages.map((page) => page.route));
  const prefix = siteUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const link = new RegExp(`\\]\\(${prefix}(/[^)\\s#?]*)?((?:[?#][^)\\s]*)?)\\)`, 'g');
  return pages.map((page) => ({
    ...page,
    content: page.content.replace(link, (whole, path: string | undefined, rest: string) => {
      const route = withoutTrailingSlash(path || '/');
      return routes.has(route) ? `](${siteUrl}${twinPath(route)}${rest})` : whole;
    }),
  }));
}

/** Writes a file of the build with its `.gz` for nginx's `gzip_static`. */
function write(outDir: string, path: string, text: string): void {
  const file = join(outDir, path);
  mkdirSync(dirname(file), {recursive: true});
  const content = Buffer.from(text);
  writeFileSync(file, content);
  precompress(file, content);
}

/**
 * Local plugin: pages that AI agents can read (see README.md).
 * - Its theme folder adds the Copy page menu to every docs page
 *   (`DocBreadcrumbs`); `src/theme/Layout` names each page's twin in a
 *   `<link rel="alternate" type="text/markdown">`.
 * - After the production build it writes a Markdown twin next to every page
 *   (`<route>.md`), the manifest ({@link MANIFEST_FILE}), `llms.txt`,
 *   `llms-full.txt` and the Markdown not-found body, each with its `.gz`. Plugins' `postBuild` run at the same
 *   time and `plugins/nginx` compresses only what the bundler, the renderer and
 *   `static/` wrote, so this plugin compresses its own files.
 */
export default function llmsPlugin(context: LoadContext, options: LlmsOptions): Plugin {
  const theme = join(context.siteDir, 'plugins/llms/theme');
  let docs: DocsContent | undefined;
  return {
    name: 'llms',
    getThemePath: () => theme,
    getTypeScriptThemePath: () => theme,
    allContentLoaded({allContent}) {
      docs = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
    },
    postBuild({outDir, routesPaths, routesBuildMetadata}) {
      if (!docs) throw new Error('plugins/llms: the docs plugin loaded no content');
      const siteUrl = context.siteConfig.url.replace(/\/$/, '');
      const routes = routesPaths.filter(
        (route) => !route.includes('*') && !/^\/404(\.html)?$/.test(route),
      );
      const noIndex = new Set(routes.filter((route) => routesBuildMetadata[route]?.noIndex));
      const pages = linkTwins(
        collectPages({
          siteDir: context.siteDir,
          outDir,
          siteUrl,
          docs,
          routes,
          noIndex,
          options,
        }),
        siteUrl,
      );
      for (const page of pages) write(outDir, page.markdown, page.content);
      write(
        outDir,
        MANIFEST_FILE,
        `${JSON.stringify(manifest(pages, options.overviewSection), null, 2)}\n`,
      );
      const site = {name: context.siteConfig.title, url: siteUrl};
      write(outDir, LLMS_FILE, llmsTxt(pages, site, options));
      write(outDir, LLMS_FULL_FILE, llmsFullTxt(pages, site, options));
      for (const file of sectionFiles(pages, options)) {
        write(outDir, file.path, sectionFileText(file, site, options));
      }
      write(outDir, NOT_FOUND_MARKDOWN_FILE, notFoundMarkdown(site));
    },
  };
}
