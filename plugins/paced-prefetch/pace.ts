/** Longest run, in milliseconds, of queued prefetch work in one task. */
export const SLICE_MS = 2;

/** Runs `work` when the main thread is free: an idle callback, else a timeout. */
export type Scheduler = (work: () => void) => void;

const whenIdle: Scheduler = (work) => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => work());
  else setTimeout(work, 1);
};

/**
 * A route prefetch that queues its work and does it in idle slices of at
 * most {@link SLICE_MS} ms, each in its own task, in place of Docusaurus's
 * `window.docusaurus.prefetch(routePath)`.
 *
 * The work comes in small units: finding a route's chunk files
 * (`chunksOf`) is one unit, and fetching one file (`fetchChunk`) is
 * another. Each route is looked up once, and each file is fetched once per
 * page load, however many routes share it; Docusaurus's own prefetch asks
 * for every chunk of every matched route, parents included, on every call
 * (on the long guide, 467 `<link rel="prefetch">` for 29 files).
 *
 * @param chunksOf the URLs of a route's chunk files still to fetch (it may
 *   leave out files the page already has)
 * @param fetchChunk starts fetching one file at low priority
 * @param now the clock, in ms (`performance.now` in the browser)
 * @param schedule runs a slice later (an idle callback in the browser)
 * @returns the prefetch: it returns `true` at once (`<Link>` ignores the
 *   result)
 */
export function pacedPrefetch(
  chunksOf: (routePath: string) => readonly string[],
  fetchChunk: (url: string) => unknown,
  now: () => number = () => performance.now(),
  schedule: Scheduler = whenIdle,
): (routePath: string) => boolean {
  const routes: string[] = [];
  const files: string[] = [];
  const askedRoutes = new Set<string>();
  const fetchedFiles = new Set<string>();
  // A slice is scheduled exactly while there is queued work.
  const idle = () => routes.length === 0 && files.length === 0;

  const slice = () => {
    const end = now() + SLICE_MS;
    while (now() < end) {
      const file = files.shift();
      if (file !== undefined) {
        if (fetchedFiles.has(file)) continue;
        fetchedFiles.add(file);
        fetchChunk(file);
        continue;
      }
      const route = routes.shift();
      if (route === undefined) break;
      files.push(...chunksOf(route));
    }
    if (!idle()) schedule(slice);
  };

  return (routePath) => {
    if (!askedRoutes.has(routePath)) {
      askedRoutes.add(routePath);
      if (idle()) schedule(slice);
      routes.push(routePath);
    }
    return true;
  };
}
