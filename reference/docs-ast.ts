import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';

/**
 * Reads an MDX page as a reader reads it: a sequence of text units
 * (paragraphs, headings, table rows, `<summary>` lines) and code blocks, in
 * page order, each with its 1-based line. The checks of facts in prose
 * (flags, API paths, server names) walk these units. Parsing uses the same
 * remark plugins the Docusaurus 3.8.1 MDX loader uses for these pages
 * (MDX, GFM tables, front matter, `:::` directives).
 */

/** A span of inline code inside a text unit. */
export type InlineCode = {value: string; line: number};

/** One unit of a page, in page order. */
export type DocUnit =
  | {
      kind: 'text';
      /** `heading`, `paragraph`, `tableRow` or `summary`. */
      node: string;
      line: number;
      /** Plain text outside inline code, with inline code replaced by a space. */
      text: string;
      code: InlineCode[];
      /** Bold (`**…**`) spans, as plain text with their lines. */
      strong: InlineCode[];
      /** Targets of the unit's links (Markdown links and JSX `<a href>`), as written. */
      links: string[];
      /** Heading depth for headings (1–6), else 0. */
      depth: number;
    }
  | {kind: 'code'; line: number; language: string; meta: string; value: string};

type Node = {
  type: string;
  name?: string | null;
  value?: string;
  lang?: string | null;
  meta?: string | null;
  depth?: number;
  url?: string;
  attributes?: {name?: string; value?: unknown}[];
  children?: Node[];
  position?: {start: {line: number}};
};

const TEXT_UNITS = new Set(['paragraph', 'heading', 'tableRow']);

/**
 * The parser for the docs' MDX (GFM, front matter, `:::` directives), shared
 * by the fact checkers and the Markdown twins (`plugins/llms`).
 */
export const mdxParser = unified()
  .use(remarkParse)
  .use(remarkMdx)
  .use(remarkGfm)
  .use(remarkFrontmatter)
  .use(remarkDirective);

/** Plain text of a node and its descendants (inline code included). */
function plain(node: Node): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value ?? '';
  return (node.children ?? []).map(plain).join('');
}

function collect(
  node: Node,
  unit: {text: string[]; code: InlineCode[]; strong: InlineCode[]; links: string[]},
): void {
  if (node.type === 'link' && node.url) unit.links.push(node.url);
  if (node.type.startsWith('mdxJsx') && node.name === 'a') {
    const href = node.attributes?.find((a) => a.name === 'href')?.value;
    if (typeof href === 'string') unit.links.push(href);
  }
  if (node.type === 'strong') {
    unit.strong.push({value: plain(node), line: node.position?.start.line ?? 0});
  }
  if (node.type === 'inlineCode') {
    unit.code.push({value: node.value ?? '', line: node.position?.start.line ?? 0});
    unit.text.push(' ');
  } else if (node.type === 'text') {
    unit.text.push(node.value ?? '');
  } else if (node.type === 'tableCell') {
    unit.text.push(' | ');
  }
  for (const child of node.children ?? []) collect(child, unit);
}

/**
 * Whether a node is a `<details>` block's `<summary>` line: the JSX element
 * itself, or (when `<summary>` directly follows `<details>`'s line) a
 * paragraph that holds only that element.
 */
function isSummary(node: Node): boolean {
  if (node.type.startsWith('mdxJsx')) return node.name === 'summary';
  const children = (node.children ?? []).filter(
    (child) => !(child.type === 'text' && !(child.value ?? '').trim()),
  );
  return (
    node.type === 'paragraph' &&
    children.length === 1 &&
    children[0].type.startsWith('mdxJsx') &&
    children[0].name === 'summary'
  );
}

/** Units of texts already read: the checks read every page several times. */
const cache = new Map<string, DocUnit[]>();

/**
 * Splits an MDX text into units in page order.
 *
 * @throws the MDX parser's error (with line and column) for text that is not valid MDX
 */
export function docUnits(markdown: string): DocUnit[] {
  const cached = cache.get(markdown);
  if (cached) return cached;
  const units: DocUnit[] = [];
  const walk = (node: Node) => {
    const line = node.position?.start.line ?? 0;
    if (node.type === 'code') {
      units.push({
        kind: 'code',
        line,
        language: (node.lang ?? '').toLowerCase(),
        meta: node.meta ?? '',
        value: node.value ?? '',
      });
      return;
    }
    if (TEXT_UNITS.has(node.type) || isSummary(node)) {
      const unit = {
        text: [] as string[],
        code: [] as InlineCode[],
        strong: [] as InlineCode[],
        links: [] as string[],
      };
      collect(node, unit);
      units.push({
        kind: 'text',
        node: isSummary(node) ? 'summary' : node.type,
        line,
        text: unit.text.join(''),
        code: unit.code,
        strong: unit.strong,
        links: unit.links,
        depth: node.type === 'heading' ? (node.depth ?? 0) : 0,
      });
      return;
    }
    for (const child of node.children ?? []) walk(child);
  };
  walk(mdxParser.parse(markdown) as Node);
  cache.set(markdown, units);
  return units;
}
