import {createRequire} from 'node:module';
import {dirname, join, resolve} from 'node:path';
import type {Plugin} from '@docusaurus/types';

import {replaceModule, themeCommonModule} from '../../config/theme-common';

/**
 * Docusaurus's `isBrowser` provider as its client imports it
 * (`./browserContext` from `@docusaurus/core/lib/client/`), without its
 * extension.
 */
export const CORE_BROWSER_CONTEXT = join(
  dirname(createRequire(resolve('package.json')).resolve('@docusaurus/core/package.json')),
  'lib/client/browserContext',
);

/**
 * The theme's `useWindowSize` as `@docusaurus/theme-common` imports it
 * (`./hooks/useWindowSize`), without its extension.
 */
export const THEME_WINDOW_SIZE_HOOK = themeCommonModule('hooks/useWindowSize');

/** The replacements, resolved from the site folder like the rest of the config. */
const DIR = resolve('plugins/hydration-updates');

/** Each replaced module (without and with `.js`) → its replacement. */
export const ALIASES: Record<string, string> = {
  ...replaceModule(CORE_BROWSER_CONTEXT, `${DIR}/browser-context.tsx`),
  ...replaceModule(THEME_WINDOW_SIZE_HOOK, `${DIR}/use-window-size.ts`),
};

/**
 * Local plugin: the state updates that follow hydration, `isBrowser` and
 * the window size, render as a React transition, in slices that yield to
 * the browser, instead of in one blocking task (see README.md). It puts
 * `browser-context.tsx` and `use-window-size.ts` in the place of
 * Docusaurus's modules, in both bundles.
 */
export default function hydrationUpdatesPlugin(): Plugin {
  return {
    name: 'hydration-updates',
    configureWebpack() {
      return {resolve: {alias: ALIASES}};
    },
  };
}
