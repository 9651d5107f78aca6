import {resolve} from 'node:path';
import type {Plugin, PluginConfig} from '@docusaurus/types';
import type {ThemeConfig} from '@docusaurus/theme-common';

import {
  CSS_ONLY_THEME,
  darkCodeTheme,
  lightCodeTheme,
  MAGIC_COMMENTS,
  PRISM_LANGUAGES,
} from './prism';
import remarkCodeTokens, {type RemarkCodeTokensOptions} from './remark';
import {themeCss} from './tokens';

export {remarkCodeTokens};

/** The plugin's folder, resolved from the site folder like the rest of the config. */
const DIR = resolve('plugins/code-highlight');

/** The code colours of both colour modes, as CSS (see `themeCss`). */
export const CODE_THEME_CSS = [
  themeCss(lightCodeTheme, "[data-theme='light']"),
  themeCss(darkCodeTheme, "[data-theme='dark']"),
].join('\n');

/**
 * Local plugin: code blocks are highlighted at build time and the browser
 * gets no Prism (see README.md):
 * - its theme folder gives the site's `CodeBlock` root (no re-mount after
 *   hydration) and a `prism-include-languages` that loads nothing;
 * - `plugins/patches` puts `prism-react-renderer.tsx` in the place of
 *   `prism-react-renderer` (its `Highlight` renders the tokens that
 *   `remark.ts` put on the block) and `use-prism-theme.ts` in the place of
 *   the theme's `usePrismTheme` (it reads no colour mode, so code blocks do
 *   not render again when the reader's colour mode resolves after
 *   hydration);
 * - the token colours of both colour modes are a `<style>` in every page's
 *   head.
 */
export default function codeHighlightPlugin(): Plugin {
  const theme = `${DIR}/theme`;
  return {
    name: 'code-highlight',
    getThemePath: () => theme,
    getTypeScriptThemePath: () => theme,
    injectHtmlTags() {
      return {headTags: [{tagName: 'style', innerHTML: CODE_THEME_CSS}]};
    },
  };
}

/** What `docusaurus.config.ts` takes from this plugin. */
export type CodeHighlighting = {
  /** Site plugins to add. */
  plugins: PluginConfig[];
  /** Remark plugins for the docs and pages plugins. */
  remarkPlugins: [typeof remarkCodeTokens, RemarkCodeTokensOptions][];
  /** `themeConfig.prism`. */
  prism: ThemeConfig['prism'];
};

/**
 * The site's code highlighting setup. With `buildTime` (the default build),
 * code is highlighted by this plugin and the theme gets colourless Prism
 * themes; without it (`SITE_TRICKS_OFF=code-highlight`, for the A/B
 * benchmark), the classic theme highlights in the browser with the same
 * palettes and languages, as it does out of the box.
 */
export function codeHighlighting(buildTime: boolean): CodeHighlighting {
  if (!buildTime) {
    return {
      plugins: [],
      remarkPlugins: [],
      prism: {
        theme: lightCodeTheme,
        darkTheme: darkCodeTheme,
        additionalLanguages: PRISM_LANGUAGES,
        magicComments: MAGIC_COMMENTS,
      },
    };
  }
  return {
    plugins: [codeHighlightPlugin],
    remarkPlugins: [[remarkCodeTokens, {}]],
    prism: {
      theme: CSS_ONLY_THEME,
      darkTheme: CSS_ONLY_THEME,
      additionalLanguages: [],
      magicComments: MAGIC_COMMENTS,
    },
  };
}
