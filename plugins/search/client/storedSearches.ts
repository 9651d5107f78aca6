import {escapeHtml, unescapeHtml} from '../engine/highlight';

/**
 * DocSearch keeps recent and favourite searches in `localStorage` and shows
 * their titles as HTML (its `Snippet` falls back to the raw attribute, see
 * https://github.com/algolia/docsearch/blob/v3.9.0/packages/docsearch-react/src/Snippet.tsx).
 * These helpers keep what it stores, and what it reads back, text: hit
 * texts are HTML-escaped before DocSearch saves them, and stored entries are
 * cleaned before the modal reads them.
 */

/** The `localStorage` keys DocSearch 3.9.0 uses for one index. */
export function storageKeys(indexName: string): string[] {
  return [
    `__DOCSEARCH_RECENT_SEARCHES__${indexName}`,
    `__DOCSEARCH_FAVORITE_SEARCHES__${indexName}`,
  ];
}

/**
 * Text as safe HTML, whether or not it was escaped before: decoding the
 * entities `escapeHtml` writes and escaping again gives the same result for
 * escaped and raw text, so applying it twice changes nothing.
 */
export function asEscapedText(text: string): string {
  return escapeHtml(unescapeHtml(text));
}

type StoredHit = {
  url?: unknown;
  hierarchy?: Record<string, unknown>;
  content?: unknown;
  __docsearch_parent?: StoredHit | null;
  [other: string]: unknown;
};

/**
 * True for a link that stays on this site: a path, or an http(s) URL of one
 * of `origins` (where the page is served, and the site's configured URL).
 */
export function isSiteUrl(url: unknown, origins: readonly string[]): boolean {
  if (typeof url !== 'string') return false;
  if (url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\')) return true;
  try {
    const parsed = new URL(url);
    return /^https?:$/.test(parsed.protocol) && origins.includes(parsed.origin);
  } catch {
    return false;
  }
}

/**
 * A hit whose texts (hierarchy levels and content, its parent's too) are
 * escaped for HTML; everything else as it was.
 */
export function escapeHitTexts<T extends StoredHit>(hit: T): T {
  const hierarchy = hit.hierarchy
    ? Object.fromEntries(
        Object.entries(hit.hierarchy).map(([level, value]) => [
          level,
          typeof value === 'string' ? asEscapedText(value) : null,
        ]),
      )
    : hit.hierarchy;
  return {
    ...hit,
    hierarchy,
    content: typeof hit.content === 'string' ? asEscapedText(hit.content) : (hit.content ?? null),
    ...(hit.__docsearch_parent ? {__docsearch_parent: escapeHitTexts(hit.__docsearch_parent)} : {}),
  };
}

/**
 * Cleans the stored searches of one index: entries that are not hits of
 * this site (no URL, another origin, a `javascript:` link) are dropped, and
 * the texts of the rest are escaped. Storage that cannot be read or parsed
 * is removed. Errors from storage (private mode, quota) are ignored.
 *
 * @param origins the origins links may point to, e.g. `https://docs.stacklok.com`
 */
export function sanitizeStoredSearches(
  indexName: string,
  origins: readonly string[],
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = window.localStorage,
): void {
  for (const key of storageKeys(indexName)) {
    try {
      const raw = storage.getItem(key);
      if (raw === null) continue;
      let items: unknown;
      try {
        items = JSON.parse(raw);
      } catch {
        items = null;
      }
      if (!Array.isArray(items)) {
        storage.removeItem(key);
        continue;
      }
      const clean = items
        .filter(
          (item): item is StoredHit =>
            !!item && typeof item === 'object' && isSiteUrl((item as StoredHit).url, origins),
        )
        .map((item) => {
          const parent = item.__docsearch_parent;
          return escapeHitTexts({
            ...item,
            __docsearch_parent: parent && isSiteUrl(parent.url, origins) ? parent : null,
          });
        });
      const text = JSON.stringify(clean);
      if (text !== raw) storage.setItem(key, text);
    } catch {
      // Storage unavailable: DocSearch then shows no history either.
    }
  }
}
