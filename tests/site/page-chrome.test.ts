import {execFileSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';

import {DEFAULT_SITE_URL as SITE, DOCS_REPOSITORY} from '../../config/site';
import {BUILD_DIR, builtPages, type BuiltPage} from '../support/built-site';

/** Generated category indexes, defined in sidebars.ts (plugins/generated-index). */
const GENERATED_INDEXES = ['/toolhive/concepts', '/toolhive/tutorials'];

/**
 * Docs pages: those written as files (the theme marks their `<html>` with
 * the doc's id) and the generated category indexes.
 */
const docs = builtPages().filter(
  (page) =>
    GENERATED_INDEXES.includes(page.route) ||
    (page.$('html').attr('class') ?? '').split(' ').some((c) => c.startsWith('docs-doc-id-')),
);
const routes = new Set(builtPages().map((page) => page.route));

/** The `.mdx` or `.md` file a docs page is rendered from; sidebars.ts for a generated index. */
function sourceOf(route: string): string {
  if (GENERATED_INDEXES.includes(route)) return 'sidebars.ts';
  const found = [`docs${route}.mdx`, `docs${route}.md`, `docs${route}/index.mdx`].find((file) =>
    existsSync(file),
  );
  if (!found) throw new Error(`No source file for ${route}`);
  return found;
}

const EDIT_PREFIX = `${DOCS_REPOSITORY}/blob/main/`;

describe('the end of every docs page', () => {
  it('there are docs pages to check, the generated indexes among them', () => {
    expect(docs.length).toBeGreaterThan(50);
    expect(docs.filter((page) => GENERATED_INDEXES.includes(page.route))).toHaveLength(2);
  });

  it('links "Edit this page" to its source, or a generated page to its data file', () => {
    const expected = (route: string, source: string) => {
      if (/^\/toolhive\/reference\/cli\/thv/.test(route)) return 'reference/cli/commands.json';
      if (route === '/toolhive/reference/crd-spec') return 'reference/crd/mcpserver.json';
      if (route === '/toolhive/reference/registry') return 'reference/registry/servers.json';
      if (route === '/toolhive/reference/api') return 'static/api-specs/toolhive-api.yaml';
      return source;
    };
    const problems = docs.flatMap(({route, $}) => {
      const link = $('a.theme-edit-this-page');
      const href = link.attr('href') ?? '';
      const path = href.slice(EDIT_PREFIX.length);
      if (link.text().trim() !== 'Edit this page') return [`${route}: no "Edit this page" link`];
      if (!href.startsWith(EDIT_PREFIX)) return [`${route}: ${href}`];
      if (path !== expected(route, sourceOf(route))) return [`${route}: edits ${path}`];
      if (!existsSync(path)) return [`${route}: ${path} is not in the repository`];
      return [];
    });
    expect(problems).toEqual([]);
  });

  it("shows the date of its source file's last commit", () => {
    const problems = docs.flatMap(({route, $}) => {
      const file = sourceOf(route);
      const committed = execFileSync('git', ['log', '-1', '--format=%cs', '--', file], {
        encoding: 'utf8',
      }).trim();
      const shown = $('.theme-last-updated time').attr('datetime')?.slice(0, 10);
      return shown === committed
        ? []
        : [`${route}: shows ${shown}, last commit of ${file} ${committed}`];
    });
    expect(problems).toEqual([]);
  });

  it('asks "Was this page helpful?" with Yes and No buttons and a live region', () => {
    const problems = docs.flatMap(({route, $}) => {
      const widget = $('footer.page-feedback').filter(
        (_, el) => $(el).find('h2').text() === 'Was this page helpful?',
      );
      const buttons = widget
        .find('button')
        .toArray()
        .map((b) => $(b).text());
      if (buttons.join(',') !== 'Yes,No') return [`${route}: buttons ${buttons.join(',')}`];
      if (widget.find('[role="status"]').length !== 1) return [`${route}: no live region`];
      return [];
    });
    expect(problems).toEqual([]);
  });
});

/** What the test accepts as a value of a schema.org property. */
type Kind = 'text' | 'url' | 'datetime' | 'integer' | 'organization' | 'image' | 'items';

/**
 * The properties the site writes, by type, with the schema.org type of their
 * value (https://schema.org/TechArticle, https://schema.org/BreadcrumbList,
 * https://schema.org/ListItem, https://schema.org/Organization,
 * https://schema.org/ImageObject; all properties of those types or their
 * parents CreativeWork, ItemList and Thing). `required` lists what every page
 * must have; a property not listed is a mistake.
 */
const TYPES: Record<
  string,
  {required: string[]; optional?: string[]; kinds: Record<string, Kind>}
> = {
  TechArticle: {
    required: ['headline', 'description', 'url', 'dateModified', 'inLanguage', 'publisher'],
    optional: ['image', 'mainEntityOfPage'],
    kinds: {
      headline: 'text',
      description: 'text',
      url: 'url',
      mainEntityOfPage: 'url',
      dateModified: 'datetime',
      inLanguage: 'text',
      image: 'url',
      publisher: 'organization',
    },
  },
  BreadcrumbList: {required: ['itemListElement'], kinds: {itemListElement: 'items'}},
  ListItem: {
    required: ['position', 'name', 'item'],
    kinds: {position: 'integer', name: 'text', item: 'url'},
  },
  Organization: {required: ['name', 'logo'], kinds: {name: 'text', logo: 'image'}},
  ImageObject: {required: ['url'], kinds: {url: 'url'}},
};

/** Problems of one JSON-LD node of `type` against {@link TYPES}, prefixed with `where`. */
function check(node: unknown, type: string, where: string): string[] {
  if (typeof node !== 'object' || node === null) return [`${where}: not an object`];
  const object = node as Record<string, unknown>;
  const spec = TYPES[type]!;
  const out: string[] = [];
  if (object['@type'] !== type) out.push(`${where}: @type ${String(object['@type'])}, not ${type}`);
  for (const key of spec.required) if (!(key in object)) out.push(`${where}: no ${key}`);
  for (const [key, value] of Object.entries(object)) {
    if (key === '@type' || key === '@context') continue;
    const kind = spec.kinds[key];
    if (!kind) {
      out.push(`${where}: ${key} is not a property the site should write on ${type}`);
      continue;
    }
    const at = `${where}.${key}`;
    switch (kind) {
      case 'text':
        if (typeof value !== 'string' || value.trim() === '') out.push(`${at}: empty`);
        break;
      case 'url':
        if (typeof value !== 'string' || !value.startsWith(`${SITE}/`))
          out.push(`${at}: ${String(value)} is not an absolute URL of the site`);
        break;
      case 'datetime':
        if (
          typeof value !== 'string' ||
          !/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/.test(value) ||
          Number.isNaN(Date.parse(value))
        )
          out.push(`${at}: ${String(value)} is not an ISO 8601 date-time`);
        break;
      case 'integer':
        if (!Number.isInteger(value)) out.push(`${at}: ${String(value)}`);
        break;
      case 'organization':
        out.push(...check(value, 'Organization', at));
        break;
      case 'image':
        out.push(...check(value, 'ImageObject', at));
        break;
      case 'items':
        if (!Array.isArray(value) || value.length < 2) out.push(`${at}: fewer than two steps`);
        else value.forEach((item, i) => out.push(...check(item, 'ListItem', `${at}[${i}]`)));
        break;
    }
  }
  return out;
}

/** The JSON-LD objects of a page, parsed from its server HTML. */
function jsonLd({$}: BuiltPage): {raw: string; value: Record<string, unknown>}[] {
  return $('script[type="application/ld+json"]')
    .toArray()
    .map((script) => {
      const raw = $(script).html() ?? '';
      return {raw, value: JSON.parse(raw) as Record<string, unknown>};
    });
}

describe('the structured data of every docs page', () => {
  it('is one TechArticle and one BreadcrumbList, valid schema.org, escaped for HTML', () => {
    const problems = docs.flatMap((page) => {
      const {route, $} = page;
      const out: string[] = [];
      const blocks = jsonLd(page);
      const types = blocks.map(({value}) => value['@type']).join(',');
      if (types !== 'TechArticle,BreadcrumbList') return [`${route}: JSON-LD ${types}`];
      for (const {raw, value} of blocks) {
        // The HTML minifier rewrites the JSON and keeps only `<` escaped,
        // which is what keeps text from ending the element.
        if (raw.includes('<')) out.push(`${route}: unescaped < in JSON-LD`);
        if (value['@context'] !== 'https://schema.org')
          out.push(`${route}: @context ${String(value['@context'])}`);
        out.push(...check(value, String(value['@type']), `${route} ${String(value['@type'])}`));
      }
      const [article, breadcrumbs] = blocks.map(({value}) => value) as [
        Record<string, unknown>,
        {itemListElement: {position: number; item: string}[]},
      ];
      const url = `${SITE}${route}`;
      if (article.url !== url) out.push(`${route}: url ${String(article.url)}`);
      if (article.headline !== $('h1').first().text()) out.push(`${route}: headline is not the h1`);
      if (article.description !== $('meta[name="description"]').attr('content'))
        out.push(`${route}: description is not the meta description`);
      if (article.inLanguage !== $('html').attr('lang')) out.push(`${route}: inLanguage`);
      if (article.dateModified !== $('.theme-last-updated time').attr('datetime'))
        out.push(`${route}: dateModified is not the date the page shows`);
      const logo = ((article.publisher as {logo?: {url?: string}}).logo?.url ?? '').slice(
        SITE.length,
      );
      if (!existsSync(join(BUILD_DIR, logo)))
        out.push(`${route}: logo ${logo} is not in the build`);
      const steps = breadcrumbs.itemListElement ?? [];
      if (steps.some((step, i) => step.position !== i + 1))
        out.push(`${route}: positions are not 1..n`);
      if (steps.at(-1)?.item !== url) out.push(`${route}: the last breadcrumb is not the page`);
      if (steps[0]?.item !== `${SITE}/`)
        out.push(`${route}: the first breadcrumb is not the home page`);
      for (const step of steps) {
        const path = step.item.slice(SITE.length) || '/';
        if (!routes.has(path)) out.push(`${route}: breadcrumb ${step.item} is not a page`);
      }
      return out;
    });
    expect(problems).toEqual([]);
  });
});
