import {z} from 'zod';

/**
 * Shape of a ToolHive permission profile (the JSON file passed to
 * `thv run --permission-profile`, or stored in a ConfigMap for the operator).
 * Source: `Profile`, `NetworkPermissions` and `OutboundNetworkPermissions` in
 * https://github.com/stacklok/toolhive/blob/81a5654f8619665dac7be7a8426ca632227fc652/pkg/permissions/profile.go
 * (`read` and `write` entries are a path, `host-path:container-path` or
 * `resource-uri:container-path`).
 */
export const permissionProfileSchema = z
  .object({
    name: z.string().optional(),
    /** Mounts the server may read: a path, or `host:container`. */
    read: z.array(z.string()).optional(),
    /** Mounts the server may read and write, in the same forms. */
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

/**
 * What a profile lets an MCP server reach when it runs with
 * `--isolate-network`, following how ToolHive v0.2.1 writes the egress
 * proxy's rules (`createTempSquidConf`, `writeOutboundACLs` and
 * `writeHttpAccessRules` in
 * https://github.com/stacklok/toolhive/blob/81a5654f8619665dac7be7a8426ca632227fc652/pkg/container/docker/squid.go#L163-L232):
 *
 * - `all`: no `network` block, or `insecure_allow_all: true`, allows every
 *   host and port;
 * - `any-host`: ports but no hosts allows every host on those ports;
 * - `any-port`: hosts but no ports allows those hosts on every port;
 * - `limited`: both lists, only those hosts on those ports;
 * - `none`: neither list, nothing;
 * - `unclear`: a `network` block without `outbound`, which v0.2.1 does not
 *   handle (it reads `outbound` without checking it is there).
 */
export type Egress =
  | {kind: 'all' | 'none' | 'unclear'}
  | {kind: 'any-host'; ports: number[]}
  | {kind: 'any-port'; hosts: string[]}
  | {kind: 'limited'; hosts: string[]; ports: number[]};

/** Egress a valid profile allows under `--isolate-network`; see {@link Egress}. */
export function egressUnderIsolation(profile: PermissionProfile): Egress {
  if (!profile.network) return {kind: 'all'};
  const outbound = profile.network.outbound;
  if (!outbound) return {kind: 'unclear'};
  if (outbound.insecure_allow_all) return {kind: 'all'};
  const hosts = outbound.allow_host ?? [];
  const ports = outbound.allow_port ?? [];
  if (hosts.length === 0 && ports.length === 0) return {kind: 'none'};
  if (hosts.length === 0) return {kind: 'any-host', ports};
  if (ports.length === 0) return {kind: 'any-port', hosts};
  return {kind: 'limited', hosts, ports};
}

/** Words that tell a reader a profile leaves outbound traffic open to any host. */
export const OPEN_EGRESS_WARNING =
  /\b(any host|every host|all hosts|any destination|every destination|all (outbound|egress)|allows? (all|everything)|unrestricted|not restricted|no network restrictions?)\b/i;

/**
 * The problem with how a page presents a profile's egress, or null.
 *
 * @param profile a valid profile
 * @param nearby the page text around the example (the paragraphs just before
 *   and after it)
 * @returns a message when the profile would let the server reach any host
 *   (kinds `all` and `any-host`) and the nearby text does not say so, or when
 *   its network block is `unclear`
 */
export function egressProblem(profile: PermissionProfile, nearby: string): string | null {
  const egress = egressUnderIsolation(profile);
  if (egress.kind === 'unclear') {
    return 'network: has no outbound block; ToolHive v0.2.1 needs network.outbound to be present';
  }
  if (OPEN_EGRESS_WARNING.test(nearby)) return null;
  let what: string;
  if (egress.kind === 'all') what = 'every host and port';
  else if (egress.kind === 'any-host') {
    what = `any host on port${egress.ports.length === 1 ? '' : 's'} ${egress.ports.join(', ')}`;
  } else return null;
  return `with --isolate-network this profile allows ${what}; say so next to the example`;
}
