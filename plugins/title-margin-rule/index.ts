import type {Plugin, PostCssOptions} from '@docusaurus/types';

/**
 * The classic theme's selector for the element that follows a doc's title
 * (`@docusaurus/theme-classic` 3.8.1,
 * `lib/theme/DocItem/Layout/styles.module.css`, rule `margin-top: 0`), as
 * PostCSS sees it, before CSS modules rename the class.
 */
export const THEME_SELECTOR = '.docItemContainer header + *';

/**
 * What it becomes: the same place, limited to the elements that have a top
 * margin in a doc's content, Infima's `.markdown > h2` to `h6` and `hr`
 * (`infima` 0.2.0-alpha.45, `dist/css/default/default.css`).
 */
export const NARROW_SELECTOR = '.docItemContainer header + :is(h2, h3, h4, h5, h6, hr)';

/**
 * Elements that may follow a doc's title without the rule: Infima gives
 * them no top margin, so the theme's rule changed nothing for them.
 * `tests/site/tricks.test.ts` checks that every built docs page starts its
 * content with one of these or one {@link NARROW_SELECTOR} covers.
 */
export const NO_TOP_MARGIN = ['p', 'ul', 'ol', 'pre', 'blockquote', 'table', 'details'] as const;

/** The part of a PostCSS rule the rewrite reads and writes. */
type CssRule = {selectors: string[]};

/**
 * A PostCSS plugin that replaces {@link THEME_SELECTOR} with
 * {@link NARROW_SELECTOR} in the rules that list it, and leaves every other
 * selector and rule as it is.
 */
export function narrowTitleRule(): {postcssPlugin: string; Rule: (rule: CssRule) => void} {
  return {
    postcssPlugin: 'title-margin-rule',
    Rule(rule) {
      if (!rule.selectors.includes(THEME_SELECTOR)) return;
      rule.selectors = rule.selectors.map((selector) =>
        selector === THEME_SELECTOR ? NARROW_SELECTOR : selector,
      );
    },
  };
}

/**
 * Local plugin: narrows the theme's rule for the element after a doc's
 * title (see README.md), through `configurePostCss`.
 */
export default function titleMarginRulePlugin(): Plugin {
  return {
    name: 'title-margin-rule',
    configurePostCss(options: PostCssOptions): PostCssOptions {
      options.plugins.push(narrowTitleRule());
      return options;
    },
  };
}
