import {resolve} from 'node:path';
import {z} from 'zod';

import {describeIssues, readDataFile} from '../data-errors';

/**
 * Schema of `reference/cli/commands.json`, the single source of the `thv`
 * command reference, the sidebar's command tree and the docs command check.
 * Facts come from the cobra commands of ToolHive v0.2.1
 * (https://github.com/stacklok/toolhive/blob/v0.2.1/cmd/thv/app); descriptions are written for readers.
 */

const FLAG_TYPES = [
  'bool',
  'string',
  'int',
  'stringArray',
  'stringSlice',
  'duration',
  'float64',
] as const;

const flagSchema = z
  .object({
    /** Long name without dashes, e.g. `proxy-port`. */
    name: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'must be a lowercase flag name without dashes'),
    /** One-letter short form without the dash, e.g. `f`. */
    shorthand: z
      .string()
      .regex(/^[a-zA-Z]$/, 'must be a single letter')
      .optional(),
    /** pflag type name. `stringArray` and `stringSlice` may be repeated. */
    type: z.enum(FLAG_TYPES),
    /** Default as a JSON value; durations are Go duration strings ("30s"). */
    default: z.union([z.string(), z.number(), z.boolean(), z.array(z.string())]),
    /** Accepted values, when the CLI rejects anything else. */
    values: z.array(z.string()).min(1).optional(),
    /** Reader-facing description, one or two sentences. */
    description: z.string().min(1),
    /** Where the flag behaves unlike its help text (shown as a caution). */
    caution: z.string().min(1).optional(),
    /** True when the command fails without this flag. */
    required: z.boolean().optional(),
  })
  .strict();

const exampleSchema = z
  .object({
    /**
     * A complete command line that runs `thv` (it may be fed by a pipe, as in
     * `cat token.txt | thv secret set github`); checked like every command in the docs.
     */
    command: z.string().regex(/(^|\| )thv( |$)/, 'must run thv'),
    /** One sentence saying what the example does. */
    description: z.string().min(1),
  })
  .strict();

const commandSchema = z
  .object({
    /** Words from the root, e.g. `["thv", "client", "register"]`. */
    path: z.array(z.string().regex(/^[a-z][a-z0-9-]*$/)).min(1),
    /** Synopsis line as the CLI prints it, starting with the command path. */
    usage: z.string().min(1),
    aliases: z.array(z.string()).optional(),
    /** False for parent-only commands that just group subcommands. */
    runnable: z.boolean(),
    args: z
      .object({
        min: z.number().int().nonnegative(),
        max: z.number().int().nonnegative().nullable(),
        /** Long flag names that make the positional arguments optional. */
        optionalWith: z.array(z.string()).optional(),
        description: z.string().min(1).optional(),
      })
      .strict(),
    /** One sentence for the page description and parent pages. */
    summary: z.string().min(1),
    /** Longer Markdown text for the page body. */
    description: z.string().min(1),
    flags: z.array(flagSchema),
    /** Flags this command passes down to every subcommand. */
    persistentFlags: z.array(flagSchema).optional(),
    examples: z.array(exampleSchema),
    /** Behaviour a reader should know that the help text does not say. */
    notes: z.array(z.string().min(1)).optional(),
  })
  .strict();

const dataSchema = z
  .object({
    /** ToolHive release the data describes, e.g. `v0.2.1`. */
    version: z.string().regex(/^v\d+\.\d+\.\d+$/),
    commands: z.array(commandSchema).min(1),
    /**
     * Commands that exist at run time but have no reference page (cobra's
     * `completion` and `help`). The command check accepts them.
     */
    builtinCommands: z.array(
      z
        .object({
          path: z.array(z.string()).min(2),
          args: z.array(z.string()).optional(),
          /** Long names (without dashes) of the flags it takes besides `--help`. */
          flags: z.array(z.string()).optional(),
        })
        .strict(),
    ),
  })
  .strict();

export type CliFlag = z.infer<typeof flagSchema>;
export type CliExample = z.infer<typeof exampleSchema>;
export type CliCommandData = z.infer<typeof commandSchema>;
export type CliData = z.infer<typeof dataSchema>;

/** A command with its place in the tree worked out. */
export type CliCommand = CliCommandData & {
  /** Page and doc file name, e.g. `thv_client_register`. */
  page: string;
  /** Page of the parent command, or null for the root. */
  parent: string | null;
  /** Pages of the direct subcommands, in data order. */
  children: string[];
  /** Persistent flags of every ancestor, nearest first. */
  inheritedFlags: CliFlag[];
};

export type CliModel = {
  version: string;
  commands: CliCommand[];
  byPage: Map<string, CliCommand>;
  builtinCommands: CliData['builtinCommands'];
};

/** Error raised for a data file that does not fit the schema; names file and field. */
/** Go durations as `time.ParseDuration` reads them (`30s`, `1h30m`, `0`). */
const GO_DURATION = /^(0|-?(\d+(\.\d+)?(ns|us|µs|ms|s|m|h))+)$/;

/**
 * What is wrong with a flag's default for its type and accepted values, or
 * undefined when nothing is: booleans for `bool`, whole numbers for `int`,
 * numbers for `float64`, Go durations for `duration`, lists of strings for
 * `stringArray` and `stringSlice`, strings for `string`, which, when the
 * flag lists `values`, must be empty or one of them.
 */
export function defaultProblem(flag: CliFlag): string | undefined {
  const value = flag.default;
  const shown = JSON.stringify(value);
  switch (flag.type) {
    case 'bool':
      return typeof value === 'boolean' ? undefined : `${shown} is not a boolean (type bool)`;
    case 'int':
      return Number.isInteger(value) ? undefined : `${shown} is not a whole number (type int)`;
    case 'float64':
      return typeof value === 'number' ? undefined : `${shown} is not a number (type float64)`;
    case 'duration':
      return typeof value === 'string' && GO_DURATION.test(value)
        ? undefined
        : `${shown} is not a Go duration such as "30s" (type duration)`;
    case 'stringArray':
    case 'stringSlice':
      return Array.isArray(value)
        ? undefined
        : `${shown} is not a list of strings (type ${flag.type})`;
    case 'string':
      if (typeof value !== 'string') return `${shown} is not a string (type string)`;
      if (flag.values && value !== '' && !flag.values.includes(value)) {
        return `${shown} is not one of the accepted values ${flag.values.join(', ')}`;
      }
      return undefined;
  }
}

export class CliDataError extends Error {
  constructor(file: string, problems: string[]) {
    super(`${file} is not valid CLI data:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'CliDataError';
  }
}

/** Page name of a command path: `["thv","client","register"]` gives `thv_client_register`. */
export function pageName(path: readonly string[]): string {
  return path.join('_');
}

/**
 * Validates parsed CLI data and links the command tree.
 *
 * @param raw the parsed JSON value
 * @param file the file name used in error messages
 * @throws CliDataError naming the file and each offending field: schema
 *   violations (unknown or missing fields, wrong types), duplicate commands,
 *   commands whose parent is missing, duplicate flag names or shorthands
 *   (including clashes with inherited flags).
 */
export function parseCliData(raw: unknown, file: string): CliModel {
  const parsed = dataSchema.safeParse(raw);
  if (!parsed.success) {
    throw new CliDataError(
      file,
      describeIssues(raw, parsed.error.issues, (item) => {
        const path = (item as {path?: unknown} | undefined)?.path;
        return Array.isArray(path) ? path.join(' ') : undefined;
      }),
    );
  }
  const data = parsed.data;
  const problems: string[] = [];
  const byPage = new Map<string, CliCommand>();

  data.commands.forEach((command, index) => {
    const page = pageName(command.path);
    const where = `commands[${index}] (${command.path.join(' ')})`;
    if (byPage.has(page)) {
      problems.push(`${where}.path: duplicate command "${command.path.join(' ')}"`);
      return;
    }
    if (!command.usage.startsWith(command.path.join(' '))) {
      problems.push(`${where}.usage: must start with "${command.path.join(' ')}"`);
    }
    const parent = command.path.length > 1 ? pageName(command.path.slice(0, -1)) : null;
    if (parent && !byPage.has(parent)) {
      problems.push(
        `${where}.path: parent command "${command.path.slice(0, -1).join(' ')}" must come first`,
      );
    }
    const inheritedFlags: CliFlag[] = [];
    for (let p = parent; p; p = byPage.get(p)?.parent ?? null) {
      inheritedFlags.push(...(byPage.get(p)?.persistentFlags ?? []));
    }
    const seenNames = new Map<string, string>();
    const seenShort = new Map<string, string>();
    const lists: [string, CliFlag[]][] = [
      ['flags', command.flags],
      ['persistentFlags', command.persistentFlags ?? []],
      ['inherited', inheritedFlags],
    ];
    for (const [list, flags] of lists) {
      flags.forEach((flag, i) => {
        const at =
          list === 'inherited' ? `${where} (inherited --${flag.name})` : `${where}.${list}[${i}]`;
        if (seenNames.has(flag.name)) {
          problems.push(`${at}.name: duplicate flag "--${flag.name}"`);
        }
        seenNames.set(flag.name, at);
        if (flag.shorthand) {
          if (seenShort.has(flag.shorthand)) {
            problems.push(`${at}.shorthand: duplicate shorthand "-${flag.shorthand}"`);
          }
          seenShort.set(flag.shorthand, at);
        }
        if (flag.values && flag.type === 'bool') {
          problems.push(`${at}.values: a bool flag takes no list of values`);
        }
        const wrongDefault = defaultProblem(flag);
        if (wrongDefault) problems.push(`${at}.default: ${wrongDefault}`);
      });
    }
    for (const name of command.args.optionalWith ?? []) {
      if (!seenNames.has(name)) {
        problems.push(`${where}.args.optionalWith: no flag "--${name}" on this command`);
      }
    }
    byPage.set(page, {...command, page, parent, children: [], inheritedFlags});
  });

  for (const command of byPage.values()) {
    if (command.parent) {
      byPage.get(command.parent)?.children.push(command.page);
    }
  }
  if (problems.length > 0) {
    throw new CliDataError(file, problems);
  }
  return {
    version: data.version,
    commands: [...byPage.values()],
    byPage,
    builtinCommands: data.builtinCommands,
  };
}

/** Absolute path of the CLI data file (paths resolve from the repository root). */
export const CLI_DATA_FILE = resolve('reference/cli/commands.json');

/**
 * Reads and validates `reference/cli/commands.json`.
 *
 * @throws CliDataError when the JSON is malformed or does not fit the schema
 */
export function loadCliModel(file: string = CLI_DATA_FILE): CliModel {
  const {name, raw} = readDataFile(file, (n, problems) => new CliDataError(n, problems));
  return parseCliData(raw, name);
}
