/**
 * The code block's Prism theme, in place of the theme's `usePrismTheme`
 * (https://github.com/facebook/docusaurus/blob/v3.8.1/packages/docusaurus-theme-common/src/hooks/usePrismTheme.ts),
 * for builds whose code is highlighted at build time.
 *
 * The theme's hook picks `prism.theme` or `prism.darkTheme` by the colour
 * mode, so every code block reads the colour-mode context. The page is
 * rendered in the site's default mode; when the reader's mode differs, the
 * context changes right after hydration and React renders every code block
 * of the page again, in one synchronous task, for the same output. Here the
 * tokens are coloured by CSS and both themes are `CSS_ONLY_THEME`
 * (`codeHighlighting` in `index.ts`), so the hook returns `prism.theme` and
 * reads no colour mode: code blocks do not render again when it resolves.
 *
 * `plugins/patches` puts this module in the theme's place (in both
 * bundles); `tests/unit/canaries.test.ts` checks that both themes are the
 * same, and `tests/unit/use-prism-theme.test.ts` that no colour mode is read.
 */
import {useThemeConfig} from '@docusaurus/theme-common';
import type {PrismTheme} from 'prism-react-renderer';

/**
 * `themeConfig.prism.theme`, which is also `darkTheme` in this build.
 *
 * @returns the configured Prism theme (`{plain: {}, styles: []}`: colourless)
 */
export function usePrismTheme(): PrismTheme {
  return useThemeConfig().prism.theme;
}
