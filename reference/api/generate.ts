import {readFileSync} from 'node:fs';
import {STATUS_CODES} from 'node:http';
import {resolve as resolvePath} from 'node:path';
import {parse} from 'yaml';

import {
  codeBlock,
  generatedBanner,
  inlineCode,
  markdownFlavour,
  MDX_FLAVOUR,
  yamlString,
  type Flavour,
} from '../markdown';
import {TOOLHIVE_VERSION} from '../../config/site';
import {OFFSCREEN_SECTION_CLASS} from '../../plugins/offscreen-content/attribute';
import {writeIfChanged} from '../write';
import {openApiProblems} from './check';

/**
 * The API reference page, rendered at build time from the OpenAPI document
 * of the local server (`static/api-specs/toolhive-api.yaml`, the one readers
 * download): `npm run gen` writes `docs/toolhive/reference/api.mdx`, and
 * `plugins/llms` takes the page's Markdown twin from the same renderer.
 * Every operation, parameter, body, response and schema is plain HTML on
 * the page, so it needs no script to read, search or link to.
 */

/** The OpenAPI document this site documents. */
export const API_SPEC_FILE = 'static/api-specs/toolhive-api.yaml';

/** The generated API reference page. */
export const API_PAGE_FILE = resolvePath('docs/toolhive/reference/api.mdx');

/** Where readers download the document (served from `static/`). */
const DOWNLOAD_PATH = '/api-specs/toolhive-api.yaml';

/** A JSON Schema as OpenAPI 3.1 writes it (only the keywords rendered here). */
type Schema = {
  $ref?: string;
  type?: string | string[];
  format?: string;
  description?: string;
  enum?: unknown[];
  default?: unknown;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: Schema | boolean;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
};
type Media = {schema?: Schema; example?: unknown};
type Parameter = {
  $ref?: string;
  name?: string;
  in?: string;
  required?: boolean;
  description?: string;
  schema?: Schema;
  example?: unknown;
};
type Body = {
  $ref?: string;
  required?: boolean;
  description?: string;
  content?: Record<string, Media>;
};
type Response = {$ref?: string; description?: string; content?: Record<string, Media>};
type Operation = {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: Body;
  responses?: Record<string, Response>;
};
type PathItem = Record<string, Operation> & {parameters?: Parameter[]};
type SecurityScheme = {
  type?: string;
  scheme?: string;
  bearerFormat?: string;
  description?: string;
};
/** The parts of an OpenAPI 3.1 document that the page shows. */
export type OpenApiDocument = {
  openapi?: string;
  info?: {title?: string; version?: string; summary?: string; description?: string};
  servers?: {url: string; description?: string}[];
  tags?: {name: string; description?: string}[];
  paths?: Record<string, PathItem>;
  components?: {
    schemas?: Record<string, Schema>;
    parameters?: Record<string, Parameter>;
    requestBodies?: Record<string, Body>;
    responses?: Record<string, Response>;
    securitySchemes?: Record<string, SecurityScheme>;
  };
};

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

/**
 * Reads, parses and checks the site's OpenAPI document.
 *
 * @throws Error naming the file and, for each problem, its JSON pointer
 *   (`static/api-specs/toolhive-api.yaml: #/paths/~1x/get/responses/200/$ref:
 *   points to …, which does not exist`), or the YAML error with its line
 */
export function loadApiDocument(file: string = API_SPEC_FILE): OpenApiDocument {
  let document: unknown;
  try {
    document = parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file}: not valid YAML: ${(error as Error).message}`);
  }
  const problems = openApiProblems(document);
  if (problems.length > 0) {
    throw new Error(
      `${file} is not a whole OpenAPI document:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
  }
  return document as OpenApiDocument;
}

/**
 * Follows a local `$ref` (`#/components/<kind>/<name>`).
 *
 * @throws Error naming the file and the reference when it points to nothing
 */
function resolve<T extends {$ref?: string}>(doc: OpenApiDocument, value: T, file: string): T {
  let current: T = value;
  for (let hops = 0; current.$ref; hops++) {
    const ref = current.$ref;
    const match = /^#\/components\/(\w+)\/([^/]+)$/.exec(ref);
    const target = match
      ? (doc.components as Record<string, Record<string, unknown>> | undefined)?.[match[1]!]?.[
          match[2]!
        ]
      : undefined;
    if (!target || hops > 20) throw new Error(`${file}: $ref ${ref} points to nothing`);
    current = target as T;
  }
  return current;
}

/** The name of a schema reference (`#/components/schemas/Workload` → `Workload`). */
function refName(ref: string): string {
  return ref.slice(ref.lastIndexOf('/') + 1);
}

/** The anchor of a tag's section: `tag/<tag>`, as Redoc wrote it. */
export function tagAnchor(tag: string): string {
  return `tag/${encodeURIComponent(tag)}`;
}

/**
 * The anchor of an operation: `tag/<tag>/operation/<operationId>`, the form
 * Redoc used, so links made to the earlier page still land on the operation.
 */
export function operationAnchor(operation: {tags?: string[]; operationId?: string}): string {
  return `${tagAnchor(operation.tags?.[0] ?? 'default')}/operation/${operation.operationId ?? ''}`;
}

/** The anchor of a schema's section: `schema/<name>`. */
export function schemaAnchor(name: string): string {
  return `schema/${name}`;
}

/**
 * A schema's type in words, with schema names linked to their sections:
 * `string (date-time)`, `array of [Workload](#schema/Workload)`,
 * `map of string to string`.
 */
function typeText(schema: Schema | undefined, f: Flavour): string {
  if (!schema) return 'any';
  if (schema.$ref) {
    const name = refName(schema.$ref);
    return `[${f.cell(name)}](${f.href(`#${schemaAnchor(name)}`)})`;
  }
  const union = schema.oneOf ?? schema.anyOf;
  if (union) return union.map((s) => typeText(s, f)).join(' or ');
  if (schema.allOf) return schema.allOf.map((s) => typeText(s, f)).join(' and ');
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const words = types.map((type) => {
    if (type === 'array') return `array of ${typeText(schema.items, f)}`;
    if (type === 'object' && schema.additionalProperties && !schema.properties) {
      const value =
        schema.additionalProperties === true ? 'any' : typeText(schema.additionalProperties, f);
      return `map of string to ${value}`;
    }
    return f.cell(schema.format ? `${type} (${schema.format})` : type);
  });
  return words.length ? words.join(' or ') : 'any';
}

/** The description cell of a field: its text, accepted values and default. */
function describe(schema: Schema, f: Flavour, description = schema.description ?? ''): string {
  const parts = description ? [f.cell(description.trim())] : [];
  if (schema.enum) {
    parts.push(`One of: ${schema.enum.map((v) => inlineCode(String(v))).join(', ')}.`);
  }
  if (schema.default !== undefined) {
    parts.push(`Default: ${inlineCode(JSON.stringify(schema.default))}.`);
  }
  return parts.join(' ');
}

/** An object schema written inline (not a `$ref`), whose fields get rows of their own. */
function inlineObject(schema: Schema | undefined): Schema | undefined {
  if (!schema || schema.$ref) return undefined;
  if (schema.properties) return schema;
  if (schema.items && !schema.items.$ref && schema.items.properties) return schema.items;
  return undefined;
}

/**
 * The rows of a fields table: each property of the object, then the fields
 * of an object written inline under it as a dotted path (`network.outbound`,
 * `items[].name`).
 */
function fieldRows(schema: Schema, f: Flavour, prefix = ''): string[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).flatMap(([name, field]) => {
    const path = `${prefix}${name}`;
    const row = `| ${inlineCode(path)} | ${typeText(field, f)} | ${required.has(name) ? 'Yes' : 'No'} | ${describe(field, f)} |`;
    const nested = inlineObject(field);
    const nestedPrefix = field.properties ? `${path}.` : `${path}[].`;
    return nested ? [row, ...fieldRows(nested, f, nestedPrefix)] : [row];
  });
}

/**
 * A table of an object schema's fields (after following `$ref`, and the
 * items of an array), or nothing for a schema without fields.
 */
function fieldTable(
  doc: OpenApiDocument,
  schema: Schema | undefined,
  f: Flavour,
  file: string,
): string[] {
  if (!schema) return [];
  let target = resolve(doc, schema, file);
  if (target.type === 'array' && target.items) target = resolve(doc, target.items, file);
  if (!target.properties || Object.keys(target.properties).length === 0) return [];
  return [
    '| Field | Type | Required | Description |',
    '| --- | --- | --- | --- |',
    ...fieldRows(target, f),
    '',
  ];
}

/** An example as the text of a code block, and the block's language. */
function exampleText(example: unknown): {text: string; language: string} {
  return typeof example === 'string'
    ? {text: example.trimEnd(), language: 'text'}
    : {text: JSON.stringify(example, null, 2), language: 'json'};
}

/** A status code with its reason phrase (`404 Not Found`), from Node's table of HTTP statuses. */
function statusText(status: string): string {
  const phrase = STATUS_CODES[Number(status)];
  return phrase ? `${status} ${phrase}` : status;
}

/** A string quoted for a POSIX shell. */
function shellQuote(text: string): string {
  return /^[\w@%+=:,./-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`;
}

/**
 * A `curl` command for an operation: the first server's URL, path
 * parameters and query parameters filled in from their examples (a path
 * parameter without one keeps its `{name}`), and the request body's example
 * as JSON.
 */
function curlExample(
  doc: OpenApiDocument,
  path: string,
  method: string,
  operation: Operation,
  parameters: Parameter[],
): string {
  const base = (doc.servers?.[0]?.url ?? 'http://localhost:8080').replace(/\/$/, '');
  let url = path;
  const query: string[] = [];
  for (const p of parameters) {
    if (p.in === 'path' && p.example !== undefined) {
      url = url.replace(`{${p.name}}`, encodeURIComponent(String(p.example)));
    }
    if (p.in === 'query' && p.example !== undefined) {
      query.push(`${encodeURIComponent(p.name ?? '')}=${encodeURIComponent(String(p.example))}`);
    }
  }
  const target = `${base}${url}${query.length ? `?${query.join('&')}` : ''}`;
  const parts = [method === 'get' ? 'curl' : `curl -X ${method.toUpperCase()}`, shellQuote(target)];
  const lines = [parts.join(' ')];
  const body = operation.requestBody
    ? resolve(doc, operation.requestBody, API_SPEC_FILE)
    : undefined;
  const json = body?.content?.['application/json'];
  if (json?.example !== undefined) {
    lines.push(
      `-H ${shellQuote('Content-Type: application/json')}`,
      `-d ${shellQuote(JSON.stringify(json.example))}`,
    );
  }
  return lines.join(' \\\n  ');
}

/** The lines of one operation: summary, method and path, description, parameters, body, responses, examples. */
function operationLines(
  doc: OpenApiDocument,
  path: string,
  method: string,
  operation: Operation,
  shared: Parameter[],
  f: Flavour,
  file: string,
): string[] {
  const title = operation.summary ?? `${method.toUpperCase()} ${path}`;
  const out = [`### ${f.cell(title)} \\{#${operationAnchor(operation)}}`, ''];
  out.push(inlineCode(`${method.toUpperCase()} ${path}`), '');
  if (operation.description) out.push(f.markdown(operation.description.trim()), '');
  const parameters = [...shared, ...(operation.parameters ?? [])].map((p) => resolve(doc, p, file));
  if (parameters.length) {
    out.push(
      '#### Parameters',
      '',
      '| Name | In | Type | Required | Description |',
      '| --- | --- | --- | --- | --- |',
      ...parameters.map(
        (p) =>
          `| ${inlineCode(p.name ?? '')} | ${p.in ?? ''} | ${typeText(p.schema, f)} | ${p.required ? 'Yes' : 'No'} | ${describe(p.schema ?? {}, f, p.description)} |`,
      ),
      '',
    );
  }
  if (operation.requestBody) {
    const body = resolve(doc, operation.requestBody, file);
    out.push('#### Request body', '');
    out.push(
      `${body.required ? 'Required.' : 'Optional.'}${body.description ? ` ${f.text(body.description.trim())}` : ''}`,
      '',
    );
    for (const [type, content] of Object.entries(body.content ?? {})) {
      out.push(`Content type ${inlineCode(type)}: ${typeText(content.schema, f)}.`, '');
      out.push(...fieldTable(doc, content.schema, f, file));
    }
  }
  const responses = Object.entries(operation.responses ?? {}).map(
    ([status, value]) => [status, resolve(doc, value, file)] as const,
  );
  if (responses.length) {
    out.push('#### Responses', '', '| Status | Meaning | Body |', '| --- | --- | --- |');
    for (const [status, response] of responses) {
      const bodies = Object.entries(response.content ?? {}).map(
        ([type, content]) => `${inlineCode(type)}: ${typeText(content.schema, f)}`,
      );
      out.push(
        `| ${f.cell(statusText(status))} | ${f.cell((response.description ?? '').trim())} | ${bodies.join('; ') || 'None'} |`,
      );
    }
    out.push('');
  }
  out.push('#### Example', '');
  out.push(
    codeBlock(curlExample(doc, path, method, operation, parameters), 'bash title="Request"'),
    '',
  );
  const requestExample = operation.requestBody
    ? resolve(doc, operation.requestBody, file).content?.['application/json']?.example
    : undefined;
  if (requestExample !== undefined) {
    const {text, language} = exampleText(requestExample);
    out.push(codeBlock(text, `${language} title="Request body"`), '');
  }
  for (const [status, response] of responses) {
    for (const [type, content] of Object.entries(response.content ?? {})) {
      if (content.example === undefined) continue;
      const {text, language} = exampleText(content.example);
      out.push(
        codeBlock(
          text,
          `${language} title=${JSON.stringify(`Response ${statusText(status)} (${type})`)}`,
        ),
        '',
      );
    }
  }
  return out;
}

/** The operations of the document, in path order, each with its first tag. */
function operationsOf(doc: OpenApiDocument) {
  return Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => ({
      tag: item[method]!.tags?.[0] ?? 'default',
      path,
      method,
      operation: item[method]!,
      shared: item.parameters ?? [],
    })),
  );
}

/** A tag's name as a section title (`workloads` → `Workloads`). */
function tagTitle(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/**
 * A tag's or the schemas' part of the page. On the HTML page it is a `<div>`
 * with the class `markdown`, which keeps the theme's rules for the article's
 * own headings, paragraphs and code blocks (`.markdown > h2` and the like)
 * on the section's. A section that starts far below the fold (`offscreen`,
 * all but the first) also gets the class of `plugins/offscreen-content/`, so
 * the browser renders it only as the reader scrolls near it. The Markdown
 * twin has the lines as they are.
 */
function pageSection(lines: string[], f: Flavour, offscreen: boolean): string[] {
  const className = offscreen ? `markdown ${OFFSCREEN_SECTION_CLASS}` : 'markdown';
  return f === MDX_FLAVOUR
    ? [`<div className="${className}">`, '', ...lines, '', '</div>', '']
    : lines;
}

/**
 * The lines of the page below its title, in the given flavour: an
 * introduction, the document's own description, its security schemes, one
 * section per tag (in the document's tag order) with its operations, and
 * one section per schema.
 */
function apiBody(doc: OpenApiDocument, f: Flavour, file: string): string[] {
  const download =
    f === MDX_FLAVOUR
      ? `<a href="${DOWNLOAD_PATH}" download>download it as YAML</a>`
      : `[download it as YAML](${f.href(DOWNLOAD_PATH)})`;
  const out: string[] = [
    `This page is built from the OpenAPI ${f.cell(doc.openapi ?? '')} document of the ${f.cell(doc.info?.title ?? 'API')} (version ${f.cell(doc.info?.version ?? '')}), the local REST API that ${inlineCode('thv serve')} starts, as it stands in ToolHive ${TOOLHIVE_VERSION}. You can also ${download} to generate a client or import it into an API tool.`,
    '',
    f.markdown(
      'To start the server and make a first request, follow [Run the API server](/toolhive/guides-cli/api-server). Each operation below ends with a `curl` command for the default address, `http://localhost:8080`.',
    ),
    '',
  ];
  if (doc.info?.description) out.push(f.markdown(doc.info.description.trim()), '');

  const schemes = Object.entries(doc.components?.securitySchemes ?? {});
  if (schemes.length) {
    out.push(
      '## Security schemes',
      '',
      '| Name | Type | Description |',
      '| --- | --- | --- |',
      ...schemes.map(([name, scheme]) => {
        const type = [scheme.type, scheme.scheme, scheme.bearerFormat].filter(Boolean).join(', ');
        return `| ${inlineCode(name)} | ${f.cell(type)} | ${f.cell((scheme.description ?? '').trim())} |`;
      }),
      '',
    );
  }

  const operations = operationsOf(doc);
  const declared = doc.tags ?? [];
  const tags = [
    ...declared,
    ...[...new Set(operations.map((o) => o.tag))]
      .filter((name) => !declared.some((t) => t.name === name))
      .map((name) => ({name, description: undefined})),
  ];
  let sections = 0;
  for (const tag of tags) {
    const ofTag = operations.filter((o) => o.tag === tag.name);
    if (ofTag.length === 0) continue;
    const section = [`## ${f.cell(tagTitle(tag.name))} \\{#${tagAnchor(tag.name)}}`, ''];
    if (tag.description) section.push(f.markdown(tag.description.trim()), '');
    for (const o of ofTag) {
      section.push(...operationLines(doc, o.path, o.method, o.operation, o.shared, f, file));
    }
    out.push(...pageSection(section, f, sections++ > 0));
  }

  const schemas = Object.entries(doc.components?.schemas ?? {});
  if (schemas.length) {
    const section = [
      '## Schemas',
      '',
      'The objects that the operations above send and receive. A type in a table links to the schema it names.',
      '',
    ];
    for (const [name, schema] of schemas) {
      section.push(`### ${f.cell(name)} \\{#${schemaAnchor(name)}}`, '');
      if (schema.description) section.push(f.markdown(schema.description.trim()), '');
      const fields = fieldTable(doc, schema, f, file);
      if (fields.length) {
        section.push(...fields);
      } else {
        const values = schema.enum
          ? ` One of: ${schema.enum.map((v) => inlineCode(String(v))).join(', ')}.`
          : '';
        section.push(`Type: ${typeText(schema, f)}.${values}`, '');
      }
    }
    out.push(...pageSection(section, f, sections++ > 0));
  }
  return out;
}

/** The page's description, for its front matter and search results. */
export const API_PAGE_DESCRIPTION = `Every operation of the ToolHive local REST API (thv serve, ${TOOLHIVE_VERSION}) with parameters, request bodies, responses, status codes and a curl example, from its OpenAPI document.`;

/**
 * Renders the API reference page as MDX.
 *
 * @param doc the checked document ({@link loadApiDocument})
 * @param file the document's path, named in errors
 * @returns the page text, ending with a newline
 * @throws Error naming the file and the reference when a `$ref` points to nothing
 */
export function renderApiPage(
  doc: OpenApiDocument = loadApiDocument(),
  file: string = API_SPEC_FILE,
): string {
  const out = [
    '---',
    `title: ${yamlString('API reference')}`,
    `description: ${yamlString(API_PAGE_DESCRIPTION)}`,
    '---',
    '',
    generatedBanner(API_SPEC_FILE, 'reference/api/generate.ts'),
    '',
    ...apiBody(doc, MDX_FLAVOUR, file),
  ];
  return `${out
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trimEnd()}\n`;
}

/**
 * The Markdown twin's body of the API page (everything below the title),
 * from the same document as {@link renderApiPage}: GitHub-flavoured
 * Markdown with absolute links, for `plugins/llms`. Heading anchors are
 * left out: they live on the HTML page.
 *
 * @param siteUrl the site's URL without a trailing slash
 * @param route the page's route (`/toolhive/reference/api`), for its anchors
 * @param doc the checked document ({@link loadApiDocument})
 * @param file the document's path, named in errors
 * @returns the body, ending with a newline
 * @throws Error naming the file and the reference when a `$ref` points to nothing
 */
export function renderApiMarkdown(
  siteUrl: string,
  route: string,
  doc: OpenApiDocument = loadApiDocument(),
  file: string = API_SPEC_FILE,
): string {
  const f = markdownFlavour(siteUrl, `${siteUrl}${route}`);
  const body = apiBody(doc, f, file)
    .join('\n')
    .replace(/ \\\{#[^}\n]*\}$/gm, '');
  return `${body.replace(/\n{3,}/g, '\n\n').trimEnd()}\n`;
}

/** Writes the API page when it differs from the rendered text; returns the file path. */
export function writeApiPage(file: string = API_PAGE_FILE): string {
  writeIfChanged(file, renderApiPage());
  return file;
}
