import {resolve} from 'node:path';
import {z} from 'zod';

import {describeIssues, readDataFile} from '../data-errors';
import {permissionProfileSchema} from '../permission-profile';

/**
 * Schema of `reference/registry/servers.json`: the MCP servers of ToolHive
 * v0.2.1's built-in registry, the single source for checking the server names
 * used in `thv run` and `thv registry info` examples and of the registry
 * catalogue page (`reference/registry/generate.ts`). The facts come from
 * https://github.com/stacklok/toolhive/blob/81a5654f8619665dac7be7a8426ca632227fc652/pkg/registry/data/registry.json
 * (the file's own descriptions are not copied; `description` is written for
 * these docs).
 */

const portSchema = z.number().int().min(1).max(65535);

/**
 * A server description written for these docs (the registry's own text is not
 * copied): one sentence of plain text, shown on the registry catalogue page.
 */
const descriptionSchema = z
  .string()
  .min(20, 'must be a sentence of at least 20 characters')
  .max(200, 'must be one sentence of at most 200 characters')
  .regex(
    /^[A-Z][^\n]*\.$/,
    'must be one line that starts with a capital and ends with a full stop',
  );

/** An RFC 3339 time in UTC, as the registry writes it (`2025-07-29T00:25:12Z`). */
const timestampSchema = z.string().datetime({message: 'must be an RFC 3339 time in UTC'});

const serverSchema = z
  .object({
    description: descriptionSchema,
    /** Container image reference, e.g. `ghcr.io/stackloklabs/gofetch/server:latest`. */
    image: z.string().min(1),
    transport: z.enum(['stdio', 'sse', 'streamable-http']),
    /** Port the server listens on inside its container (SSE and streamable HTTP only). */
    target_port: portSchema.optional(),
    tier: z.enum(['Official', 'Community']),
    status: z.enum(['Active', 'Deprecated']),
    tags: z.array(z.string()),
    /** Names of the MCP tools the server offers. */
    tools: z.array(z.string()),
    env_vars: z.array(
      z
        .object({
          name: z
            .string()
            .regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'must be an environment variable name'),
          required: z.boolean(),
          secret: z.boolean().optional(),
          default: z.string().optional(),
        })
        .strict(),
    ),
    /** Arguments passed to the server's entry point. */
    args: z.array(z.string()),
    /** The registry's permission profile for the server (same shape as a profile file). */
    permissions: permissionProfileSchema,
    /** The server's source repository; shown as a link, so only `https://` URLs. */
    repository_url: z
      .string()
      .url()
      .regex(/^https:\/\//, 'must be an https:// URL'),
    /**
     * Where the image is built and signed, for Sigstore verification
     * (ToolHive's `pkg/registry/types.go` `Provenance`; the registry of
     * v0.2.1 records no attestations).
     */
    provenance: z
      .object({
        sigstore_url: z.string().min(1).optional(),
        repository_uri: z.string().url().optional(),
        repository_ref: z.string().min(1).optional(),
        signer_identity: z.string().min(1).optional(),
        runner_environment: z.string().min(1).optional(),
        cert_issuer: z.string().url().optional(),
      })
      .strict()
      .optional(),
    /**
     * Popularity figures the registry recorded on `last_updated`: `stars` of
     * the source repository and `pulls` of the image (ToolHive's
     * `pkg/registry/types.go` `Metadata`).
     */
    metadata: z
      .object({
        stars: z.number().int().nonnegative(),
        pulls: z.number().int().nonnegative(),
        last_updated: timestampSchema,
      })
      .strict(),
  })
  .strict();

const registrySchema = z
  .object({
    source: z.string().min(1),
    /** ToolHive release the data describes, e.g. `v0.2.1`. */
    version: z.string().regex(/^v\d+\.\d+\.\d+$/),
    /** Full commit hash of that release. */
    commit: z.string().regex(/^[0-9a-f]{40}$/),
    note: z.string(),
    last_updated: timestampSchema,
    servers: z.record(
      z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'must be a server name'),
      serverSchema,
    ),
  })
  .strict();

export type RegistryServer = z.infer<typeof serverSchema>;
export type Registry = z.infer<typeof registrySchema>;

/** Error raised for a registry file that does not fit the schema; names the file and field. */
export class RegistryDataError extends Error {
  constructor(file: string, problems: string[]) {
    super(`${file} is not valid registry data:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'RegistryDataError';
  }
}

/** Absolute path of the registry data file (paths resolve from the repository root). */
export const REGISTRY_DATA_FILE = resolve('reference/registry/servers.json');

/**
 * Validates parsed registry data.
 *
 * @param raw the parsed JSON value
 * @param file the file name used in error messages
 * @throws RegistryDataError naming the file and each offending field
 */
export function parseRegistry(raw: unknown, file: string): Registry {
  const parsed = registrySchema.safeParse(raw);
  if (!parsed.success) {
    throw new RegistryDataError(
      file,
      describeIssues(raw, parsed.error.issues, () => undefined),
    );
  }
  return parsed.data;
}

/**
 * Reads and validates `reference/registry/servers.json`.
 *
 * @throws RegistryDataError when the JSON is malformed or does not fit the schema
 */
export function loadRegistry(file: string = REGISTRY_DATA_FILE): Registry {
  const {name, raw} = readDataFile(file, (n, problems) => new RegistryDataError(n, problems));
  return parseRegistry(raw, name);
}
