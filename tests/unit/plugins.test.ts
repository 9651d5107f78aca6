import {describe, expect, it} from 'vitest';

import {NO_PREFERENCE_SCRIPT} from '../../plugins/color-mode-default';
import {isPrismProvide} from '../../plugins/redoc';

describe('the redoc-prism plugin', () => {
  class ProvidePlugin {
    constructor(
      public definitions?: Record<string, unknown>,
      public _args?: [Record<string, unknown>],
    ) {}
  }
  class DefinePlugin {
    definitions = {Prism: 'x'};
  }

  it('finds the Prism provide of webpack and Rspack', () => {
    expect(isPrismProvide(new ProvidePlugin({Prism: ['prismjs']}))).toBe(true);
    expect(isPrismProvide(new ProvidePlugin(undefined, [{Prism: ['prismjs']}]))).toBe(true);
  });

  it('leaves other plugins alone', () => {
    expect(isPrismProvide(new ProvidePlugin({process: 'process/browser'}))).toBe(false);
    expect(isPrismProvide(new DefinePlugin())).toBe(false);
    expect(isPrismProvide(null)).toBe(false);
  });
});

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
});
