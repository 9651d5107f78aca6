import {resolve} from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Local plugin: on a narrow window the navbar's menu (the mobile sidebar)
 * is built when the reader reaches for its button, not right after
 * hydration (see README.md). Its only part is the `Navbar/MobileSidebar`
 * wrapper in `theme/`.
 */
export default function mobileMenuPlugin(): Plugin {
  const theme = resolve('plugins/mobile-menu/theme');
  return {
    name: 'mobile-menu',
    getThemePath: () => theme,
    getTypeScriptThemePath: () => theme,
  };
}
