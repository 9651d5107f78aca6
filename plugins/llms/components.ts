import type {PhrasingContent, RootContent, Table, TableRow} from 'mdast';

import {
  clientCompatibility,
  OS_LABELS,
  TRANSPORT_LABELS,
  type ClientCompatibility,
} from '../../src/data/clientCompatibility';
import {join} from 'node:path';

import {API_SPEC_FILE, loadApiDocument, renderApiMarkdown} from '../../reference/api/markdown';
import {parseMarkdown, type ComponentConverter} from './markdown';

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
 * Components of this site with their Markdown form.
 *
 * @param siteDir the site folder, where the OpenAPI document is read from
 */
export function siteComponents(siteDir: string): Readonly<Record<string, ComponentConverter>> {
  return {
    ClientCompatibilityTable: () => [clientCompatibilityTable()],
    // The Redoc reference (src/components/ApiReference): every operation of the OpenAPI document.
    ApiReference: () =>
      parseMarkdown(renderApiMarkdown(loadApiDocument(join(siteDir, API_SPEC_FILE)), API_SPEC_FILE))
        .children as RootContent[],
  };
}
