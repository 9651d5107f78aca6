/**
 * Highlighting and snippets in the shape Algolia returns them: text is
 * HTML-escaped, and only the configured tags are inserted around matched
 * words, so record text or a query containing markup is always shown as text.
 */

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes `& < > " '` for safe insertion as HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/** Words as the index tokenizes them: runs of characters that are not space or punctuation. */
const WORD = /[^\n\r\p{Z}\p{P}\p{S}]+/gu;

/** The words of `text`, lowercased, split as the index splits them. */
export function words(text: string): string[] {
  return text.toLowerCase().match(WORD) ?? [];
}

export type MatchLevel = 'none' | 'partial' | 'full';

export type HighlightResult = {value: string; matchLevel: MatchLevel; matchedWords: string[]};
export type SnippetResult = {value: string; matchLevel: MatchLevel};

export type Tags = {pre: string; post: string};

function isMatch(word: string, terms: ReadonlySet<string>): boolean {
  return terms.has(word.toLowerCase());
}

/**
 * Wraps each word of `text` that is one of `terms` (lowercase index terms)
 * in the tags; everything else is escaped.
 *
 * @param queryWords the words of the query, to report the match level
 */
export function highlight(
  text: string,
  terms: ReadonlySet<string>,
  queryWords: readonly string[],
  tags: Tags,
): HighlightResult {
  let value = '';
  let last = 0;
  const matched = new Set<string>();
  for (const match of text.matchAll(WORD)) {
    const word = match[0];
    if (!isMatch(word, terms)) continue;
    value += escapeHtml(text.slice(last, match.index)) + tags.pre + escapeHtml(word) + tags.post;
    last = match.index + word.length;
    matched.add(word.toLowerCase());
  }
  value += escapeHtml(text.slice(last));
  const matchedWords = queryWords.filter((q) =>
    [...matched].some((m) => m.startsWith(q.toLowerCase()) || q.toLowerCase().startsWith(m)),
  );
  const matchLevel: MatchLevel =
    matched.size === 0 ? 'none' : matchedWords.length >= queryWords.length ? 'full' : 'partial';
  return {value, matchLevel, matchedWords};
}

/**
 * A window of `wordCount` words of `text` around the first matched word, with
 * matches wrapped in the tags and `ellipsis` where the text was cut.
 */
export function snippet(
  text: string,
  terms: ReadonlySet<string>,
  queryWords: readonly string[],
  wordCount: number,
  tags: Tags,
  ellipsis: string,
): SnippetResult {
  const parts = text.split(/(\s+)/);
  const wordIndexes = parts.flatMap((part, i) => (/\S/.test(part) ? [i] : []));
  if (wordIndexes.length <= wordCount) {
    const {value, matchLevel} = highlight(text, terms, queryWords, tags);
    return {value, matchLevel};
  }
  const first = wordIndexes.findIndex((i) =>
    [...parts[i]!.matchAll(WORD)].some((m) => isMatch(m[0], terms)),
  );
  const start = Math.max(
    0,
    Math.min(first < 0 ? 0 : first - Math.floor(wordCount / 3), wordIndexes.length - wordCount),
  );
  const end = start + wordCount;
  const slice = parts.slice(wordIndexes[start], wordIndexes[end - 1]! + 1).join('');
  const {value, matchLevel} = highlight(slice, terms, queryWords, tags);
  return {
    value: `${start > 0 ? ellipsis : ''}${value}${end < wordIndexes.length ? ellipsis : ''}`,
    matchLevel,
  };
}
