/**
 * Inline script (compiled by `plugins/inline-scripts`): settles each OS tab
 * group's tab before the first paint. See `osTabsScript` in `index.ts`.
 */
declare const INLINE_SETTINGS: {
  /** `localStorage` or `sessionStorage`, as the site stores choices. */
  storage: 'localStorage' | 'sessionStorage';
  groups: {
    /** The theme's storage key for the group's selection. */
    key: string;
    /** The `<html>` attribute that names the tab to show. */
    attribute: string;
    /** The query parameter that selects a tab by link. */
    query: string;
    values: string[];
    /** The tab for each operating system. */
    pick: Record<string, string>;
  }[];
};

/**
 * The reader's operating system: `navigator.userAgentData.platform`
 * (Chromium browsers), else `navigator.platform`, else the user agent
 * string. `null` when none names macOS (including iOS and iPadOS), Windows
 * or Linux (including ChromeOS and Android).
 */
function detectOs(): string | null {
  const n = window.navigator as Navigator & {userAgentData?: {platform?: string}};
  for (const source of [n.userAgentData?.platform, n.platform, n.userAgent]) {
    const s = String(source ?? '').toLowerCase();
    if (/mac|iphone|ipad|ipod/.test(s)) return 'macos';
    if (/win/.test(s)) return 'windows';
    if (/linux|x11|chrome ?os|android/.test(s)) return 'linux';
  }
  return null;
}

try {
  const os = detectOs();
  const storage = window[INLINE_SETTINGS.storage];
  const params = new URLSearchParams(window.location.search);
  for (const group of INLINE_SETTINGS.groups) {
    let stored = storage.getItem(group.key);
    if (!stored || !group.values.includes(stored)) {
      stored = (os && group.pick[os]) || null;
      if (stored) storage.setItem(group.key, stored);
    }
    const linked = params.get(group.query);
    const value = linked && group.values.includes(linked) ? linked : stored;
    if (value) document.documentElement.setAttribute(group.attribute, value);
  }
} catch {
  // Storage can be off (private modes); the tabs keep their defaults.
}

// A module, so that INLINE_SETTINGS is its own.
export {};
