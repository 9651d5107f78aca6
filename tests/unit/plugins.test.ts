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
  it('runs queued prefetches later, in slices no longer than SLICE_MS', () => {
    let clock = 0;
    const slices: (() => void)[] = [];
    const done: string[] = [];
    const prefetch = pacedPrefetch(
      (path) => {
        done.push(path);
        clock += 1.5; // each prefetch takes 1.5 ms
      },
      () => clock,
      (work) => slices.push(work),
    );
    for (const path of ['/a', '/b', '/c', '/d', '/e']) expect(prefetch(path)).toBe(true);
    expect(done).toEqual([]);
    expect(slices).toHaveLength(1);
    const perSlice: number[] = [];
    while (slices.length) {
      const before = done.length;
      slices.shift()!();
      perSlice.push(done.length - before);
    }
    expect(done).toEqual(['/a', '/b', '/c', '/d', '/e']);
    // 1.5 ms each within a 2 ms slice: two per slice, then the last one.
    expect(perSlice).toEqual([2, 2, 1]);
    expect(SLICE_MS).toBe(2);
  });

  it('schedules a new slice when work arrives after the queue emptied', () => {
    const slices: (() => void)[] = [];
    const done: string[] = [];
    const prefetch = pacedPrefetch(
      (path) => done.push(path),
      () => 0,
      (work) => slices.push(work),
    );
    prefetch('/a');
    slices.shift()!();
    prefetch('/b');
    expect(slices).toHaveLength(1);
    slices.shift()!();
    expect(done).toEqual(['/a', '/b']);
  });
});
