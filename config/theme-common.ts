import {createRequire} from 'node:module';
import {dirname, join, resolve} from 'node:path';

/** `@docusaurus/theme-common`'s `lib/` folder, resolved from the site folder. */
const THEME_COMMON_LIB = dirname(
  createRequire(resolve('package.json')).resolve('@docusaurus/theme-common'),
);

/**
 * The absolute path, without extension, of a module of
 * `@docusaurus/theme-common`'s `lib/` folder, as the theme's files import it
 * (`./hooks/usePrismTheme` from `lib/index.js`, say).
 *
 * @param module the module's path inside `lib/`, without extension
 *   (`hooks/useCodeWordWrap`)
 */
export function themeCommonModule(module: string): string {
  return join(THEME_COMMON_LIB, module);
}

/**
 * Bundler aliases (`resolve.alias`, in both bundles) that put `replacement`
 * in the place of `module`, under both names the bundler may look it up by:
 * the path without extension and with `.js`.
 *
 * @param module an absolute path without extension ({@link themeCommonModule})
 * @param replacement the absolute path of the module to use instead
 */
export function replaceModule(module: string, replacement: string): Record<string, string> {
  return {[module]: replacement, [`${module}.js`]: replacement};
}
