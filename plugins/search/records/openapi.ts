import {createHash} from 'node:crypto';

import type {DocSearchRecord} from '../types';

type Operation = {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  requestBody?: unknown;
  responses?: unknown;
};
type OpenApiDocument = {
  paths?: Record<string, Record<string, Operation>>;
  components?: {schemas?: Record<string, {description?: string; properties?: object}>};
};

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

/** Names of the schemas a JSON text refers to (`#/components/schemas/<name>`). */
function schemaRefs(value: unknown): string[] {
  return [...JSON.stringify(value).matchAll(/#\/components\/schemas\/([\w.-]+)/g)].map(
    (match) => match[1]!,
  );
}

/** Redoc's anchor for an operation: `tag/<tag>/operation/<operationId>`. */
export function operationAnchor(operation: Operation): string {
  return `tag/${encodeURIComponent(operation.tags?.[0] ?? 'default')}/operation/${operation.operationId}`;
}

function firstSentence(text = ''): string {
  const plain = text.replace(/`/g, '').replace(/\s+/g, ' ').trim();
  const end = plain.search(/\.(\s|$)/);
  return end > 0 ? plain.slice(0, end + 1) : plain;
}

/**
 * One record per OpenAPI operation and per schema, pointing into the API
 * reference page. Redoc renders the page in the browser, so these records
 * stand in for what the HTML crawl cannot see. A schema record points at the
 * first operation that uses the schema (Redoc shows schemas inside their
 * operations).
 *
 * @param doc the parsed OpenAPI document
 * @param pageUrl absolute URL of the API reference page
 * @param lvl0 section name shared with the page's own records
 */
export function recordsFromOpenApi(
  doc: OpenApiDocument,
  pageUrl: string,
  lvl0: string,
  pageTitle = 'API reference',
): DocSearchRecord[] {
  const records: DocSearchRecord[] = [];
  const firstUse = new Map<string, string>();
  const make = (anchor: string, lvl2: string, lvl3: string, content: string): DocSearchRecord => ({
    objectID: createHash('sha1').update(`${pageUrl}#${anchor}\n${lvl3}`).digest('hex').slice(0, 16),
    url: `${pageUrl}#${anchor}`,
    url_without_anchor: pageUrl,
    anchor,
    type: 'lvl3',
    hierarchy: {lvl0, lvl1: pageTitle, lvl2, lvl3, lvl4: null, lvl5: null, lvl6: null},
    content,
    language: 'en',
    docusaurus_tag: ['default', 'docs-default-current'],
    weight: {pageRank: 0, level: 4, position: records.length},
  });

  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.includes(method) || !operation.operationId) continue;
      const anchor = operationAnchor(operation);
      for (const name of schemaRefs([operation.requestBody, operation.responses])) {
        if (!firstUse.has(name)) firstUse.set(name, anchor);
      }
      records.push(
        make(
          anchor,
          `Operations: ${operation.tags?.[0] ?? 'default'}`,
          operation.summary ?? operation.operationId,
          `${method.toUpperCase()} ${path} ${firstSentence(operation.description)}`.trim(),
        ),
      );
    }
  }
  // Schemas used only inside other schemas inherit the anchor of their user.
  const schemas = Object.entries(doc.components?.schemas ?? {});
  for (let changed = true; changed;) {
    changed = false;
    for (const [user, schema] of schemas) {
      const anchor = firstUse.get(user);
      if (!anchor) continue;
      for (const name of schemaRefs(schema)) {
        if (!firstUse.has(name)) {
          firstUse.set(name, anchor);
          changed = true;
        }
      }
    }
  }
  for (const [name, schema] of schemas) {
    const anchor = firstUse.get(name);
    if (!anchor) continue;
    const fields = Object.keys(schema.properties ?? {});
    records.push(
      make(
        anchor,
        'Schemas',
        name,
        [firstSentence(schema.description), fields.length ? `Fields: ${fields.join(', ')}.` : '']
          .filter(Boolean)
          .join(' '),
      ),
    );
  }
  return records;
}
