import {resolve} from 'node:path';
import type {Plugin} from '@docusaurus/types';

import {replaceModule, themeCommonModule} from '../../config/theme-common';

/**
 * The theme's date-format hooks as the theme imports them
 * (`./utils/IntlUtils` from `@docusaurus/theme-common/internal`), without
 * their extension.
 */
export const THEME_INTL_UTILS = themeCommonModule('utils/IntlUtils');

/**
 * The theme's React helpers as the theme imports them (`./utils/reactUtils`
 * and `../../utils/reactUtils`), without their extension.
 */
export const THEME_REACT_UTILS = themeCommonModule('utils/reactUtils');

const DIR = resolve('plugins/no-icu');

/** Each replaced module of `@docusaurus/theme-common` → its replacement (absolute paths). */
export const ALIASES: Record<string, string> = {
  ...replaceModule(THEME_INTL_UTILS, `${DIR}/use-date-time-format.ts`),
  ...replaceModule(THEME_REACT_UTILS, `${DIR}/react-utils.tsx`),
};

/**
 * Local plugin: docs pages hydrate without building any ICU service
 * (`Intl.*`, `localeCompare`), whose first use loads ICU's data (see
 * README.md). It puts `use-date-time-format.ts` and `react-utils.tsx` in the
 * place of two theme modules, in both bundles.
 */
export default function noIcuPlugin(): Plugin {
  return {
    name: 'no-icu',
    configureWebpack() {
      return {resolve: {alias: ALIASES}};
    },
  };
}
