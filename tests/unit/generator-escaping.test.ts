/**
 * Text from the reference data is shown as text: markup in any text field
 * of commands.json, mcpserver.json, servers.json or the OpenAPI document is written so that the built page shows
 * it literally and never runs it. Each page is compiled as MDX and rendered
 * to HTML, as the site does.
 */
import {evaluate} from '@mdx-js/mdx';
import {createElement, type ReactNode} from 'react';
import * as runtime from 'react/jsx-runtime';
import {renderToStaticMarkup} from 'react-dom/server';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import {describe, expect, it} from 'vitest';

import {loadApiDocument, renderApiPage} from '../../reference/api/generate';
import {renderCommandPage} from '../../reference/cli/generate';
import {loadCliModel} from '../../reference/cli/schema';
import {renderCrdPage} from '../../reference/crd/generate';
import {loadCrdModel} from '../../reference/crd/schema';
import {renderRegistryPage} from '../../reference/registry/generate';
import {loadRegistry} from '../../reference/registry/schema';
import type {CatalogueServer} from '../../src/components/RegistryCatalogue/filter';

const PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(2)>',
  '{alert(3)}',
  '</code><b>bold</b>',
];
const PAYLOAD = PAYLOADS.join(' and ');
/** For code: a fence inside must not close the block it is shown in. */
const FENCED = `${PAYLOAD}\n\`\`\`\n<script>alert(4)</script>\n\`\`\``;

/** The components an MDX page can be given (MDX's own `MDXComponents` type). */
type MdxComponents = NonNullable<
  Parameters<Awaited<ReturnType<typeof evaluate>>['default']>[0]
>['components'];

/**
 * The page as HTML, compiled and rendered the way MDX pages are. Imports are
 * dropped and the components they named come from `components` instead.
 */
async function renderMdx(source: string, components: MdxComponents = {}): Promise<string> {
  const {default: Content} = await evaluate(source.replace(/^import .*$/gm, ''), {
    ...runtime,
    remarkPlugins: [remarkFrontmatter, remarkGfm, remarkDirective],
  });
  return renderToStaticMarkup(createElement(Content, {components}));
}

/** What a page must show, and must not contain, once every field holds the payloads. */
function expectShownAsText(html: string): void {
  // No element or attribute from the payloads; their text may appear escaped.
  expect(html).not.toMatch(/<script|<img|<[^>]*\sonerror=|<b>bold/i);
  expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  expect(html).toContain('&lt;img src=x onerror=alert(2)&gt;');
  expect(html).toContain('{alert(3)}');
  expect(html).toContain('&lt;/code&gt;&lt;b&gt;bold&lt;/b&gt;');
}

describe('reference/cli/generate.ts', () => {
  it('shows markup in every text field of a command as text', async () => {
    const model = loadCliModel();
    const command = model.commands.find((c) => c.path.join(' ') === 'thv run')!;
    command.summary = `Summary ${PAYLOAD}`;
    command.description = `Description ${PAYLOAD}\n\n- a list item ${PAYLOAD}`;
    command.usage = `thv run ${FENCED}`;
    command.aliases = [PAYLOAD];
    command.args = {...command.args, description: `Arguments ${PAYLOAD}`};
    command.notes = [`Note ${PAYLOAD}`];
    command.examples = [{description: `Example ${PAYLOAD}`, command: `thv run ${FENCED}`}];
    const flag = command.flags[0]!;
    Object.assign(flag, {
      type: 'string',
      description: `Flag ${PAYLOAD}`,
      caution: `Caution ${PAYLOAD}`,
      default: PAYLOAD,
      values: [PAYLOAD, 'other'],
    });
    const html = await renderMdx(renderCommandPage(command, model));
    expectShownAsText(html);
    expect(html).toContain('&lt;script&gt;alert(4)&lt;/script&gt;');
    // Each field got through.
    for (const label of ['Summary', 'Description', 'a list item', 'Arguments', 'Note', 'Example']) {
      expect(html).toContain(`${label} &lt;script&gt;`);
    }
  });
});

describe('reference/crd/generate.ts', () => {
  it('shows markup in every text field of the resource as text', async () => {
    const model = loadCrdModel();
    model.description = `Description ${PAYLOAD}\n\n- a list item ${PAYLOAD}`;
    model.chart = {...model.chart, version: PAYLOAD};
    model.printerColumns = [{name: PAYLOAD, jsonPath: PAYLOAD}];
    model.example = `kind: MCPServer # ${FENCED}`;
    const type = model.types.find((t) => t.fields?.length)!;
    type.description = `Type ${PAYLOAD}`;
    const field = type.fields![0]!;
    Object.assign(field, {
      description: `Field ${PAYLOAD}`,
      type: `[]${PAYLOAD}`,
      default: PAYLOAD,
      enum: [PAYLOAD],
    });
    const html = await renderMdx(renderCrdPage(model));
    expectShownAsText(html);
    expect(html).toContain('&lt;script&gt;alert(4)&lt;/script&gt;');
    for (const label of ['Description', 'a list item', 'Type', 'Field']) {
      expect(html).toContain(`${label} &lt;script&gt;`);
    }
  });
});

describe('reference/registry/generate.ts', () => {
  it('shows markup in every text field of a server as text', async () => {
    const registry = loadRegistry();
    const server = registry.servers.github!;
    Object.assign(server, {
      description: `Description ${PAYLOAD}`,
      image: `Image ${PAYLOAD}`,
      tags: [`Tag ${PAYLOAD}`],
      tools: [`Tool ${PAYLOAD}`],
      args: [`Argument ${PAYLOAD}`],
      repository_url: `https://example.com/${PAYLOAD}`,
      permissions: {
        read: [`Read ${PAYLOAD}`],
        write: [`Write ${PAYLOAD}`],
        network: {outbound: {allow_host: [`Host ${PAYLOAD}`], allow_port: [443]}},
      },
      provenance: {sigstore_url: `Sigstore ${PAYLOAD}`, signer_identity: `Signer ${FENCED}`},
    });
    server.env_vars[0]!.default = `Default ${FENCED}`;
    registry.version = 'v9.9.9';
    // Stand-ins for the page's components: the catalogue shows the filter's
    // data as text, so that a payload in it is checked too.
    const components = {
      RegistryCatalogue: ({servers, children}: {servers: CatalogueServer[]; children: ReactNode}) =>
        createElement(
          'div',
          null,
          createElement('p', null, `Filter data ${servers.map((s) => s.tags.join(' ')).join(' ')}`),
          children,
        ),
      RegistryEntry: ({children}: {children: ReactNode}) =>
        createElement('section', null, children),
    };
    const html = await renderMdx(renderRegistryPage(registry), components);
    expectShownAsText(html);
    expect(html).toContain('&lt;script&gt;alert(4)&lt;/script&gt;');
    for (const label of [
      'Description',
      'Image',
      'Tag',
      'Tool',
      'Argument',
      'Read',
      'Write',
      'Host',
      'Sigstore',
      'Signer',
      'Default',
    ]) {
      expect(html, label).toMatch(new RegExp(`${label} [^<]*&lt;script&gt;`, 'i'));
    }
    expect(html).toMatch(/Filter data [^<]*Tag &lt;script&gt;/);
    // The repository link is percent-encoded, so no payload can leave its href.
    expect(html).toContain('href="https://example.com/%3Cscript%3Ealert%281%29%3C/script%3E');
  });
});

describe('reference/api/generate.ts', () => {
  it('shows markup in every text field of the OpenAPI document as text', async () => {
    const doc = structuredClone(loadApiDocument());
    doc.info!.description = `Info ${PAYLOAD}\n\n- a list item ${PAYLOAD}`;
    doc.tags![0]!.description = `Tag ${PAYLOAD}`;
    const operation = doc.paths!['/api/v1beta/workloads']!.post!;
    Object.assign(operation, {summary: `Summary ${PAYLOAD}`, description: `Operation ${PAYLOAD}`});
    const body = operation.requestBody!.content!['application/json']!;
    body.example = FENCED;
    operation.responses!['400']!.description = `Response ${PAYLOAD}`;
    const schema = doc.components!.schemas!.CreateWorkloadRequest!;
    schema.description = `Schema ${PAYLOAD}`;
    Object.assign(schema.properties!.name!, {
      description: `Field ${PAYLOAD}`,
      enum: [PAYLOAD],
      default: PAYLOAD,
    });
    doc.components!.parameters!.WorkloadName!.description = `Parameter ${PAYLOAD}`;
    doc.components!.securitySchemes!.oidcBearer!.description = `Scheme ${PAYLOAD}`;
    const html = await renderMdx(renderApiPage(doc));
    expectShownAsText(html);
    expect(html).toContain('&lt;script&gt;alert(4)&lt;/script&gt;');
    for (const label of [
      'Info',
      'a list item',
      'Tag',
      'Summary',
      'Operation',
      'Response',
      'Schema',
      'Field',
      'Parameter',
      'Scheme',
    ]) {
      expect(html, label).toContain(`${label} &lt;script&gt;`);
    }
  });
});
