import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

import {inlineScript} from '../inline-scripts';

/** Where the site keeps what readers choose (`future.experimental_storage`, resolved). */
export type SiteStorage = LoadContext['siteStorage'];

/**
 * The storage key under which the classic theme keeps the reader's colour
 * mode: `theme`, plus the site's storage namespace when
 * `future.experimental_storage.namespace` sets one (`-` and the name, or a
 * hash of the site URL). Same rule as the theme's own inline script
 * (`@docusaurus/theme-classic` 3.8.1 `lib/inlineScripts.js`,
 * `getThemeInlineScript`), which `tests/unit/canaries.test.ts` runs against
 * this one.
 */
export function colorModeStorageKey(storage: SiteStorage): string {
  return `theme${storage.namespace}`;
}

/**
 * Browsers that state no colour-scheme preference match neither
 * `(prefers-color-scheme: dark)` nor `light`. The theme then picks light,
 * while the site's default (`themeConfig.colorMode.defaultMode`) is dark.
 * This inline script runs right after the theme's own one, before first
 * paint, and only when the reader has made no choice: nothing stored under
 * the theme's key in the theme's storage ({@link colorModeStorageKey}), no
 * `?docusaurus-theme=`.
 *
 * @param storage the site's storage settings (`LoadContext.siteStorage`)
 * @returns the script's source, compiled from `inline.ts`
 */
export function noPreferenceScript(storage: SiteStorage): string {
  return inlineScript(join(__dirname, 'inline.ts'), {
    storage: storage.type,
    key: colorModeStorageKey(storage),
  });
}

/** The script for the site's storage settings: local storage, no namespace, key `theme`. */
export const NO_PREFERENCE_SCRIPT = noPreferenceScript({type: 'localStorage', namespace: ''});

/** Local plugin: the default colour mode applies when the OS states no preference. */
export default function colorModeDefaultPlugin(context: LoadContext): Plugin {
  return {
    name: 'color-mode-default',
    injectHtmlTags() {
      return {
        preBodyTags: [{tagName: 'script', innerHTML: noPreferenceScript(context.siteStorage)}],
      };
    },
  };
}
