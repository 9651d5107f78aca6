import type {PrismTheme} from 'prism-react-renderer';

/**
 * Prism languages beyond prism-react-renderer's own set that the docs' code
 * blocks use. The build highlights with them (`remark.ts`); a build with
 * build-time highlighting switched off hands them to the theme as
 * `additionalLanguages` instead.
 */
export const PRISM_LANGUAGES = ['bash', 'json', 'powershell', 'docker', 'promql', 'yaml'];

/** One magic comment: the class its lines get and the comments that mark them. */
export type MagicComment = {className: string; line?: string; block?: {start: string; end: string}};

/**
 * The classic theme's default magic comments (`@docusaurus/theme-classic`
 * 3.8.1 `lib/options.js`, `DEFAULT_CONFIG.prism`). With build-time
 * highlighting only the first entry's class is used: the theme gives it to
 * the lines a fence's metastring range names (`{2}`).
 */
export const MAGIC_COMMENTS: MagicComment[] = [
  {
    className: 'theme-code-block-highlighted-line',
    line: 'highlight-next-line',
    block: {start: 'highlight-start', end: 'highlight-end'},
  },
];

/**
 * A Prism theme with no colours. With build-time highlighting the theme's
 * code block components get this one, so they write no inline colours and
 * the plugin's CSS (`CODE_THEME_CSS`) colours every block in both modes.
 */
export const CSS_ONLY_THEME: PrismTheme = {plain: {}, styles: []};

/**
 * Code highlighting themes whose every token colour reaches the WCAG AA
 * contrast ratio (4.5:1) on its background, which
 * `tests/e2e/quality.spec.ts` checks with axe on every page in both colour
 * modes. The colours are GitHub's Primer light and dark syntax palettes.
 */
export const lightCodeTheme: PrismTheme = {
  plain: {color: '#1f2328', backgroundColor: '#f6f8fa'},
  styles: [
    {
      types: ['comment', 'prolog', 'doctype', 'cdata'],
      style: {color: '#57606a', fontStyle: 'italic'},
    },
    {types: ['punctuation'], style: {color: '#1f2328'}},
    {
      types: ['string', 'char', 'attr-value', 'regex', 'url', 'inserted'],
      style: {color: '#0a3069'},
    },
    {
      types: ['number', 'boolean', 'constant', 'symbol', 'builtin', 'entity'],
      style: {color: '#0550ae'},
    },
    {types: ['keyword', 'atrule', 'selector', 'important', 'operator'], style: {color: '#cf222e'}},
    {types: ['function', 'class-name'], style: {color: '#8250df'}},
    {types: ['property', 'tag', 'attr-name', 'key'], style: {color: '#116329'}},
    {types: ['variable', 'parameter', 'assign-left', 'namespace'], style: {color: '#953800'}},
    {types: ['deleted'], style: {color: '#82071e'}},
  ],
};

/** The dark-mode counterpart of {@link lightCodeTheme}. */
export const darkCodeTheme: PrismTheme = {
  plain: {color: '#e6edf3', backgroundColor: '#161b22'},
  styles: [
    {
      types: ['comment', 'prolog', 'doctype', 'cdata'],
      style: {color: '#8b949e', fontStyle: 'italic'},
    },
    {types: ['punctuation'], style: {color: '#e6edf3'}},
    {
      types: ['string', 'char', 'attr-value', 'regex', 'url', 'inserted'],
      style: {color: '#a5d6ff'},
    },
    {
      types: ['number', 'boolean', 'constant', 'symbol', 'builtin', 'entity'],
      style: {color: '#79c0ff'},
    },
    {types: ['keyword', 'atrule', 'selector', 'important', 'operator'], style: {color: '#ff7b72'}},
    {types: ['function', 'class-name'], style: {color: '#d2a8ff'}},
    {types: ['property', 'tag', 'attr-name', 'key'], style: {color: '#7ee787'}},
    {types: ['variable', 'parameter', 'assign-left', 'namespace'], style: {color: '#ffa657'}},
    {types: ['deleted'], style: {color: '#ffa198'}},
  ],
};
