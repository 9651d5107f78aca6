import {readFileSync} from 'node:fs';
import {relative} from 'node:path';
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

/**
 * Reads and parses a JSON data file.
 *
 * @returns the file name relative to the working folder (for messages) and
 *   the parsed value
 * @throws the error `fail` makes, naming the file, when it cannot be read
 *   or is not JSON
 */
export function readDataFile(
  file: string,
  fail: (name: string, problems: string[]) => Error,
): {name: string; raw: unknown} {
  const name = relative(process.cwd(), file) || file;
  try {
    return {name, raw: JSON.parse(readFileSync(file, 'utf8'))};
  } catch (error) {
    throw fail(name, [`(file): ${(error as Error).message}`]);
  }
}
