import {resolve} from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** Loaders and the stand-in module, resolved from the site folder like the rest of the config. */
const OFFLINE_LOGO_LOADER = resolve('plugins/redoc/offline-logo-loader.cjs');
const OPENAPI_YAML_LOADER = resolve('plugins/redoc/openapi-yaml-loader.cjs');
const NO_BROWSER_BUNDLING = resolve('plugins/redoc/no-browser-bundling.cjs');

/** What redoc's bundle requires only to load and bundle a document in the browser. */
export const BROWSER_BUNDLING_MODULES = [
  '@redocly/openapi-core/lib/bundle',
  '@redocly/openapi-core/lib/config/config',
  'yaml',
];

/**
 * Local plugin that keeps the Redoc theme from reaching past the API page:
 * - rewrites the one URL in redoc's bundles that loads from a CDN (the
 *   attribution logo), so the site makes no third-party request;
 * - lets code import an OpenAPI document in `static/api-specs/` as the
 *   parsed object (see `openapi-yaml-loader.cjs`), so the API page hands
 *   Redoc a ready document instead of fetching and parsing YAML;
 * - in the browser bundle, replaces what redoc's bundle loads only to do
 *   that parsing and bundling itself (`BROWSER_BUNDLING_MODULES`) with
 *   `no-browser-bundling.cjs`.
 */
export default function redocPlugin(): Plugin {
  return {
    name: 'redoc-local',
    configureWebpack(_config, isServer) {
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
