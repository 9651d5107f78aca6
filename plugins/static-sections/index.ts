import {resolve} from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The plugin's theme components (`@theme/StaticSection`), resolved from the site folder. */
const theme = resolve('plugins/static-sections/theme');

/**
 * Local plugin: `@theme/StaticSection`, a part of a page that keeps the HTML
 * the server rendered instead of being hydrated (see README.md).
 */
export default function staticSectionsPlugin(): Plugin {
  return {
    name: 'static-sections',
    getThemePath: () => theme,
    getTypeScriptThemePath: () => theme,
  };
}
