/**
 * Reading order and sections from the docs plugin's loaded sidebars
 * (`@docusaurus/plugin-content-docs` 3.8.1, `LoadedVersion.sidebars`, after
 * `sidebars.ts` is processed).
 */

/** A processed sidebar item: the fields used here. */
export type SidebarItem =
  | {type: 'doc' | 'ref'; id: string; label?: string}
  | {
      type: 'category';
      label: string;
      items: SidebarItem[];
      link?: {type: 'doc'; id: string} | {type: 'generated-index'; permalink: string};
    }
  | {type: 'link'; href: string; label: string}
  | {type: 'html'; value: string};

/** One page of the sidebar in reading order. */
export type SidebarEntry = {
  /** A doc id (`toolhive/faq`) or a generated index's permalink (`/toolhive/tutorials`). */
  key: {docId: string} | {permalink: string};
  /** The label of the top-level category it sits in, or null for a top-level page. */
  section: string | null;
};

/**
 * Every doc and generated index of the sidebars, in reading order (a
 * category's own page before its items), each with its top-level category.
 *
 * @param sidebars the loaded sidebars, by sidebar id
 */
export function sidebarOrder(
  sidebars: Readonly<Record<string, readonly SidebarItem[]>>,
): SidebarEntry[] {
  const out: SidebarEntry[] = [];
  const seen = new Set<string>();
  const add = (key: SidebarEntry['key'], section: string | null) => {
    const id = 'docId' in key ? `doc:${key.docId}` : `index:${key.permalink}`;
    if (seen.has(id)) return;
    seen.add(id);
    out.push({key, section});
  };
  const walk = (items: readonly SidebarItem[], section: string | null, top: boolean) => {
    for (const item of items) {
      if (item.type === 'doc' || item.type === 'ref') add({docId: item.id}, section);
      else if (item.type === 'category') {
        const own = top ? item.label : section;
        if (item.link?.type === 'doc') add({docId: item.link.id}, own);
        else if (item.link?.type === 'generated-index') add({permalink: item.link.permalink}, own);
        walk(item.items, own, false);
      }
    }
  };
  for (const items of Object.values(sidebars)) walk(items, null, true);
  return out;
}

/**
 * The items of the category whose generated index has this permalink, or
 * an empty list when there is none.
 */
export function generatedIndexItems(
  sidebars: Readonly<Record<string, readonly SidebarItem[]>>,
  permalink: string,
): SidebarItem[] {
  let found: SidebarItem[] = [];
  const walk = (items: readonly SidebarItem[]) => {
    for (const item of items) {
      if (item.type !== 'category') continue;
      if (item.link?.type === 'generated-index' && item.link.permalink === permalink) {
        found = item.items;
        return;
      }
      walk(item.items);
    }
  };
  for (const items of Object.values(sidebars)) walk(items);
  return found;
}
