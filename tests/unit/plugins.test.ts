import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';

import colorModeDefault, {
  NO_PREFERENCE_SCRIPT,
  noPreferenceScript,
} from '../../plugins/color-mode-default';
import {pacedPrefetch, SLICE_MS} from '../../plugins/paced-prefetch/pace';
import {BROWSER_BUNDLING_MODULES} from '../../plugins/redoc';
import noBrowserBundling from '../../plugins/redoc/no-browser-bundling.cjs';
import openApiYamlLoader from '../../plugins/redoc/openapi-yaml-loader.cjs';

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

describe('the OpenAPI YAML loader', () => {
  const load = (source: string, resourcePath = 'static/api-specs/x.yaml') =>
    (openApiYamlLoader as (this: {resourcePath: string}, source: string) => string).call(
      {resourcePath},
      source,
    );

  it('turns the YAML document into a module whose default export is the parsed object', () => {
    const module = load('openapi: 3.1.0\ninfo:\n  title: T\n  version: "1"\npaths: {}\n');
    const json = /^export default JSON\.parse\((.*)\);$/.exec(module)![1]!;
    expect(JSON.parse(JSON.parse(json) as string)).toEqual({
      openapi: '3.1.0',
      info: {title: 'T', version: '1'},
      paths: {},
    });
  });

  it('fails with the file named when the YAML does not parse', () => {
    expect(() => load('openapi: [3.1\n', 'static/api-specs/broken.yaml')).toThrow(
      /static\/api-specs\/broken\.yaml: not valid YAML/,
    );
  });

  it('fails with the file and the JSON pointer when a reference points to nothing', () => {
    const source = [
      'openapi: 3.1.0',
      'info: {title: T, version: "1"}',
      'paths:',
      '  /api/v1beta/workloads:',
      '    get:',
      '      responses:',
      "        '200':",
      '          content:',
      '            application/json:',
      "              schema: {$ref: '#/components/schemas/missing'}",
      'components: {schemas: {}}',
    ].join('\n');
    expect(() => load(source, 'static/api-specs/dangling.yaml')).toThrow(
      'static/api-specs/dangling.yaml is not a whole OpenAPI document:\n  - #/paths/~1api~1v1beta~1workloads/get/responses/200/content/application~1json/schema/$ref: points to #/components/schemas/missing, which does not exist',
    );
  });

  it('fails on a document cut short', () => {
    const whole = readFileSync('static/api-specs/toolhive-api.yaml', 'utf8');
    // The first half still parses as YAML, but its references lead nowhere.
    const cut = whole.slice(0, whole.indexOf('\ncomponents:'));
    expect(() => load(cut)).toThrow(
      /is not a whole OpenAPI document:\n {2}- #\/paths\/.*\$ref: points to #\/components\//,
    );
    expect(() => load('openapi: 3.1.0\n')).toThrow(
      /#\/info\/title: missing[\s\S]*#\/paths: missing/,
    );
  });

  it("accepts the site's OpenAPI document", () => {
    expect(() => load(readFileSync('static/api-specs/toolhive-api.yaml', 'utf8'))).not.toThrow();
  });
});

describe('the browser stand-in for Redoc’s run-time bundling', () => {
  it('says why when something still calls it', () => {
    for (const name of ['bundle', 'Config', 'parse', 'stringify'] as const) {
      expect(() => (noBrowserBundling[name] as () => unknown)()).toThrow(
        /bundles OpenAPI documents at build time/,
      );
    }
    expect(BROWSER_BUNDLING_MODULES).toContain('@redocly/openapi-core/lib/bundle');
  });
});
