import {createRequire} from 'node:module';
import {resolve} from 'node:path';
import type {Plugin} from '@docusaurus/types';

import {darkCodeTheme, lightCodeTheme} from '../../config/prism';
import {themeCss} from './tokens';

export {default as remarkCodeTokens} from './remark';

/**
 * The classic theme's client module that registers extra Prism languages in
 * the browser. With code highlighted at build time it has nothing to do.
 */
const PRISM_CLIENT_MODULE = createRequire(resolve('package.json'))
  .resolve('@docusaurus/theme-classic/lib/prism-include-languages')
  .replace(/\.js$/, '');

/** The code colours of both colour modes, as CSS (see `themeCss`). */
export const CODE_THEME_CSS = [
  themeCss(lightCodeTheme, "[data-theme='light']"),
  themeCss(darkCodeTheme, "[data-theme='dark']"),
].join('\n');

/**
 * Local plugin: code blocks are highlighted at build time (see `remark.ts`,
 * registered as a remark plugin of the docs and pages) and the browser
 * bundle leaves out Prism: the theme's language loader is replaced by an
 * empty module, and the site's `CodeBlock/Content` renders the build's
 * tokens instead of calling prism-react-renderer. Token colours for both
 * colour modes are a `<style>` in every page's head.
 */
export default function codeHighlightPlugin(): Plugin {
  const empty = resolve('plugins/code-highlight/no-prism.ts');
  return {
    name: 'code-highlight',
    injectHtmlTags() {
      return {headTags: [{tagName: 'style', innerHTML: CODE_THEME_CSS}]};
    },
    configureWebpack() {
      return {
        resolve: {
          alias: {[PRISM_CLIENT_MODULE]: empty, [`${PRISM_CLIENT_MODULE}.js`]: empty},
        },
      };
    },
  };
}
