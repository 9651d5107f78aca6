/**
 * Build-time highlighting renders every fenced code block exactly as the
 * classic theme and Prism would in the browser, or fails naming the file
 * and line. Each block goes through the real remark step; the reference is
 * the installed theme's own `createCodeBlockMetadata` (which marks
 * highlighted lines, and strips magic comments) feeding prism-react-renderer's
 * real `Highlight`.
 */
import {createElement, type ReactElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {Highlight as PrismHighlight} from 'prism-react-renderer';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {describe, expect, it} from 'vitest';

import {CodeTokensProvider} from '../../plugins/code-highlight/context';
import {CSS_ONLY_THEME, MAGIC_COMMENTS} from '../../plugins/code-highlight/prism';
import {
  Highlight as BuildHighlight,
  linesOf,
  type RenderProps,
} from '../../plugins/code-highlight/prism-react-renderer';
import remarkCodeTokens from '../../plugins/code-highlight/remark';
import {loadThemeCodeBlockUtils} from '../support/theme-code-block';

const theme = loadThemeCodeBlockUtils();
const FILE = 'docs/example.mdx';

/** A code block as the theme's CodeBlock receives it. */
type Block = {
  code: string;
  className?: string;
  language?: string;
  metastring?: string;
  tokens?: string;
  tokensAt?: string;
};

type Node = {
  type: string;
  lang?: string | null;
  meta?: string | null;
  value?: string;
  name?: string;
  children?: Node[];
  data?: {hProperties?: Record<string, string>};
};

/** Parses MDX, runs the remark step as the docs plugin does, and returns its code blocks. */
function blocksOf(mdx: string): Block[] {
  const processor = unified().use(remarkParse).use(remarkMdx);
  const tree = processor.parse(mdx) as Node;
  remarkCodeTokens()(tree as never, {path: FILE});
  const blocks: Block[] = [];
  const visit = (node: Node) => {
    if (node.type === 'code') {
      blocks.push({
        // MDX hands the theme the fence's value with a final line break.
        code: `${node.value}\n`,
        className: node.lang ? `language-${node.lang}` : undefined,
        metastring: node.meta ?? undefined,
        tokens: node.data?.hProperties?.tokens,
        tokensAt: node.data?.hProperties?.tokensAt,
      });
    }
    node.children?.forEach(visit);
  };
  visit(tree);
  return blocks;
}

/** What the theme's `CodeBlock/Content` and `Line` make of `Highlight`'s output. */
function lines(lineClassNames: Record<number, string[]>) {
  return function Lines({tokens, className, getLineProps, getTokenProps}: RenderProps) {
    return createElement(
      'pre',
      {className},
      tokens.map((line, i) =>
        createElement(
          'span',
          {key: i, ...getLineProps({line, className: lineClassNames[i]?.join(' ')})},
          line.map((token, key) => createElement('span', {key, ...getTokenProps({token})})),
        ),
      ),
    );
  };
}

/**
 * The block as the stock theme with Prism renders it, and as the site
 * renders it from build tokens; and the text the theme shows.
 */
function rendered(block: Block) {
  const metadata = theme.createCodeBlockMetadata({...block, magicComments: MAGIC_COMMENTS});
  const render = lines(metadata.lineClassNames);
  // Render functions are children, passed after the props.
  const renderChild = render as never as ReactElement;
  const prism = renderToStaticMarkup(
    createElement(
      PrismHighlight,
      {theme: CSS_ONLY_THEME, code: metadata.code, language: metadata.language} as never,
      renderChild,
    ),
  );
  const build = renderToStaticMarkup(
    createElement(
      CodeTokensProvider,
      {tokens: block.tokens, at: block.tokensAt} as never,
      createElement(
        BuildHighlight,
        {code: metadata.code, language: metadata.language} as never,
        renderChild,
      ),
    ),
  );
  return {prism, build, metadata};
}

const HIGHLIGHTED = 'theme-code-block-highlighted-line';

describe('build-time highlighting, case by case', () => {
  it('a fence renders as with Prism', () => {
    const [block] = blocksOf('```js\nconst a = 1;\nconst b = "two";\nconsole.log(a, b);\n```\n');
    expect(block!.tokensAt).toBe(`${FILE}:1`);
    const {prism, build} = rendered(block!);
    expect(build).toBe(prism);
    expect(build).toContain('token string');
  });

  it('a fence with a `{1,3-4}` range renders as with Prism, and keeps any magic comment as text', () => {
    const [block] = blocksOf(
      '```bash title="Run it" {1,3-4}\nthv registry info fetch\n# highlight-next-line\nthv run fetch\nthv list\necho done\n```\n',
    );
    const {prism, build, metadata} = rendered(block!);
    expect(build).toBe(prism);
    expect(metadata.lineClassNames).toEqual({0: [HIGHLIGHTED], 2: [HIGHLIGHTED], 3: [HIGHLIGHTED]});
    // With a range, the theme does not read magic comments.
    expect(build).toContain('# highlight-next-line');
  });

  it('a fence in a language Prism does not know renders as plain lines, as with Prism', () => {
    const [block] = blocksOf('```unknownlang\nsome text\nmore\n```\n');
    const {prism, build} = rendered(block!);
    expect(build).toBe(prism);
  });

  it('a magic comment in the wrong comment style for its language stays as code, as in the theme', () => {
    // bash knows only `#` comments, so the theme keeps a `//` line.
    const [block] = blocksOf('```bash\n// highlight-next-line\nthv list\n```\n');
    const {prism, build, metadata} = rendered(block!);
    expect(build).toBe(prism);
    expect(metadata.code).toBe('// highlight-next-line\nthv list');
  });

  it('fails the page, naming the file and line, when the theme takes a magic comment out', () => {
    const [block] = blocksOf('```js\nconst a = 1;\n// highlight-next-line\nconst b = 2;\n```\n');
    expect(() => rendered(block!)).toThrow(
      `${FILE}:1: the build highlighted other text than the theme shows ("const a = 1;"): it took out a line with a magic comment`,
    );
  });

  it('fails the page, naming the block, when the theme shows other text or a block has no tokens', () => {
    const [block] = blocksOf('```bash\nthv list\n```\n');
    expect(() => linesOf({tokens: block!.tokens, at: block!.tokensAt}, 'thv ls', 'bash')).toThrow(
      `${FILE}:1: the build highlighted other text than the theme shows`,
    );
    expect(() => linesOf(undefined, 'thv list', 'bash')).toThrow(
      'A bash code block ("thv list") has no build-time highlighting',
    );
  });

  it('leaves Mermaid diagrams to the Mermaid theme', () => {
    const [block] = blocksOf('```mermaid\ngraph TD; A-->B\n```\n');
    expect(block!.tokens).toBeUndefined();
  });
});
