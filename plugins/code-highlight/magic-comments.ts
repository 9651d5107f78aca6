/**
 * The text a code block shows once the classic theme has read its magic
 * comments, worked out at build time so that the build can highlight
 * exactly that text.
 *
 * The theme strips the lines that hold a magic comment (`// highlight-next-line`,
 * `# highlight-start`, …) before it hands the code to Prism, unless the
 * block's metastring names a line range such as `{1,3-4}`, in which case it
 * leaves the text alone. It does so in `parseLines`, which
 * `@docusaurus/theme-common` exports only from its internal entry point, so
 * this module states the same rules: `parseLines`,
 * `getAllMagicCommentDirectiveStyles` and `getCommentPattern` of
 * https://github.com/facebook/docusaurus/blob/v3.8.1/packages/docusaurus-theme-common/src/utils/codeBlockUtils.ts
 * (the installed copy is `lib/utils/codeBlockUtils.js`).
 * `tests/unit/canaries.test.ts` runs the installed theme's own
 * functions against these for every language and fails when they differ.
 */
import type {MagicComment} from './prism';

/** A comment syntax: the regular expressions (as source) that open and close it. */
type CommentStyle = {start: string; end: string};

/** The comment syntaxes the theme recognises, by its names for them. */
export const COMMENT_STYLES: Record<string, CommentStyle> = {
  js: {start: '\\/\\/', end: ''},
  jsBlock: {start: '\\/\\*', end: '\\*\\/'},
  jsx: {start: '\\{\\s*\\/\\*', end: '\\*\\/\\s*\\}'},
  bash: {start: '#', end: ''},
  html: {start: '<!--', end: '-->'},
  lua: {start: '--', end: ''},
  wasm: {start: '\\;\\;', end: ''},
  tex: {start: '%', end: ''},
  vb: {start: "['‘’]", end: ''},
  vbnet: {start: "(?:_\\s*)?['‘’]", end: ''},
  rem: {start: '[Rr][Ee][Mm]\\b', end: ''},
  f90: {start: '!', end: ''},
  ml: {start: '\\(\\*', end: '\\*\\)'},
  cobol: {start: '\\*>', end: ''},
};

/** The styles every language not listed in {@link STYLES_BY_LANGUAGE} gets. */
export const POPULAR_STYLES = ['js', 'jsBlock', 'jsx', 'bash', 'html'];

/** The comment styles of each language the theme treats specially. */
export const STYLES_BY_LANGUAGE: Record<string, string[]> = {
  js: ['js', 'jsBlock'],
  javascript: ['js', 'jsBlock'],
  ts: ['js', 'jsBlock'],
  typescript: ['js', 'jsBlock'],
  jsx: ['js', 'jsBlock', 'jsx'],
  tsx: ['js', 'jsBlock', 'jsx'],
  html: ['js', 'jsBlock', 'html'],
  python: ['bash'],
  py: ['bash'],
  bash: ['bash'],
  markdown: ['html', 'jsx', 'bash'],
  md: ['html', 'jsx', 'bash'],
  tex: ['tex'],
  latex: ['tex'],
  matlab: ['tex'],
  lua: ['lua'],
  haskell: ['lua'],
  sql: ['lua', 'jsBlock'],
  wasm: ['wasm'],
  vb: ['vb', 'rem'],
  vba: ['vb', 'rem'],
  'visual-basic': ['vb', 'rem'],
  vbnet: ['vbnet', 'rem'],
  batch: ['rem'],
  basic: ['rem', 'f90'],
  fsharp: ['js', 'ml'],
  ocaml: ['ml'],
  sml: ['ml'],
  fortran: ['f90'],
  cobol: ['cobol'],
};

/** A metastring line range, such as the `{1,3-4}` of ` ```bash {1,3-4}`. */
const LINE_RANGE = /\{(?<range>[\d,-]+)\}/;

/**
 * The pattern of a line that holds nothing but one magic comment, in any of
 * the comment styles the theme accepts for `language` (lower case).
 */
export function directivePattern(language: string, magicComments: MagicComment[]): RegExp {
  const directives = magicComments
    .flatMap((comment) => [comment.line, comment.block?.start, comment.block?.end])
    .filter(Boolean)
    .join('|');
  const styles = (STYLES_BY_LANGUAGE[language] ?? POPULAR_STYLES)
    .map((name) => {
      const {start, end} = COMMENT_STYLES[name]!;
      return `(?:${start}\\s*(${directives})\\s*${end})`;
    })
    .join('|');
  return new RegExp(`^\\s*(?:${styles})\\s*$`);
}

/** Where a code block's text comes from and how the theme will read it. */
export type CodeBlockInput = {
  /** The block's text as the theme receives it (a fence's value plus its final line break). */
  code: string;
  /** The block's language in lower case (`text` when it names none). */
  language: string;
  /** The fence's metastring or the `metastring` prop, if any. */
  metastring?: string | null;
  magicComments: MagicComment[];
};

/**
 * The text the theme shows for a code block, and so the text it hands to
 * Prism: the input without its last line break, without the lines that hold
 * a magic comment unless the metastring names a line range.
 *
 * @throws Error when the metastring names a line range and no magic comment
 *   is configured (the theme throws the same, with the same cause)
 */
export function shownCode({code, language, metastring, magicComments}: CodeBlockInput): string {
  const text = code.replace(/\r?\n$/, '');
  if (metastring && LINE_RANGE.test(metastring)) {
    if (magicComments.length === 0) {
      throw new Error(
        `a line range in the metastring (${metastring}) needs at least one magic comment in themeConfig.prism.magicComments`,
      );
    }
    return text;
  }
  const directive = directivePattern(language, magicComments);
  return text
    .split(/\r?\n/)
    .filter((line) => !directive.test(line))
    .join('\n');
}
