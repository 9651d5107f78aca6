import {readFileSync} from 'node:fs';
import {basename} from 'node:path';

import {markdownFiles} from '../code-blocks';
import {docUnits} from '../docs-ast';
import {findFlag, parseCommandLine, blockCommandLines, type CommandProblem} from './check-commands';
import type {CliCommand, CliModel} from './schema';

/**
 * Checks the `thv` flags and commands a page names outside its code blocks:
 * in prose, headings, table cells, `<summary>` lines and inline code.
 *
 * - Inline code that starts with `thv` (for example `thv run --isolate-network`)
 *   is read as a command: its words, flags and values must exist in the CLI
 *   data. A flag at the end without its value is accepted (prose often names
 *   a flag that way); the number of arguments is not checked.
 * - A flag on its own (`--proxy-port`, `--name=x`, `-e`) must be a flag of a
 *   `thv` command the same paragraph, table row or heading names, or of any
 *   `thv` command the page names elsewhere (in code blocks or inline code; on
 *   a generated CLI page, that page's command). With a value, the value must
 *   be one the flag accepts. On a page that names no `thv` command, it must
 *   be a flag of some `thv` command.
 * - Left alone: a flag in a paragraph that names another tool (`docker`,
 *   `helm`, `mcp-remote`, …) and no `thv` command, or after a code block
 *   whose last line runs another tool; flags of cobra built-ins the page runs
 *   (`--no-descriptions`); and a server's own options passed after `--`.
 */

/** Command-line tools other than `thv` that the pages name; their flags are not checked. */
const OTHER_TOOLS = new Set([
  'brew',
  'cat',
  'claude',
  'code',
  'colima',
  'cursor',
  'curl',
  'docker',
  'export',
  'gh',
  'git',
  'go',
  'helm',
  'jq',
  'kind',
  'kubectl',
  'mcp-remote',
  'minikube',
  'node',
  'npm',
  'npx',
  'oc',
  'op',
  'openssl',
  'pip',
  'podman',
  'python',
  'python3',
  'setx',
  'ssh',
  'sudo',
  'systemctl',
  'tar',
  'uv',
  'uvx',
  'wget',
  'winget',
  'wsl',
]);

/** Tool names that, written in plain prose, mark a paragraph as about another tool. */
const OTHER_TOOL_WORDS =
  /\b(docker|podman|kubectl|helm|npx|uvx|mcp-remote|curl|winget|brew|npm|pip|Colima|OrbStack|Claude Code|VS Code|Cursor|Kubernetes|ingress|nginx|proxy runner|thv-proxyrunner)\b/i;

const FLAG_IN_CODE = /^(--?[A-Za-z][\w-]*)(?:[= ](.*))?$/;
const FLAG_IN_TEXT = /(?:^|[\s(“"'])(--[a-z][a-z0-9-]*[a-z0-9])\b/g;

/** The first word of a command, after `VAR=value` assignments and a prompt. */
function firstWord(text: string): string {
  const words = text
    .replace(/^\s*\$\s+/, '')
    .trim()
    .split(/\s+/);
  let i = 0;
  while (i < words.length && /^[A-Za-z_][A-Za-z0-9_]*=/.test(words[i]!)) i += 1;
  return words[i] ?? '';
}

/** The command a generated CLI reference page documents, from its file name. */
function pageCommand(file: string, model: CliModel): CliCommand | null {
  return model.byPage.get(basename(file).replace(/\.mdx?$/, '')) ?? null;
}

function resolveFragment(text: string, model: CliModel) {
  const invocations = parseCommandLine(text, model);
  return {
    commands: invocations.flatMap((i) => (i.command ? [i.command] : [])),
    problems: invocations
      .flatMap((i) => i.problems)
      .filter((p) => !/needs a value$/.test(p.message)),
  };
}

/**
 * Checks the prose of one Markdown/MDX text.
 *
 * @param file the file name used in problems; on a generated CLI page its
 *   base name names the page's command
 * @returns one problem per unknown flag, subcommand or rejected value
 */
export function checkProse(markdown: string, file: string, model: CliModel): CommandProblem[] {
  const problems: CommandProblem[] = [];
  const topic = pageCommand(file, model);
  const units = docUnits(markdown);

  // Every thv command the page names, in code blocks or inline code; the
  // flags of cobra built-ins it runs (`thv completion zsh --no-descriptions`);
  // and the server's own options passed after `--` (`thv run sqlite -- --db x`).
  const pageCommands: CliCommand[] = topic ? [topic] : [];
  const otherFlags = new Set<string>();
  for (const unit of units) {
    const texts =
      unit.kind === 'code'
        ? blockCommandLines(unit.language, unit.value, unit.line + 1).map((l) => l.text)
        : unit.code.map((c) => c.value);
    for (const text of texts) {
      pageCommands.push(...resolveFragment(text, model).commands);
      for (const builtin of model.builtinCommands) {
        if (text.includes(builtin.path.join(' '))) {
          for (const flag of builtin.flags ?? []) otherFlags.add(`--${flag}`);
        }
      }
      const serverArgs = /^thv\s.*?\s--\s(.*)$/.exec(text)?.[1] ?? '';
      for (const match of serverArgs.matchAll(/(?:^|\s)(--?[A-Za-z][\w-]*)/g)) {
        otherFlags.add(match[1]!);
      }
    }
  }

  let otherTool = false;
  for (const unit of units) {
    if (unit.kind === 'code') {
      const lines = blockCommandLines(unit.language, unit.value, unit.line + 1);
      const last = lines[lines.length - 1];
      if (last) otherTool = firstWord(last.text) !== 'thv' && OTHER_TOOLS.has(firstWord(last.text));
      continue;
    }
    if (unit.node === 'heading' && unit.depth <= 2) otherTool = false;

    const named: CliCommand[] = [];
    let namesOtherTool = OTHER_TOOL_WORDS.test(unit.text);
    const flags: {token: string; value?: string; line: number}[] = [];
    for (const code of unit.code) {
      const value = code.value.trim();
      const word = firstWord(value);
      if (word === 'thv') {
        // `thv config otel set-*` names a family of commands, not one.
        if (value.includes('*')) continue;
        const fragment = resolveFragment(value, model);
        named.push(...fragment.commands);
        problems.push(...fragment.problems.map((p) => ({file, line: code.line, ...p})));
        continue;
      }
      if (OTHER_TOOLS.has(word) || (!value.startsWith('-') && /\s-/.test(value))) {
        // Another program's command line, such as `lsof -i :8080`.
        namesOtherTool = true;
        continue;
      }
      if (!value.startsWith('-')) continue;
      // `--foreground --print-resolved-overlays`: several flags in one span.
      for (const part of value.split(/\s+(?=--?[A-Za-z])/)) {
        const flag = FLAG_IN_CODE.exec(part);
        if (flag) flags.push({token: flag[1]!, value: flag[2], line: code.line});
      }
    }
    for (const match of unit.text.matchAll(FLAG_IN_TEXT)) {
      flags.push({token: match[1]!, line: unit.line});
    }
    if (named.length > 0) otherTool = false;

    const inContext = [...named, ...pageCommands];
    for (const {token, value, line} of flags) {
      if (otherFlags.has(token) || (namesOtherTool && named.length === 0)) continue;
      const owner = inContext.find((command) => findFlag(command, token));
      if (owner) {
        if (value !== undefined && !/^<.*>$/.test(value.trim())) {
          const fragment = resolveFragment(
            `${owner.path.join(' ')} ${token}${value.includes(' ') ? ' ' : '='}${value}`,
            model,
          );
          problems.push(...fragment.problems.map((p) => ({file, line, ...p})));
        }
        continue;
      }
      if (otherTool) continue;
      if (inContext.length === 0) {
        if (!model.commands.some((command) => findFlag(command, token))) {
          problems.push({
            file,
            line,
            token,
            message: `"${token}" is not a flag of any thv command`,
          });
        }
        continue;
      }
      problems.push({
        file,
        line,
        token,
        message: `"${token}" is not a flag of ${
          named.length > 0
            ? named.map((c) => `"${c.path.join(' ')}"`).join(' or ')
            : 'any thv command the page names'
        }`,
      });
    }
  }
  return problems;
}

/** Checks the prose of every Markdown and MDX file under `dir` (default `docs`). */
export function checkProseDocs(model: CliModel, dir = 'docs'): CommandProblem[] {
  return markdownFiles(dir).flatMap((file) => checkProse(readFileSync(file, 'utf8'), file, model));
}
