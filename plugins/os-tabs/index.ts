import {resolve} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

import {inlineScript} from '../inline-scripts';
import {OS_TAB_GROUPS, tabAttribute, tabClass, type OsTabGroup} from './groups';

export {OS_TAB_GROUPS} from './groups';

/** Where the site keeps what readers choose (`future.experimental_storage`, resolved). */
export type SiteStorage = LoadContext['siteStorage'];

/**
 * The storage key under which the classic theme keeps a tab group's
 * selection: `docusaurus.tab.<groupId>` plus the site's storage namespace
 * (`@docusaurus/theme-common` 3.8.1, `lib/utils/tabsUtils.js`
 * `getStorageKey`, and `lib/utils/storageUtils.js` `applyNamespace`;
 * `tests/unit/canaries.test.ts` checks both).
 */
export function tabStorageKey(groupId: string, storage: SiteStorage): string {
  return `docusaurus.tab.${groupId}${storage.namespace}`;
}

/**
 * The inline script, in `<head>`, that settles each group's tab before the
 * first paint. For each group of `groups`: when the reader has no stored
 * choice, it stores the tab for their operating system (`detectOs` in `inline.ts`)
 * under the theme's key ({@link tabStorageKey}), so that the theme selects
 * it on hydration as well. The page shows the tab named in the URL
 * (`?os=linux`, not stored), else the stored one; the script names it in
 * `<html data-tab-<group>="…">` for the CSS of {@link preHydrationCss}. It
 * does nothing where storage is unavailable.
 *
 * The source depends only on the groups and the storage settings, so every
 * page has the same script (one CSP hash, `plugins/nginx`).
 *
 * @returns the script's source
 */
export function osTabsScript(
  storage: SiteStorage,
  groups: Readonly<Record<string, OsTabGroup>> = OS_TAB_GROUPS,
): string {
  const data = Object.entries(groups).map(([id, group]) => ({
    key: tabStorageKey(id, storage),
    attribute: tabAttribute(id),
    query: group.queryString,
    values: group.values,
    pick: group.pick,
  }));
  return inlineScript(resolve(__dirname, 'inline.ts'), {storage: storage.type, groups: data});
}

/**
 * CSS that shows, until the page hydrates, the tab that {@link osTabsScript}
 * named: the server HTML has each `<Tabs>` on its default tab, and the
 * theme moves to the stored one only once the scripts run, after the first
 * paint (`plugins/html-shell`). For each group and value, while
 * `<html data-tab-<group>>` names that value and `data-has-hydrated` is not
 * `true`, a tab list that has that value (marked by {@link tabClass}) shows
 * its panel and marks its tab as the theme's active tab does (Infima's
 * `.tabs__item--active`); its other panels hide. Needs `:has()`; browsers
 * without it show the default tab until hydration.
 */
export function preHydrationCss(
  groups: Readonly<Record<string, OsTabGroup>> = OS_TAB_GROUPS,
): string {
  const rules: string[] = [];
  for (const [id, group] of Object.entries(groups)) {
    for (const value of group.values) {
      const html = `html:not([data-has-hydrated='true'])[${tabAttribute(id)}='${value}']`;
      const mark = `.${tabClass(id, value)}`;
      const container = `${html} .tabs-container:has(> div > ${mark})`;
      rules.push(
        `${container} > div > [role='tabpanel']:not(${mark}) { display: none; }`,
        `${container} > div > ${mark}[hidden] { display: block; }`,
        `${container} > ul > .tabs__item--active:not(${mark}) { border-bottom-color: transparent; border-radius: var(--ifm-global-radius); color: inherit; }`,
        `${container} > ul > ${mark} { border-bottom-color: var(--ifm-tabs-color-active-border); border-bottom-left-radius: 0; border-bottom-right-radius: 0; color: var(--ifm-tabs-color-active); }`,
      );
    }
  }
  return rules.join('\n');
}

/**
 * Local plugin: tab groups that start on the reader's operating system
 * (see README.md). Adds {@link osTabsScript} and {@link preHydrationCss} to
 * every page's `<head>`, and the `Tabs` wrapper in `theme/`.
 */
export default function osTabsPlugin(context: LoadContext): Plugin {
  const theme = resolve('plugins/os-tabs/theme');
  return {
    name: 'os-tabs',
    getThemePath: () => theme,
    getTypeScriptThemePath: () => theme,
    injectHtmlTags() {
      return {
        headTags: [
          {tagName: 'script', innerHTML: osTabsScript(context.siteStorage)},
          {tagName: 'style', innerHTML: preHydrationCss()},
        ],
      };
    },
  };
}
