/** An operating system the site can tell from the browser. */
export type OperatingSystem = 'macos' | 'windows' | 'linux';

/** A `<Tabs groupId>` whose first selection follows the reader's operating system. */
export type OsTabGroup = {
  /** The search parameter that selects a tab (`?os=linux`), the `<Tabs queryString>`. */
  queryString: string;
  /** Every tab value that any `<Tabs>` of the group may have. */
  values: readonly string[];
  /** The tab a reader on each system sees first, until they choose another. */
  pick: Readonly<Record<OperatingSystem, string>>;
};

/**
 * The tab groups that start on the reader's operating system. A `<Tabs>`
 * with one of these `groupId`s gets the group's `queryString`, and the build
 * fails when one of its tabs has a value not listed here
 * (`theme/Tabs/index.tsx`).
 *
 * - `os`: steps that differ by system (install pages, quickstarts, file paths).
 * - `installer`: how to install the CLI (`docs/toolhive/guides-cli/install.mdx`,
 *   `docs/toolhive/tutorials/quickstart-cli.mdx`); WinGet on Windows, Homebrew
 *   elsewhere.
 */
export const OS_TAB_GROUPS: Readonly<Record<string, OsTabGroup>> = {
  os: {
    queryString: 'os',
    values: ['macos', 'windows', 'linux'],
    pick: {macos: 'macos', windows: 'windows', linux: 'linux'},
  },
  installer: {
    queryString: 'installer',
    values: ['homebrew', 'winget', 'binary', 'source'],
    pick: {macos: 'homebrew', windows: 'winget', linux: 'homebrew'},
  },
};

/**
 * The class that marks, in the server HTML, a group's tab and panel of one
 * value, so that CSS can show the reader's tab before the page hydrates
 * (`preHydrationCss` in `index.ts`). Values are plain words, as in
 * {@link OS_TAB_GROUPS}.
 */
export function tabClass(groupId: string, value: string): string {
  return `os-tabs--${groupId}-${value}`;
}

/** The `<html>` attribute that names a group's tab before hydration, `data-tab-<group>`. */
export function tabAttribute(groupId: string): string {
  return `data-tab-${groupId}`;
}
