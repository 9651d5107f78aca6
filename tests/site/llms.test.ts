import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {parse} from 'yaml';

import type {Manifest} from '../../plugins/llms';
import {twinPath} from '../../plugins/llms/twin';
import {loadCliModel} from '../../reference/cli/schema';
import {clientCompatibility} from '../../src/data/clientCompatibility';
import {BUILD_DIR, builtPages, sitemapPaths} from '../support/built-site';

const SITEMAP = sitemapPaths();
const SITE_URL = new URL(
  /<loc>([^<]+)<\/loc>/.exec(readFileSync(join(BUILD_DIR, 'sitemap.xml'), 'utf8'))![1]!,
).origin;
const read = (path: string) => readFileSync(join(BUILD_DIR, path), 'utf8');
const twin = (route: string) => read(twinPath(route));
const manifest = JSON.parse(read('markdown-pages.json')) as Manifest;
const PAGES = builtPages();

describe('Markdown twins', () => {
  it('exist for every page of the sitemap, opening with its title and URL', () => {
    expect(SITEMAP.length).toBeGreaterThan(90);
    const byRoute = new Map(manifest.pages.map((page) => [page.route, page]));
    const problems: string[] = [];
    for (const route of SITEMAP) {
      const file = join(BUILD_DIR, twinPath(route));
      if (!existsSync(file)) {
        problems.push(`${route}: no ${twinPath(route)}`);
        continue;
      }
      const html = PAGES.find((page) => page.route === route)!;
      const h1 = html.$('h1').first().text().trim();
      const [first, blank, url] = twin(route).split('\n');
      if (first !== `# ${h1}`) problems.push(`${route}: starts with "${first}", h1 is "${h1}"`);
      if (blank !== '' || url !== `URL: ${SITE_URL}${route}`) {
        problems.push(`${route}: URL line is "${url}"`);
      }
      if (byRoute.get(route)?.title !== h1) problems.push(`${route}: manifest title differs`);
    }
    expect(problems).toEqual([]);
  });

  it('hold no MDX, front matter, page chrome or relative link outside code blocks', () => {
    const leftovers =
      /^(import |export |---\ntitle:)|<\/?(Tabs|TabItem|details|summary|Head|ThemedImage)\b|\{\/\*|^:::|\]\(\/(?!\/)/m;
    const problems = SITEMAP.flatMap((route) => {
      const prose = twin(route).replace(/^(`{3,})[^\n]*\n[\s\S]*?^\1$/gm, '');
      const found = leftovers.exec(prose);
      return found ? [`${route}: ${found[0]}`] : [];
    });
    expect(problems).toEqual([]);
  });

  it('have a .gz next to each, as nginx serves them', () => {
    const missing = SITEMAP.map(twinPath).filter(
      (path) => read(path).length >= 1024 && !existsSync(join(BUILD_DIR, `${path}.gz`)),
    );
    expect(missing).toEqual([]);
  });

  it('of the CLI reference name every flag of their command, from commands.json', () => {
    const model = loadCliModel();
    const problems: string[] = [];
    for (const command of model.commands) {
      const text = twin(`/toolhive/reference/cli/${command.page}`);
      for (const flag of [...command.flags, ...command.inheritedFlags]) {
        if (!text.includes(`\`--${flag.name}\``)) problems.push(`${command.page}: --${flag.name}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('of the API reference hold every operation of the OpenAPI document', () => {
    const doc = parse(readFileSync('static/api-specs/toolhive-api.yaml', 'utf8')) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const text = twin('/toolhive/reference/api');
    const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.keys(item)
        .filter((method) => ['get', 'put', 'post', 'delete', 'patch'].includes(method))
        .map((method) => `\`${method.toUpperCase()} ${path}\``),
    );
    expect(operations.length).toBeGreaterThan(20);
    expect(operations.filter((line) => !text.includes(`\n${line}\n`))).toEqual([]);
  });

  it('of client compatibility hold the table from the data, one row per client', () => {
    const text = twin('/toolhive/reference/client-compatibility');
    const rows = text.split('\n').filter((line) => line.startsWith('| '));
    for (const client of clientCompatibility) {
      expect(
        rows.some((row) => row.startsWith(`| ${client.name} `)),
        client.name,
      ).toBe(true);
    }
  });

  it('turn tabs into sections and admonitions into labelled quotes', () => {
    const text = twin('/toolhive/guides-cli/secrets-management');
    expect(text).toMatch(/^#### Encrypted$/m);
    expect(text).toMatch(/^#### 1Password$/m);
    expect(text).toMatch(/^> \*\*(Note|Tip|Info|Warning|Danger|Caution)/m);
  });
});

describe('the manifest', () => {
  it('lists every sitemap page once, with its twin, in sidebar order from the home page', () => {
    expect(manifest.version).toBe(2);
    const routes = manifest.pages.map((page) => page.route);
    expect(new Set(routes).size).toBe(routes.length);
    expect([...routes].sort()).toEqual([...SITEMAP].sort());
    expect(routes.slice(0, 3)).toEqual(['/', '/toolhive', '/toolhive/tutorials']);
    for (const page of manifest.pages) {
      expect(page.url).toBe(`${SITE_URL}${page.route}`);
      expect(page.markdown).toBe(twinPath(page.route));
      expect(existsSync(join(BUILD_DIR, page.markdown)), page.markdown).toBe(true);
    }
  });

  it('gives each page its front matter description and top sidebar section', () => {
    const page = (route: string) => manifest.pages.find((p) => p.route === route)!;
    expect(page('/toolhive/guides-cli/install').section).toBe('Guides: ToolHive CLI');
    expect(page('/toolhive/reference/cli/thv_run').section).toBe('Guides: ToolHive CLI');
    expect(page('/toolhive/faq').section).toBe('Overview');
    expect(page('/').section).toBe('Overview');
    expect(page('/toolhive/tutorials/quickstart-cli').description).toMatch(/\w/);
    expect(manifest.pages.filter((p) => p.route !== '/search' && !p.description)).toEqual([]);
  });
});

describe('llms.txt and llms-full.txt', () => {
  const llms = read('llms.txt');
  const full = read('llms-full.txt');

  it('llms.txt follows llmstxt.org: H1, summary, usage, sections of links to twins', () => {
    const lines = llms.split('\n');
    expect(lines[0]).toBe('# ToolHive Docs');
    expect(lines[2]).toMatch(/^> \S/);
    expect(llms).toContain('Accept: text/markdown');
    expect(llms).toMatch(/docs MCP server/i);
    // The page that sets the server up is listed with the CLI guides.
    expect(llms).toMatch(/\(https:\/\/[^)]+\/toolhive\/guides-cli\/docs-mcp-server\.md\)/);
    const sections = lines.filter((line) => line.startsWith('## '));
    expect(sections[0]).toBe('## Overview');
    expect(sections.at(-1)).toBe('## Optional');
    for (const line of lines.filter((l) => l.startsWith('- '))) {
      // Pages' twins, and before the first section the full-text files.
      expect(line).toMatch(/^- \[[^\]]+\]\(https?:\/\/[^)]+\.(md|txt)\)(: .+)?$/);
    }
  });

  it('list every sitemap page; reference pages under Optional', () => {
    const missing = SITEMAP.filter((route) => !llms.includes(`](${SITE_URL}${twinPath(route)})`));
    expect(missing).toEqual([]);
    const optional = llms.slice(llms.indexOf('## Optional'));
    expect(optional).toContain(`(${SITE_URL}/toolhive/reference/cli/thv_run.md)`);
    expect(optional).toContain(`(${SITE_URL}/toolhive/reference/api.md)`);
    expect(optional).not.toContain(`(${SITE_URL}/toolhive/guides-cli/install.md)`);
  });

  it('llms-full.txt holds every sitemap page’s twin, in the order of llms.txt', () => {
    const missing = SITEMAP.filter((route) => !full.includes(twin(route).trimEnd()));
    expect(missing).toEqual([]);
    const order = [...llms.matchAll(/\]\(([^)]+)\.md\)/g)].map((m) => `URL: ${m[1]}`);
    const positions = order.map((url) =>
      full.indexOf(url.replace(/\/index$/, '/').replace(`${SITE_URL}/`, `${SITE_URL}/`)),
    );
    expect(positions.every((p, i) => p >= 0 && (i === 0 || p > positions[i - 1]!))).toBe(true);
  });

  it('have their .gz', () => {
    for (const file of ['llms.txt', 'llms-full.txt', 'markdown-pages.json']) {
      expect(existsSync(join(BUILD_DIR, `${file}.gz`)), file).toBe(true);
    }
  });
});

describe('every page', () => {
  it('names its Markdown twin in a server-rendered <link rel="alternate">', () => {
    const problems: string[] = [];
    for (const page of PAGES) {
      const links = page.$('head link[rel="alternate"][type="text/markdown"]');
      if (page.route === '/404') {
        if (links.length) problems.push('/404 has a twin link');
        continue;
      }
      const href = links.attr('href');
      if (links.length !== 1 || href !== twinPath(page.route)) {
        problems.push(`${page.route}: ${links.length} links, href ${href}`);
      } else if (!existsSync(join(BUILD_DIR, href))) {
        problems.push(`${page.route}: ${href} does not exist`);
      }
    }
    expect(PAGES.length).toBeGreaterThan(90);
    expect(problems).toEqual([]);
  });
});

describe('sections, named alike everywhere', () => {
  const records = (
    JSON.parse(read('search-records.json')) as {
      records: {url_without_anchor: string; hierarchy: {lvl0: string | null}}[];
    }
  ).records;
  /** The llms.txt section each page's link is listed under. */
  const listedUnder = new Map<string, string>();
  let heading = '';
  for (const line of read('llms.txt').split('\n')) {
    if (line.startsWith('## ')) heading = line.slice(3);
    const link = /^- \[.*\]\(([^)]+)\)/.exec(line);
    if (heading && link) listedUnder.set(new URL(link[1]!).pathname, heading);
  }

  it('llms.txt, the manifest (list_pages) and the search records (search_docs) name each page’s section alike', () => {
    const problems: string[] = [];
    for (const page of manifest.pages) {
      const under = listedUnder.get(page.markdown);
      if (under === undefined) problems.push(`${page.route}: not in llms.txt`);
      // Optional is llms.txt's own list of reference pages an agent may skip.
      else if (under !== 'Optional' && under !== page.section) {
        problems.push(`${page.route}: "${under}" in llms.txt, "${page.section}" in the manifest`);
      }
      const lvl0 = new Set(
        records.filter((r) => r.url_without_anchor === page.route).map((r) => r.hierarchy.lvl0),
      );
      for (const name of lvl0) {
        if (name !== page.section) {
          problems.push(`${page.route}: lvl0 "${name}", "${page.section}" in the manifest`);
        }
      }
    }
    expect(problems).toEqual([]);
    const names = new Set(manifest.pages.map((page) => page.section));
    expect([...names].sort()).toEqual(
      [...new Set(listedUnder.values())].filter((name) => name !== 'Optional').sort(),
    );
  });

  it('each section’s full-text files, linked from llms.txt, hold its pages within about 50k tokens', () => {
    const files = [...read('llms.txt').matchAll(/^- \[(.+?)\]\(([^)]+\/llms-full\/[^)]+)\)/gm)];
    expect(files.length).toBeGreaterThanOrEqual(7);
    const covered: string[] = [];
    for (const [, title, url] of files) {
      const text = read(new URL(url!).pathname);
      expect(text.split('\n')[0], url).toBe(`# ToolHive Docs: ${title}`);
      expect(Buffer.byteLength(text), url).toBeLessThanOrEqual(210_000);
      covered.push(...[...text.matchAll(/^URL: (.+)$/gm)].map((m) => new URL(m[1]!).pathname));
    }
    expect(covered.sort()).toEqual(manifest.pages.map((page) => page.route).sort());
  });

  it('twins link to the twins of other pages', () => {
    const text = twin('/toolhive/guides-cli/run-mcp-servers');
    expect(text).toContain(`(${SITE_URL}/toolhive/guides-cli/install.md)`);
    expect(text).not.toMatch(new RegExp(`\\(${SITE_URL}/toolhive/guides-cli/install\\)`));
  });
});
