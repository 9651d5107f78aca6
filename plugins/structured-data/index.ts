import {resolve} from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Local plugin: schema.org structured data (JSON-LD) on every docs page
 * (see README.md). Provides the theme components in `theme/`.
 */
export default function structuredDataPlugin(): Plugin {
  const theme = resolve('plugins/structured-data/theme');
  return {
    name: 'structured-data',
    getThemePath: () => theme,
    getTypeScriptThemePath: () => theme,
  };
}
