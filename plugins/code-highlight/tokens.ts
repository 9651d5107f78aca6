/**
 * The shape in which code blocks carry their highlighting from the build to
 * the browser, and the helpers that turn it back into styled lines.
 *
 * A block's tokens are Prism's, normalised into lines the way
 * prism-react-renderer does it (`normalizeTokens`), then encoded as
 * `EncodedLines`: one array per line of `[types, content]` pairs, where
 * `types` is the token's Prism types joined by spaces (for example
 * `"plain"`, `"string"` or `"function-variable function"`). A line with no
 * text holds the single pair `["plain", "\n"]`, as prism-react-renderer's
 * normalised lines do.
 */
import type {CSSProperties} from 'react';
import type {PrismTheme, Token} from 'prism-react-renderer';

export type {Token};

/** Encoded lines: `[types joined by spaces, content]` per token, per line. */
export type EncodedLines = [string, string][][];

/** Name of the code element's property that carries the encoded lines (a JSON string). */
export const TOKENS_PROP = 'tokens';

/**
 * Name of the code element's property that says where the block is written
 * (`docs/page.mdx:12`), for the error raised when its text and its tokens
 * disagree (see `prism-react-renderer.tsx`).
 */
export const TOKENS_AT_PROP = 'tokensAt';

/** Encodes normalised lines for the page data. */
export function encodeLines(lines: Token[][]): EncodedLines {
  return lines.map((line) => line.map((token) => [token.types.join(' '), token.content]));
}

/**
 * Decodes the JSON from {@link TOKENS_PROP} back into lines, or returns
 * `undefined` when there is none, it does not parse, or its text is not
 * `code` (compared line by line, whatever the line breaks).
 */
export function decodeLines(json: string | undefined, code: string): Token[][] | undefined {
  if (!json) return undefined;
  let encoded: unknown;
  try {
    encoded = JSON.parse(json);
  } catch {
    return undefined;
  }
  if (!Array.isArray(encoded)) return undefined;
  const lines = (encoded as EncodedLines).map((line) =>
    line.map(([types, content]): Token => {
      const token: Token = {types: types.split(' '), content};
      if (content === '\n') token.empty = true;
      return token;
    }),
  );
  const text = lines
    .map((line) => line.map((token) => (token.empty ? '' : token.content)).join(''))
    .join('\n');
  return text === code.split(/\r\n|\r|\n/).join('\n') ? lines : undefined;
}

/**
 * The inline style of one token: only an empty line's placeholder needs one
 * (`display: inline-block`, so that the line keeps its height). Colours come
 * from {@link themeCss}.
 */
export function tokenStyle(token: Token): CSSProperties | undefined {
  return token.empty ? {display: 'inline-block'} : undefined;
}

const cssDeclarations = (style: object): string =>
  Object.entries(style)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${value}`)
    .join(';');

/**
 * CSS that colours every code block under `scope` (a selector such as
 * `[data-theme='dark']`) with a Prism theme: the block's `--prism-color` and
 * `--prism-background-color`, which the classic theme's CSS reads, and one
 * rule per theme entry for its token classes (`.token.string`, …), limited
 * to `.language-x` blocks when the entry names languages. Because colours
 * are CSS rather than inline styles, the server-rendered page already shows
 * the reader's colour mode, and nothing re-renders when it is known.
 */
export function themeCss(theme: PrismTheme, scope: string): string {
  const block = `${scope} .theme-code-block`;
  const rules = [
    `${block}{${cssDeclarations({
      '--prism-color': theme.plain.color,
      '--prism-background-color': theme.plain.backgroundColor,
    })}}`,
  ];
  for (const {languages, style, types} of theme.styles) {
    const blocks = languages
      ? languages.map((language) => `${block}.language-${language}`)
      : [block];
    const selectors = blocks.flatMap((b) => types.map((type) => `${b} .token.${type}`));
    rules.push(`${selectors.join(',')}{${cssDeclarations(style)}}`);
  }
  return rules.join('\n');
}
