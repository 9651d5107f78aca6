import {z} from 'zod';

/**
 * Shape of a ToolHive permission profile (the JSON file passed to
 * `thv run --permission-profile`, or stored in a ConfigMap for the operator).
 * Source: site spec section 3 and `shared/facts/api.json` (PermissionProfile,
 * NetworkPermissions, OutboundNetworkPermissions).
 */
export const permissionProfileSchema = z
  .object({
    name: z.string().optional(),
    /** Host paths the server may read, mounted read-only. */
    read: z.array(z.string()).optional(),
    /** Host paths the server may read and write. */
    write: z.array(z.string()).optional(),
    network: z
      .object({
        outbound: z
          .object({
            insecure_allow_all: z.boolean().optional(),
            allow_host: z.array(z.string()).optional(),
            allow_port: z.array(z.number().int().min(1).max(65535)).optional(),
          })
          .strict()
          .optional(),
      })
      .strict()
      .optional(),
  })
  .strict();

export type PermissionProfile = z.infer<typeof permissionProfileSchema>;

/** Top-level keys that mark a JSON object as a permission profile. */
const PROFILE_KEYS = ['read', 'write', 'network'];

/** True when a parsed JSON value looks like it is meant to be a permission profile. */
export function looksLikeProfile(value: unknown): boolean {
  return (
    value !== null &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    Object.keys(value).some((key) => PROFILE_KEYS.includes(key))
  );
}

/** Problems of a profile as `path: message` strings; empty when it is valid. */
export function profileProblems(value: unknown): string[] {
  const result = permissionProfileSchema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const keys = issue.code === 'unrecognized_keys' ? ` (${issue.keys.join(', ')})` : '';
    return `${issue.path.join('.') || '(root)'}: ${issue.message}${keys}`;
  });
}
