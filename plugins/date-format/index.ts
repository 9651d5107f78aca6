import {resolve} from 'node:path';
import type {Plugin} from '@docusaurus/types';

import {replaceModule, themeCommonModule} from '../../config/theme-common';

/**
 * The theme's date-format hooks as the theme imports them
 * (`./utils/IntlUtils` from `@docusaurus/theme-common/internal`), without
 * their extension.
 */
export const THEME_INTL_UTILS = themeCommonModule('utils/IntlUtils');

/** The replacement, resolved from the site folder like the rest of the config. */
const HOOKS = resolve('plugins/date-format/use-date-time-format.ts');

/**
 * Local plugin: the theme's `useDateTimeFormat` is replaced, in both
 * bundles, by `use-date-time-format.ts` (see README.md), so that a docs page
 * writes its "Last updated" date without loading the locale's date data.
 */
export default function dateFormatPlugin(): Plugin {
  return {
    name: 'date-format',
    configureWebpack() {
      return {resolve: {alias: replaceModule(THEME_INTL_UTILS, HOOKS)}};
    },
  };
}
