import {join} from 'node:path';

import {inlineScript} from '../inline-scripts';

/**
 * The HTML shell of every built page: Docusaurus's default `ssrTemplate`
 * (an Eta template,
 * https://github.com/facebook/docusaurus/blob/v3.8.1/packages/docusaurus/src/ssg/ssgTemplate.html.ts)
 * with one change in how the site's JavaScript starts.
 * `tests/unit/canaries.test.ts` fails when Docusaurus's template or the
 * variables it passes change, so that the change can be carried over here.
 *
 * Docusaurus emits `<script defer>` for its runtime and main bundle. A
 * deferred script runs as soon as the HTML is parsed, which on a phone is
 * often before the first frame reaches the screen, so the bundle's start-up
 * work sits between the reader and the first text they see (the `html-shell`
 * rows of bench/RESULTS.md measure the difference).
 *
 * Here the bundles are fetched at once, at low priority, with
 * `<link rel="preload">`, and {@link START_SCRIPT} appends them only after
 * the browser reports the first contentful paint. The page is fully rendered
 * HTML before any script runs, so nothing is lost in the wait; hydration,
 * search and every other behaviour start right after. The bundles are the
 * ones Docusaurus lists for the page (the runtime and `main`).
 *
 * So that the first paint is the whole page rather than the part parsed so
 * far (a long page would otherwise paint its text in two steps, the second
 * after the scripts had started), `<link rel="expect">` holds rendering until
 * the parser reaches {@link PAGE_END_ID}, the last element of the body.
 * Browsers without it paint progressively, as before.
 */

/** The bundles every page starts: the runtime and `main` (Docusaurus names them so). */
export const STARTUP_BUNDLE = /^assets\/js\/(runtime~)?main\.[0-9a-f]+\.js$/;

/** Id of the empty element that closes every page's body. */
export const PAGE_END_ID = '__docusaurus-page-end';

/** Longest wait, in milliseconds, for a first paint before the scripts start anyway. */
export const START_FALLBACK_MS = 3000;

/** Attribute that marks the preloads of the bundles {@link START_SCRIPT} starts. */
export const START_ATTRIBUTE = 'data-start-after-paint';

/**
 * Starts the bundles preloaded by the `<link>` elements carrying
 * {@link START_ATTRIBUTE} before it, in document order, once the first
 * contentful paint has been presented. Falls back to starting at once when
 * the page is hidden (a background tab never paints) or the browser has no
 * paint timing, and after {@link START_FALLBACK_MS} in any case.
 *
 * It reads the URLs from the page rather than taking them as an argument so
 * that its text is the same on every page: `plugins/nginx` allows inline
 * scripts by hash, one hash per distinct text. It copies each `href` as
 * written (a path), not the resolved URL, because the bundler's runtime
 * recognises a chunk's `<script>` by comparing its `src` attribute with the
 * path it would load.
 *
 * Compiled from `inline.ts` (`plugins/inline-scripts`).
 */
export const START_SCRIPT = inlineScript(join(__dirname, 'inline.ts'), {
  attribute: START_ATTRIBUTE,
  fallbackMs: START_FALLBACK_MS,
});

/**
 * What the shell has in `<head>` where Docusaurus's default has one
 * `<script defer>` per bundle: a render hold until {@link PAGE_END_ID}, a
 * low-priority preload per bundle, and {@link START_SCRIPT}.
 */
export const SCRIPTS_START = `    <link rel="expect" href="#${PAGE_END_ID}" blocking="render" />
    <% it.scripts.forEach((script) => { %>
      <link rel="preload" as="script" fetchpriority="low" href="<%= it.baseUrl %><%= script %>" ${START_ATTRIBUTE} />
    <% }); %>
    <script>${START_SCRIPT}</script>
`;

/** The element that closes every page's body, after Docusaurus's `postBodyTags`. */
export const PAGE_END = `    <div id="${PAGE_END_ID}" hidden></div>
`;

/** The `ssrTemplate` for `docusaurus.config.ts`. */
export const ssrTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
${SCRIPTS_START}  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
${PAGE_END}  </body>
</html>
`;
