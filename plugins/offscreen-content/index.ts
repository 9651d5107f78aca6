import {resolve} from 'node:path';
import type {Plugin} from '@docusaurus/types';

import {SKIP_ATTRIBUTE} from './attribute';

export {SKIP_ATTRIBUTE} from './attribute';

/**
 * The blocks of a page's content that the browser may leave unrendered
 * while they are far from the viewport: code blocks, tables, admonitions
 * and `<details>` anywhere in the content, and its top-level paragraphs and
 * headings, plus the previous/next links. Each of these is either a leaf of
 * text or already starts its own block formatting context, so the
 * containment that `content-visibility: auto` brings changes no margin and
 * no position on the page (lists and sections are left out: their children's
 * margins collapse through them).
 */
export const SKIPPED_BLOCKS = [
  '.theme-doc-markdown :is(.theme-code-block, table, .theme-admonition, details)',
  '.theme-doc-markdown > :is(p, h2, h3, h4)',
  '.pagination-nav',
];

/**
 * Height (CSS px) a skipped block is given until it has been rendered once;
 * after that the browser keeps its last rendered height (`auto`).
 */
export const PLACEHOLDER_HEIGHT = 120;

/**
 * The CSS: while `<html>` carries {@link SKIP_ATTRIBUTE}, on screens only,
 * the {@link SKIPPED_BLOCKS} are `content-visibility: auto`.
 */
export function offscreenCss(): string {
  return `@media screen { html[${SKIP_ATTRIBUTE}] :is(${SKIPPED_BLOCKS.join(', ')}) { content-visibility: auto; contain-intrinsic-size: auto ${PLACEHOLDER_HEIGHT}px; } }`;
}

/**
 * The inline script in `<head>`, the same on every page (so
 * `plugins/nginx` allows it by one hash). It sets {@link SKIP_ATTRIBUTE}
 * only for a fresh visit to a page without a fragment: the browser lays out
 * skipped blocks with their placeholder height, so a scroll the browser
 * works out before they are rendered (to a fragment on load, or back to the
 * reader's place on a reload or a return through history) could land
 * elsewhere. The first click on a link with a fragment takes the attribute
 * away before the browser scrolls, so an in-page link lands exactly where
 * it does without this plugin.
 */
export const offscreenScript = `(function () {
  try {
    var root = document.documentElement;
    var entry = window.performance.getEntriesByType('navigation')[0];
    if (window.location.hash || (entry && entry.type !== 'navigate')) return;
    root.setAttribute('${SKIP_ATTRIBUTE}', '');
    document.addEventListener('click', function (event) {
      var target = event.target;
      if (target && target.closest && target.closest('a[href*="#"]')) root.removeAttribute('${SKIP_ATTRIBUTE}');
    }, true);
  } catch (e) {}
})();`;

/**
 * Local plugin: on the page a reader opens, the browser lays out and paints
 * only the content near the viewport; the rest is rendered as the reader
 * scrolls towards it. Off after the first in-app navigation
 * (`client.ts`).
 */
export default function offscreenContentPlugin(): Plugin {
  return {
    name: 'offscreen-content',
    getClientModules() {
      return [resolve('plugins/offscreen-content/client.ts')];
    },
    injectHtmlTags() {
      return {
        headTags: [
          {tagName: 'script', innerHTML: offscreenScript},
          {tagName: 'style', innerHTML: offscreenCss()},
        ],
      };
    },
  };
}
