/**
 * autocomplete-core's default `stallThreshold` in milliseconds, which
 * DocSearch's modal keeps: a search slower than this shows the stalled state.
 */
export const STALL_MS = 300;

/** What DocSearch's modal calls on the answer of `search()`. */
export type HeldAnswer<T> = PromiseLike<T> & {
  catch<R = never>(onRejected?: ((reason: unknown) => R | PromiseLike<R>) | null): Promise<T | R>;
};

/**
 * Wraps one answer of a search client for DocSearch's modal, so that a
 * failed search keeps DocSearch's "Unable to fetch results" screen.
 *
 * DocSearch 3.9.0 shows that screen from the `.catch` it attaches to
 * `search()` when the error is named `RetryError`
 * (https://github.com/algolia/docsearch/blob/v3.9.0/packages/docsearch-react/src/DocSearchModal.tsx),
 * but autocomplete-core 1.17.9 then sets the status back to idle as the
 * request settles (its `.finally`), and to stalled 300 ms after the keystroke
 * if the request is still running
 * (https://github.com/algolia/autocomplete/blob/v1.17.9/packages/autocomplete-core/src/onInput.ts).
 * So a `RetryError` reaches DocSearch's handler once `stallMs` have passed,
 * and the request then never settles: the error screen stays until the next
 * keystroke starts a new request. Results and other errors pass through.
 * Nothing global changes: only the object handed to DocSearch differs.
 *
 * @param answer the client's search promise
 * @param stallMs DocSearch's stall threshold in milliseconds
 */
export function holdFailedSearch<T>(answer: Promise<T>, stallMs = STALL_MS): HeldAnswer<T> {
  const started = Date.now();
  return {
    then: (onFulfilled, onRejected) => answer.then(onFulfilled, onRejected),
    catch: (onRejected) =>
      answer.catch(async (error: unknown) => {
        if (!onRejected) throw error;
        if ((error as Error | null)?.name !== 'RetryError') return onRejected(error);
        const wait = started + stallMs + 20 - Date.now();
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, wait)));
        try {
          onRejected(error);
        } catch {
          // DocSearch rethrows once it has set the error status.
        }
        return new Promise<never>(() => {});
      }),
  };
}

/**
 * A search client whose every `search()` answer is held as
 * `holdFailedSearch` describes; everything else is the client's own.
 */
export function forDocSearch<C extends {search: (...args: never[]) => Promise<unknown>}>(
  client: C,
): C {
  return {
    ...client,
    search: (...args: Parameters<C['search']>) => holdFailedSearch(client.search(...args)),
  };
}
