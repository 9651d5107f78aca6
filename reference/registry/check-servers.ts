import {readFileSync} from 'node:fs';

import {parseCommandLine, blockCommandLines, type CommandProblem} from '../cli/check-commands';
import type {CliModel} from '../cli/schema';
import {markdownFiles} from '../code-blocks';
import {docUnits} from '../docs-ast';
import type {Registry} from './schema';

/**
 * Checks that every registry server a page runs or looks up exists in the
 * built-in registry of the ToolHive version the docs describe. It reads the
 * first argument of `thv run` and `thv registry info` in shell code blocks
 * and in inline code. An argument with `/`, `:` or `.` is an image
 * reference or a `uvx://`-style package, not a server name, and placeholders
 * such as `<SERVER_NAME>` are skipped.
 */

const LOOKUPS = new Set(['thv run', 'thv registry info']);

/** True when `thv run` would read the argument as a registry server name. */
export function isServerName(arg: string): boolean {
  return !/[/:.@]/.test(arg);
}

/**
 * Problems in one command line: a server name that is not in the registry.
 *
 * @returns problems with `file` and `line` left for the caller to fill in
 */
export function checkServerNames(
  text: string,
  cli: CliModel,
  registry: Registry,
): Omit<CommandProblem, 'file' | 'line'>[] {
  return parseCommandLine(text, cli).flatMap(({command, args}) => {
    const arg = args[0];
    if (!command || !LOOKUPS.has(command.path.join(' ')) || !arg || arg.placeholder) return [];
    if (!isServerName(arg.value) || arg.value in registry.servers) return [];
    return [
      {
        token: arg.value,
        message: `"${arg.value}" is not a server in the ToolHive ${registry.version} registry`,
      },
    ];
  });
}

/** Checks the code blocks and inline code of one Markdown/MDX text. */
export function checkServersInMarkdown(
  markdown: string,
  file: string,
  cli: CliModel,
  registry: Registry,
): CommandProblem[] {
  const lines = docUnits(markdown).flatMap((unit) =>
    unit.kind === 'code'
      ? blockCommandLines(unit.language, unit.value, unit.line + 1)
      : unit.code.map((code) => ({line: code.line, text: code.value})),
  );
  return lines.flatMap(({line, text}) =>
    checkServerNames(text, cli, registry).map((problem) => ({file, line, ...problem})),
  );
}

/** Checks every Markdown and MDX file under `dir` (default `docs`). */
export function checkServersInDocs(
  cli: CliModel,
  registry: Registry,
  dir = 'docs',
): CommandProblem[] {
  return markdownFiles(dir).flatMap((file) =>
    checkServersInMarkdown(readFileSync(file, 'utf8'), file, cli, registry),
  );
}
