import {mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';

import {
  API_PAGE_FILE,
  API_SPEC_FILE,
  loadApiDocument,
  operationAnchor,
  renderApiMarkdown,
  renderApiPage,
  schemaAnchor,
} from '../../reference/api/generate';
import {OFFSCREEN_SECTION_CLASS} from '../../plugins/offscreen-content';

const dir = mkdtempSync(join(tmpdir(), 'api-spec-'));
/** Loads `source` as if it were the site's OpenAPI document, from a file named `name`. */
function load(source: string, name = 'x.yaml') {
  const file = join(dir, name);
  writeFileSync(file, source);
  return () => loadApiDocument(file);
}

const doc = loadApiDocument();
const page = renderApiPage(doc);
const operations = Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
  ['get', 'put', 'post', 'delete', 'patch']
    .filter((method) => item[method])
    .map((method) => ({path, method, operation: item[method]!})),
);

describe('the API reference page', () => {
  it('is up to date with the OpenAPI document (run npm run gen)', () => {
    expect(readFileSync(API_PAGE_FILE, 'utf8')).toBe(page);
  });

  it('has a heading for every operation, at the anchor Redoc gave it, with its method and path', () => {
    expect(operations.length).toBe(32);
    for (const {path, method, operation} of operations) {
      const heading = `### ${operation.summary} \\{#${operationAnchor(operation)}}`;
      expect(page, heading).toContain(`\n${heading}\n\n\`${method.toUpperCase()} ${path}\`\n`);
    }
    expect(operationAnchor(doc.paths!['/api/v1beta/workloads']!.post!)).toBe(
      'tag/workloads/operation/createWorkload',
    );
  });

  it('gives each schema a section that the type links point to', () => {
    const names = Object.keys(doc.components?.schemas ?? {});
    expect(names.length).toBeGreaterThan(40);
    for (const name of names) expect(page).toContain(`### ${name} \\{#${schemaAnchor(name)}}`);
    const links = [...page.matchAll(/\]\(#(schema\/[^)]+)\)/g)].map((m) => m[1]!);
    expect(links.length).toBeGreaterThan(40);
    expect(links.filter((anchor) => !page.includes(`{#${anchor}}`))).toEqual([]);
  });

  it('lists the fields of an object written inside another as dotted paths', () => {
    const nested = {
      openapi: '3.1.0',
      info: {title: 'T', version: '1'},
      paths: {},
      components: {
        schemas: {
          Profile: {
            type: 'object',
            required: ['network'],
            properties: {
              network: {
                type: 'object',
                properties: {
                  outbound: {
                    type: 'array',
                    items: {type: 'object', properties: {host: {type: 'string'}}},
                  },
                },
              },
              owner: {$ref: '#/components/schemas/Owner'},
            },
          },
          Owner: {type: 'string', enum: ['me', 'you']},
        },
      },
    };
    const text = renderApiPage(nested as never);
    expect(text).toContain('| `network` | object | Yes |');
    expect(text).toContain('| `network.outbound` | array of object | No |');
    expect(text).toContain('| `network.outbound[].host` | string | No |');
    expect(text).toContain('| `owner` | [Owner](#schema/Owner) | No |');
    expect(text).toContain('### Owner \\{#schema/Owner}\n\nType: string. One of: `me`, `you`.');
  });

  it('lets the browser skip every section but the first until the reader nears it', () => {
    const sections = page.match(/^<div className=[^>]*>$/gm) ?? [];
    expect(sections.length).toBe(9);
    expect(sections[0]).toBe('<div className="markdown">');
    for (const section of sections.slice(1)) {
      expect(section).toBe(`<div className="markdown ${OFFSCREEN_SECTION_CLASS}">`);
    }
    expect(
      renderApiMarkdown('https://docs.example.com', '/toolhive/reference/api', doc),
    ).not.toContain(OFFSCREEN_SECTION_CLASS);
  });

  it('ends every operation with a curl command for the default address', () => {
    const create = page.slice(page.indexOf('{#tag/workloads/operation/createWorkload}'));
    expect(create).toContain(
      '```bash title="Request"\ncurl -X POST http://localhost:8080/api/v1beta/workloads \\\n  -H \'Content-Type: application/json\' \\\n  -d \'{"name":"github",',
    );
    expect(page).toContain('curl http://localhost:8080/api/v1beta/workloads/github/logs\n');
    expect(page.match(/```bash title="Request"\ncurl /g)).toHaveLength(operations.length);
  });

  it('names status codes with their reason phrase', () => {
    expect(page).toContain('| 202 Accepted |');
    expect(page).toContain('| 404 Not Found |');
  });
});

describe('the Markdown twin of the API page', () => {
  const text = renderApiMarkdown('https://docs.example.com', '/toolhive/reference/api', doc);

  it('has every operation, without MDX heading anchors, and links schemas absolutely', () => {
    for (const {path, method, operation} of operations) {
      expect(text).toContain(`\n### ${operation.summary}\n\n\`${method.toUpperCase()} ${path}\`\n`);
    }
    expect(text).not.toContain('{#');
    expect(text).toContain(
      '[Workload](https://docs.example.com/toolhive/reference/api#schema/Workload)',
    );
    expect(text).toContain(
      '[download it as YAML](https://docs.example.com/api-specs/toolhive-api.yaml)',
    );
  });
});

describe('loading the OpenAPI document', () => {
  it('fails with the file named when the YAML does not parse', () => {
    expect(load('openapi: [3.1\n', 'broken.yaml')).toThrow(/broken\.yaml: not valid YAML/);
  });

  it('fails with the file and the JSON pointer when a reference points to nothing', () => {
    const source = [
      'openapi: 3.1.0',
      'info: {title: T, version: "1"}',
      'paths:',
      '  /api/v1beta/workloads:',
      '    get:',
      '      responses:',
      "        '200':",
      '          content:',
      '            application/json:',
      "              schema: {$ref: '#/components/schemas/missing'}",
      'components: {schemas: {}}',
    ].join('\n');
    expect(load(source, 'dangling.yaml')).toThrow(
      `${join(dir, 'dangling.yaml')} is not a whole OpenAPI document:\n  - #/paths/~1api~1v1beta~1workloads/get/responses/200/content/application~1json/schema/$ref: points to #/components/schemas/missing, which does not exist`,
    );
  });

  it('fails on a document cut short', () => {
    const whole = readFileSync(API_SPEC_FILE, 'utf8');
    // The first half still parses as YAML, but its references lead nowhere.
    expect(load(whole.slice(0, whole.indexOf('\ncomponents:')))).toThrow(
      /is not a whole OpenAPI document:\n {2}- #\/paths\/.*\$ref: points to #\/components\//,
    );
    expect(load('openapi: 3.1.0\n')).toThrow(/#\/info\/title: missing[\s\S]*#\/paths: missing/);
  });

  it('fails rendering, naming the file, when a $ref the checker cannot see points to nothing', () => {
    const broken = {
      ...doc,
      paths: {'/x': {get: {responses: {'200': {$ref: '#/components/responses/Missing'}}}}},
    };
    expect(() => renderApiPage(broken as never, 'api.yaml')).toThrow(
      'api.yaml: $ref #/components/responses/Missing points to nothing',
    );
  });
});
