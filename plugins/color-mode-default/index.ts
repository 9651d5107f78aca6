import type {Plugin} from '@docusaurus/types';

/**
 * Browsers that state no colour-scheme preference match neither
 * `(prefers-color-scheme: dark)` nor `light`. The theme then picks light; the
 * spec wants the site's default, dark. This inline script runs right after
 * the theme's own one, before first paint, and only when the reader has made
 * no choice (nothing stored under `theme`, no `?docusaurus-theme=`).
 */
export const NO_PREFERENCE_SCRIPT = `(function() {
  try {
    var params = new URLSearchParams(window.location.search);
    if (params.get('docusaurus-theme') || window.localStorage.getItem('theme')) return;
    if (window.matchMedia('(prefers-color-scheme: light)').matches) return;
    if (window.matchMedia('(prefers-color-scheme: dark)').matches) return;
    document.documentElement.setAttribute('data-theme', 'dark');
  } catch (e) {}
})();`;

/** Local plugin: the default colour mode applies when the OS states no preference. */
export default function colorModeDefaultPlugin(): Plugin {
  return {
    name: 'color-mode-default',
    injectHtmlTags() {
      return {preBodyTags: [{tagName: 'script', innerHTML: NO_PREFERENCE_SCRIPT}]};
    },
  };
}
