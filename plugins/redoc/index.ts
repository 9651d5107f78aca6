import {resolve} from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The loader file, resolved from the site folder like the rest of the config. */
const OFFLINE_LOGO_LOADER = resolve('plugins/redoc/offline-logo-loader.cjs');
const OPENAPI_YAML_LOADER = resolve('plugins/redoc/openapi-yaml-loader.cjs');
const NO_BROWSER_BUNDLING = resolve('plugins/redoc/no-browser-bundling.cjs');

/** What redoc's bundle requires only to load and bundle a document in the browser. */
export const BROWSER_BUNDLING_MODULES = [
  '@redocly/openapi-core/lib/bundle',
  '@redocly/openapi-core/lib/config/config',
  'yaml',
];

/** webpack keeps ProvidePlugin's map in `definitions`; Rspack in `_args[0]`. */
type BundlerPlugin = {
  constructor?: {name?: string};
  definitions?: Record<string, unknown>;
  _args?: [Record<string, unknown>?];
};

/**
 * True for the bundler plugin that docusaurus-theme-redoc adds to the whole site:
 * `ProvidePlugin({Prism: ['prismjs']})`. It makes every Prism language
 * component (`prismjs/components/prism-*`) register itself on the `prismjs`
 * module instead of on the instance the site's code blocks use, so the extra
 * languages of the theme (bash, powershell, docker, promql) stop highlighting.
 */
export function isPrismProvide(plugin: unknown): boolean {
  const candidate = plugin as BundlerPlugin | null;
  if (candidate?.constructor?.name !== 'ProvidePlugin') {
    return false;
  }
  const definitions = candidate.definitions ?? candidate._args?.[0] ?? {};
  return 'Prism' in definitions;
}

/**
 * Local plugin that keeps the Redoc theme from reaching past the API page:
 * - removes its site-wide Prism provide (see `isPrismProvide`); Redoc still
 *   highlights its samples because it imports prismjs itself;
 * - rewrites the one URL in redoc's bundles that loads from a CDN (the
 *   attribution logo), so the site makes no third-party request;
 * - lets code import an OpenAPI document in `static/api-specs/` as the
 *   parsed object (see `openapi-yaml-loader.cjs`), so the API page hands
 *   Redoc a ready document instead of fetching and parsing YAML;
 * - in the browser bundle, replaces what redoc's bundle loads only to do
 *   that parsing and bundling itself (`BROWSER_BUNDLING_MODULES`) with
 *   `no-browser-bundling.cjs`.
 * Must be listed after docusaurus-theme-redoc in `plugins`, so that its
 * bundler plugins are already in the config this one filters.
 */
export default function redocPlugin(): Plugin {
  return {
    name: 'redoc-local',
    configureWebpack(config, isServer) {
      config.plugins = (config.plugins ?? []).filter((plugin) => !isPrismProvide(plugin));
      return {
        // Only redoc's bundle imports these in the browser.
        resolve: isServer
          ? {}
          : {
              alias: Object.fromEntries(
                BROWSER_BUNDLING_MODULES.map((name) => [`${name}$`, NO_BROWSER_BUNDLING]),
              ),
            },
        module: {
          rules: [
            {
              test: /redoc[\\/]bundles[\\/]redoc(\.browser)?\.lib\.js$/,
              use: [{loader: OFFLINE_LOGO_LOADER}],
            },
            {
              test: /static[\\/]api-specs[\\/][^\\/]+\.ya?ml$/,
              use: [{loader: OPENAPI_YAML_LOADER}],
            },
          ],
        },
      };
    },
  };
}
