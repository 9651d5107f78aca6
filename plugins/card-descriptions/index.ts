import {resolve} from 'node:path';
import pluginContentDocs from '@docusaurus/plugin-content-docs';
import type {
  LoadedContent,
  PluginOptions,
  PropCategoryGeneratedIndex,
  PropSidebarItem,
  PropVersionMetadata,
} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin, RouteConfig} from '@docusaurus/types';

/** Doc descriptions by doc id (`toolhive/tutorials/quickstart-cli` → its description). */
export type DocDescriptions = {[docId: string]: string};

/**
 * The route prop of a generated-index page that holds the descriptions of
 * the docs its cards link to (read by `theme/DocCategoryGeneratedIndexPage`).
 */
export const DESCRIPTIONS_PROP = 'docDescriptions';

/** A copy of `object` without `key`. */
function omit<T extends object, K extends keyof T>(object: T, key: K): Omit<T, K> {
  const copy = {...object};
  delete copy[key];
  return copy;
}

/** The docs a category's cards link to: the ids of its direct doc links, in order. */
function cardDocIds(items: PropSidebarItem[]): string[] {
  return items.flatMap((item) => (item.type === 'link' && item.docId ? [item.docId] : []));
}

/** The category whose link is the generated index at `permalink`, searched depth-first. */
function categoryAt(
  items: PropSidebarItem[],
  permalink: string,
): Extract<PropSidebarItem, {type: 'category'}> | undefined {
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (item.href === permalink) return item;
    const found = categoryAt(item.items, permalink);
    if (found) return found;
  }
  return undefined;
}

/**
 * Moves doc descriptions out of a docs version's metadata and onto the
 * generated-index pages that show them.
 *
 * The docs plugin (`@docusaurus/plugin-content-docs` 3.8.1, `lib/routes.js`,
 * `buildVersionRoutes`) gives each version route a `version` prop
 * (`lib/props.js`, `toVersionMetadataProp`) holding every doc's `id`,
 * `title`, `description` and `sidebar`; that prop is one JSON chunk that
 * every docs page loads. The classic theme reads those descriptions in one
 * place only, the doc cards of a generated-index page
 * (`@docusaurus/theme-classic` 3.8.1, `lib/theme/DocCard`:
 * `item.description ?? useDocById(item.docId)?.description`).
 *
 * Returns a copy of `route` in which each `version` prop's docs have no
 * `description`, and each generated-index route below it (`props.categoryGeneratedIndex`)
 * has a {@link DESCRIPTIONS_PROP} prop: the descriptions of the docs its
 * category links to directly, the cards it shows. Other routes are returned
 * as they are. The input is not changed.
 *
 * @throws Error naming the page when a generated index has no category in its sidebar
 */
export function moveCardDescriptions(route: RouteConfig): RouteConfig {
  const version = route.props?.version as PropVersionMetadata | undefined;
  if (!version?.docs || !version.docsSidebars) {
    return route.routes ? {...route, routes: route.routes.map(moveCardDescriptions)} : route;
  }
  const descriptions: DocDescriptions = Object.fromEntries(
    Object.values(version.docs).map((doc) => [doc.id, doc.description]),
  );
  const docs = Object.fromEntries(
    Object.entries(version.docs).map(([id, doc]) => [id, omit(doc, 'description')]),
  );

  const withDescriptions = (child: RouteConfig): RouteConfig => {
    const index = child.props?.categoryGeneratedIndex as
      (PropCategoryGeneratedIndex & {sidebar?: string}) | undefined;
    if (!index) {
      return child.routes ? {...child, routes: child.routes.map(withDescriptions)} : child;
    }
    const sidebarName = index.sidebar ?? (child.sidebar as string | undefined);
    const sidebar = sidebarName ? version.docsSidebars[sidebarName] : undefined;
    const category = sidebar && categoryAt(sidebar, index.permalink);
    if (!category) {
      throw new Error(
        `The generated index ${index.permalink} has no category in the sidebar ${sidebarName ?? '(none)'}, so its cards' descriptions cannot be found. Check its link in sidebars.ts.`,
      );
    }
    const shown = Object.fromEntries(
      cardDocIds(category.items).flatMap((id) =>
        descriptions[id] === undefined ? [] : [[id, descriptions[id]]],
      ),
    );
    return {...child, props: {...child.props, [DESCRIPTIONS_PROP]: shown}};
  };

  return {
    ...route,
    props: {...route.props, version: {...version, docs}},
    ...(route.routes && {routes: route.routes.map(withDescriptions)}),
  };
}

/**
 * Local plugin: the docs plugin (`@docusaurus/plugin-content-docs`, same
 * options, same name and id, same loaded content) whose routes go through
 * {@link moveCardDescriptions}, so that docs pages no longer download every
 * doc's description. Provides `theme/`, which hands the descriptions to the
 * theme's doc cards. See README.md.
 *
 * Use it in place of the classic preset's docs plugin (`docs: false` in the
 * preset), by path, with the docs plugin's options:
 * `['./plugins/card-descriptions/index.ts', {…}]`. By path, Docusaurus finds this
 * module's `validateOptions`, the docs plugin's own, and normalises the
 * options with it before calling the plugin.
 */
export default async function cardDescriptions(
  context: LoadContext,
  options: PluginOptions,
): Promise<Plugin<LoadedContent>> {
  const docs = await pluginContentDocs(context, options);
  const theme = resolve('plugins/card-descriptions/theme');
  return {
    ...docs,
    getThemePath: () => theme,
    getTypeScriptThemePath: () => theme,
    async contentLoaded({content, actions}) {
      await docs.contentLoaded?.({
        content,
        actions: {...actions, addRoute: (route) => actions.addRoute(moveCardDescriptions(route))},
      });
    },
  };
}

export {validateOptions} from '@docusaurus/plugin-content-docs';
