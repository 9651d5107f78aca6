import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

import {loadCliModel, type CliCommand, type CliModel} from './schema';

/** One entry of a sidebar written as an array of items. */
type SidebarItemConfig = Extract<SidebarsConfig[string], unknown[]>[number];

/** Doc id of a command's generated page. */
export function cliDocId(page: string): string {
  return `toolhive/reference/cli/${page}`;
}

function toItem(command: CliCommand, model: CliModel): SidebarItemConfig {
  const label = command.path[command.path.length - 1]!;
  const id = cliDocId(command.page);
  if (command.children.length === 0) {
    return {type: 'doc', id, label};
  }
  const children = command.children
    .map((page) => model.byPage.get(page)!)
    .sort((a, b) => a.path.join(' ').localeCompare(b.path.join(' ')));
  return {
    type: 'category',
    label,
    collapsed: true,
    link: {type: 'doc', id},
    items: children.map((child) => toItem(child, model)),
  };
}

/**
 * Sidebar items for the command reference: one root category `thv` whose
 * subcommands nest as categories (linked to their own page) and leaves
 * (labelled with the last word of the command), sorted alphabetically.
 *
 * @param model the CLI model; read from `reference/cli/commands.json` by default
 */
export function cliSidebarItems(model: CliModel = loadCliModel()): SidebarItemConfig[] {
  const roots = model.commands.filter((command) => command.parent === null);
  return roots.map((root) => toItem(root, model));
}
