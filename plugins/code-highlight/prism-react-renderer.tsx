/**
 * Stands in for `prism-react-renderer` in the site's bundles (a patch of
 * `plugins/patches`), so that the
 * classic theme's own `CodeBlock/Content` renders the build's tokens and no
 * Prism reaches the browser.
 *
 * The theme's `CodeBlock/Content` (`@docusaurus/theme-classic` 3.8.1
 * `lib/theme/CodeBlock/Content/index.js`) renders prism-react-renderer's
 * `<Highlight theme code language>` with a render function. This
 * `Highlight` has the same props and calls the render function with the
 * same arguments (prism-react-renderer 2.4.1's `src/components/highlight.ts`,
 * `useGetLineProps.ts` and `useGetTokenProps.ts`), but its lines come from
 * the block's build-time tokens (`context.tsx`) instead of from Prism, and
 * it writes no colours: the site's Prism themes reach the theme empty
 * (`CSS_ONLY_THEME`) and colours come from the plugin's CSS.
 * `tests/unit/canaries.test.ts` checks that the theme still
 * renders the code this way.
 */
import {useMemo, type CSSProperties, type ReactElement} from 'react';
import clsx from 'clsx';

import {useCodeTokens, type CodeTokens} from './context';
import {decodeLines, tokenStyle, type Token} from './tokens';

/** The render function's arguments, as prism-react-renderer 2.4.1 defines them. */
export type RenderProps = {
  tokens: Token[][];
  className: string;
  style: CSSProperties;
  getLineProps: (input: {line: Token[]; className?: string}) => {className: string};
  getTokenProps: (input: {token: Token}) => {
    className: string;
    children: string;
    style?: CSSProperties;
  };
};

/** `Highlight`'s props; `theme` and `prism` are accepted and ignored. */
export type HighlightProps = {
  code: string;
  language: string;
  theme?: unknown;
  prism?: unknown;
  children: (props: RenderProps) => ReactElement;
};

/** The first line of `code`, shortened, to name a block in an error. */
function firstLine(code: string): string {
  const line = code.split(/\r?\n/, 1)[0] ?? '';
  return line.length > 60 ? `${line.slice(0, 57)}…` : line;
}

/**
 * The lines of a block from its build-time tokens.
 *
 * @throws Error when the block has no build-time tokens (it did not come
 *   from a Markdown file the remark step read), or when they spell other
 *   text than `code`, the text the theme shows: the message names the file
 *   and line of the block when known. During the build this fails the page.
 */
export function linesOf(block: CodeTokens | undefined, code: string, language: string): Token[][] {
  if (!block?.tokens) {
    throw new Error(
      `A ${language} code block ("${firstLine(code)}") has no build-time highlighting. ` +
        'Only fenced code blocks in Markdown files are highlighted; ' +
        'see plugins/code-highlight/README.md.',
    );
  }
  const lines = decodeLines(block.tokens, code);
  if (!lines) {
    throw new Error(
      `${block.at ?? 'A code block'}: the build highlighted other text than the theme shows ` +
        `("${firstLine(code)}"): it took out a line with a magic comment (// highlight-next-line and ` +
        'the like), which build-time highlighting does not read. Highlight lines with a range ' +
        "in the fence's metastring instead ({2}); see plugins/code-highlight/README.md.",
    );
  }
  return lines;
}

const getLineProps: RenderProps['getLineProps'] = ({className}) => ({
  className: clsx('token-line', className),
});

const getTokenProps: RenderProps['getTokenProps'] = ({token}) => ({
  className: clsx('token', ...token.types),
  children: token.content,
  style: tokenStyle(token),
});

/** Renders a code block's build-time tokens through `children`, as prism-react-renderer would. */
export function Highlight({code, language, children}: HighlightProps): ReactElement {
  const block = useCodeTokens();
  const tokens = useMemo(() => linesOf(block, code, language), [block, code, language]);
  return children({
    tokens,
    className: `prism-code language-${language.toLowerCase()}`,
    style: {},
    getLineProps,
    getTokenProps,
  });
}

/**
 * Not Prism. `@docusaurus/theme-classic`'s client module
 * `lib/prism-include-languages.js` imports `Prism` from prism-react-renderer
 * to hand it to `@theme/prism-include-languages`, which this plugin
 * replaces with a function that does nothing (`theme/prism-include-languages.ts`).
 */
export const Prism = Object.freeze({languages: {}});
