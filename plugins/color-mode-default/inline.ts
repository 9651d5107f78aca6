/**
 * Inline script (compiled by `plugins/inline-scripts`): a reader whose
 * browser states no colour-scheme preference, and who has made no choice,
 * gets the site's default, dark. See `index.ts`.
 */
declare const INLINE_SETTINGS: {
  /** `localStorage` or `sessionStorage`, as the site stores choices. */
  storage: 'localStorage' | 'sessionStorage';
  /** The theme's storage key for the colour mode. */
  key: string;
};

function chosen(): boolean {
  const params = new URLSearchParams(window.location.search);
  return Boolean(
    params.get('docusaurus-theme') || window[INLINE_SETTINGS.storage].getItem(INLINE_SETTINGS.key),
  );
}

function statesPreference(): boolean {
  return (
    window.matchMedia('(prefers-color-scheme: light)').matches ||
    window.matchMedia('(prefers-color-scheme: dark)').matches
  );
}

try {
  if (!chosen() && !statesPreference()) document.documentElement.setAttribute('data-theme', 'dark');
} catch {
  // Storage can be off (private modes); the theme's own choice stands.
}

// A module, so that INLINE_SETTINGS is its own.
export {};
