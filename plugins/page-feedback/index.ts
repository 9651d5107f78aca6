import {resolve} from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Local plugin: "Was this page helpful?" at the end of every docs page
 * (see README.md). Provides the `DocItem/Footer` wrapper in `theme/`.
 */
export default function pageFeedbackPlugin(): Plugin {
  const theme = resolve('plugins/page-feedback/theme');
  return {
    name: 'page-feedback',
    getThemePath: () => theme,
    getTypeScriptThemePath: () => theme,
  };
}
