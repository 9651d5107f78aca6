import {resolve} from 'node:path';
import type {Plugin} from '@docusaurus/types';

import recmaDeferChildren, {DEFERRED_CHILDREN, type RecmaDeferChildrenOptions} from './recma';

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

/**
 * The recma plugin for the docs plugin's `recmaPlugins`: MDX hands the
 * children of {@link DEFERRED_CHILDREN} over as a function (`recma.ts`).
 */
export const deferChildren: [typeof recmaDeferChildren, RecmaDeferChildrenOptions] = [
  recmaDeferChildren,
  {components: DEFERRED_CHILDREN},
];
