import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';

import {
  isRouteChunkGroup,
  withRequestOrigins,
  type ClientManifest,
} from '../../plugins/route-scripts';

/** The addon's lookup, resolved as Docusaurus resolves it (from `@docusaurus/core`). */
const {getBundles} = createRequire(
  createRequire(import.meta.url).resolve('@docusaurus/core/package.json'),
)('react-loadable-ssr-addon-v5-slorber') as {
  getBundles: (manifest: ClientManifest, modules: string[]) => {js?: {file: string}[]};
};

/** A client manifest as the addon writes it: keys are chunk names or ids, never requests. */
function manifest(): ClientManifest {
  const js = (file: string) => ({js: [{file, publicPath: `/${file}`}]});
  return {
    entrypoints: ['main'],
    origins: {main: ['9783', '1889'], '5e95c892': ['6064', '7557'], '17896441': ['1058']},
    assets: {
      '9783': js('assets/js/runtime~main.js'),
      '1889': js('assets/js/main.js'),
      '6064': js('assets/js/6064.js'),
      '7557': js('assets/js/5e95c892.js'),
      '1058': js('assets/js/17896441.js'),
    },
  };
}

describe('route-scripts: withRequestOrigins', () => {
  it("lets Docusaurus's lookup find a route's chunks by the requests it records", () => {
    const before = manifest();
    const after = withRequestOrigins(before, [
      {requests: ['@site/docs/toolhive/index.mdx'], chunkIds: ['6064', '7557']},
      {requests: ['@theme/DocItem'], chunkIds: ['1058']},
    ]);
    // What Docusaurus does for each page (ssg/ssgTemplate.ts in @docusaurus/core 3.8.1).
    const page = ['main', '@site/docs/toolhive/index.mdx', '@theme/DocItem'];
    const files = (m: ClientManifest) => (getBundles(m, page).js ?? []).map((asset) => asset.file);
    expect(files(before)).toEqual(['assets/js/runtime~main.js', 'assets/js/main.js']);
    expect(files(after)).toEqual([
      'assets/js/runtime~main.js',
      'assets/js/main.js',
      'assets/js/6064.js',
      'assets/js/5e95c892.js',
      'assets/js/17896441.js',
    ]);
  });

  it('merges the groups one request loads, keeps existing keys and leaves its input alone', () => {
    const before = manifest();
    const after = withRequestOrigins(before, [
      {requests: ['@theme/A', 'main'], chunkIds: ['6064']},
      {requests: ['@theme/A'], chunkIds: ['6064', '1058']},
    ]);
    expect(after.origins['@theme/A']).toEqual(['6064', '1058']);
    expect(after.origins.main).toEqual(['9783', '1889']);
    expect(before.origins).toEqual(manifest().origins);
    expect(after.assets).toEqual(before.assets);
  });

  it('fails naming the chunk and its request when the manifest lacks its files', () => {
    expect(() =>
      withRequestOrigins(manifest(), [{requests: ['@site/docs/x.mdx'], chunkIds: ['404']}]),
    ).toThrow(/chunk 404 \(loaded by @site\/docs\/x\.mdx\) is not in the client manifest's assets/);
  });
});

describe('route-scripts: isRouteChunkGroup', () => {
  const group = (name: string | null, initial: boolean) => ({name, isInitial: () => initial});

  it("takes a route's chunk group: named after its registry key and loaded on demand", () => {
    expect(isRouteChunkGroup(group('5e95c892', false))).toBe(true);
  });

  it("leaves out the start-up bundles and components' unnamed imports (Mermaid, the search modal)", () => {
    expect(isRouteChunkGroup(group('main', true))).toBe(false);
    expect(isRouteChunkGroup(group(null, false))).toBe(false);
    expect(isRouteChunkGroup(group('', false))).toBe(false);
  });
});
