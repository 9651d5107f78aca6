import {join, resolve} from 'node:path';
import type {Plugin} from '@docusaurus/types';

import {inlineScript} from '../inline-scripts';
import {OFFSCREEN_SECTION_CLASS, SKIP_ATTRIBUTE} from './attribute';

export {OFFSCREEN_SECTION_CLASS, SKIP_ATTRIBUTE} from './attribute';

/**
 * Height (CSS px) a skipped section is given until it has been rendered
 * once; after that the browser keeps its last rendered height (`auto`).
 * About the height of one of the API reference's tag sections on a phone;
 * it decides only how far the scroll bar reaches before the reader has
 * scrolled through the page.
 */
export const PLACEHOLDER_HEIGHT = 3000;

/**
 * The CSS: while `<html>` carries {@link SKIP_ATTRIBUTE}, on screens only,
 * the sections with {@link OFFSCREEN_SECTION_CLASS} are
 * `content-visibility: auto`.
 */
export function offscreenCss(): string {
  return `@media screen { html[${SKIP_ATTRIBUTE}] .${OFFSCREEN_SECTION_CLASS} { content-visibility: auto; contain-intrinsic-size: auto ${PLACEHOLDER_HEIGHT}px; } }`;
}

/** The `sessionStorage` key under which a page keeps the reader's place, followed by its path. */
export const PLACE_KEY = 'offscreen-place:';

/** The headings the reader's place is kept by. */
export const PLACE_HEADINGS = '.theme-doc-markdown :is(h2, h3, h4)[id]';

/**
 * The inline script in `<head>`, the same on every page (so
 * `plugins/nginx` allows it by one hash). It sets {@link SKIP_ATTRIBUTE}
 * only for a fresh visit to a page without a fragment: the browser lays out
 * skipped sections with their placeholder height, so a scroll the browser
 * works out before they are rendered (to a fragment on load, or back to the
 * reader's place on a reload or a return through history) could land
 * elsewhere. The first click on a link with a fragment takes the attribute
 * away before the browser scrolls, so an in-page link lands exactly where
 * it does without this plugin.
 *
 * A reader who jumped far down (the End key, the scroll bar) left sections
 * above them unrendered, at their placeholder height, so the browser's own
 * scroll position would not find their place on the page rendered whole.
 * When the page is left while skipping, the script keeps the first heading
 * in view ({@link PLACE_HEADINGS}) and how far it was from the top, in
 * `sessionStorage` ({@link PLACE_KEY} and the path), and turns the
 * browser's scroll restoration to `manual` for that history entry (the
 * browser reads it as the page is left). On a reload or a return through
 * history the script takes that place back once the page has loaded, and
 * turns restoration back to `auto`. A page the browser kept whole in its
 * back/forward cache needs neither.
 */
export const offscreenScript = inlineScript(join(__dirname, 'inline.ts'), {
  placeKey: PLACE_KEY,
  skipAttribute: SKIP_ATTRIBUTE,
  placeHeadings: PLACE_HEADINGS,
});

/**
 * Local plugin: on the page a reader opens, the browser lays out and paints
 * the sections marked with {@link OFFSCREEN_SECTION_CLASS} only as the
 * reader scrolls near them. Off after the first in-app navigation
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
