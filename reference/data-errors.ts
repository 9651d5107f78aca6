import type {ZodIssue} from 'zod';

/**
 * Readable problems for a data file that failed its zod schema, each as
 * `field.path[3] (name): message`. Array items are labelled with `nameOf`
 * (for example a command's words or a type's name), and unknown fields are
 * listed by name.
 *
 * @param raw the parsed JSON the schema rejected
 * @param issues zod's issues for it
 * @param nameOf a label for an array item, or undefined for none
 */
export function describeIssues(
  raw: unknown,
  issues: readonly ZodIssue[],
  nameOf: (item: unknown) => string | undefined,
): string[] {
  return issues.map((issue) => {
    let label = '';
    let node: unknown = raw;
    for (const key of issue.path) {
      node = node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
      label += typeof key === 'number' ? `[${key}]` : `${label ? '.' : ''}${key}`;
      const name = typeof key === 'number' ? nameOf(node) : undefined;
      if (name) label += ` (${name})`;
    }
    const keys =
      issue.code === 'unrecognized_keys' ? ` (unknown field: ${issue.keys.join(', ')})` : '';
    return `${label || '(root)'}: ${issue.message}${keys}`;
  });
}
