import {resolve} from 'node:path';
import {z} from 'zod';

import {describeIssues, readDataFile} from '../data-errors';

/**
 * Schema of `reference/registry/servers.json`: the MCP servers of ToolHive
 * v0.2.1's built-in registry, the single source for checking the server names
 * used in `thv run` and `thv registry info` examples. The facts come from
 * https://github.com/stacklok/toolhive/blob/81a5654f8619665dac7be7a8426ca632227fc652/pkg/registry/data/registry.json
 * (the file's own descriptions are not copied).
 */

const portSchema = z.number().int().min(1).max(65535);

const serverSchema = z
  .object({
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
    permissions: z.record(z.unknown()),
    repository_url: z.string().url(),
    provenance: z.record(z.string()).optional(),
    metadata: z
      .object({stars: z.number().int(), pulls: z.number().int(), last_updated: z.string()})
      .strict()
      .optional(),
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
    last_updated: z.string(),
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
