import {readdirSync, readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';

import {PAGE_END_ID} from '../../plugins/html-shell';
import {STARTUP_BUNDLE} from '../../plugins/compile-hints';
import {builtPages} from '../support/built-site';

const pages = builtPages();

describe('the tricks, as built into every page', () => {
  it('the HTML shell starts only the start-up bundles, after the first paint', () => {
    const problems = pages.flatMap(({$, route}) => {
      const preloads = $('link[rel="preload"][as="script"]')
        .toArray()
        .map((link) => $(link).attr('href')!.replace(/^\//, ''));
      const out: string[] = [];
      if ($('script[src]').length > 0) out.push(`${route}: a <script src> starts before the paint`);
      // The compile hint marks the start-up bundles by name (plugins/compile-hints).
      if (preloads.length !== 2 || !preloads.every((file) => STARTUP_BUNDLE.test(file))) {
        out.push(`${route}: starts ${preloads.join(', ')}, not the two start-up bundles`);
      }
      if ($('body > :last-child').attr('id') !== PAGE_END_ID) out.push(`${route}: no page end`);
      return out;
    });
    expect(problems).toEqual([]);
  });

  it('the colour-mode default runs right after the theme has set the colour mode', () => {
    const [page] = pages;
    const scripts = page!
      .$('body > script')
      .toArray()
      .map((script) => page!.$(script).html() ?? '');
    const theme = scripts.findIndex((script) => script.includes('data-theme-choice'));
    expect(theme, "the theme's colour-mode script").toBeGreaterThanOrEqual(0);
    expect(
      scripts[theme + 1],
      'plugins/color-mode-default must run right after the theme sets data-theme',
    ).toContain('prefers-color-scheme: light');
  });

  it('the site ships with every trick on (no SITE_TRICKS_OFF in the build)', () => {
    const main = readdirSync('build/assets/js').find((file) => /^main\.[\w]+\.js$/.test(file))!;
    // docusaurus.config.ts hands the switched-off tricks to components as customFields.
    expect(readFileSync(`build/assets/js/${main}`, 'utf8')).toContain(
      'customFields:{tricksOff:[]}',
    );
  });
});
