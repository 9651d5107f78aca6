import * as cheerio from 'cheerio';
import type {AnyNode} from 'domhandler';

import {recordId} from '../engine/shards';
import type {DocSearchRecord, Hierarchy, Level} from '../types';

/** Longest text of a content record; longer text is cut with an ellipsis. */
const MAX_CONTENT = 1200;
/** Longest text of a code block record. */
const MAX_CODE = 600;

/**
 * Builds DocSearch records from one rendered page, in their final shape
 * (the file Algolia gets, the browser's shards and the docs MCP server all
 * carry them as they are): lvl0 is the page's sidebar section (given, from
 * the docs plugin's data: `sections.ts`), lvl1 the page title, lvl2..lvl6
 * the headings of the article, as the DocSearch crawler's Docusaurus
 * template has them; URLs are paths from the site root, and each record's
 * `objectID` is `hashId` of its URL, type and text, the ID the browser
 * computes again from a shard. Every block a reader reads is a record:
 * - paragraphs and list items (admonitions and tab panels included);
 * - each `<details>` summary, as a heading one level below the heading it
 *   sits under, and its body under it, linked to the section's `id`;
 * - each code block, its lines as text (`thv run --isolate-network`);
 * - each table row, its cells joined; a row with an anchor (a CLI flag, a
 *   CRD field) is also a heading record of its own, linked to that anchor.
 * Breadcrumbs, hash links, the table of contents, pagination, footers and
 * the rendered API reference (records of its own, `openapi.ts`) are left out.
 *
 * @param html the rendered HTML of the page
 * @param pagePath the page's path from the site root, without anchor
 *   (`/toolhive/faq`)
 * @param lvl0 the page's sidebar section
 * @returns the records in page order; empty for pages without an article or
 *   marked `noindex`
 */
export function recordsFromHtml(
  html: string,
  pagePath: string,
  lvl0 = 'Documentation',
): DocSearchRecord[] {
  const $ = cheerio.load(html);
  if ($('meta[name="robots"][content*="noindex"]').length > 0) return [];
  const article = $('article').first();
  if (article.length === 0) return [];
  // A generated-index page has its title and description in a <header>
  // before the article, and in the article only cards linking to other
  // pages, which those pages index themselves.
  if (article.find('h1').length === 0) {
    article.prepend($('main header').has('h1').first().clone());
    article.find('a.card').remove();
  }

  const language = $('meta[name="docsearch:language"]').attr('content') ?? 'en';
  const tags = ($('meta[name="docsearch:docusaurus_tag"]').attr('content') ?? '')
    .split(',')
    .filter(Boolean);

  article
    .find(
      [
        '.theme-doc-breadcrumbs',
        '.theme-doc-toc-mobile',
        '.theme-doc-footer',
        '.pagination-nav',
        '.hash-link',
        'script',
        'style',
        'svg',
        'button',
        'footer',
        '[class*="admonitionHeading"]',
        '[class*="codeBlockTitle"]',
        // Placeholders shown while a part of the page loads.
        '[role="status"]',
      ].join(', '),
    )
    .remove();

  /** The headings in force: lvl1..lvl6 from the page's h1..h6. */
  const headings: Hierarchy = {
    lvl0,
    lvl1: null,
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  };
  let headingDepth = 1;
  let headingAnchor: string | null = null;
  const records: DocSearchRecord[] = [];
  const push = (
    type: DocSearchRecord['type'],
    hierarchy: Hierarchy,
    anchor: string | null,
    content: string | null,
  ) => {
    const url = anchor ? `${pagePath}#${anchor}` : pagePath;
    const level = type === 'content' ? 0 : 7 - Number(type.slice(3));
    records.push({
      objectID: recordId(url, type, content ?? hierarchy[type as Level] ?? ''),
      url,
      url_without_anchor: pagePath,
      anchor,
      type,
      hierarchy: {...hierarchy},
      content,
      language,
      docusaurus_tag: tags,
      weight: {pageRank: 0, level, position: records.length},
    });
  };

  /**
   * Where an element stands: the headings in force, with the summaries of
   * the `<details>` around it as deeper levels, and the anchor of the
   * innermost of those that has an id (else the heading's).
   */
  const context = (
    element: AnyNode,
  ): {hierarchy: Hierarchy; depth: number; anchor: string | null} => {
    const hierarchy: Hierarchy = {...headings};
    let depth = headingDepth;
    let anchor = headingAnchor;
    const sections = $(element).parents('details').toArray().reverse();
    for (const section of sections) {
      const summary = clean($(section).children('summary').first().text());
      if (!summary || depth >= 6) continue;
      depth += 1;
      hierarchy[`lvl${depth}` as Level] = summary;
      anchor = $(section).attr('id') ?? anchor;
    }
    return {hierarchy, depth, anchor};
  };

  const selector = 'h1, h2, h3, h4, h5, h6, summary, p, li, pre, tr';
  article.find(selector).each((_, element) => {
    const tag = (element as {tagName: string}).tagName.toLowerCase();
    const node = $(element);
    if (/^h[1-6]$/.test(tag)) {
      if (node.parents('details').length > 0) return; // Read as part of the section's body.
      const depth = Number(tag.slice(1));
      const text = clean(node.text());
      if (!text) return;
      const level = `lvl${depth}` as Level;
      headings[level] = text;
      for (let d = depth + 1; d <= 6; d += 1) headings[`lvl${d}` as Level] = null;
      headingDepth = depth;
      headingAnchor = depth === 1 ? null : (node.attr('id') ?? headingAnchor);
      push(level as DocSearchRecord['type'], headings, headingAnchor, null);
      return;
    }
    if (headings.lvl1 === null) return;
    if (tag === 'summary') {
      const section = node.parent('details');
      if (section.length === 0) return;
      const {hierarchy, depth} = context(section.get(0)!);
      const text = clean(node.text());
      if (!text || depth >= 6) return;
      const level = `lvl${depth + 1}` as Level;
      hierarchy[level] = text;
      push(
        level as DocSearchRecord['type'],
        hierarchy,
        section.attr('id') ?? context(element).anchor,
        null,
      );
      return;
    }
    const {hierarchy, depth, anchor} = context(element);
    if (tag === 'pre') {
      const code = clean(node.text());
      if (code.length < 2) return;
      push(
        'content',
        hierarchy,
        anchor,
        code.length > MAX_CODE ? `${code.slice(0, MAX_CODE)}…` : code,
      );
      return;
    }
    if (tag === 'tr') {
      const cells = node.children('td').toArray();
      if (cells.length === 0) return; // A header row.
      const texts = cells.map((cell) => clean($(cell).text()));
      const rowAnchor = node.find('[id]').first().attr('id');
      if (rowAnchor && texts[0] && depth < 6) {
        const level = `lvl${depth + 1}` as Level;
        const rowHierarchy: Hierarchy = {...hierarchy, [level]: texts[0]};
        push(level as DocSearchRecord['type'], rowHierarchy, rowAnchor, null);
        const rest = texts.slice(1).filter(Boolean).join(' — ');
        if (rest.length >= 2) push('content', rowHierarchy, rowAnchor, cut(rest));
        return;
      }
      const text = texts.filter(Boolean).join(' — ');
      if (text.length >= 2) push('content', hierarchy, anchor, cut(text));
      return;
    }
    // Paragraphs and list items in tables are part of their row's record.
    if (node.parents('table').length > 0) return;
    // A list item's own text, without nested lists or paragraphs (those are
    // records of their own).
    const text = clean(tag === 'li' ? ownText($, element) : node.text());
    if (text.length < 2) return;
    push('content', hierarchy, anchor, cut(text));
  });

  const seen = new Set<string>();
  return records.filter((record) => {
    if (seen.has(record.objectID)) return false;
    seen.add(record.objectID);
    return true;
  });
}

function cut(text: string): string {
  return text.length > MAX_CONTENT ? `${text.slice(0, MAX_CONTENT)}…` : text;
}

function ownText($: cheerio.CheerioAPI, element: AnyNode): string {
  const copy = $(element).clone();
  copy.find('ul, ol, p, pre, table, div').remove();
  return copy.text();
}

/** Collapses white space and trims. */
export function clean(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
