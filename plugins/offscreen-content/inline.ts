/**
 * Inline script (compiled by `plugins/inline-scripts`): on a fresh visit
 * without a fragment, marks `<html>` so that the API reference's far
 * sections are laid out only near the viewport, and keeps or takes back the
 * reader's place across a reload. See `offscreenScript` in `index.ts`.
 */
declare const INLINE_SETTINGS: {
  /** `sessionStorage` key prefix of a kept place; the path follows. */
  placeKey: string;
  /** The `<html>` attribute that turns skipping on. */
  skipAttribute: string;
  /** Selector of the headings a place is kept by. */
  placeHeadings: string;
};

/** Where the reader was: a heading's id and its distance from the top, in CSS pixels. */
type Place = {id: string; top: number};

/** Takes back a kept place once the page has loaded, on a reload or a return through history. */
function restore(key: string): void {
  const place = JSON.parse(window.sessionStorage.getItem(key) ?? 'null') as Place | null;
  window.sessionStorage.removeItem(key);
  if (!place || window.location.hash) {
    window.history.scrollRestoration = 'auto';
    return;
  }
  window.addEventListener('load', () => {
    window.setTimeout(() => {
      const heading = document.getElementById(place.id);
      if (heading) {
        window.scrollTo(0, heading.getBoundingClientRect().top + window.scrollY - place.top);
      }
      window.history.scrollRestoration = 'auto';
    }, 0);
  });
}

/** Skips far sections on this visit, and keeps the reader's place when the page is left. */
function skip(key: string): void {
  const root = document.documentElement;
  const {skipAttribute, placeHeadings} = INLINE_SETTINGS;
  root.setAttribute(skipAttribute, '');
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target as Element | null;
      if (target?.closest?.('a[href*="#"]')) root.removeAttribute(skipAttribute);
    },
    true,
  );
  window.addEventListener('pagehide', () => {
    window.sessionStorage.removeItem(key);
    if (!root.hasAttribute(skipAttribute)) return;
    for (const heading of document.querySelectorAll(placeHeadings)) {
      const top = heading.getBoundingClientRect().top;
      if (top >= 0) {
        const place: Place = {id: heading.id, top};
        window.sessionStorage.setItem(key, JSON.stringify(place));
        window.history.scrollRestoration = 'manual';
        return;
      }
    }
  });
  window.addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    window.sessionStorage.removeItem(key);
    window.history.scrollRestoration = 'auto';
  });
}

try {
  const key = INLINE_SETTINGS.placeKey + window.location.pathname;
  const entry = window.performance.getEntriesByType('navigation')[0] as
    PerformanceNavigationTiming | undefined;
  const type = entry ? entry.type : 'navigate';
  if (window.location.hash || type !== 'navigate') restore(key);
  else skip(key);
} catch {
  // Storage can be off (private modes); the page then renders whole.
}

// A module, so that INLINE_SETTINGS is its own.
export {};
