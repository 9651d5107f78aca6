import {createRequire} from 'node:module';
import {relative, resolve} from 'node:path';
import {normalizeTokens, Prism} from 'prism-react-renderer';

import {shownCode} from './magic-comments';
import {MAGIC_COMMENTS, PRISM_LANGUAGES, type MagicComment} from './prism';
import {encodeLines, TOKENS_AT_PROP, TOKENS_PROP, type EncodedLines} from './tokens';

/** An ESTree node, as far as this plugin reads it. */
type EstreeNode = {
  type: string;
  value?: unknown;
  expression?: EstreeNode;
  expressions?: unknown[];
  quasis?: {value: {cooked?: string | null}}[];
  source?: EstreeNode;
  specifiers?: {type: string; local: {name: string}}[];
};

/** An mdast node (Markdown or MDX), as far as this plugin reads it. */
type MdastNode = {
  type: string;
  lang?: string | null;
  meta?: string | null;
  name?: string | null;
  value?: unknown;
  position?: {start: {line: number}};
  attributes?: MdastNode[];
  children?: MdastNode[];
  data?: {hProperties?: Record<string, unknown>; estree?: {body: EstreeNode[]}};
};

/** The file being compiled, as far as this plugin reads it (a vfile). */
type SourceFile = {path?: string};

/** Options of {@link remarkCodeTokens}: what the theme is configured with. */
export type RemarkCodeTokensOptions = {
  /** `themeConfig.prism.magicComments` (default {@link MAGIC_COMMENTS}). */
  magicComments?: MagicComment[];
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

/** The language named by a class such as `language-bash`, as the theme reads it. */
function classNameLanguage(className: string | undefined): string | undefined {
  return className
    ?.split(' ')
    .find((name) => name.startsWith('language-'))
    ?.replace(/language-/, '');
}

/** The string an expression always evaluates to, or `undefined` when it is not a literal string. */
function literalString(expression: EstreeNode | undefined): string | undefined {
  if (expression?.type === 'Literal' && typeof expression.value === 'string') {
    return expression.value;
  }
  if (expression?.type === 'TemplateLiteral' && expression.expressions?.length === 0) {
    return expression.quasis?.[0]?.value.cooked ?? undefined;
  }
  return undefined;
}

/** Local names under which the file imports the theme's `CodeBlock`. */
function codeBlockNames(tree: MdastNode): Set<string> {
  const names = new Set<string>();
  for (const node of tree.children ?? []) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const statement of node.data?.estree?.body ?? []) {
      if (
        statement.type !== 'ImportDeclaration' ||
        statement.source?.value !== '@theme/CodeBlock'
      ) {
        continue;
      }
      for (const specifier of statement.specifiers ?? []) {
        if (specifier.type === 'ImportDefaultSpecifier') names.add(specifier.local.name);
      }
    }
  }
  return names;
}

/**
 * The props of a JSX `<CodeBlock>` that decide its text and highlighting,
 * and its text, or `undefined` when its children are elements (the theme
 * then shows them as they are, unhighlighted).
 *
 * @throws Error naming the file and line when a prop or a child is not a
 *   literal, so the build cannot know what the block will show
 */
function jsxCodeBlock(
  node: MdastNode,
  at: string,
): {code: string; language?: string; className?: string; metastring?: string} | undefined {
  const props: Record<string, string | undefined> = {};
  for (const attribute of node.attributes ?? []) {
    if (attribute.type !== 'mdxJsxAttribute') {
      throw new Error(
        `${at}: <${node.name}> spreads props ({...}); write its language, className and metastring as literal props so the build can highlight it`,
      );
    }
    const name = attribute.name ?? '';
    if (!['language', 'className', 'metastring'].includes(name)) continue;
    const value = attribute.value as MdastNode | string | null | undefined;
    const text =
      typeof value === 'string'
        ? value
        : literalString(value?.data?.estree?.body[0]?.expression ?? undefined);
    if (text === undefined) {
      throw new Error(
        `${at}: <${node.name} ${name}={…}> is not a literal string, so the build cannot highlight the block; write ${name}="…"`,
      );
    }
    props[name] = text;
  }
  let code = '';
  for (const child of node.children ?? []) {
    if (child.type === 'text') {
      code += String(child.value);
    } else if (child.type === 'mdxFlowExpression' || child.type === 'mdxTextExpression') {
      const body = child.data?.estree?.body ?? [];
      if (body.length === 0) continue; // a comment: {/* … */}
      const expression = body[0]?.expression;
      if (expression?.type === 'JSXElement' || expression?.type === 'JSXFragment') return undefined;
      const text = literalString(expression);
      if (text === undefined) {
        throw new Error(
          `${at}: the text of <${node.name}> is an expression ({${String(child.value)}}), so the build cannot highlight it; write it as a string or a template literal without \${…}`,
        );
      }
      code += text;
    } else {
      return undefined;
    }
  }
  if ((node.children ?? []).length === 0) return undefined;
  return {code, ...props};
}

/**
 * Remark plugin: highlights code blocks at build time, exactly as the
 * classic theme and Prism would in the browser, and puts the result on the
 * block as the {@link TOKENS_PROP} prop (a JSON string of encoded lines,
 * see `tokens.ts`) with {@link TOKENS_AT_PROP} (`file:line`). The theme's
 * code block then renders those tokens (`prism-react-renderer.tsx`), and
 * the browser needs no Prism.
 *
 * It handles fenced code blocks and JSX `<CodeBlock>` elements (imported
 * from `@theme/CodeBlock`) whose text is literal. Lines holding magic
 * comments are left out of the highlighted text, as the theme leaves them
 * out (see `magic-comments.ts`). Mermaid blocks are left to the Mermaid
 * theme.
 *
 * @throws Error naming the file and line of a `<CodeBlock>` whose text or
 *   language the build cannot know (an expression, spread props)
 */
export default function remarkCodeTokens(options: RemarkCodeTokensOptions = {}) {
  const magicComments = options.magicComments ?? MAGIC_COMMENTS;
  const tokensFor = (
    at: string,
    code: string,
    language: string | undefined,
    metastring: string | null | undefined,
  ): string => {
    const name = (language ?? options.defaultLanguage)?.toLowerCase() ?? 'text';
    let shown: string;
    try {
      shown = shownCode({code, language: name, metastring, magicComments});
    } catch (error) {
      throw new Error(`${at}: ${(error as Error).message}`);
    }
    return JSON.stringify(highlight(shown, name));
  };

  return (tree: MdastNode, file?: SourceFile): void => {
    const codeBlocks = codeBlockNames(tree);
    const visit = (node: MdastNode) => {
      if (node.type === 'code' && node.lang !== 'mermaid' && typeof node.value === 'string') {
        const at = location(file, node);
        // MDX gives the theme the fence's value plus a final line break.
        node.data ??= {};
        node.data.hProperties = {
          ...node.data.hProperties,
          [TOKENS_PROP]: tokensFor(at, `${node.value}\n`, node.lang ?? undefined, node.meta),
          [TOKENS_AT_PROP]: at,
        };
      } else if (
        (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
        node.name &&
        codeBlocks.has(node.name)
      ) {
        const at = location(file, node);
        const block = jsxCodeBlock(node, at);
        if (block) {
          const language = block.language ?? classNameLanguage(block.className);
          node.attributes = [
            ...(node.attributes ?? []),
            {
              type: 'mdxJsxAttribute',
              name: TOKENS_PROP,
              value: tokensFor(at, block.code, language, block.metastring),
            },
            {type: 'mdxJsxAttribute', name: TOKENS_AT_PROP, value: at},
          ];
        }
      }
      node.children?.forEach(visit);
    };
    visit(tree);
  };
}
