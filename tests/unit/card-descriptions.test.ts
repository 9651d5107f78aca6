import type {RouteConfig} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';

import {DESCRIPTIONS_PROP, moveCardDescriptions} from '../../plugins/card-descriptions';
import {requirePackageFile} from '../support/packages';

// The docs plugin's own converter from a loaded version to the `version`
// route prop, so that the fixture has the shape the plugin really gives.
const {toVersionMetadataProp} = requirePackageFile<{
  toVersionMetadataProp: (pluginId: string, version: unknown) => Record<string, unknown>;
}>('@docusaurus/plugin-content-docs', 'lib/props.js');

const doc = (id: string, description: string) => ({
  id,
  title: `Title of ${id}`,
  description,
  sidebar: 'main',
  permalink: `/${id}`,
  frontMatter: {},
  unlisted: false,
});

/** A version with a generated index (`/guides`) over two docs and a nested category. */
const loadedVersion = {
  versionName: 'current',
  label: 'Next',
  banner: null,
  badge: false,
  noIndex: false,
  className: 'docs-version-current',
  isLast: true,
  docs: [
    doc('intro', 'Where to start.'),
    doc('guides/a', 'Guide A does "a".'),
    doc('guides/b', 'Guide B.'),
    doc('guides/deep/c', 'A nested guide.'),
  ],
  sidebars: {
    main: [
      {type: 'doc', id: 'intro'},
      {
        type: 'category',
        label: 'Guides',
        collapsed: false,
        collapsible: true,
        link: {type: 'generated-index', permalink: '/guides', slug: '/guides'},
        items: [
          {type: 'doc', id: 'guides/a'},
          {type: 'link', label: 'Elsewhere', href: 'https://example.com'},
          {
            type: 'category',
            label: 'Deep',
            collapsed: true,
            collapsible: true,
            description: 'The deep ones.',
            items: [{type: 'doc', id: 'guides/deep/c'}],
          },
          {type: 'doc', id: 'guides/b'},
        ],
      },
    ],
  },
};

const indexRoute = (permalink: string): RouteConfig => ({
  path: permalink,
  component: '@theme/DocCategoryGeneratedIndexPage',
  exact: true,
  props: {categoryGeneratedIndex: {title: 'Guides', permalink, sidebar: 'main'}},
  sidebar: 'main',
});

/** The route tree the docs plugin adds (lib/routes.js, buildAllRoutes), trimmed to one version. */
function docsRoutes(index = indexRoute('/guides')): RouteConfig {
  return {
    path: '/',
    component: '@theme/DocsRoot',
    routes: [
      {
        path: '/',
        component: '@theme/DocVersionRoot',
        props: {version: toVersionMetadataProp('default', loadedVersion)},
        routes: [
          {
            path: '/',
            component: '@theme/DocRoot',
            routes: [
              {path: '/intro', component: '@theme/DocItem', modules: {content: 'intro.md'}},
              index,
            ],
          },
        ],
      },
    ],
  };
}

type VersionProp = {docs: Record<string, Record<string, unknown>>};
const versionOf = (tree: RouteConfig) => tree.routes![0]!.props!.version as VersionProp;
const indexOf = (tree: RouteConfig) => tree.routes![0]!.routes![0]!.routes![1]!;

describe('moveCardDescriptions (plugins/card-descriptions)', () => {
  it('drops every description from the version metadata and keeps the rest', () => {
    const before = docsRoutes();
    const after = moveCardDescriptions(before);
    expect(versionOf(after).docs).toEqual({
      intro: {id: 'intro', title: 'Title of intro', sidebar: 'main'},
      'guides/a': {id: 'guides/a', title: 'Title of guides/a', sidebar: 'main'},
      'guides/b': {id: 'guides/b', title: 'Title of guides/b', sidebar: 'main'},
      'guides/deep/c': {id: 'guides/deep/c', title: 'Title of guides/deep/c', sidebar: 'main'},
    });
    // The sidebars, labels and the rest of the version are untouched.
    expect({...versionOf(after), docs: undefined}).toEqual({...versionOf(before), docs: undefined});
    // The input is not changed.
    expect(versionOf(before).docs.intro!.description).toBe('Where to start.');
  });

  it("gives a generated index the descriptions of its cards' docs, and only those", () => {
    const index = indexOf(moveCardDescriptions(docsRoutes()));
    expect(index.props![DESCRIPTIONS_PROP]).toEqual({
      'guides/a': 'Guide A does "a".',
      'guides/b': 'Guide B.',
    });
    expect(index.props!.categoryGeneratedIndex).toEqual(
      indexRoute('/guides').props!.categoryGeneratedIndex,
    );
    // A doc page's route is left as it was.
    const docRoute = moveCardDescriptions(docsRoutes()).routes![0]!.routes![0]!.routes![0]!;
    expect(docRoute).toEqual({
      path: '/intro',
      component: '@theme/DocItem',
      modules: {content: 'intro.md'},
    });
  });

  it('names the page when a generated index has no category in its sidebar', () => {
    expect(() => moveCardDescriptions(docsRoutes(indexRoute('/nowhere')))).toThrow(
      /The generated index \/nowhere has no category in the sidebar main/,
    );
  });

  it('passes routes without docs version metadata through unchanged', () => {
    const page: RouteConfig = {path: '/search', component: '@theme/SearchPage', exact: true};
    expect(moveCardDescriptions(page)).toBe(page);
    const tags: RouteConfig = {
      path: '/tags',
      component: '@theme/DocTagsListPage',
      props: {tags: [{label: 'a', description: 'kept'}]},
    };
    expect(moveCardDescriptions(tags)).toBe(tags);
  });
});
