import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';

import {checkManifestText, unknownFieldPaths} from '../../reference/crd/check-manifest';
import {CRD_PAGE_FILE, renderCrdPage} from '../../reference/crd/generate';
import {CRD_DATA_FILE, loadCrdModel, parseCrdData, type CrdData} from '../../reference/crd/schema';
import {looksLikeProfile, profileProblems} from '../../reference/permission-profile';

const FILE = 'reference/crd/mcpserver.json';
const data = (): CrdData => JSON.parse(readFileSync(CRD_DATA_FILE, 'utf8'));
const model = loadCrdModel();

describe('the CRD data file', () => {
  it('describes MCPServer in toolhive.stacklok.dev/v1alpha1 with 83 field paths', () => {
    expect(`${model.group}/${model.version}`).toBe('toolhive.stacklok.dev/v1alpha1');
    expect(model.kind).toBe('MCPServer');
    expect(model.paths).toHaveLength(83);
    expect(model.paths.map((p) => p.path)).toContain('spec.secrets[].targetEnvName');
  });

  it('has a complete example that uses only fields that exist', () => {
    expect(checkManifestText(model.example, model)).toEqual([]);
    expect(model.example).toContain('kind: MCPServer');
  });

  it('names the file and the field of an unknown field', () => {
    const d = data() as unknown as {types: {fields?: Record<string, unknown>[]}[]};
    d.types[0]!.fields![0]!.colour = 'blue';
    expect(() => parseCrdData(d, FILE)).toThrow(
      /reference\/crd\/mcpserver\.json is not valid CRD data:\n\s+- types\[0\] \(MCPServer\)\.fields\[0\] \(apiVersion\): .*unknown field: colour/,
    );
  });

  it('names a reference to a type that does not exist', () => {
    const d = data();
    d.types[0]!.fields!.find((f) => f.name === 'spec')!.ref = 'NoSuchSpec';
    expect(() => parseCrdData(d, FILE)).toThrow(/\(spec\)\.ref: no type "NoSuchSpec"/);
  });

  it('rejects a default that does not fit the field, naming the file and the field', () => {
    const transport = () => {
      const d = data();
      const spec = d.types.find((t) => t.name === 'MCPServerSpec')!;
      return {d, field: spec.fields!.find((f) => f.name === 'transport')!};
    };
    const wrongType = transport();
    wrongType.field.default = 3;
    expect(() => parseCrdData(wrongType.d, FILE)).toThrow(
      /reference\/crd\/mcpserver\.json[\s\S]*\(transport\)\.default: 3 is not a string \(type string\)/,
    );
    const outside = transport();
    outside.field.default = 'http';
    expect(() => parseCrdData(outside.d, FILE)).toThrow(
      /\(transport\)\.default: "http" is not one of stdio, streamable-http, sse/,
    );
  });

  it('accepts only https links to the Kubernetes reference', () => {
    const d = data();
    const field = d.types.flatMap((t) => t.fields ?? []).find((f) => f.kubernetesRef)!;
    field.kubernetesRef = 'javascript:alert(1)';
    expect(() => parseCrdData(d, FILE)).toThrow(/kubernetesRef: must be an https:\/\/ URL/);
  });
});

describe('the manifest check', () => {
  it('reports unknown fields and values outside an enum', () => {
    const manifest = {
      apiVersion: 'toolhive.stacklok.dev/v1alpha1',
      kind: 'MCPServer',
      metadata: {name: 'x', labels: {anything: 'goes'}},
      spec: {image: 'x', transport: 'carrier-pigeon', colour: 'blue', secrets: [{nam: 'y'}]},
    };
    expect(unknownFieldPaths(manifest, model)).toEqual([
      'spec.transport: "carrier-pigeon" is not one of stdio, streamable-http, sse',
      'spec.colour: no such field in MCPServer',
      'spec.secrets[].nam: no such field in MCPServer',
    ]);
  });

  it('leaves standard Kubernetes parts alone', () => {
    const text = [
      'apiVersion: toolhive.stacklok.dev/v1alpha1',
      'kind: MCPServer',
      'metadata: {name: x, annotations: {a: b}}',
      'spec:',
      '  image: x',
      '  podTemplateSpec: {spec: {containers: [{name: mcp, anyField: 1}]}}',
      '---',
      'kind: ConfigMap',
      'data: {colour: blue}',
    ].join('\n');
    expect(checkManifestText(text, model)).toEqual([]);
  });
});

describe('the permission profile check', () => {
  it('accepts the documented shape and rejects other fields', () => {
    const good = {
      name: 'web',
      read: ['/data'],
      write: [],
      network: {
        outbound: {insecure_allow_all: false, allow_host: ['.github.com'], allow_port: [443]},
      },
    };
    expect(looksLikeProfile(good)).toBe(true);
    expect(profileProblems(good)).toEqual([]);
    expect(profileProblems({network: {outbound: {allow_hosts: ['x']}}})).toEqual([
      "network.outbound: Unrecognized key(s) in object: 'allow_hosts' (allow_hosts)",
    ]);
    expect(profileProblems({read: '/data'})[0]).toMatch(/^read: Expected array/);
    expect(looksLikeProfile({servers: {}})).toBe(false);
  });
});

describe('the generated CRD page', () => {
  it('is up to date with reference/crd/mcpserver.json (run `npm run gen` if not)', () => {
    expect(readFileSync(CRD_PAGE_FILE, 'utf8')).toBe(renderCrdPage(model));
  });

  it('lists every field path and links nested types', () => {
    const page = renderCrdPage(model);
    for (const {path} of model.paths) {
      expect(page).toContain(`[\`${path}\`](#`);
    }
    expect(page).toContain('### MCPServerSpec');
    expect(page).toMatch(
      /\| <span id="mcpserver-spec">`spec`<\/span> \| \[MCPServerSpec\]\(#mcpserverspec\) \|/,
    );
  });
});
