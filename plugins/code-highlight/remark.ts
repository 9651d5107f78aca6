import {createRequire} from 'node:module';
import {relative, resolve} from 'node:path';
import {normalizeTokens, Prism} from 'prism-react-renderer';

import {PRISM_LANGUAGES} from './prism';
import {encodeLines, TOKENS_AT_PROP, TOKENS_PROP, type EncodedLines} from './tokens';

/** An mdast node (Markdown or MDX), as far as this plugin reads it. */
type MdastNode = {
  type: string;
  lang?: string | null;
  value?: unknown;
  position?: {start: {line: number}};
  children?: MdastNode[];
  data?: {hProperties?: Record<string, unknown>};
};

/** The file being compiled, as far as this plugin reads it (a vfile). */
type SourceFile = {path?: string};

/** Options of {@link remarkCodeTokens}: what the theme is configured with. */
export type RemarkCodeTokensOptions = {
  /** `themeConfig.prism.defaultLanguage`, if set. */
  defaultLanguage?: string;
};

const require = createRequire(resolve('package.json'));
let languagesLoaded = false;

/**
 * Prism as the browser used to have it: prism-react-renderer's bundle plus
 * the site's `PRISM_LANGUAGES`, loaded the way the classic theme's
 * `prism-include-languages` does (each Prism component file expects a
 * global `Prism`).
 */
function prism(): typeof Prism {
  if (!languagesLoaded) {
    const global = globalThis as {Prism?: unknown};
    const previous = global.Prism;
    global.Prism = Prism;
    for (const language of PRISM_LANGUAGES) require(`prismjs/components/prism-${language}`);
    global.Prism = previous;
    languagesLoaded = true;
  }
  return Prism;
}

/**
 * Highlights `code` written in `language` into encoded lines, exactly as
 * prism-react-renderer 2.4.1's `Highlight` does in the browser (its
 * `useTokenize`: the `before-tokenize` and `after-tokenize` hooks around
 * `Prism.tokenize`, then `normalizeTokens`); a language Prism does not know
 * gives plain lines.
 */
export function highlight(code: string, language: string): EncodedLines {
  const name = language.toLowerCase();
  const grammar = prism().languages[name];
  if (!grammar) return encodeLines(normalizeTokens([code]));
  const env = {code, grammar, language: name, tokens: [] as ReturnType<typeof Prism.tokenize>};
  Prism.hooks.run('before-tokenize', env);
  env.tokens = Prism.tokenize(env.code, env.grammar);
  Prism.hooks.run('after-tokenize', env);
  return encodeLines(normalizeTokens(env.tokens));
}

/** `docs/page.mdx:12`: where `node` is written, relative to the site. */
function location(file: SourceFile | undefined, node: MdastNode): string {
  const path = file?.path ? relative(process.cwd(), file.path) : '(unknown file)';
  return `${path}:${node.position?.start.line ?? '?'}`;
}

/**
 * Remark plugin: highlights fenced code blocks at build time, exactly as
 * the classic theme and Prism would in the browser, and puts the result on
 * the block as the {@link TOKENS_PROP} prop (a JSON string of encoded
 * lines, see `tokens.ts`) with {@link TOKENS_AT_PROP} (`file:line`). The
 * theme's code block then renders those tokens (`prism-react-renderer.tsx`),
 * and the browser needs no Prism. Mermaid blocks are left to the Mermaid
 * theme.
 *
 * The tokens are of the fence's text as written. The theme shows exactly
 * that text unless it takes magic comments out (`// highlight-next-line`
 * and the like, in a block without a line range); the page then fails to
 * build, naming the block (README.md).
 */
export default function remarkCodeTokens(options: RemarkCodeTokensOptions = {}) {
  return (tree: MdastNode, file?: SourceFile): void => {
    const visit = (node: MdastNode) => {
      if (node.type === 'code' && node.lang !== 'mermaid' && typeof node.value === 'string') {
        const language = (node.lang ?? options.defaultLanguage)?.toLowerCase() ?? 'text';
        // MDX gives the theme the fence's value plus a final line break,
        // which the theme drops again: it shows the value.
        node.data ??= {};
        node.data.hProperties = {
          ...node.data.hProperties,
          [TOKENS_PROP]: JSON.stringify(highlight(node.value, language)),
          [TOKENS_AT_PROP]: location(file, node),
        };
      }
      node.children?.forEach(visit);
    };
    visit(tree);
  };
}
