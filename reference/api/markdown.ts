import {readFileSync} from 'node:fs';
import {parse} from 'yaml';

import {codeBlock, inlineCode, mdMarkdown, mdTableCell} from '../markdown';

/**
 * The API reference as Markdown, from the OpenAPI document that Redoc renders
 * on `/toolhive/reference/api` (`static/api-specs/toolhive-api.yaml`). Redoc
 * draws that page in the browser, so its HTML holds no operation; the page's
 * Markdown twin (`plugins/llms`) gets every operation from here instead.
 */

/** The OpenAPI document this site documents. */
export const API_SPEC_FILE = 'static/api-specs/toolhive-api.yaml';

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
/** The parts of an OpenAPI 3.1 document that the Markdown shows. */
export type OpenApiDocument = {
  info?: {title?: string; version?: string; description?: string};
  tags?: {name: string; description?: string}[];
  paths?: Record<string, PathItem>;
  components?: {
    schemas?: Record<string, Schema>;
    parameters?: Record<string, Parameter>;
    requestBodies?: Record<string, Body>;
    responses?: Record<string, Response>;
  };
};

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

/** Reads and parses the site's OpenAPI document. */
export function loadApiDocument(file: string = API_SPEC_FILE): OpenApiDocument {
  return parse(readFileSync(file, 'utf8')) as OpenApiDocument;
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

/** A schema's type in words: `string (date-time)`, `array of Workload`, `map of string to string`. */
export function schemaType(schema: Schema | undefined): string {
  if (!schema) return 'any';
  if (schema.$ref) return refName(schema.$ref);
  const union = schema.oneOf ?? schema.anyOf;
  if (union) return union.map(schemaType).join(' or ');
  if (schema.allOf) return schema.allOf.map(schemaType).join(' and ');
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const words = types.map((type) => {
    if (type === 'array') return `array of ${schemaType(schema.items)}`;
    if (type === 'object' && schema.additionalProperties && !schema.properties) {
      const value =
        schema.additionalProperties === true ? 'any' : schemaType(schema.additionalProperties);
      return `map of string to ${value}`;
    }
    return schema.format ? `${type} (${schema.format})` : type;
  });
  return words.length ? words.join(' or ') : 'any';
}

/** The description cell of a field: its text, accepted values and default. */
function describe(schema: Schema, description = schema.description ?? ''): string {
  const parts = description ? [mdTableCell(description.trim())] : [];
  if (schema.enum)
    parts.push(`One of: ${schema.enum.map((v) => inlineCode(String(v))).join(', ')}.`);
  if (schema.default !== undefined)
    parts.push(`Default: ${inlineCode(JSON.stringify(schema.default))}.`);
  return parts.join(' ');
}

/**
 * A table of an object schema's fields (its properties, after following
 * `$ref`, and array items), or nothing for a schema without fields.
 */
function fieldTable(doc: OpenApiDocument, schema: Schema | undefined, file: string): string[] {
  if (!schema) return [];
  let target = resolve(doc, schema, file);
  if (target.type === 'array' && target.items) target = resolve(doc, target.items, file);
  const properties = Object.entries(target.properties ?? {});
  if (properties.length === 0) return [];
  const required = new Set(target.required ?? []);
  return [
    '| Field | Type | Required | Description |',
    '| --- | --- | --- | --- |',
    ...properties.map(
      ([name, field]) =>
        `| ${inlineCode(name)} | ${mdTableCell(schemaType(field))} | ${required.has(name) ? 'Yes' : 'No'} | ${describe(field)} |`,
    ),
    '',
  ];
}

/** The lines of one media type of a body: its schema, its fields and its example. */
function media(doc: OpenApiDocument, type: string, content: Media, file: string): string[] {
  const out = [
    `Content type ${inlineCode(type)}, schema ${inlineCode(schemaType(content.schema))}.`,
    '',
  ];
  out.push(...fieldTable(doc, content.schema, file));
  if (content.example !== undefined) {
    const example =
      typeof content.example === 'string'
        ? content.example
        : JSON.stringify(content.example, null, 2);
    out.push(
      'Example:',
      '',
      codeBlock(example.trimEnd(), typeof content.example === 'string' ? 'text' : 'json'),
      '',
    );
  }
  return out;
}

/** Demotes every ATX heading outside code fences by `levels` (at most to level 6). */
function demote(markdown: string, levels: number): string {
  return markdown
    .split(/^(```[^\n]*\n[\s\S]*?^```[ \t]*$)/m)
    .map((part, i) =>
      i % 2 === 1
        ? part
        : part.replace(
            /^(#{1,6}) /gm,
            (_, hashes: string) => `${'#'.repeat(Math.min(6, hashes.length + levels))} `,
          ),
    )
    .join('');
}

/** The lines of one operation: method and path, summary, parameters, body and responses. */
function operationMarkdown(
  doc: OpenApiDocument,
  path: string,
  method: string,
  operation: Operation,
  shared: Parameter[],
  file: string,
): string[] {
  const out = [`### ${method.toUpperCase()} ${path}`, ''];
  if (operation.summary) out.push(`**${mdTableCell(operation.summary)}**`, '');
  if (operation.description) out.push(mdMarkdown(operation.description.trim()), '');
  const parameters = [...shared, ...(operation.parameters ?? [])].map((p) => resolve(doc, p, file));
  if (parameters.length) {
    out.push(
      '#### Parameters',
      '',
      '| Name | In | Type | Required | Description |',
      '| --- | --- | --- | --- | --- |',
      ...parameters.map(
        (p) =>
          `| ${inlineCode(p.name ?? '')} | ${p.in ?? ''} | ${mdTableCell(schemaType(p.schema))} | ${p.required ? 'Yes' : 'No'} | ${describe(p.schema ?? {}, p.description)} |`,
      ),
      '',
    );
  }
  if (operation.requestBody) {
    const body = resolve(doc, operation.requestBody, file);
    out.push('#### Request body', '');
    out.push(
      `${body.required ? 'Required.' : 'Optional.'}${body.description ? ` ${mdMarkdown(body.description.trim())}` : ''}`,
      '',
    );
    for (const [type, content] of Object.entries(body.content ?? {}))
      out.push(...media(doc, type, content, file));
  }
  const responses = Object.entries(operation.responses ?? {});
  if (responses.length) {
    out.push('#### Responses', '');
    for (const [status, value] of responses) {
      const response = resolve(doc, value, file);
      out.push(`##### ${status}`, '', mdMarkdown((response.description ?? '').trim()), '');
      for (const [type, content] of Object.entries(response.content ?? {})) {
        out.push(...media(doc, type, content, file));
      }
    }
  }
  return out;
}

/**
 * Every operation of the OpenAPI document as Markdown, grouped by tag in the
 * document's tag order: method and path, summary, description, parameters,
 * request body and responses with their schema fields and examples; then
 * every schema with its fields. Operation headings are level 3 under a
 * level-2 heading per tag, so the text sits under a page's level-1 title.
 * Text comes from the document and is escaped as Markdown text.
 *
 * @param doc the parsed document ({@link loadApiDocument})
 * @param file the document's path, named in errors
 * @returns Markdown ending with a newline
 * @throws Error naming the file and the reference when a `$ref` points to nothing
 */
export function renderApiMarkdown(doc: OpenApiDocument, file: string = API_SPEC_FILE): string {
  const out: string[] = [];
  if (doc.info?.description) {
    out.push(`## About the ${doc.info.title ?? 'API'} ${doc.info.version ?? ''}`.trimEnd(), '');
    out.push(demote(mdMarkdown(doc.info.description.trim()), 1), '');
  }
  const operations: {
    tag: string;
    path: string;
    method: string;
    op: Operation;
    shared: Parameter[];
  }[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method];
      if (op)
        operations.push({
          tag: op.tags?.[0] ?? 'default',
          path,
          method,
          op,
          shared: item.parameters ?? [],
        });
    }
  }
  const tags = [
    ...(doc.tags ?? []),
    ...[...new Set(operations.map((o) => o.tag))]
      .filter((name) => !(doc.tags ?? []).some((t) => t.name === name))
      .map((name) => ({name, description: undefined})),
  ];
  for (const tag of tags) {
    const ofTag = operations.filter((o) => o.tag === tag.name);
    if (ofTag.length === 0) continue;
    out.push(`## ${mdTableCell(tag.name)}`, '');
    if (tag.description) out.push(mdMarkdown(tag.description.trim()), '');
    for (const o of ofTag)
      out.push(...operationMarkdown(doc, o.path, o.method, o.op, o.shared, file));
  }
  const schemas = Object.entries(doc.components?.schemas ?? {});
  if (schemas.length) {
    out.push('## Schemas', '');
    for (const [name, schema] of schemas) {
      out.push(`### ${mdTableCell(name)}`, '');
      if (schema.description) out.push(mdMarkdown(schema.description.trim()), '');
      const fields = fieldTable(doc, schema, file);
      out.push(
        ...(fields.length
          ? fields
          : [
              `Type: ${inlineCode(schemaType(schema))}.${schema.enum ? ` One of: ${schema.enum.map((v) => inlineCode(String(v))).join(', ')}.` : ''}`,
              '',
            ]),
      );
    }
  }
  return `${out
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trimEnd()}\n`;
}
