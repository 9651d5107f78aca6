/**
 * DocSearch 3.9 shows its "Unable to fetch results" screen when a search
 * rejects with a `RetryError`, but autocomplete resets the status to idle as
 * soon as the search settles, so the screen never stays on screen. For the
 * embedded backend, this wraps a search promise so that DocSearch's error
 * handler (the `.catch` it attaches) runs after the 300 ms stall timer, and
 * the chain then stays pending: the error screen remains until the next
 * keystroke starts a new search. Successful searches and other errors pass
 * through unchanged.
 *
 * @param promise the local client's search promise
 * @param stallMs DocSearch's stall threshold in milliseconds (300)
 */
export function holdRetryErrors<T>(promise: Promise<T>, stallMs = 300): Promise<T> {
  const started = Date.now();
  const held = promise.then((value) => value);
  // Rejections are delivered through the `catch` below; keep the copy quiet.
  Promise.prototype.catch.call(held, () => {});
  held.catch = <R = never>(
    onRejected?: ((reason: unknown) => R | PromiseLike<R>) | null,
  ): Promise<T | R> =>
    new Promise<T | R>((resolve, reject) => {
      promise.then(resolve, (error: unknown) => {
        if (!onRejected) {
          reject(error);
          return;
        }
        if ((error as Error | null)?.name !== 'RetryError') {
          try {
            resolve(onRejected(error));
          } catch (thrown) {
            reject(thrown);
          }
          return;
        }
        const wait = Math.max(0, stallMs + 20 - (Date.now() - started));
        setTimeout(() => {
          try {
            resolve(onRejected(error));
          } catch {
            // DocSearch rethrows after setting the error status; keeping this
            // promise pending keeps that status.
          }
        }, wait);
      });
    });
  return held;
}
