import fs from 'node:fs';
import type {Plugin} from '@docusaurus/types';
import type {Compiler} from 'webpack';

/**
 * The client manifest Docusaurus writes next to its generated files
 * (`react-loadable-ssr-addon-v5-slorber`, used by
 * https://github.com/facebook/docusaurus/blob/v3.8.1/packages/docusaurus/src/webpack/client.ts):
 * `origins` maps a key to chunk ids, `assets` a chunk id to its files.
 */
export interface ClientManifest {
  entrypoints: string[];
  origins: Record<string, (string | number)[]>;
  assets: Record<string, Record<string, unknown[]>>;
}

/** One lazily loaded chunk group: the `import()` request(s) that load it and its chunk ids. */
export interface AsyncGroup {
  requests: string[];
  chunkIds: (string | number)[];
}

/**
 * Adds to `manifest.origins` one key per `import()` request, listing the
 * chunk ids that request loads (several groups with the same request are
 * merged, in order, without repeats). Returns a new manifest; existing keys
 * are kept as they are.
 *
 * Docusaurus renders each page while recording the modules its routes load,
 * as the requests written in `.docusaurus/registry.js` (for instance
 * `@site/docs/toolhive/index.mdx`), and looks them up in `origins` to put
 * their chunks in the page's HTML
 * (https://github.com/facebook/docusaurus/blob/v3.8.1/packages/docusaurus/src/ssg/ssgTemplate.ts).
 * The addon keys `origins` by chunk name instead, so no lookup matches and
 * the HTML carries only the runtime and `main`; the browser learns which
 * chunks the page needs only once `main` has run.
 *
 * @throws Error when a request would map to a chunk id that has no assets,
 *   which means the manifest and the compilation disagree
 */
export function withRequestOrigins(manifest: ClientManifest, groups: AsyncGroup[]): ClientManifest {
  const added = new Map<string, (string | number)[]>();
  for (const {requests, chunkIds} of groups) {
    for (const id of chunkIds) {
      if (!(String(id) in manifest.assets)) {
        throw new Error(
          `route-scripts: chunk ${String(id)} (loaded by ${requests.join(', ')}) is not in the client manifest's assets`,
        );
      }
    }
    for (const request of requests) {
      if (request in manifest.origins) continue;
      const ids = added.get(request) ?? [];
      for (const id of chunkIds) if (!ids.includes(id)) ids.push(id);
      added.set(request, ids);
    }
  }
  return {...manifest, origins: {...manifest.origins, ...Object.fromEntries(added)}};
}

/** What {@link isRouteChunkGroup} reads of a chunk group (webpack's and Rspack's `ChunkGroup`). */
export interface ChunkGroupLike {
  readonly name?: string | null;
  isInitial(): boolean;
}

/**
 * Whether a chunk group holds part of a route: it is loaded on demand and
 * named, as Docusaurus names each route's `import()` after its key in
 * `.docusaurus/registry.js` (`webpackChunkName`). The `import()`s of
 * components (Mermaid, the search modal, the Copy page menu) are unnamed.
 * These are the chunks a page's HTML lists; `plugins/compile-hints` marks
 * the same ones.
 */
export function isRouteChunkGroup(group: ChunkGroupLike): boolean {
  return !group.isInitial() && Boolean(group.name);
}

/** The options of the addon instance that writes the client manifest. */
interface ManifestAddon {
  constructor: {name: string};
  options: {filename: string};
}

function isManifestAddon(plugin: unknown): plugin is ManifestAddon {
  const candidate = plugin as Partial<ManifestAddon> | null;
  return (
    candidate?.constructor?.name === 'ReactLoadableSSRAddon' &&
    typeof candidate.options?.filename === 'string'
  );
}

/**
 * Local plugin: each page's HTML lists the chunks of its route, so that the
 * browser fetches them alongside `main` and they are installed before
 * `main` starts, rather than `main` discovering, creating and waiting for
 * one `<script>` per chunk before it hydrates (the `route-scripts` rows of
 * bench/RESULTS.md measure the difference). `plugins/html-shell` starts
 * them in the order Docusaurus lists them.
 *
 * It works on the client build only (the addon is not in the dev server's
 * configuration) and rewrites the manifest after the addon has written it.
 */
export default function routeScriptsPlugin(): Plugin {
  return {
    name: 'route-scripts',
    configureWebpack(config, isServer) {
      if (isServer) return undefined;
      const plugins: unknown[] = config.plugins ?? [];
      const manifestPath = plugins.filter(isManifestAddon)[0]?.options.filename;
      if (manifestPath === undefined) return undefined;
      return {
        plugins: [
          {
            apply(compiler: Compiler) {
              compiler.hooks.afterEmit.tap('route-scripts', (compilation) => {
                const groups: AsyncGroup[] = compilation.chunkGroups
                  .filter(isRouteChunkGroup)
                  .map((group) => ({
                    requests: group.origins
                      .map((origin) => origin.request)
                      .filter((request): request is string => typeof request === 'string'),
                    chunkIds: group.chunks.flatMap((chunk) => [...(chunk.ids ?? [])]),
                  }));
                const manifest = JSON.parse(
                  fs.readFileSync(manifestPath, 'utf8'),
                ) as ClientManifest;
                fs.writeFileSync(
                  manifestPath,
                  JSON.stringify(withRequestOrigins(manifest, groups)),
                );
              });
            },
          },
        ],
      };
    },
  };
}
