import {mkdirSync, readdirSync, rmSync} from 'node:fs';
import {join, resolve} from 'node:path';

import {writeIfChanged} from '../write';

import {
  codeBlock,
  generatedBanner,
  inlineCode,
  markdownFlavour,
  MDX_FLAVOUR,
  yamlString,
  type Flavour,
} from '../markdown';
import {loadCliModel, type CliCommand, type CliFlag, type CliModel} from './schema';

/** Folder the generated CLI pages are written to. */
export const CLI_PAGES_DIR = resolve('docs/toolhive/reference/cli');

const ROUTE = '/toolhive/reference/cli';

function formatDefault(flag: CliFlag): string {
  const value = flag.default;
  if (Array.isArray(value)) {
    return value.length ? inlineCode(`[${value.join(',')}]`) : '';
  }
  if (value === '' || (flag.type === 'bool' && value === false)) {
    return '';
  }
  if (typeof value === 'number' && value === 0 && flag.type !== 'float64') {
    return '';
  }
  return inlineCode(String(value));
}

function typeLabel(flag: CliFlag): string {
  switch (flag.type) {
    case 'bool':
      return 'bool';
    case 'stringSlice':
      return 'strings';
    case 'stringArray':
      return 'stringArray';
    case 'float64':
      return 'float';
    default:
      return flag.type;
  }
}

function flagDescription(flag: CliFlag, f: Flavour): string {
  const parts = [f.cell(flag.description)];
  if (flag.values) {
    parts.push(`One of: ${flag.values.map((v) => inlineCode(v)).join(', ')}.`);
  }
  if (flag.type === 'stringArray' || flag.type === 'stringSlice') {
    parts.push(
      flag.type === 'stringSlice'
        ? 'Repeat the flag or separate values with commas.'
        : 'Repeat the flag for more values.',
    );
  }
  if (flag.required) {
    parts.push('**Required.**');
  }
  if (flag.caution) {
    parts.push(`**Caution:** ${f.cell(flag.caution)}`);
  }
  return parts.join(' ');
}

/**
 * The anchor of a flag's row on its command page (`flag-proxy-port` for
 * `--proxy-port`), so links and search results can point at one flag.
 * Flag names are letters, digits and dashes (`reference/cli/schema.ts`).
 */
export function flagAnchor(name: string): string {
  return `flag-${name}`;
}

function flagTable(flags: CliFlag[], f: Flavour): string[] {
  const rows = [
    '| Flag | Shorthand | Type | Default | Description |',
    '| --- | --- | --- | --- | --- |',
  ];
  for (const flag of flags) {
    rows.push(
      `| ${f.anchor(flagAnchor(flag.name), inlineCode(`--${flag.name}`))} | ${flag.shorthand ? inlineCode(`-${flag.shorthand}`) : ''} | ${typeLabel(flag)} | ${formatDefault(flag)} | ${flagDescription(flag, f)} |`,
    );
  }
  return rows;
}

function link(command: CliCommand, f: Flavour): string {
  return `[${inlineCode(command.path.join(' '))}](${f.href(`${ROUTE}/${command.page}`)})`;
}

/**
 * The body of one command's reference page, below its title, in the given
 * flavour (MDX for the page, Markdown for its twin).
 *
 * @param command the command to render
 * @param model the whole CLI model, for parent and child links
 * @returns the lines of the body
 */
function commandBody(command: CliCommand, model: CliModel, f: Flavour): string[] {
  const name = command.path.join(' ');
  const out: string[] = [f.text(command.summary), ''];
  if (command.description !== command.summary) {
    out.push(f.markdown(command.description.trim()), '');
  }
  out.push('## Synopsis', '', codeBlock(command.usage, 'text'), '');
  if (command.aliases?.length) {
    out.push(`Aliases: ${command.aliases.map((a) => inlineCode(a)).join(', ')}`, '');
  }
  if (command.args.description) {
    out.push(`**Arguments:** ${f.text(command.args.description)}`, '');
  }
  if (!command.runnable) {
    out.push(
      `${inlineCode(name)} groups related subcommands and does nothing on its own; run one of the subcommands below.`,
      '',
    );
  }
  const ownFlags = [...command.flags, ...(command.persistentFlags ?? [])];
  out.push('## Flags', '', ...flagTable(ownFlags, f), '');
  if (command.inheritedFlags.length) {
    out.push(
      '## Inherited flags',
      '',
      'These flags are defined on a parent command and work here too.',
      '',
      ...flagTable(command.inheritedFlags, f),
      '',
    );
  }
  if (command.notes?.length) {
    out.push(
      ...f.note(
        'Behaviour to know',
        command.notes.map((note) => `- ${f.text(note)}`),
      ),
      '',
    );
  }
  if (command.examples.length) {
    out.push('## Examples', '');
    for (const example of command.examples) {
      out.push(f.text(example.description), '', codeBlock(example.command, 'bash'), '');
    }
  }
  const parent = command.parent ? model.byPage.get(command.parent) : undefined;
  const children = command.children.map((page) => model.byPage.get(page)!);
  if (parent || children.length) {
    out.push('## See also', '');
    if (parent) {
      out.push(`- ${link(parent, f)}: ${f.text(parent.summary)}`);
    }
    for (const child of children) {
      out.push(`- ${link(child, f)}: ${f.text(child.summary)}`);
    }
    out.push('');
  }
  return out;
}

/**
 * Renders one command's reference page as MDX.
 *
 * @param command the command to render
 * @param model the whole CLI model, for parent and child links
 * @returns the page text, ending with a newline
 */
export function renderCommandPage(command: CliCommand, model: CliModel): string {
  const name = command.path.join(' ');
  const out: string[] = [
    '---',
    `title: ${yamlString(name)}`,
    `description: ${yamlString(`Reference for ${name} (ToolHive ${model.version}): ${command.summary}`)}`,
    `sidebar_label: ${yamlString(command.path[command.path.length - 1]!)}`,
    '---',
    '',
    generatedBanner('reference/cli/commands.json', 'reference/cli/generate.ts'),
    '',
    ...commandBody(command, model, MDX_FLAVOUR),
  ];
  return `${out.join('\n').trimEnd()}\n`;
}

/**
 * The Markdown twin's body of one command's page (everything below the
 * title), from the same data as {@link renderCommandPage}: GitHub-flavoured
 * Markdown with absolute links, for `plugins/llms`.
 *
 * @param siteUrl the site's URL without a trailing slash
 * @returns the body, ending with a newline
 */
export function renderCommandMarkdown(
  command: CliCommand,
  model: CliModel,
  siteUrl: string,
): string {
  const f = markdownFlavour(siteUrl, `${siteUrl}${ROUTE}/${command.page}`);
  return `${commandBody(command, model, f).join('\n').trimEnd()}\n`;
}

/** Every generated CLI page, keyed by file name (`thv_run.mdx`). */
export function renderCliPages(model: CliModel = loadCliModel()): Map<string, string> {
  return new Map(
    model.commands.map((command) => [`${command.page}.mdx`, renderCommandPage(command, model)]),
  );
}

/** File names of generated pages currently on disk. */
export function existingCliPages(dir: string = CLI_PAGES_DIR): string[] {
  try {
    return readdirSync(dir).filter((file) => /^thv.*\.mdx?$/.test(file));
  } catch {
    return [];
  }
}

/** Writes every CLI page and removes pages whose command no longer exists. */
export function writeCliPages(dir: string = CLI_PAGES_DIR): number {
  const pages = renderCliPages();
  mkdirSync(dir, {recursive: true});
  for (const file of existingCliPages(dir)) {
    if (!pages.has(file)) {
      rmSync(join(dir, file));
    }
  }
  for (const [file, text] of pages) writeIfChanged(join(dir, file), text);
  return pages.size;
}
