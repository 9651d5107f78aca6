import type {ListItem, PhrasingContent, RootContent, Table, TableRow} from 'mdast';

import {
  clientCompatibility,
  OS_LABELS,
  TRANSPORT_LABELS,
  type ClientCompatibility,
} from '../../src/data/clientCompatibility';
import {type ComponentConverter, type JsxElement} from './markdown';

/**
 * The Markdown form of each custom component the docs use (`src/components`),
 * so that what a component shows in the browser is in the page's twin too.
 * A component missing here fails the build (`mdxToMarkdown`), naming the page.
 */

const text = (value: string): PhrasingContent => ({type: 'text', value});

/** Text where spans between backticks are inline code, as `NoteText` in the table component shows it. */
function withCode(value: string): PhrasingContent[] {
  return value
    .split('`')
    .flatMap((part, i): PhrasingContent[] =>
      i % 2 === 1 ? [{type: 'inlineCode', value: part}] : part ? [text(part)] : [],
    );
}

const row = (cells: PhrasingContent[][]): TableRow => ({
  type: 'tableRow',
  children: cells.map((children) => ({type: 'tableCell', children})),
});

/**
 * The client compatibility table (`src/components/ClientCompatibilityTable`)
 * as a GFM table with the same columns, from the same data
 * (`src/data/clientCompatibility.ts`).
 */
export function clientCompatibilityTable(
  clients: readonly ClientCompatibility[] = clientCompatibility,
): Table {
  return {
    type: 'table',
    align: [null, null, null, null, null],
    children: [
      row(
        ['Client', 'Transports', 'Automatic configuration', 'Configuration file', 'Notes'].map(
          (label) => [text(label)],
        ),
      ),
      ...clients.map((client) => {
        const files = OS_LABELS.flatMap(([os, label]): PhrasingContent[] => {
          const path = client.configFiles[os];
          return path === undefined ? [] : [text(`${label}: `), {type: 'inlineCode', value: path}];
        });
        const fileCell: PhrasingContent[] = [];
        files.forEach((node, i) => {
          if (i > 0 && i % 2 === 0) fileCell.push(text('; '));
          fileCell.push(node);
        });
        return row([
          [text(client.name)],
          [text(client.transports.map((t) => TRANSPORT_LABELS[t]).join(', '))],
          client.autoConfig
            ? [text('Yes (client name: '), {type: 'inlineCode', value: client.id}, text(')')]
            : [text('No')],
          fileCell.length ? fileCell : [text('Not listed')],
          withCode(client.notes),
        ]);
      }),
    ],
  };
}

/**
 * The JSX elements among `nodes`, looking into paragraphs: MDX reads
 * `<dt>…</dt>` and `<dd>…</dd>` on consecutive lines as one paragraph of
 * inline elements.
 */
function elementsOf(nodes: readonly RootContent[]): JsxElement[] {
  return nodes.flatMap((node): JsxElement[] => {
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') return [node];
    if (node.type === 'paragraph') return elementsOf(node.children as RootContent[]);
    return [];
  });
}

/** Converted nodes as phrasing content when they are one paragraph or phrasing only, else undefined. */
function inlineOf(nodes: RootContent[]): PhrasingContent[] | undefined {
  if (nodes.length === 1 && nodes[0]!.type === 'paragraph') return nodes[0].children;
  const blocks = new Set(['paragraph', 'list', 'table', 'code', 'heading', 'blockquote', 'html']);
  if (nodes.every((node) => !blocks.has(node.type))) return nodes as PhrasingContent[];
  return undefined;
}

/**
 * A definition list (`<dl>` with `<dt>` and `<dd>`, as the registry
 * catalogue writes an entry's facts) as a bulleted list of "**Term**:
 * description" items; a description with blocks follows its term's line.
 */
const definitionList: ComponentConverter = (element, context) => {
  const items: ListItem[] = [];
  let term: PhrasingContent[] = [];
  for (const node of elementsOf(element.children as RootContent[])) {
    const converted = context.convert(node.children as RootContent[]);
    if (node.name === 'dt') {
      term = inlineOf(converted) ?? [];
    } else if (node.name === 'dd') {
      const inline = inlineOf(converted);
      const head = {type: 'strong' as const, children: term};
      items.push({
        type: 'listItem',
        spread: false,
        children: inline
          ? [{type: 'paragraph', children: [head, text(': '), ...inline]}]
          : [{type: 'paragraph', children: [head]}, ...(converted as ListItem['children'])],
      });
      term = [];
    }
  }
  return [{type: 'list', ordered: false, spread: false, children: items}];
};

/**
 * Components of this site with their Markdown form.
 */
export function siteComponents(): Readonly<Record<string, ComponentConverter>> {
  return {
    ClientCompatibilityTable: () => [clientCompatibilityTable()],
    // The registry catalogue (src/components/RegistryCatalogue): its filter
    // box has no text of its own; the servers' entries are its children.
    RegistryCatalogue: (element, context) => context.convert(element.children as RootContent[]),
    RegistryEntry: (element, context) => context.convert(element.children as RootContent[]),
    dl: definitionList,
  };
}
