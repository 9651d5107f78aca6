/**
 * Inline script (compiled by `plugins/inline-scripts`): starts the bundles
 * preloaded by the `<link>` elements carrying `INLINE_SETTINGS.attribute`
 * before it, in document order, once the first contentful paint has been
 * presented. See `START_SCRIPT` in `index.ts`.
 */
declare const INLINE_SETTINGS: {
  /** The attribute that marks the preloads to start. */
  attribute: string;
  /** Longest wait, in milliseconds, for a first paint. */
  fallbackMs: number;
};

const links = document.querySelectorAll('link[' + INLINE_SETTINGS.attribute + ']');
let started = false;

function start(): void {
  if (started) return;
  started = true;
  for (const link of links) {
    const script = document.createElement('script');
    // The path as written: the bundler's runtime compares it with `src`.
    script.src = link.getAttribute('href') ?? '';
    script.async = false;
    document.head.appendChild(script);
  }
}

const types = window.PerformanceObserver?.supportedEntryTypes;
if (document.visibilityState !== 'visible' || !types?.includes('paint')) {
  start();
} else {
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) {
      observer.disconnect();
      start();
    }
  }).observe({type: 'paint', buffered: true});
  setTimeout(start, INLINE_SETTINGS.fallbackMs);
}

// A module, so that INLINE_SETTINGS is its own.
export {};
