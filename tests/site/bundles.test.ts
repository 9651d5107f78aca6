import {readdirSync, readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';

import {STARTUP_BUNDLE} from '../../plugins/html-shell';

const scripts = readdirSync('build/assets/js').map((file) => `assets/js/${file}`);

describe('the built JavaScript', () => {
  it('loads Mermaid only near a diagram: it is in no start-up bundle', () => {
    const startup = scripts.filter((file) => STARTUP_BUNDLE.test(file));
    expect(startup).toHaveLength(2);
    const mermaid = scripts.filter((file) =>
      readFileSync(`build/${file}`, 'utf8').includes('mermaidAPI'),
    );
    expect(mermaid.length).toBeGreaterThan(0);
    expect(mermaid.filter((file) => startup.includes(file))).toEqual([]);
  });

  it('loads DocSearch only when search opens: it is in no start-up bundle', () => {
    // DocSearch's storage key, in its modal's code (@docsearch/react 3.9).
    const withDocSearch = scripts.filter((file) =>
      readFileSync(`build/${file}`, 'utf8').includes('__DOCSEARCH_RECENT_SEARCHES__'),
    );
    expect(withDocSearch.length).toBeGreaterThan(0);
    expect(withDocSearch.filter((file) => STARTUP_BUNDLE.test(file))).toEqual([]);
  });

  it('loads the Copy page menu only when it is used: its code is in a chunk of its own', () => {
    // Text that only the menu (plugins/llms/theme/CopyPageMenu/Menu.tsx) holds.
    const withMenu = scripts.filter((file) =>
      readFileSync(`build/${file}`, 'utf8').includes('claude.ai/new'),
    );
    expect(withMenu).toHaveLength(1);
    const withButton = scripts.filter((file) =>
      readFileSync(`build/${file}`, 'utf8').includes('copy-page-button'),
    );
    expect(withButton.length).toBeGreaterThan(0);
    expect(withButton.filter((file) => withMenu.includes(file))).toEqual([]);
    expect(withMenu.filter((file) => STARTUP_BUNDLE.test(file))).toEqual([]);
  });

  it("measures code blocks with the site's word-wrap hook, not the theme's", () => {
    // The selector only the theme's useCodeWordWrap holds (@docusaurus/theme-common 3.8.1).
    const withThemeHook = scripts.filter((file) =>
      readFileSync(`build/${file}`, 'utf8').includes('[role=tabpanel][hidden]'),
    );
    expect(withThemeHook).toEqual([]);
  });

  it("gives code blocks the site's Prism theme hook, which reads no colour mode", () => {
    // What only the theme's usePrismTheme holds (@docusaurus/theme-common 3.8.1):
    // its fallback from the dark theme to the light one.
    const withThemeHook = scripts.filter((file) =>
      readFileSync(`build/${file}`, 'utf8').includes('darkTheme||'),
    );
    expect(withThemeHook).toEqual([]);
  });

  it('loads no Prism in the browser: code is highlighted at build time', () => {
    const main = scripts.find((file) => /\/main\.[0-9a-f]+\.js$/.test(file))!;
    const source = readFileSync(`build/${main}`, 'utf8');
    expect(source).not.toContain('languages.insertBefore');
    expect(source).not.toContain('webmanifest');
  });
});
