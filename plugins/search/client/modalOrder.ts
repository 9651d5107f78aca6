import {forModal, type GroupedHit} from '../engine/order';

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
