import {resolve} from 'node:path';
import {z} from 'zod';

import {describeIssues, readDataFile} from '../data-errors';

/**
 * Schema of `reference/crd/mcpserver.json`, the single source of the CRD
 * reference page and of the manifest checks. Facts come from the MCPServer
 * types and CRD of ToolHive v0.2.1
 * (https://github.com/stacklok/toolhive/blob/v0.2.1/cmd/thv-operator/api/v1alpha1/mcpserver_types.go and
 * deploy/charts/operator-crds, chart 0.0.12); descriptions are written for
 * readers.
 */

const fieldSchema = z
  .object({
    /** Field name as written in YAML, e.g. `permissionProfile`. */
    name: z.string().regex(/^[a-zA-Z][a-zA-Z0-9]*$/, 'must be a camelCase field name'),
    /** Type as shown to readers: string, integer, boolean, object, array of X, map of X. */
    type: z.string().min(1),
    required: z.boolean(),
    /** Default applied by the API server, as a JSON value. */
    default: z.union([z.string(), z.number(), z.boolean()]).optional(),
    /** Accepted values. */
    enum: z.array(z.string()).min(1).optional(),
    /** Name of a type in `types` that describes this field's value (or its items). */
    ref: z.string().optional(),
    /** Link to the Kubernetes API docs for a standard Kubernetes type. */
    kubernetesRef: z
      .string()
      .regex(/^https:\/\/[^\s]+$/, 'must be an https:// URL')
      .optional(),
    /** True when the value is an array of `ref` (or of the scalar type). */
    array: z.boolean().optional(),
    /** Reader-facing description. */
    description: z.string().min(1),
  })
  .strict();

const typeSchema = z
  .object({
    name: z.string().regex(/^[A-Z][A-Za-z0-9]*$/, 'must be a PascalCase type name'),
    /** Reader-facing description of the type. */
    description: z.string().min(1),
    /** Fields; omit for string enums. */
    fields: z.array(fieldSchema).optional(),
    /** Values of a string enum type. */
    values: z.array(z.string()).min(1).optional(),
  })
  .strict();

const dataSchema = z
  .object({
    group: z.string().min(1),
    version: z.string().min(1),
    kind: z.string().min(1),
    plural: z.string().min(1),
    scope: z.enum(['Namespaced', 'Cluster']),
    /** The Helm chart that ships the CRD. */
    chart: z.object({name: z.string(), version: z.string()}).strict(),
    /** ToolHive release the data describes. */
    toolhiveVersion: z.string().regex(/^v\d+\.\d+\.\d+$/),
    /** Columns `kubectl get mcpservers` prints. */
    printerColumns: z.array(z.object({name: z.string(), jsonPath: z.string()}).strict()),
    /** Reader-facing introduction (Markdown). */
    description: z.string().min(1),
    /** The root type first (the resource itself), then the types it uses. */
    types: z.array(typeSchema).min(1),
    /** A complete example manifest in YAML that uses only fields that exist. */
    example: z.string().min(1),
  })
  .strict();

export type CrdField = z.infer<typeof fieldSchema>;
export type CrdType = z.infer<typeof typeSchema>;
export type CrdData = z.infer<typeof dataSchema>;

/** A field reached from the resource root, e.g. `spec.secrets[].name`. */
export type CrdFieldPath = {path: string; field: CrdField; owner: string};

export type CrdModel = CrdData & {
  byName: Map<string, CrdType>;
  /** Every field path from the root, depth first, in data order. */
  paths: CrdFieldPath[];
};

/** Error raised for a CRD data file that does not fit the schema; names file and field. */
/** The JavaScript type of a default for each scalar CRD type. */
const SCALAR_DEFAULTS: Record<string, 'string' | 'number' | 'boolean'> = {
  string: 'string',
  integer: 'number',
  boolean: 'boolean',
};

/**
 * What is wrong with a field's default for its type and `enum`, or
 * undefined when nothing is: a `string`, `integer` (whole number) or
 * `boolean` field's default has that type, and one of the `enum` values
 * when the field has them.
 */
export function fieldDefaultProblem(field: CrdField): string | undefined {
  if (field.default === undefined) return undefined;
  const shown = JSON.stringify(field.default);
  const expected = SCALAR_DEFAULTS[field.type];
  if (expected && typeof field.default !== expected) {
    return `${shown} is not a ${expected} (type ${field.type})`;
  }
  if (field.type === 'integer' && !Number.isInteger(field.default)) {
    return `${shown} is not a whole number (type integer)`;
  }
  if (field.enum && !field.enum.includes(String(field.default))) {
    return `${shown} is not one of ${field.enum.join(', ')}`;
  }
  return undefined;
}

export class CrdDataError extends Error {
  constructor(file: string, problems: string[]) {
    super(`${file} is not valid CRD data:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'CrdDataError';
  }
}

/**
 * Validates parsed CRD data and expands every field path from the root type.
 *
 * @throws CrdDataError naming the file and each offending field: schema
 *   violations, duplicate type or field names, references to missing types,
 *   types that nothing uses, and reference cycles.
 */
export function parseCrdData(raw: unknown, file: string): CrdModel {
  const parsed = dataSchema.safeParse(raw);
  if (!parsed.success) {
    throw new CrdDataError(
      file,
      describeIssues(raw, parsed.error.issues, (item) => {
        const name = (item as {name?: unknown} | undefined)?.name;
        return typeof name === 'string' ? name : undefined;
      }),
    );
  }
  const data = parsed.data;
  const problems: string[] = [];
  const byName = new Map<string, CrdType>();
  data.types.forEach((type, i) => {
    if (byName.has(type.name)) {
      problems.push(`types[${i}] (${type.name}).name: duplicate type`);
    }
    byName.set(type.name, type);
    const seen = new Set<string>();
    (type.fields ?? []).forEach((field, j) => {
      const at = `types[${i}] (${type.name}).fields[${j}] (${field.name})`;
      if (seen.has(field.name)) problems.push(`${at}.name: duplicate field`);
      seen.add(field.name);
      const wrongDefault = fieldDefaultProblem(field);
      if (wrongDefault) problems.push(`${at}.default: ${wrongDefault}`);
    });
    if (!type.fields && !type.values) {
      problems.push(`types[${i}] (${type.name}): needs fields or values`);
    }
  });
  data.types.forEach((type, i) =>
    (type.fields ?? []).forEach((field, j) => {
      if (field.ref && !byName.has(field.ref)) {
        problems.push(
          `types[${i}] (${type.name}).fields[${j}] (${field.name}).ref: no type "${field.ref}"`,
        );
      }
    }),
  );

  const paths: CrdFieldPath[] = [];
  const used = new Set<string>([data.types[0]!.name]);
  const walk = (typeName: string, prefix: string, trail: string[]) => {
    if (trail.includes(typeName)) {
      problems.push(`types (${typeName}): reference cycle ${[...trail, typeName].join(' → ')}`);
      return;
    }
    for (const field of byName.get(typeName)?.fields ?? []) {
      const path = `${prefix}${field.name}`;
      paths.push({path, field, owner: typeName});
      const target = field.ref ? byName.get(field.ref) : undefined;
      if (field.ref) used.add(field.ref);
      if (target?.fields) {
        walk(field.ref!, `${path}${field.array ? '[]' : ''}.`, [...trail, typeName]);
      }
    }
  };
  if (problems.length === 0) {
    walk(data.types[0]!.name, '', []);
    for (const type of data.types) {
      if (!used.has(type.name)) {
        problems.push(`types (${type.name}): no field refers to this type`);
      }
    }
  }
  if (problems.length > 0) {
    throw new CrdDataError(file, problems);
  }
  return {...data, byName, paths};
}

/** Path of the CRD data file (resolved from the repository root). */
export const CRD_DATA_FILE = resolve('reference/crd/mcpserver.json');

/**
 * Reads and validates `reference/crd/mcpserver.json`.
 *
 * @throws CrdDataError when the JSON is malformed or does not fit the schema
 */
export function loadCrdModel(file: string = CRD_DATA_FILE): CrdModel {
  const {name, raw} = readDataFile(file, (n, problems) => new CrdDataError(n, problems));
  return parseCrdData(raw, name);
}
