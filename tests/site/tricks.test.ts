import {existsSync} from 'node:fs';
import {describe, expect, it} from 'vitest';

import {PAGE_END_ID, START_ATTRIBUTE, STARTUP_BUNDLE} from '../../plugins/html-shell';
import {SKIP_ATTRIBUTE} from '../../plugins/offscreen-content';
import {builtPages, startedScripts} from '../support/built-site';

const pages = builtPages();

describe('the tricks, as built into every page', () => {
  it('the HTML shell starts the start-up bundles after the first paint, and nothing else', () => {
    const problems = pages.flatMap(({$, route}) => {
      const links = $('link[rel="preload"][as="script"]').toArray();
      const files = startedScripts({$});
      const out: string[] = [];
      if ($('script[src]').length > 0) out.push(`${route}: a <script src> starts before the paint`);
      const [runtime, main, ...others] = files;
      if (!/^assets\/js\/runtime~main\./.test(runtime ?? '') || !STARTUP_BUNDLE.test(main ?? '')) {
        out.push(`${route}: starts ${files.slice(0, 2).join(', ')}, not the runtime and main`);
      }
      if (others.length > 0) out.push(`${route}: also starts ${others.join(', ')}`);
      for (const file of files) {
        if (!existsSync(`build/${file}`))
          out.push(`${route}: starts ${file}, which the build lacks`);
      }
      if (links.some((link) => $(link).attr(START_ATTRIBUTE) === undefined)) {
        out.push(`${route}: a script preload without ${START_ATTRIBUTE}`);
      }
      if ($('body > :last-child').attr('id') !== PAGE_END_ID) out.push(`${route}: no page end`);
      return out;
    });
    expect(problems).toEqual([]);
  });

  it('the start script is the same on every page, so that one hash in the CSP allows it', () => {
    const starts = new Set(
      pages.flatMap(({$}) =>
        $('head > script:not([src])')
          .toArray()
          .map((script) => $(script).html() ?? '')
          .filter((text) => text.includes(START_ATTRIBUTE)),
      ),
    );
    expect(starts.size).toBe(1);
  });

  it('every page carries the same offscreen-content script and CSS (plugins/offscreen-content)', () => {
    // The build minifies both, so they are found by what they must contain.
    const scripts = new Set<string>();
    const missing = pages.flatMap(({$, route}) => {
      const script = $('head > script:not([src])')
        .toArray()
        .map((element) => $(element).html() ?? '')
        .find((text) => text.includes(SKIP_ATTRIBUTE));
      const style = $('head > style')
        .toArray()
        .map((element) => $(element).html() ?? '')
        .find((text) => text.includes(`html[${SKIP_ATTRIBUTE}]`));
      if (script) scripts.add(script);
      return [
        ...(script?.includes('getEntriesByType("navigation")') ? [] : [`${route}: no script`]),
        ...(style?.includes('content-visibility:auto') ? [] : [`${route}: no CSS`]),
      ];
    });
    expect(missing).toEqual([]);
    expect(scripts.size, 'one hash in the CSP allows the script').toBe(1);
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
});
