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
import type {PrismTheme} from 'prism-react-renderer';

/** One normalised token, as prism-react-renderer's `Token`. */
export type Token = {types: string[]; content: string; empty?: boolean};

/** Encoded lines: `[types joined by spaces, content]` per token, per line. */
export type EncodedLines = [string, string][][];

/** Name of the code element's property that carries the encoded lines (a JSON string). */
export const TOKENS_PROP = 'tokens';

/** Encodes normalised lines for the page data. */
export function encodeLines(lines: Token[][]): EncodedLines {
  return lines.map((line) => line.map((token) => [token.types.join(' '), token.content]));
}

/**
 * Decodes the JSON from {@link TOKENS_PROP} back into lines, or returns
 * `undefined` when there is none, it does not parse, or its text is not
 * `code` (a block whose code changed after the build, for example through
 * magic comments): the caller then shows the code unhighlighted.
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
  return text === code ? lines : undefined;
}

/** Lines of plain, unhighlighted tokens for `code`. */
export function plainLines(code: string): Token[][] {
  return code
    .split(/\r\n|\r|\n/)
    .map((content) =>
      content ? [{types: ['plain'], content}] : [{types: ['plain'], content: '\n', empty: true}],
    );
}

/** Token type → style for one theme and language, as prism-react-renderer's `themeToDict`. */
export type ThemeDictionary = Record<string, CSSProperties> & {
  root: CSSProperties;
  plain: CSSProperties;
};

/** Builds the style of each token type of `theme` for `language`. */
export function themeDictionary(theme: PrismTheme, language: string): ThemeDictionary {
  const dict: Record<string, CSSProperties> = {};
  for (const {languages, style, types} of theme.styles) {
    if (languages && !languages.includes(language as never)) continue;
    for (const type of types) dict[type] = {...dict[type], ...(style as CSSProperties)};
  }
  return {
    ...dict,
    root: theme.plain as CSSProperties,
    plain: {...(theme.plain as CSSProperties), backgroundColor: undefined},
  };
}

/** The inline style of one token, as prism-react-renderer gives it. */
export function tokenStyle(dict: ThemeDictionary, token: Token): CSSProperties | undefined {
  const {types, empty} = token;
  if (types.length === 1 && types[0] === 'plain') {
    return empty ? {display: 'inline-block'} : undefined;
  }
  if (types.length === 1 && empty) return dict[types[0]!];
  return Object.assign(empty ? {display: 'inline-block'} : {}, ...types.map((type) => dict[type]));
}
