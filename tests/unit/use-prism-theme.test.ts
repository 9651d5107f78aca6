/**
 * plugins/code-highlight/use-prism-theme.ts: code blocks take the Prism
 * theme without reading the colour mode, so they do not render again when
 * the reader's colour mode takes over from the default after hydration.
 */
import {describe, expect, it, vi} from 'vitest';

import {CSS_ONLY_THEME} from '../../plugins/code-highlight/prism';

vi.mock('@docusaurus/theme-common', async () => {
  const {CSS_ONLY_THEME: theme} = await import('../../plugins/code-highlight/prism');
  return {
    useThemeConfig: () => ({prism: {theme, darkTheme: theme}}),
    useColorMode: () => {
      throw new Error('usePrismTheme read the colour mode');
    },
  };
});

const {usePrismTheme} = await import('../../plugins/code-highlight/use-prism-theme');

describe("code blocks' Prism theme (plugins/code-highlight/use-prism-theme.ts)", () => {
  it('is themeConfig.prism.theme, read without the colour mode', () => {
    expect(usePrismTheme()).toBe(CSS_ONLY_THEME);
  });
});
