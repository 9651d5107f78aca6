import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {parse} from 'yaml';

type Operation = {operationId?: string; tags?: string[]; responses: Record<string, unknown>};
type Document = {
  openapi: string;
  servers: {url: string}[];
  paths: Record<string, Record<string, Operation>>;
  components: {schemas: Record<string, {enum?: string[]; properties?: Record<string, unknown>}>};
};

const doc = parse(readFileSync('static/api-specs/toolhive-api.yaml', 'utf8')) as Document;
const METHODS = ['get', 'post', 'put', 'delete', 'patch'];
const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([method]) => METHODS.includes(method))
    .map(([method, operation]) => ({method: method.toUpperCase(), path, operation})),
);
const find = (method: string, path: string) =>
  operations.find((op) => op.method === method && op.path === path)?.operation;

const V = '/api/v1beta';

/**
 * Every operation of the ToolHive v0.2.1 API (https://github.com/stacklok/toolhive/blob/v0.2.1/docs/server/swagger.yaml),
 * with its success code where the document gives one.
 */
const SPEC_TABLE: [string, string, string?][] = [
  ['GET', '/health', '204'],
  ['GET', '/api/openapi.json'],
  ['GET', `${V}/version`, '200'],
  ['GET', `${V}/clients`],
  ['POST', `${V}/clients`],
  ['DELETE', `${V}/clients/{name}`],
  ['POST', `${V}/clients/register`],
  ['POST', `${V}/clients/unregister`],
  ['GET', `${V}/discovery/clients`],
  ['GET', `${V}/registry`],
  ['POST', `${V}/registry`, '501'],
  ['GET', `${V}/registry/{name}`],
  ['DELETE', `${V}/registry/{name}`],
  ['GET', `${V}/registry/{name}/servers`],
  ['GET', `${V}/registry/{name}/servers/{serverName}`],
  ['POST', `${V}/secrets`],
  ['GET', `${V}/secrets/default`],
  ['GET', `${V}/secrets/default/keys`],
  ['POST', `${V}/secrets/default/keys`],
  ['PUT', `${V}/secrets/default/keys/{key}`, '200'],
  ['DELETE', `${V}/secrets/default/keys/{key}`, '204'],
  ['GET', `${V}/workloads`],
  ['POST', `${V}/workloads`, '201'],
  ['GET', `${V}/workloads/{name}`, '200'],
  ['DELETE', `${V}/workloads/{name}`, '202'],
  ['GET', `${V}/workloads/{name}/export`, '200'],
  ['GET', `${V}/workloads/{name}/logs`, '200'],
  ['POST', `${V}/workloads/{name}/restart`, '202'],
  ['POST', `${V}/workloads/{name}/stop`, '202'],
  ['POST', `${V}/workloads/delete`, '202'],
  ['POST', `${V}/workloads/restart`, '202'],
  ['POST', `${V}/workloads/stop`, '202'],
];

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 with a local server entry', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers.map((s) => s.url)).toContain('http://localhost:8080');
  });

  it('has every operation of the v0.2.1 API, and no others', () => {
    expect(operations).toHaveLength(32);
    for (const [method, path, success] of SPEC_TABLE) {
      const operation = find(method, path);
      expect(operation, `${method} ${path}`).toBeDefined();
      if (success) {
        expect(Object.keys(operation!.responses), `${method} ${path}`).toContain(success);
      }
    }
  });

  it('keeps secret keys under the default provider only', () => {
    expect(operations.filter((op) => /\/secrets\/\{/.test(op.path))).toEqual([]);
  });

  it('gives every operation a unique operationId and a tag', () => {
    const ids = operations.map((op) => op.operation.operationId);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operations.every((op) => op.operation.tags?.length)).toBe(true);
  });

  it('lists the error codes of the v0.2.1 API', () => {
    const codes = (method: string, path: string) => Object.keys(find(method, path)!.responses);
    expect(codes('POST', `${V}/secrets/default/keys`)).toEqual(
      expect.arrayContaining(['404', '405', '409', '500']),
    );
    expect(codes('PUT', `${V}/secrets/default/keys/{key}`)).toEqual(
      expect.arrayContaining(['400', '404']),
    );
    expect(codes('GET', `${V}/workloads/{name}`)).toContain('404');
    expect(codes('POST', `${V}/workloads/stop`)).toContain('400');
  });

  it('spells out the enums of workload status, transports and secret providers', () => {
    const schemas = Object.values(doc.components.schemas);
    const enums = [
      ...schemas.map((schema) => schema.enum),
      ...schemas.flatMap((schema) =>
        Object.values(schema.properties ?? {}).map((p) => (p as {enum?: string[]}).enum),
      ),
    ].filter(Boolean);
    expect(enums).toContainEqual([
      'running',
      'stopped',
      'error',
      'starting',
      'stopping',
      'unhealthy',
      'removing',
      'unknown',
    ]);
    expect(enums).toContainEqual(['stdio', 'sse', 'streamable-http', 'inspector']);
    expect(enums).toContainEqual(['encrypted', '1password', 'none']);
  });
});
