/**
 * Canaries: what a change of the site's depends on in the installed
 * Docusaurus and theme, where no behavioural test can tell. A changed
 * internal then fails here with a message naming the folder to revisit,
 * instead of the site degrading silently. Most changes are checked by what
 * they do instead (the end-to-end and site tests named in each folder's
 * README); a check here reads a package's files only when the thing checked
 * is text or a shape no behaviour shows: a template, the names a module
 * imports, the fields a component reads, a constant.
 */
import {readdirSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {join, resolve} from 'node:path';
import {describe, expect, it} from 'vitest';

import {
  PAGE_END,
  PAGE_END_ID,
  SCRIPTS_START,
  START_ATTRIBUTE,
  START_SCRIPT,
  ssrTemplate,
} from '../../plugins/html-shell';
import {noPreferenceScript, type SiteStorage} from '../../plugins/color-mode-default';
import {codeHighlighting} from '../../plugins/code-highlight';
import * as standIn from '../../plugins/code-highlight/prism-react-renderer';
import {packageDir, packageFile, requirePackageFile} from '../support/packages';

const core = (path: string) => packageFile('@docusaurus/core', path);
const classic = (path: string) => packageFile('@docusaurus/theme-classic', path);

describe('canary: the HTML shell (plugins/html-shell/index.ts)', () => {
  const MESSAGE =
    "Docusaurus's default HTML template changed: carry the change over to plugins/html-shell/index.ts";
  // What plugins/html-shell/index.ts replaces and extends in Docusaurus 3.8.1's default.
  const STOCK_SCRIPTS = `    <% it.scripts.forEach((script) => { %>
      <script src="<%= it.baseUrl %><%= script %>" defer></script>
    <% }); %>
`;
  const POST_BODY = '    <%~ it.postBodyTags %>\n';

  it("is Docusaurus's default template with only the scripts' start changed", () => {
    const stock = requirePackageFile<{default: string}>(
      '@docusaurus/core',
      'lib/ssg/ssgTemplate.html.js',
    ).default.trim();
    expect(stock, MESSAGE).toContain(STOCK_SCRIPTS);
    expect(stock, MESSAGE).toContain(POST_BODY);
    const expected = `${stock
      .replace(STOCK_SCRIPTS, SCRIPTS_START)
      .replace(POST_BODY, `${POST_BODY}${PAGE_END}`)}\n`;
    expect(ssrTemplate, MESSAGE).toBe(expected);
  });

  it('uses only variables Docusaurus passes, and starts the bundles it lists', async () => {
    const source = core('lib/ssg/ssgTemplate.js');
    const data = /const data = \{([^}]*)\};/.exec(source)?.[1];
    expect(data, `${MESSAGE} (no data object in lib/ssg/ssgTemplate.js)`).toBeDefined();
    const passed = data!.split(',').map((entry) => entry.split(':')[0]!.trim());
    const used = [...new Set([...ssrTemplate.matchAll(/\bit\.(\w+)/g)].map((m) => m[1]!))];
    expect(
      used.filter((name) => !passed.includes(name)),
      `${MESSAGE}: variables no longer passed`,
    ).toEqual([]);
    // Render with Docusaurus's own template compiler and sample data.
    const {compileSSGTemplate} = requirePackageFile<{
      compileSSGTemplate: (template: string) => Promise<(data: object) => string>;
    }>('@docusaurus/core', 'lib/ssg/ssgTemplate.js');
    const sample: Record<string, unknown> = Object.fromEntries(passed.map((name) => [name, '']));
    Object.assign(sample, {
      baseUrl: '/',
      metaAttributes: [],
      stylesheets: ['assets/css/styles.0.css'],
      scripts: ['assets/js/runtime~main.1.js', 'assets/js/main.2.js'],
      appHtml: '<main>page</main>',
    });
    const html = (await compileSSGTemplate(ssrTemplate))(sample);
    const preloads = [...html.matchAll(/<link rel="preload" as="script"[^>]*>/g)].map((m) => m[0]);
    expect(preloads).toEqual(
      ['runtime~main.1', 'main.2'].map(
        (name) =>
          `<link rel="preload" as="script" fetchpriority="low" href="/assets/js/${name}.js" ${START_ATTRIBUTE} />`,
      ),
    );
    // The start script comes through the template compiler intact, and it
    // takes no argument: its text is the same on every page.
    expect(html).toContain(`<script>${START_SCRIPT}</script>`);
    expect(html).not.toContain('defer');
    expect(html).toMatch(new RegExp(`<main>page</main></div>\\s*<div id="${PAGE_END_ID}" hidden>`));
  });
});

describe('canary: colour-mode default (plugins/color-mode-default)', () => {
  const {getThemeInlineScript} = requirePackageFile<{
    getThemeInlineScript: (options: object) => string;
  }>('@docusaurus/theme-classic', 'lib/inlineScripts.js');

  /** The storage reads a script makes, as `type:key`. */
  function readsOf(script: string): string[] {
    const reads: string[] = [];
    const storage = (type: string) => ({
      getItem: (key: string) => {
        reads.push(`${type}:${key}`);
        return null;
      },
    });
    const window = {
      location: {search: ''},
      localStorage: storage('localStorage'),
      sessionStorage: storage('sessionStorage'),
      matchMedia: () => ({matches: false}),
    };
    const document = {documentElement: {setAttribute: () => undefined}};
    new Function('window', 'document', 'URLSearchParams', 'localStorage', script)(
      window,
      document,
      URLSearchParams,
      window.localStorage,
    );
    return reads;
  }

  it("reads the reader's choice where the theme keeps it, for any storage setting", () => {
    const settings: SiteStorage[] = [
      {type: 'localStorage', namespace: ''},
      {type: 'localStorage', namespace: '-a1b'},
      {type: 'sessionStorage', namespace: '-docs'},
    ];
    for (const siteStorage of settings) {
      const theme = readsOf(
        getThemeInlineScript({
          colorMode: {defaultMode: 'dark', respectPrefersColorScheme: true},
          siteStorage,
        }),
      );
      expect(
        readsOf(noPreferenceScript(siteStorage)),
        `The classic theme now keeps the colour mode elsewhere (${theme.join(', ')}): update colorModeStorageKey in plugins/color-mode-default/index.ts`,
      ).toEqual(theme);
    }
  });
});

describe('canary: build-time highlighting (plugins/code-highlight)', () => {
  it('in the browser, the themes import from prism-react-renderer only what the stand-in exports', () => {
    const require = createRequire(resolve('package.json'));
    const clientFiles = [
      'lib/prism-include-languages.js',
      'lib/theme/CodeBlock/Content/index.js',
      'lib/theme/CodeBlock/Content/String.js',
      'lib/theme/CodeBlock/Content/Element.js',
      'lib/theme/CodeBlock/Line/index.js',
      'lib/theme/CodeBlock/Layout/index.js',
      'lib/theme/CodeBlock/Container/index.js',
    ];
    const imported = clientFiles.flatMap((file) =>
      [...classic(file).matchAll(/import \{([^}]*)\} from 'prism-react-renderer';/g)].flatMap((m) =>
        m[1]!.split(',').map((name) => name.trim()),
      ),
    );
    expect(imported.sort()).toEqual(['Highlight', 'Prism']);
    expect(Object.keys(standIn)).toEqual(expect.arrayContaining(imported));
    expect(require.resolve('prism-react-renderer')).toBeTruthy();
  });

  it("the theme's CodeBlock root, which the plugin replaces, still only picks String or Element", () => {
    const root = classic('lib/theme/CodeBlock/index.js');
    const imports = [...root.matchAll(/^import .* from '([^']+)';$/gm)].map((m) => m[1]);
    expect(
      imports,
      "The theme's CodeBlock root changed: carry the change over to plugins/code-highlight/theme/CodeBlock/index.tsx",
    ).toEqual([
      'react',
      '@docusaurus/useIsBrowser',
      '@theme/CodeBlock/Content/Element',
      '@theme/CodeBlock/Content/String',
    ]);
    expect(classic('lib/prism-include-languages.js')).toContain(
      "import prismIncludeLanguages from '@theme/prism-include-languages';",
    );
  });
});

describe('canary: the word-wrap hook (plugins/code-word-wrap)', () => {
  it('the theme reads only the fields the replacement returns', () => {
    const used = new Set(
      [
        classic('lib/theme/CodeBlock/Content/index.js'),
        classic('lib/theme/CodeBlock/Buttons/WordWrapButton/index.js'),
      ].flatMap((source) => [...source.matchAll(/wordWrap\.(\w+)/g)].map((m) => m[1]!)),
    );
    expect([...used].sort()).toEqual(['codeBlockRef', 'isCodeScrollable', 'isEnabled', 'toggle']);
  });
});

describe("canary: the code blocks' Prism theme (plugins/code-highlight/use-prism-theme.ts)", () => {
  it('the build gives both colour modes the same theme, so reading none changes nothing', () => {
    const {prism} = codeHighlighting(true);
    expect(prism.darkTheme).toBe(prism.theme);
  });
});

describe('canary: card descriptions (plugins/card-descriptions)', () => {
  const message = (what: string) =>
    `Docusaurus changed ${what}: revisit plugins/card-descriptions, which moves doc descriptions out of the docs version metadata and feeds them to the generated-index cards`;

  it('the doc card is the only theme component that reads docs from the version metadata', () => {
    const theme = join(packageDir('@docusaurus/theme-classic'), 'lib/theme');
    const readers = readdirSync(theme, {recursive: true, encoding: 'utf8'})
      .filter((file) => file.endsWith('.js'))
      .filter((file) => /useDocById|\.docs\[/.test(readFileSync(join(theme, file), 'utf8')));
    expect(readers, message('the theme components that read version.docs')).toEqual([
      'DocCard/index.js',
    ]);
  });
});
