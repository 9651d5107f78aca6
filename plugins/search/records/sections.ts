import type {LoadedContent} from '@docusaurus/plugin-content-docs';

/** A sidebar item as the docs plugin's loaded content has it, as far as this module reads it. */
type Item = {
  type: string;
  id?: string;
  label?: string;
  items?: Item[];
  link?: {type: 'doc'; id: string} | {type: 'generated-index'; permalink: string};
};

/**
 * The sidebar section of each docs page, which search records carry as
 * lvl0 (as the DocSearch crawler's Docusaurus template does): the label of
 * the top-level sidebar category the page is in, through any depth of
 * nested categories. A category's own page (a doc it links to, or its
 * generated index) is in that category. Pages in no category, or in no
 * sidebar, are left out; their records get the site's default lvl0.
 *
 * Read from the docs plugin's loaded content (every version, every
 * sidebar), not from the rendered page, so that it does not depend on the
 * theme's class names.
 *
 * @param content the docs plugin's loaded content (`allContent` of
 *   `allContentLoaded`, plugin `docusaurus-plugin-content-docs`, id
 *   `default`); `undefined` gives an empty map
 * @returns page path (a doc's permalink without a trailing slash, see
 *   {@link sectionOf}) → section label
 */
export function sidebarSections(content: LoadedContent | undefined): Map<string, string> {
  const sections = new Map<string, string>();
  for (const version of content?.loadedVersions ?? []) {
    const permalinks = new Map(version.docs.map((doc) => [doc.id, doc.permalink]));
    const add = (path: string | undefined, label: string) => {
      if (path !== undefined && !sections.has(pathKey(path))) sections.set(pathKey(path), label);
    };
    const walk = (item: Item, label: string): void => {
      if (item.type === 'doc') add(permalinks.get(item.id!), label);
      if (item.type !== 'category') return;
      if (item.link?.type === 'doc') add(permalinks.get(item.link.id), label);
      if (item.link?.type === 'generated-index') add(item.link.permalink, label);
      for (const child of item.items ?? []) walk(child, label);
    };
    for (const sidebar of Object.values(version.sidebars)) {
      for (const item of sidebar as Item[]) {
        if (item.type === 'category') walk(item, item.label!);
      }
    }
  }
  return sections;
}

/**
 * A page path without its trailing slash. The docs plugin keeps one on an
 * index doc's permalink (`/toolhive/guides-cli/`) that the route, with
 * `trailingSlash: false`, does not have.
 */
function pathKey(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** The sidebar section of the page at `route`, if it is in one. */
export function sectionOf(
  sections: ReadonlyMap<string, string>,
  route: string,
): string | undefined {
  return sections.get(pathKey(route));
}
