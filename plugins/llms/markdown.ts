import type {
  Blockquote,
  Code,
  Heading,
  Image,
  Link,
  Nodes,
  Paragraph,
  PhrasingContent,
  Root,
  RootContent,
  Table,
  TableCell,
} from 'mdast';
import type {MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import {unified} from 'unified';

import {mdxParser} from '../../reference/docs-ast';

/**
 * MDX pages to GitHub-flavoured Markdown, for the pages' Markdown twins.
 * Parsing uses the remark plugins that Docusaurus 3.8.1's MDX loader uses
 * for these pages (MDX, GFM, front matter, `:::` directives, as in
 * `reference/docs-ast.ts`); the converted tree is written by remark-stringify
 * with GFM, so tables, code fences and escaping follow the Markdown
 * specification rather than string munging.
 */

/** A JSX element as remark-mdx parses it, in a block or inline. */
export type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/**
 * Turns a custom MDX component (`<ClientCompatibilityTable />`) into
 * Markdown nodes. Returned nodes must fit where the element stood: block
 * content for a block element, phrasing content for an inline one.
 */
export type ComponentConverter = (element: JsxElement, context: ConvertContext) => RootContent[];

/** Where a page is and how to write its links. */
export type ConvertOptions = {
  /** The site's URL without a trailing slash (`https://docs.stacklok.com`). */
  siteUrl: string;
  /** The page's absolute URL, for links to its own anchors (`#id`). */
  pageUrl: string;
  /** The source file, named in errors. */
  file: string;
  /** Custom components by name ({@link ComponentConverter}). */
  components?: Readonly<Record<string, ComponentConverter>>;
  /**
   * Resolves a relative link to a source file (`../guides-cli/install.mdx`)
   * to the route of its page, or `undefined` when it is not a page.
   */
  resolveFileLink?: (href: string) => string | undefined;
};

/** What a {@link ComponentConverter} gets besides its element. */
export type ConvertContext = ConvertOptions & {
  /** Converts MDX children (for components that wrap content). */
  convert: (children: readonly RootContent[]) => RootContent[];
  /** An absolute URL for a link or image target found in the page. */
  absolute: (href: string) => string;
};

/** Admonition types of the classic theme (`:::note` …), with the label each gets. */
export const ADMONITIONS: Readonly<Record<string, string>> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
  caution: 'Caution',
  important: 'Important',
  success: 'Success',
  secondary: 'Note',
};

/**
 * The stringifier of every twin: `-` bullets, `_emphasis_`, `**strong**`,
 * fenced code, GFM tables and strikethrough.
 */
const stringifier = unified().use(remarkGfm).use(remarkStringify, {
  bullet: '-',
  emphasis: '_',
  strong: '*',
  fence: '`',
  fences: true,
  rule: '-',
  listItemIndent: 'one',
});

/** Writes a Markdown tree as text ending with one newline. */
export function stringifyMarkdown(root: Root): string {
  return `${stringifier.stringify(root).trimEnd()}\n`;
}

/** Parses GitHub-flavoured Markdown (no MDX) into a tree. */
export function parseMarkdown(markdown: string): Root {
  return unified().use(remarkParse).use(remarkGfm).parse(markdown);
}

const text = (value: string): PhrasingContent => ({type: 'text', value});
const paragraph = (children: PhrasingContent[]): Paragraph => ({type: 'paragraph', children});
const strong = (children: PhrasingContent[]): PhrasingContent => ({type: 'strong', children});

/** Plain text of a node and its descendants. */
function plain(node: Nodes): string {
  if ('value' in node && typeof node.value === 'string' && node.type !== 'mdxFlowExpression') {
    return node.value;
  }
  return 'children' in node ? (node.children as Nodes[]).map(plain).join('') : '';
}

/** Node kinds that may stand in a paragraph. */
const PHRASING = new Set([
  'text',
  'emphasis',
  'strong',
  'delete',
  'inlineCode',
  'break',
  'link',
  'linkReference',
  'image',
  'imageReference',
  'html',
  'mdxJsxTextElement',
  'footnoteReference',
]);

/** Nodes whose children are inline. */
const PHRASING_PARENTS = new Set(['paragraph', 'emphasis', 'strong', 'delete', 'linkReference']);

/** Nodes whose children are blocks. */
const BLOCK_PARENTS = new Set(['blockquote', 'listItem', 'footnoteDefinition']);

/** Wraps runs of inline nodes in paragraphs, so the result is block content. */
function asBlocks(nodes: RootContent[]): RootContent[] {
  const out: RootContent[] = [];
  let run: PhrasingContent[] = [];
  const flush = () => {
    if (run.some((node) => plain(node).trim() !== '' || node.type === 'image')) {
      out.push(paragraph(run));
    }
    run = [];
  };
  for (const node of nodes) {
    if (PHRASING.has(node.type)) run.push(node as PhrasingContent);
    else {
      flush();
      out.push(node);
    }
  }
  flush();
  return out;
}

/** The phrasing content of nodes: paragraphs are opened, blocks become their text. */
function asPhrasing(nodes: RootContent[]): PhrasingContent[] {
  return nodes.flatMap((node): PhrasingContent[] => {
    if (PHRASING.has(node.type)) return [node as PhrasingContent];
    if (node.type === 'paragraph') return node.children;
    const value = plain(node).trim();
    return value ? [text(value)] : [];
  });
}

/**
 * The static value of a JSX attribute: a string, or an expression that is a
 * string literal, `useBaseUrl('…')` or, with `key`, that property of an
 * object literal (`sources={{light: useBaseUrl('/img/a.svg'), …}}`).
 */
function attribute(element: JsxElement, name: string, key?: string): string | undefined {
  const attr = element.attributes.find(
    (a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === name,
  );
  if (!attr || attr.value === null || attr.value === undefined) return undefined;
  if (typeof attr.value === 'string') return attr.value;
  const program = attr.value.data?.estree;
  const statement = program?.body[0];
  if (!statement || statement.type !== 'ExpressionStatement') return undefined;
  type Expr = (typeof statement)['expression'];
  const evaluate = (expression: Expr | undefined): string | undefined => {
    if (!expression) return undefined;
    if (expression.type === 'Literal' && typeof expression.value === 'string') {
      return expression.value;
    }
    if (expression.type === 'TemplateLiteral' && expression.expressions.length === 0) {
      return expression.quasis.map((q) => q.value.cooked ?? '').join('');
    }
    if (
      expression.type === 'CallExpression' &&
      expression.callee.type === 'Identifier' &&
      expression.callee.name === 'useBaseUrl'
    ) {
      return evaluate(expression.arguments[0] as Expr);
    }
    if (expression.type === 'ObjectExpression' && key) {
      for (const property of expression.properties) {
        if (
          property.type === 'Property' &&
          property.key.type === 'Identifier' &&
          property.key.name === key
        ) {
          return evaluate(property.value as Expr);
        }
      }
    }
    return undefined;
  };
  return evaluate(statement.expression);
}

/** Only the `title="…"` of a code block's metastring: line ranges and flags are for the browser. */
function codeMeta(meta: string | null | undefined): string | null {
  const title = /\btitle=("[^"]*"|'[^']*')/.exec(meta ?? '');
  return title ? `title=${title[1]}` : null;
}

/**
 * Converts one MDX page (front matter and all) to the Markdown of its body:
 *
 * - front matter, `import`/`export` and `{/* comments *\/}` are dropped;
 * - `:::note` and the other admonitions become block quotes opened by a bold
 *   label (`> **Note**`, or `> **Note: Title**` for a titled one);
 * - `<Tabs>` become one section per `<TabItem>`, headed with its label one
 *   level below the heading the tabs sit under;
 * - `<details>` becomes its summary as a heading one level below the
 *   heading it sits under, then its body;
 * - code blocks keep their language and `title="…"`; Mermaid stays a
 *   `mermaid` block; tables stay GFM tables;
 * - images (`![]()`, `<img>`, `<ThemedImage>`) keep their alt text, with
 *   absolute URLs; links to the site, to page anchors and to source files
 *   become absolute URLs;
 * - HTML elements keep their meaning (`<kbd>` and `<code>` as inline code,
 *   `<a>` as a link, `<br>` as a line break) or their content;
 * - other components go through `options.components`.
 *
 * @returns Markdown ending with a newline, without a title
 * @throws Error naming the file (and line) for invalid MDX, an unknown
 *   component, or an expression whose value is not a string literal: text
 *   never disappears silently
 */
export function mdxToMarkdown(source: string, options: ConvertOptions): string {
  return stringifyMarkdown(mdxToTree(source, options));
}

/** {@link mdxToMarkdown}, returning the Markdown tree. */
export function mdxToTree(source: string, options: ConvertOptions): Root {
  let tree: Root;
  try {
    tree = mdxParser.parse(source);
  } catch (error) {
    throw new Error(`${options.file}: not valid MDX: ${(error as Error).message}`);
  }
  // The heading level the content currently sits under, for tab sections.
  let depth = 1;

  const where = (node: Nodes) => `${options.file}:${node.position?.start.line ?? '?'}`;

  const absolute = (href: string): string => {
    if (href.startsWith('#')) return `${options.pageUrl}${href}`;
    if (href.startsWith('/') && !href.startsWith('//')) return `${options.siteUrl}${href}`;
    if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) return href;
    const [path = '', hash = ''] = href.split(/(?=#)/);
    const route = options.resolveFileLink?.(path);
    return route === undefined ? href : `${options.siteUrl}${route}${hash}`;
  };

  const context: ConvertContext = {...options, convert: (children) => convert(children), absolute};

  const element = (node: JsxElement): RootContent[] => {
    const name = node.name ?? '';
    const inline = node.type === 'mdxJsxTextElement';
    const children = () => convert(node.children as RootContent[]);
    const phrasing = (nodes: PhrasingContent[]): RootContent[] =>
      inline ? nodes : [paragraph(nodes)];
    switch (name) {
      case '':
        return children();
      case 'Head':
        return [];
      case 'Tabs': {
        const base = depth;
        const level = Math.min(6, base + 1) as Heading['depth'];
        const out: RootContent[] = [];
        for (const item of node.children as RootContent[]) {
          if (item.type !== 'mdxJsxFlowElement' || item.name !== 'TabItem') {
            out.push(...convert([item]));
            continue;
          }
          const label = attribute(item, 'label') ?? attribute(item, 'value');
          if (!label) throw new Error(`${where(item)}: a <TabItem> needs a label or a value`);
          out.push({type: 'heading', depth: level, children: [text(label)]});
          depth = level;
          out.push(...convert(item.children as RootContent[]));
          depth = base;
        }
        return out;
      }
      case 'TabItem':
        return children();
      case 'details': {
        // A heading one level below the one it sits under, as search records
        // have it (plugins/search/records/html.ts), so that get_page finds
        // it by its anchor's heading.
        const base = depth;
        const level = Math.min(6, base + 1) as Heading['depth'];
        const body = node.children as RootContent[];
        const out: RootContent[] = [];
        const rest: RootContent[] = [];
        for (const child of body) {
          const summary =
            child.type === 'mdxJsxFlowElement' && child.name === 'summary'
              ? child
              : child.type === 'paragraph' &&
                  child.children.length === 1 &&
                  child.children[0]!.type === 'mdxJsxTextElement' &&
                  child.children[0]!.name === 'summary'
                ? child.children[0]!
                : undefined;
          if (summary && out.length === 0) {
            out.push({
              type: 'heading',
              depth: level,
              children: asPhrasing(convert(summary.children as RootContent[])),
            });
          } else rest.push(child);
        }
        if (out.length === 0) return convert(rest);
        depth = level;
        const converted = convert(rest);
        depth = base;
        return [...out, ...converted];
      }
      case 'summary':
        return phrasing([strong(asPhrasing(children()))]);
      case 'img':
      case 'ThemedImage': {
        const src = name === 'img' ? attribute(node, 'src') : attribute(node, 'sources', 'light');
        if (!src) throw new Error(`${where(node)}: <${name}> has no static src`);
        const image: Image = {
          type: 'image',
          url: absolute(src),
          alt: attribute(node, 'alt') ?? '',
        };
        return phrasing([image]);
      }
      case 'a': {
        const href = attribute(node, 'href');
        const content = asPhrasing(children());
        if (!href) return phrasing(content);
        const link: Link = {type: 'link', url: absolute(href), children: content};
        return phrasing([link]);
      }
      case 'br':
        return phrasing([{type: 'break'}]);
      case 'kbd':
      case 'code':
        return phrasing([{type: 'inlineCode', value: plain(node)}]);
      case 'strong':
      case 'b':
        return phrasing([strong(asPhrasing(children()))]);
      case 'em':
      case 'i':
        return phrasing([{type: 'emphasis', children: asPhrasing(children())}]);
      default: {
        const custom = options.components?.[name];
        if (custom) return custom(node, context);
        if (/^[a-z]/.test(name)) return inline ? asPhrasing(children()) : asBlocks(children());
        throw new Error(
          `${where(node)}: the component <${name}> has no Markdown form; add one to the components of plugins/llms`,
        );
      }
    }
  };

  const convert = (nodes: readonly RootContent[]): RootContent[] =>
    nodes.flatMap((node): RootContent[] => {
      switch (node.type) {
        case 'yaml':
        case 'mdxjsEsm':
          return [];
        case 'mdxFlowExpression':
        case 'mdxTextExpression': {
          const program = node.data?.estree;
          if (!program || program.body.length === 0) return []; // a comment
          const statement = program.body[0];
          if (
            statement?.type === 'ExpressionStatement' &&
            statement.expression.type === 'Literal' &&
            typeof statement.expression.value === 'string'
          ) {
            const value = text(statement.expression.value);
            return node.type === 'mdxFlowExpression' ? [paragraph([value])] : [value];
          }
          throw new Error(`${where(node)}: the expression {${node.value}} has no Markdown form`);
        }
        case 'mdxJsxFlowElement':
        case 'mdxJsxTextElement':
          return element(node);
        case 'containerDirective': {
          const label = ADMONITIONS[node.name];
          const [first, ...rest] = node.children;
          const titled = first?.type === 'paragraph' && first.data?.directiveLabel === true;
          const title = titled ? asPhrasing(convert(first.children)) : [];
          const name = label ?? node.name;
          const quote: Blockquote = {
            type: 'blockquote',
            children: [
              paragraph([strong(title.length ? [text(`${name}: `), ...title] : [text(name)])]),
              ...(convert(titled ? rest : node.children) as Blockquote['children']),
            ],
          };
          return [quote];
        }
        case 'leafDirective':
        case 'textDirective': {
          // Not a directive the site uses: text such as `ratio 16:9` that
          // remark-directive read as one. Shown as it was written.
          const start = node.position?.start.offset;
          const end = node.position?.end.offset;
          const value = start === undefined || end === undefined ? '' : source.slice(start, end);
          return node.type === 'leafDirective' ? [paragraph([text(value)])] : [text(value)];
        }
        case 'heading':
          depth = node.depth;
          return [{...node, children: asPhrasing(convert(node.children))}];
        case 'code': {
          const code: Code = {...node, meta: codeMeta(node.meta)};
          return [code];
        }
        case 'link':
          return [{...node, url: absolute(node.url), children: asPhrasing(convert(node.children))}];
        case 'image':
          return [{...node, url: absolute(node.url)}];
        case 'definition':
          return [{...node, url: absolute(node.url)}];
        case 'table':
          return [
            {
              ...node,
              children: node.children.map((row) => ({
                ...row,
                children: row.children.map((cell): TableCell => ({
                  ...cell,
                  children: asPhrasing(convert(cell.children)),
                })),
              })),
            } satisfies Table,
          ];
        default:
          if ('children' in node) {
            const converted = convert(node.children as RootContent[]);
            const children = PHRASING_PARENTS.has(node.type)
              ? asPhrasing(converted)
              : BLOCK_PARENTS.has(node.type)
                ? asBlocks(converted)
                : converted;
            return [{...node, children} as RootContent];
          }
          return [node];
      }
    });

  const children = convert(tree.children);
  return {type: 'root', children: asBlocks(children) as Root['children']};
}

/**
 * A Markdown twin: the page title as a level-1 heading, one line
 * `URL: <absolute URL>`, then the body.
 *
 * @param body Markdown of the page below its title (may be empty)
 * @returns text ending with one newline
 */
export function twinMarkdown(title: string, url: string, body: string): string {
  const heading = stringifyMarkdown({
    type: 'root',
    children: [{type: 'heading', depth: 1, children: [text(title)]}],
  });
  // Written as it is: the stringifier would escape the URL's colon.
  const head = `${heading}\nURL: ${url}\n`;
  const rest = body.trim();
  return rest ? `${head}\n${rest}\n` : head;
}
