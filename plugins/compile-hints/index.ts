import type {Plugin} from '@docusaurus/types';
import type {Compiler} from 'webpack';

import {isRouteChunkGroup} from '../route-scripts';

/** V8's explicit compile hint: compile every function of the file eagerly, off the main thread. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The bundles every page runs at start-up: the runtime and `main`. */
export const STARTUP_BUNDLE = /^assets\/js\/(runtime~)?main\.[0-9a-f]+\.js$/;

/**
 * Local plugin: marks the start-up bundles and the routes' chunks
 * (`isRouteChunkGroup` in `plugins/route-scripts`) with V8's
 * explicit compile hint (https://v8.dev/blog/explicit-compile-hints). Nearly
 * every function in them runs while the page starts, and V8 otherwise
 * compiles each one lazily on the main thread the first time it is called;
 * with the hint it compiles them while the file streams in. (On the API
 * reference, whose content component is 200 KB of code, V8 otherwise
 * compiles that component on the main thread in the middle of hydration.)
 * Browsers without the hint read it as a comment. Added after minification,
 * which drops comments.
 */
export default function compileHintsPlugin(): Plugin {
  return {
    name: 'compile-hints',
    configureWebpack(_config, isServer) {
      if (isServer) return undefined;
      return {
        plugins: [
          {
            apply(compiler: Compiler) {
              const {Compilation, sources} = compiler.webpack;
              compiler.hooks.thisCompilation.tap('compile-hints', (compilation) => {
                compilation.hooks.processAssets.tap(
                  {name: 'compile-hints', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT},
                  (assets) => {
                    const routeFiles = new Set(
                      compilation.chunkGroups
                        .filter(isRouteChunkGroup)
                        .flatMap((group) => group.getFiles())
                        .filter((file) => file.endsWith('.js')),
                    );
                    for (const name of Object.keys(assets)) {
                      if (!STARTUP_BUNDLE.test(name) && !routeFiles.has(name)) continue;
                      compilation.updateAsset(
                        name,
                        (source) => new sources.ConcatSource(COMPILE_HINT, source),
                      );
                    }
                  },
                );
              });
            },
          },
        ],
      };
    },
  };
}
