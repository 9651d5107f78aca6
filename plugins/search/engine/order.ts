/**
 * The order of search hits after ranking, in one place. The engine
 * (`engine.ts`) ranks records and keeps the best one per URL; then:
 *
 * 1. `spreadPages` (the embedded engine's answers): the first five hits
 *    come from five different pages when there are that many, never more
 *    than two of one page;
 * 2. `forModal` (the modal, for either backend): DocSearch's modal groups
 *    hits, and this hands it a list whose first five shown hits are the
 *    five best; `displayOrder` is the order the modal then shows.
 *
 * The search page lists hits in the engine's order; the relevance sets
 * (`relevance/`) score the modal's.
 */

/** The first places: where pages are spread out, and the hits the modal must show first. */
export const TOP = 5;

/**
 * Reorders ranked records so that the first five come from five different
 * pages when there are that many, and no page has more than two of them in
 * any case; the records moved down keep their order after them.
 */
export function spreadPages<T>(items: T[], page: (item: T) => string): T[] {
  const top: T[] = [];
  const counts = new Map<string, number>();
  const taken = new Set<T>();
  for (const perPage of [1, 2]) {
    for (const item of items) {
      if (top.length >= TOP) break;
      if (taken.has(item)) continue;
      const key = page(item);
      const count = counts.get(key) ?? 0;
      if (count >= perPage) continue;
      counts.set(key, count + 1);
      taken.add(item);
      top.push(item);
    }
  }
  // Keep the chosen first five in rank order.
  top.sort((a, b) => items.indexOf(a) - items.indexOf(b));
  return [...top, ...items.filter((item) => !taken.has(item))];
}

/*
 * The order in which DocSearch's modal shows hits. DocSearch 3.9.0 groups
 * the hits of a query by `hierarchy.lvl0` (at most `maxResultsPerGroup`, 5,
 * per group, groups in order of their first hit) and, inside a group, by
 * `hierarchy.lvl1` (https://github.com/algolia/docsearch/blob/v3.9.0/packages/docsearch-react/src/DocSearchModal.tsx,
 * `groupBy` in `getSources`). So a weak hit of the first group shows before
 * a strong hit of the second. `forModal` hands the modal a list whose first
 * five shown hits are the five best.
 */

/** A hit, as far as the modal's grouping reads it. */
export type GroupedHit = {hierarchy: {lvl0?: string | null; lvl1?: string | null}};

/** Hits per group in DocSearch's modal (its `maxResultsPerGroup` default). */
export const HITS_PER_GROUP = 5;

function groupBy<T>(items: readonly T[], key: (item: T) => string, max = Infinity): T[][] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const name = key(item);
    const group = groups.get(name) ?? [];
    if (group.length < max) group.push(item);
    groups.set(name, group);
  }
  return [...groups.values()];
}

/** The hits in the order DocSearch's modal shows them. */
export function displayOrder<T extends GroupedHit>(hits: readonly T[]): T[] {
  return groupBy(hits, (hit) => hit.hierarchy.lvl0 ?? '', HITS_PER_GROUP).flatMap((group) =>
    groupBy(group, (hit) => hit.hierarchy.lvl1 ?? '').flat(),
  );
}

/**
 * The hits to give the modal: the best five, then only the other hits of
 * sections (lvl0) the best five do not show, so grouping cannot put a weaker
 * hit among the first five. The search page lists every hit.
 */
export function forModal<T extends GroupedHit>(hits: readonly T[]): T[] {
  const top = hits.slice(0, TOP);
  const shown = new Set(top.map((hit) => hit.hierarchy.lvl0 ?? ''));
  return [...top, ...hits.slice(TOP).filter((hit) => !shown.has(hit.hierarchy.lvl0 ?? ''))];
}
