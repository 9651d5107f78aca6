import type {Config, LoadContext, PluginConfig} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';

import {analyticsPlugins, gtagOptions} from './config/analytics';
import {ssrTemplate} from './plugins/html-shell';
import {tricksOff} from './config/tricks';
import {codeHighlighting} from './plugins/code-highlight';
import caseSensitiveRoutes from './plugins/case-sensitive-routes';
import colorModeDefault from './plugins/color-mode-default';
import offscreenContent from './plugins/offscreen-content';
import detailsAnchors from './plugins/details-anchors';
import llms from './plugins/llms';
import patches from './plugins/patches';
import nginx from './plugins/nginx';
import osTabs from './plugins/os-tabs';
import pageFeedback from './plugins/page-feedback';
import generatedIndex from './plugins/generated-index';
import pageSource, {editUrl, missingGitHistory} from './plugins/page-source';
import structuredData from './plugins/structured-data';
import searchPlugin from './plugins/search';
import {searchSettings} from './plugins/search/config';
import {COPYRIGHT_YEAR, DEFAULT_SITE_URL, OVERVIEW_SECTION, TOOLHIVE_VERSION} from './config/site';

const env = process.env;
const search = searchSettings(env);
// Every trick is on unless SITE_TRICKS_OFF names it (config/tricks.ts).
const off = tricksOff(env);
// Why pages cannot show their git dates here, if they cannot (plugins/page-source).
const missingHistory = missingGitHistory(__dirname);
const highlighting = codeHighlighting(!off.has('code-highlight'));

/** The docs plugin's options (`@docusaurus/plugin-content-docs`). */
const docsOptions = {
  routeBasePath: '/',
  sidebarPath: './sidebars.ts',
  lastVersion: 'current',
  versions: {current: {label: TOOLHIVE_VERSION}},
  remarkPlugins: highlighting.remarkPlugins,
  // "Edit this page": the page's source, or a generated page's data file, on
  // GitHub (plugins/page-source).
  editUrl,
  // "Last updated" from git; none, with one warning, when the history is
  // missing or shallow (plugins/page-source).
  showLastUpdateTime: missingHistory === undefined,
} satisfies DocsOptions;

const config: Config = {
  title: 'ToolHive Docs',
  tagline: 'Simple and secure AI tools',
  favicon: 'img/favicon.svg',
  url: env.SITE_URL ?? DEFAULT_SITE_URL,
  baseUrl: '/',
  trailingSlash: false,
  ssrTemplate: off.has('html-shell') ? undefined : ssrTemplate,

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'warn',
  onBrokenMarkdownLinks: 'warn',
  markdown: {mermaid: true},

  i18n: {defaultLocale: 'en', locales: ['en']},

  future: {
    // Docusaurus 3.8.1 has two v4 flags. removeLegacyPostBuildHeadAttribute
    // is on (Docusaurus Faster needs it). useCssCascadeLayers stays off: with
    // it, src/css/custom.css loses to the theme's layered rules, so links lose
    // their underline and colour and the navbar icons turn blue (compared by
    // screenshot of /toolhive/guides-cli/install, both builds).
    v4: {removeLegacyPostBuildHeadAttribute: true, useCssCascadeLayers: false},
    // Stated rather than left to the default, which a later version may
    // change: readers' choices stay under un-namespaced keys, so the colour
    // mode stays under `theme` (tests/e2e/colour-mode.spec.ts).
    // plugins/color-mode-default follows whatever this sets.
    experimental_storage: {type: 'localStorage', namespace: false},
    experimental_faster: true,
  },

  presets: [
    [
      'classic',
      {
        // Unless the trick card-descriptions is off, the docs plugin is
        // plugins/card-descriptions, below, with the same options.
        docs: off.has('card-descriptions') ? docsOptions : false,
        pages: {remarkPlugins: highlighting.remarkPlugins},
        blog: false,
        theme: {customCss: './src/css/custom.css'},
        gtag: gtagOptions(env),
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    // The docs plugin, with each doc's description moved from the metadata
    // every docs page loads to the generated-index pages whose cards show it
    // (plugins/card-descriptions). By path, so that Docusaurus validates the
    // options with the docs plugin's own schema.
    ...(off.has('card-descriptions')
      ? []
      : [['./plugins/card-descriptions/index.ts', docsOptions] satisfies PluginConfig]),
    ...highlighting.plugins,
    // Every module of Docusaurus the site replaces (plugins/patches/README.md).
    () => patches(off),
    caseSensitiveRoutes,
    colorModeDefault,
    detailsAnchors,
    osTabs,
    pageSource(missingHistory),
    generatedIndex(missingHistory),
    pageFeedback,
    structuredData,
    ...(off.has('offscreen-content') ? [] : [offscreenContent]),
    () => nginx({gtag: gtagOptions(env) !== undefined}),
    (context: LoadContext) =>
      searchPlugin(context, {
        settings: search,
        defaultLvl0: OVERVIEW_SECTION,
      }),
    (context: LoadContext) =>
      llms(context, {
        summary:
          'Documentation for ToolHive, which runs Model Context Protocol (MCP) servers in locked-down containers from a desktop app, a CLI (thv) or a Kubernetes operator, and connects them to AI clients. These docs describe ToolHive ' +
          `${TOOLHIVE_VERSION}.`,
        overviewSection: OVERVIEW_SECTION,
        // Reference pages an agent can skip (llms.txt's Optional section).
        optional: [
          '/toolhive/reference/cli/',
          '/toolhive/reference/crd-spec',
          '/toolhive/reference/api',
          '/search',
        ],
        bodies: {
          '/search':
            'This page searches the documentation in the browser, from the index at `/search-records.json`. To read the docs as an agent, start from `/llms.txt`, which lists every page with its Markdown URL.',
        },
      }),
    ...analyticsPlugins(env),
  ],

  themes: ['@docusaurus/theme-mermaid'],

  themeConfig: {
    image: 'img/social-card.jpg',
    // Always set: it turns on @docusaurus/theme-search-algolia (the /search
    // route) and configures plugins/search. With the embedded backend these
    // are placeholders and no request leaves the site.
    algolia: search.algolia,
    colorMode: {
      defaultMode: 'dark',
      disableSwitch: false,
      respectPrefersColorScheme: true,
    },
    announcementBar: {
      id: 'toolhive-v0-2-1',
      content: `These docs describe ToolHive ${TOOLHIVE_VERSION}. New here? Start with the <a href="/toolhive/tutorials/quickstart-cli">CLI quickstart</a>.`,
      isCloseable: true,
    },
    docs: {
      sidebar: {hideable: false, autoCollapseCategories: false},
    },
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    navbar: {
      title: 'ToolHive',
      logo: {
        alt: 'ToolHive logo',
        src: 'img/logo.svg',
        srcDark: 'img/logo-dark.svg',
        width: 32,
        height: 32,
      },
      items: [
        {
          type: 'dropdown',
          label: 'ToolHive Docs',
          position: 'left',
          items: [
            {label: 'Home', to: '/toolhive'},
            {label: 'Tutorials', to: '/toolhive/tutorials'},
            {label: 'ToolHive UI', to: '/toolhive/guides-ui'},
            {label: 'ToolHive CLI', to: '/toolhive/guides-cli'},
            {label: 'Kubernetes Operator', to: '/toolhive/guides-k8s'},
          ],
        },
        {
          type: 'docsVersionDropdown',
          position: 'right',
          dropdownItemsAfter: [
            {
              label: 'All ToolHive releases',
              href: 'https://github.com/stacklok/toolhive/releases',
            },
          ],
        },
        {type: 'localeDropdown', position: 'right'},
        {type: 'custom-iconLink', position: 'right', icon: 'github'},
        {type: 'custom-iconLink', position: 'right', icon: 'discord'},
        {type: 'custom-iconLink', position: 'right', icon: 'youtube'},
      ],
    },
    footer: {
      style: 'dark',
      logo: {
        alt: 'ToolHive logo',
        src: 'img/logo-dark.svg',
        href: '/toolhive',
        width: 40,
        height: 40,
      },
      links: [
        {
          title: 'Docs',
          items: [
            {label: 'Introduction', to: '/toolhive'},
            {label: 'Tutorials', to: '/toolhive/tutorials'},
            {label: 'FAQ', to: '/toolhive/faq'},
          ],
        },
        {
          title: 'Guides',
          items: [
            {label: 'ToolHive UI', to: '/toolhive/guides-ui'},
            {label: 'ToolHive CLI', to: '/toolhive/guides-cli'},
            {label: 'Kubernetes Operator', to: '/toolhive/guides-k8s'},
          ],
        },
        {
          title: 'Reference',
          items: [
            {label: 'Client compatibility', to: '/toolhive/reference/client-compatibility'},
            {label: 'Concepts', to: '/toolhive/concepts'},
            {label: 'Releases', href: 'https://github.com/stacklok/toolhive/releases'},
          ],
        },
      ],
      copyright: `© ${COPYRIGHT_YEAR} Stacklok, Inc. ToolHive is open source under the Apache 2.0 license.`,
    },
    prism: highlighting.prism,
    mermaid: {
      theme: {light: 'neutral', dark: 'dark'},
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
