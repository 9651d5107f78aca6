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
 * `<link rel="preload">`, and {@link START_SCRIPTS} appends them only after
 * the browser reports the first contentful paint. The page is rendered HTML,
 * painted before any script runs, so nothing is lost in the wait; hydration,
 * search and every other behaviour start right after. The bundles are the
 * runtime and `main`, then the chunks of the page's route when
 * `plugins/route-scripts` has told Docusaurus which they are.
 *
 * The page paints progressively, as the parser reaches it, as it would with
 * Docusaurus's own template. An earlier version held the first paint with
 * `<link rel="expect" blocking="render">` until the whole body was parsed;
 * that made the first style, layout and paint of a long page one long task
 * (the `html-shell` notes in bench/RESULTS.md), so it was dropped.
 */

/** Longest wait, in milliseconds, for a first paint before the scripts start anyway. */
export const START_FALLBACK_MS = 3000;

/** Attribute that marks the preloads of the bundles {@link START_SCRIPTS} starts. */
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
 * Kept as ES5 source: it runs inline, before any bundle, in every browser.
 */
export const START_SCRIPTS = `function () {
  var links = document.querySelectorAll('link[${START_ATTRIBUTE}]');
  var started = false;
  function start() {
    if (started) return;
    started = true;
    for (var i = 0; i < links.length; i++) {
      var script = document.createElement('script');
      script.src = links[i].getAttribute('href');
      script.async = false;
      document.head.appendChild(script);
    }
  }
  var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (document.visibilityState !== 'visible' || !types || types.indexOf('paint') < 0) {
    start();
    return;
  }
  new PerformanceObserver(function (list, observer) {
    if (list.getEntriesByName('first-contentful-paint').length) {
      observer.disconnect();
      start();
    }
  }).observe({type: 'paint', buffered: true});
  setTimeout(start, ${START_FALLBACK_MS});
}`;

/**
 * What the shell has in `<head>` where Docusaurus's default has one
 * `<script defer>` per bundle: a low-priority preload per bundle, and
 * {@link START_SCRIPTS}.
 */
export const SCRIPTS_START = `    <% it.scripts.forEach((script) => { %>
      <link rel="preload" as="script" fetchpriority="low" href="<%= it.baseUrl %><%= script %>" ${START_ATTRIBUTE} />
    <% }); %>
    <script>(${START_SCRIPTS})()</script>
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
  </body>
</html>
`;
