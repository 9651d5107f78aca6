import {readFileSync} from 'node:fs';
import {parse, type ParseEntry} from 'shell-quote';

import {codeBlocks, markdownFiles} from '../code-blocks';
import type {CliCommand, CliFlag, CliModel} from './schema';

/**
 * Checks `thv` command lines in the docs against the CLI data: the subcommand
 * path exists, every flag exists for that command (local, persistent or
 * inherited; long or short form), value flags have a value, bool and int
 * flags get values of their type, enumerated values are accepted, and the
 * positional arguments fit the command. Placeholders such as `<SERVER_NAME>`
 * or `$TOKEN` are accepted as any value.
 */

/** One problem found in a command line. */
export type CommandProblem = {
  /** File the command is in (as given by the caller). */
  file: string;
  /** 1-based line of the command's first line in the file. */
  line: number;
  /** The offending token, as written. */
  token: string;
  message: string;
};

/** A command line taken from a shell code block. */
export type CommandLine = {line: number; text: string};

const SHELL_LANGUAGES = new Set([
  'bash',
  'sh',
  'shell',
  'zsh',
  'console',
  'powershell',
  'ps1',
  'pwsh',
]);
const PROMPT = /^\s*(?:\$|>|PS>|PS [^>]*>)\s+/;
const PLACEHOLDER = /<[^<>\s][^<>]*>/g;
const HELP_FLAGS = new Set(['--help', '-h']);

/**
 * Finds the command lines of every shell code block in a Markdown/MDX text.
 * Continuation lines (`\` in POSIX shells, a backtick in PowerShell) are
 * joined; prompts (`$ `, `> `, `PS> `) are stripped; comment lines skipped.
 */
export function shellCommandLines(markdown: string): CommandLine[] {
  return codeBlocks(markdown, '').flatMap((block) =>
    blockCommandLines(block.language, block.code, block.line + 1),
  );
}

/**
 * The command lines of one code block's text, joined and stripped as in
 * {@link shellCommandLines}; none unless `language` is a shell's.
 *
 * @param firstLine the page line of the block's first code line, for `line`
 */
export function blockCommandLines(
  language: string,
  code: string,
  firstLine: number,
): CommandLine[] {
  if (!SHELL_LANGUAGES.has(language)) return [];
  const out: CommandLine[] = [];
  let pending: CommandLine | null = null;
  code.split('\n').forEach((raw, index) => {
    let text = raw.replace(PROMPT, '');
    const continued = /(?:\s\\|\s`)\s*$/.test(text);
    if (continued) text = text.replace(/(?:\\|`)\s*$/, '');
    if (pending) {
      pending.text += ` ${text.trim()}`;
    } else if (text.trim() && !text.trim().startsWith('#')) {
      pending = {line: firstLine + index, text: text.trim()};
      out.push(pending);
    }
    if (!continued) pending = null;
  });
  return out;
}

/** A word of a command line; `placeholder` marks `<NAME>`, `$VAR` and similar stand-ins. */
export type Token = {value: string; placeholder: boolean};

/** Splits a command line into shell segments of plain words; operators separate segments. */
function segments(text: string): Token[][] {
  const holders: string[] = [];
  const masked = text.replace(PLACEHOLDER, (match) => {
    holders.push(match);
    return `__PLACEHOLDER_${holders.length - 1}__`;
  });
  const entries: ParseEntry[] = parse(masked, (name) => `$${name}`);
  const result: Token[][] = [[]];
  for (const entry of entries) {
    if (typeof entry === 'string') {
      const value = entry.replace(/__PLACEHOLDER_(\d+)__/g, (_, i: string) => holders[Number(i)]!);
      result[result.length - 1]!.push({
        value,
        placeholder: value !== entry || /\$\w|\$\{/.test(entry),
      });
    } else if ('comment' in entry) {
      break;
    } else if ('op' in entry && entry.op === 'glob') {
      result[result.length - 1]!.push({value: entry.pattern, placeholder: false});
    } else {
      result.push([]);
    }
  }
  return result.filter((segment) => segment.length > 0);
}

function flagsOf(command: CliCommand): CliFlag[] {
  return [...command.flags, ...(command.persistentFlags ?? []), ...command.inheritedFlags];
}

export function findFlag(command: CliCommand, token: string): CliFlag | undefined {
  const flags = flagsOf(command);
  if (token.startsWith('--')) {
    return flags.find((flag) => flag.name === token.slice(2));
  }
  return flags.find((flag) => flag.shorthand === token.slice(1));
}

function acceptsAnyValue(flag: CliFlag): boolean {
  return !flag.values || flag.values.some((value) => /^<.*>$/.test(value));
}

function checkValue(flag: CliFlag, value: Token, command: string): string | null {
  if (value.placeholder) return null;
  if (flag.type === 'bool') {
    return ['true', 'false'].includes(value.value)
      ? null
      : `--${flag.name} is a bool flag of "${command}" and takes true or false`;
  }
  if (flag.type === 'int' && !/^-?\d+$/.test(value.value)) {
    return `--${flag.name} of "${command}" takes a whole number`;
  }
  if (flag.type === 'float64' && !/^-?\d+(\.\d+)?$/.test(value.value)) {
    return `--${flag.name} of "${command}" takes a number`;
  }
  if (!acceptsAnyValue(flag)) {
    const values = flag.type === 'stringSlice' ? value.value.split(',') : [value.value];
    const bad = values.find((v) => !flag.values!.includes(v));
    if (bad !== undefined) {
      return `"${bad}" is not accepted by --${flag.name} of "${command}" (accepted: ${flag.values!.join(', ')})`;
    }
  }
  return null;
}

/** A `thv` invocation found in a command line, resolved against the CLI data. */
export type ThvInvocation = {
  /** The deepest command the words name; `null` for a cobra built-in such as `completion`. */
  command: CliCommand | null;
  /** Positional arguments, in order. */
  args: Token[];
  /** Long names of the flags given. */
  given: Set<string>;
  /** True when `--help`/`-h` was given. */
  help: boolean;
  /** Unknown flags or subcommands and values the flags reject. */
  problems: Omit<CommandProblem, 'file' | 'line'>[];
};

/**
 * Resolves every `thv` invocation of a command line (which may hold several
 * shell commands joined by pipes or `&&`): the command the words name, its
 * flags and their values, and its positional arguments. Segments that do not
 * run `thv` are skipped.
 */
export function parseCommandLine(text: string, model: CliModel): ThvInvocation[] {
  const invocations: ThvInvocation[] = [];
  const root = model.commands.find((command) => command.parent === null)!;
  for (const segment of segments(text)) {
    let start = 0;
    while (start < segment.length && /^[A-Za-z_][A-Za-z0-9_]*=/.test(segment[start]!.value)) {
      start += 1;
    }
    if (segment[start]?.value === 'sudo') start += 1;
    if (segment[start]?.value !== root.path[0]) continue;
    const tokens = segment.slice(start + 1);
    const problems: ThvInvocation['problems'] = [];

    let command: CliCommand | null = root;
    let descending = true;
    let help = false;
    const args: Token[] = [];
    const given = new Set<string>();
    for (let i = 0; i < tokens.length; i += 1) {
      const token = tokens[i]!;
      const name = command.path.join(' ');
      if (token.value === '--') break;
      if (token.value.startsWith('-') && token.value.length > 1 && !token.placeholder) {
        const [flagToken, inline] = token.value.split(/=(.*)/s, 2) as [string, string | undefined];
        if (HELP_FLAGS.has(flagToken)) help = true;
        if (!flagToken.startsWith('--') && flagToken.length > 2) {
          // Combined short bool flags, e.g. -af.
          for (const letter of flagToken.slice(1)) {
            const flag = findFlag(command, `-${letter}`);
            if (!flag || flag.type !== 'bool') {
              problems.push({
                token: token.value,
                message: `unknown flag "-${letter}" for "${name}"`,
              });
            } else {
              given.add(flag.name);
            }
          }
          continue;
        }
        const flag = findFlag(command, flagToken);
        if (!flag) {
          problems.push({token: flagToken, message: `unknown flag "${flagToken}" for "${name}"`});
          continue;
        }
        given.add(flag.name);
        let value: Token | undefined;
        if (inline !== undefined) {
          value = {value: inline, placeholder: token.placeholder || /\$\w/.test(inline)};
        } else if (flag.type !== 'bool') {
          const next = tokens[i + 1];
          if (
            !next ||
            next.value === '--' ||
            (next.value.startsWith('-') && !next.placeholder && !/^-\d/.test(next.value))
          ) {
            problems.push({
              token: flagToken,
              message: `flag "${flagToken}" of "${name}" needs a value`,
            });
            continue;
          }
          value = next;
          i += 1;
        }
        if (value) {
          const message = checkValue(flag, value, name);
          if (message) problems.push({token: value.value, message});
        }
        continue;
      }
      if (descending) {
        const current: CliCommand = command;
        const child = current.children
          .map((page) => model.byPage.get(page)!)
          .find(
            (candidate) =>
              candidate.path[candidate.path.length - 1] === token.value ||
              candidate.aliases?.includes(token.value),
          );
        if (child) {
          command = child;
          continue;
        }
        const builtin = model.builtinCommands.find(
          (entry) =>
            entry.path.length === current.path.length + 1 &&
            entry.path.slice(0, -1).join(' ') === current.path.join(' ') &&
            entry.path[entry.path.length - 1] === token.value,
        );
        if (builtin) {
          const rest = tokens.slice(i + 1).filter((t) => !t.value.startsWith('-'));
          const bad = builtin.args ? rest.find((t) => !builtin.args!.includes(t.value)) : undefined;
          if (bad) {
            problems.push({
              token: bad.value,
              message: `"${builtin.path.join(' ')}" accepts ${builtin.args!.join(', ')}`,
            });
          }
          command = null;
          break;
        }
        descending = false;
        if (!current.runnable || (current.children.length > 0 && current.args.max === 0)) {
          problems.push({
            token: token.value,
            message: `unknown command "${token.value}" for "${name}"`,
          });
          break;
        }
      }
      args.push(token);
    }
    invocations.push({command, args, given, help, problems});
  }
  return invocations;
}

/**
 * Checks one command line (which may hold several shell commands joined by
 * pipes or `&&`); only segments that run `thv` are checked: the words, the
 * flags and their values (see {@link parseCommandLine}) and, for a complete
 * command, the number of positional arguments.
 *
 * @returns problems with `file` and `line` left for the caller to fill in
 */
export function checkCommandLine(
  text: string,
  model: CliModel,
): Omit<CommandProblem, 'file' | 'line'>[] {
  const problems: Omit<CommandProblem, 'file' | 'line'>[] = [];
  for (const {command, args, given, help, problems: found} of parseCommandLine(text, model)) {
    problems.push(...found);
    if (!command || help || found.length > 0 || !command.runnable) continue;
    const name = command.path.join(' ');
    const {min, max, optionalWith = []} = command.args;
    if (max !== null && args.length > max) {
      problems.push({
        token: args[max]!.value,
        message: `"${name}" takes at most ${max} argument${max === 1 ? '' : 's'}`,
      });
    } else if (args.length < min && !optionalWith.some((flag) => given.has(flag))) {
      problems.push({
        token: name,
        message: `"${name}" needs at least ${min} argument${min === 1 ? '' : 's'}`,
      });
    }
  }
  return problems;
}

/** Checks every shell code block of one Markdown/MDX text. */
export function checkMarkdown(markdown: string, file: string, model: CliModel): CommandProblem[] {
  return shellCommandLines(markdown).flatMap(({line, text}) =>
    checkCommandLine(text, model).map((problem) => ({file, line, ...problem})),
  );
}

/** Checks every Markdown and MDX file under `dir` (default `docs`). */
export function checkDocs(model: CliModel, dir = 'docs'): CommandProblem[] {
  return markdownFiles(dir).flatMap((file) =>
    checkMarkdown(readFileSync(file, 'utf8'), file, model),
  );
}

/** One line per problem: `file:line: token: message`. */
export function formatProblems(problems: CommandProblem[]): string {
  return problems.map((p) => `${p.file}:${p.line}: ${p.token}: ${p.message}`).join('\n');
}
