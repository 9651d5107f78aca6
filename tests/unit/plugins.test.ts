import {describe, expect, it} from 'vitest';

import colorModeDefault, {
  NO_PREFERENCE_SCRIPT,
  noPreferenceScript,
} from '../../plugins/color-mode-default';
import {pacedPrefetch, SLICE_MS} from '../../plugins/paced-prefetch/pace';

describe('the color-mode-default plugin', () => {
  function run(stored: string | null, light: boolean, dark: boolean, search = ''): string {
    const attributes: Record<string, string> = {'data-theme': 'light'};
    const context = {
      window: {
        location: {search},
        localStorage: {getItem: () => stored},
        matchMedia: (query: string) => ({
          matches: query.includes('light') ? light : query.includes('dark') ? dark : false,
        }),
      },
      document: {
        documentElement: {
          setAttribute: (name: string, value: string) => (attributes[name] = value),
        },
      },
      URLSearchParams,
    };
    new Function('window', 'document', 'URLSearchParams', NO_PREFERENCE_SCRIPT)(
      context.window,
      context.document,
      context.URLSearchParams,
    );
    return attributes['data-theme']!;
  }

  it('turns dark when no choice is stored and the OS states no preference', () => {
    expect(run(null, false, false)).toBe('dark');
  });

  it('leaves a stated preference, a stored choice or a query override alone', () => {
    expect(run(null, true, false)).toBe('light');
    expect(run('light', false, false)).toBe('light');
    expect(run(null, false, false, '?docusaurus-theme=light')).toBe('light');
  });

  it('reads the choice under the key and in the storage the site is configured with', () => {
    /** The theme the page ends with when `stored` holds the reader's choices and the OS states no preference. */
    const themeWith = (script: string, stored: Record<string, Record<string, string>>) => {
      const attributes: Record<string, string> = {'data-theme': 'light'};
      const storage = (type: string) => ({getItem: (key: string) => stored[type]?.[key] ?? null});
      const window = {
        location: {search: ''},
        localStorage: storage('localStorage'),
        sessionStorage: storage('sessionStorage'),
        matchMedia: () => ({matches: false}),
      };
      const document = {
        documentElement: {
          setAttribute: (name: string, value: string) => (attributes[name] = value),
        },
      };
      new Function('window', 'document', 'URLSearchParams', script)(
        window,
        document,
        URLSearchParams,
      );
      return attributes['data-theme'];
    };
    // A namespaced site (future.experimental_storage.namespace) keeps the
    // colour mode under `theme-<namespace>`, where the theme reads it.
    const namespaced = noPreferenceScript({type: 'localStorage', namespace: '-2f1'});
    expect(themeWith(namespaced, {localStorage: {'theme-2f1': 'light'}})).toBe('light');
    expect(themeWith(namespaced, {localStorage: {theme: 'light'}})).toBe('dark');
    const session = noPreferenceScript({type: 'sessionStorage', namespace: ''});
    expect(themeWith(session, {sessionStorage: {theme: 'light'}})).toBe('light');
    // The plugin takes the site's setting from Docusaurus.
    const plugin = colorModeDefault({
      siteStorage: {type: 'localStorage', namespace: '-2f1'},
    } as Parameters<typeof colorModeDefault>[0]);
    const [tag] = plugin.injectHtmlTags!({content: undefined}).preBodyTags as {innerHTML: string}[];
    expect(themeWith(tag!.innerHTML, {localStorage: {'theme-2f1': 'light'}})).toBe('light');
  });
});

describe('the paced-prefetch plugin', () => {
  /** A clock, the slices scheduled, and what was fetched, for one paced prefetch. */
  function harness(chunks: Record<string, string[]>, msPerUnit: number) {
    let clock = 0;
    const slices: (() => void)[] = [];
    const fetched: string[] = [];
    const lookedUp: string[] = [];
    const prefetch = pacedPrefetch(
      (route) => {
        lookedUp.push(route);
        clock += msPerUnit;
        return chunks[route] ?? [];
      },
      (url) => {
        fetched.push(url);
        clock += msPerUnit;
      },
      () => clock,
      (work: () => void) => slices.push(work),
    );
    /** Runs every scheduled slice; returns how many units each did. */
    const drain = () => {
      const perSlice: number[] = [];
      while (slices.length) {
        const before = fetched.length + lookedUp.length;
        slices.shift()!();
        perSlice.push(fetched.length + lookedUp.length - before);
      }
      return perSlice;
    };
    return {prefetch, slices, fetched, lookedUp, drain};
  }

  it('does the work later, in slices no longer than SLICE_MS', () => {
    const run = harness({'/a': ['a.js', 'x.js'], '/b': ['b.js'], '/c': ['c.js']}, 1.5);
    for (const path of ['/a', '/b', '/c']) expect(run.prefetch(path)).toBe(true);
    expect(run.fetched).toEqual([]);
    expect(run.slices).toHaveLength(1);
    // 1.5 ms a unit within a 2 ms slice: two units a slice.
    expect(run.drain()).toEqual([2, 2, 2, 1]);
    expect(run.fetched).toEqual(['a.js', 'x.js', 'b.js', 'c.js']);
    expect(SLICE_MS).toBe(2);
  });

  it('fetches each file once, and looks each route up once', () => {
    const shared = ['root.js', 'docs.js'];
    const run = harness(
      {'/a': [...shared, 'a.js'], '/b': [...shared, 'b.js', 'root.js'], '/c': shared},
      0,
    );
    for (const path of ['/a', '/b', '/a', '/c', '/b']) run.prefetch(path);
    run.drain();
    expect(run.lookedUp).toEqual(['/a', '/b', '/c']);
    expect(run.fetched).toEqual(['root.js', 'docs.js', 'a.js', 'b.js']);
  });

  it('schedules a new slice when work arrives after the queue emptied, and only then', () => {
    const run = harness({'/a': ['a.js'], '/b': ['b.js']}, 0);
    run.prefetch('/a');
    run.prefetch('/b');
    expect(run.slices).toHaveLength(1);
    run.drain();
    run.prefetch('/c');
    expect(run.slices).toHaveLength(1);
    run.drain();
    expect(run.fetched).toEqual(['a.js', 'b.js']);
    expect(run.lookedUp).toEqual(['/a', '/b', '/c']);
  });
});
