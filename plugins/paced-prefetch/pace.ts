/** Longest run, in milliseconds, of queued prefetch work in one task. */
export const SLICE_MS = 2;

/** Runs `work` when the main thread is free: an idle callback, else a timeout. */
export type Scheduler = (work: () => void) => void;

const whenIdle: Scheduler = (work) => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => work());
  else setTimeout(work, 1);
};

/**
 * Wraps Docusaurus's route `prefetch(routePath)` so calls queue up and run in
 * slices of at most {@link SLICE_MS} ms, each in its own task, when the main
 * thread is idle. The wrapped function returns `true` at once (Docusaurus's
 * `<Link>` ignores the result); a path is prefetched at most once per queue
 * entry, in the order asked, and the original's own de-duplication still
 * applies.
 *
 * @param prefetch the original `window.docusaurus.prefetch`
 * @param now the clock, in ms (`performance.now` in the browser)
 * @param schedule runs a slice later (an idle callback in the browser)
 */
export function pacedPrefetch(
  prefetch: (routePath: string) => unknown,
  now: () => number = () => performance.now(),
  schedule: Scheduler = whenIdle,
): (routePath: string) => boolean {
  const queue: string[] = [];
  const slice = () => {
    const end = now() + SLICE_MS;
    while (queue.length > 0 && now() < end) prefetch(queue.shift()!);
    if (queue.length > 0) schedule(slice);
  };
  return (routePath) => {
    if (queue.push(routePath) === 1) schedule(slice);
    return true;
  };
}
