import {resolve} from 'node:path';
import type {Plugin} from '@docusaurus/types';

import {replaceModule, themeCommonModule} from '../../config/theme-common';

/**
 * The theme's word-wrap hook as the theme imports it (`./hooks/useCodeWordWrap`
 * from `@docusaurus/theme-common/internal`), without its extension.
 */
export const THEME_WORD_WRAP_HOOK = themeCommonModule('hooks/useCodeWordWrap');

/** The replacement, resolved from the site folder like the rest of the config. */
const HOOK = resolve('plugins/code-word-wrap/use-code-word-wrap.ts');

/**
 * Local plugin: the theme's `useCodeWordWrap` is replaced, in both bundles,
 * by `use-code-word-wrap.ts` (see README.md), so that a code block offers
 * its word-wrap button whenever it scrolls sideways: after a resize, in a
 * tab or `<details>` that shows it, nested tabs included.
 */
export default function codeWordWrapPlugin(): Plugin {
  return {
    name: 'code-word-wrap',
    configureWebpack() {
      return {resolve: {alias: replaceModule(THEME_WORD_WRAP_HOOK, HOOK)}};
    },
  };
}
