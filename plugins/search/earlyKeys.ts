/**
 * Search shortcuts before the page is interactive. The page paints well
 * before React hydrates it; a reader who presses Ctrl+K (Cmd+K), `/`, or
 * taps the search button in that time expects search to open. This inline
 * script, in the page's `<head>`, notes such a request (`window.__thSearch`)
 * and stops the browser's own handling of the keys (Ctrl+K focuses the
 * address bar in some browsers); the search bar opens search when it mounts
 * if one was noted, and from then on handles the keys itself
 * (`theme/SearchBar`). It is constant, so the production CSP allows it by
 * hash (plugins/nginx).
 */
export const EARLY_KEYS_SCRIPT = `(function() {
  var state = window.__thSearch = {queued: false, ready: false};
  function typing(target) {
    return target && (target.isContentEditable || /^(INPUT|SELECT|TEXTAREA)$/.test(target.tagName));
  }
  window.addEventListener('keydown', function(event) {
    if (state.ready) return;
    var key = (event.key || '').toLowerCase();
    if (((event.ctrlKey || event.metaKey) && key === 'k') || (key === '/' && !typing(event.target))) {
      event.preventDefault();
      state.queued = true;
    }
  }, true);
  document.addEventListener('click', function(event) {
    if (state.ready || !event.target || !event.target.closest) return;
    if (event.target.closest('.DocSearch-Button')) state.queued = true;
  }, true);
})();`;

/** What the early script leaves on `window`. */
export type EarlySearchState = {queued: boolean; ready: boolean};

/**
 * Takes the request noted before the search bar was ready, if any, and marks
 * the search bar ready so the early script stops noting.
 *
 * @returns true when the reader asked for search before the page was interactive
 */
export function takeEarlyRequest(win: {__thSearch?: EarlySearchState}): boolean {
  const state = win.__thSearch;
  if (!state) return false;
  state.ready = true;
  const queued = state.queued;
  state.queued = false;
  return queued;
}
