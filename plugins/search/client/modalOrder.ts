/**
 * The order in which DocSearch's modal shows hits. DocSearch 3.9.0 groups
 * the hits of a query by `hierarchy.lvl0` (at most `maxResultsPerGroup`, 5,
 * per group, groups in order of their first hit) and, inside a group, by
 * `hierarchy.lvl1` (https://github.com/algolia/docsearch/blob/v3.9.0/packages/docsearch-react/src/DocSearchModal.tsx,
 * `groupBy` in `getSources`). So a weak hit of the first group shows before
 * a strong hit of the second. `forModal` hands the modal a list whose first
 * five shown hits are the five best.
 */

type GroupedHit = {hierarchy: {lvl0?: string | null; lvl1?: string | null}};

/** Hits per group in DocSearch's modal (its `maxResultsPerGroup` default). */
export const HITS_PER_GROUP = 5;

/** How many of the best hits the modal must show first. */
const TOP = 5;

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

/** What a search client answers, as far as the modal's order needs it. */
type Answer = {results: {hits?: GroupedHit[]; query?: string; complete?: boolean}[]};

/**
 * A search client whose answers reach the modal in `forModal` order, for
 * the embedded index and Algolia alike. `onAnswer` hears, for each query,
 * whether its best hit matches every word (`complete`; Algolia, which does
 * not say, counts as complete).
 */
export function inModalOrder<C extends {search: (...args: never[]) => Promise<unknown>}>(
  client: C,
  onAnswer: (query: string, complete: boolean) => void,
): C {
  return {
    ...client,
    search: async (...args: Parameters<C['search']>) => {
      const answer = (await client.search(...args)) as Answer;
      for (const result of answer.results) {
        if (result.hits) result.hits = forModal(result.hits);
        if (typeof result.query === 'string') onAnswer(result.query, result.complete !== false);
      }
      return answer;
    },
  };
}
