import {createHash} from 'node:crypto';
import * as cheerio from 'cheerio';
import type {AnyNode} from 'domhandler';

import type {DocSearchRecord, Hierarchy, Level} from '../types';

/**
 * Builds DocSearch records from one rendered page, with the selectors the
 * DocSearch crawler uses for Docusaurus sites: lvl0 is the outermost active
 * sidebar category (or `defaultLvl0`), lvl1 the page title, lvl2..lvl6 the
 * headings of the article, and content records come from paragraphs, list
 * items and table cells of the article body. Breadcrumbs, hash links, code
 * blocks, the table of contents, pagination and footers are stripped.
 *
 * @param html the rendered HTML of the page
 * @param pageUrl absolute URL of the page without anchor
 * @param defaultLvl0 lvl0 for pages outside any sidebar category
 * @returns the records in page order; empty for pages without an article or
 *   marked `noindex`
 */
export function recordsFromHtml(
  html: string,
  pageUrl: string,
  defaultLvl0 = 'Documentation',
): DocSearchRecord[] {
  const $ = cheerio.load(html);
  if ($('meta[name="robots"][content*="noindex"]').length > 0) return [];
  const article = $('article').first();
  if (article.length === 0) return [];

  const lvl0 = clean($('.menu__link--sublist.menu__link--active').first().text()) || defaultLvl0;
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
        'pre',
        'script',
        'style',
        'svg',
        'button',
        'footer',
        '[class*="admonitionHeading"]',
        '.redocusaurus',
      ].join(', '),
    )
    .remove();

  const hierarchy: Hierarchy = {
    lvl0,
    lvl1: null,
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  };
  let anchor: string | null = null;
  const records: DocSearchRecord[] = [];
  const push = (type: DocSearchRecord['type'], content: string | null) => {
    const url = anchor ? `${pageUrl}#${anchor}` : pageUrl;
    const level = type === 'content' ? 0 : 7 - Number(type.slice(3));
    records.push({
      objectID: createHash('sha1')
        .update(`${url}\n${type}\n${content ?? hierarchy[type as Level] ?? ''}`)
        .digest('hex')
        .slice(0, 16),
      url,
      url_without_anchor: pageUrl,
      anchor,
      type,
      hierarchy: {...hierarchy},
      content,
      language,
      docusaurus_tag: tags,
      weight: {pageRank: 0, level, position: records.length},
    });
  };

  article.find('h1, h2, h3, h4, h5, h6, p, li, td:last-child').each((_, element) => {
    const tag = (element as {tagName: string}).tagName.toLowerCase();
    const node = $(element);
    if (/^h[1-6]$/.test(tag)) {
      const depth = Number(tag.slice(1));
      const text = clean(node.text());
      if (!text) return;
      const level = `lvl${depth}` as Level;
      hierarchy[level] = text;
      for (let d = depth + 1; d <= 6; d += 1) hierarchy[`lvl${d}` as Level] = null;
      anchor = depth === 1 ? null : (node.attr('id') ?? anchor);
      push(level as DocSearchRecord['type'], null);
      return;
    }
    if (hierarchy.lvl1 === null) return;
    // A list item's own text, without nested lists or paragraphs (those are
    // records of their own).
    const text = clean(tag === 'li' ? ownText($, element) : node.text());
    if (text.length < 2) return;
    push('content', text.length > 1200 ? `${text.slice(0, 1200)}…` : text);
  });

  const seen = new Set<string>();
  return records.filter((record) => {
    if (seen.has(record.objectID)) return false;
    seen.add(record.objectID);
    return true;
  });
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
