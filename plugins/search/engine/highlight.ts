import {tokenize} from './text';

/**
 * Highlighting and snippets in the shape Algolia returns them: text is
 * HTML-escaped, and only the configured tags are inserted around matched
 * words, so record text or a query containing markup is always shown as text.
 * A word matches when its index key (`text.ts`) is one of the keys the query
 * matched, so a stem, a synonym, a prefix or a typo is highlighted as the
 * word the page says.
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

const ENTITIES: Record<string, string> = Object.fromEntries(
  Object.entries(ESCAPES).map(([char, entity]) => [entity, char]),
);

/** Undoes `escapeHtml`: turns its five entities back into characters, and nothing else. */
export function unescapeHtml(text: string): string {
  return text.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity]!);
}

export type MatchLevel = 'none' | 'partial' | 'full';

export type HighlightResult = {value: string; matchLevel: MatchLevel; matchedWords: string[]};
export type SnippetResult = {value: string; matchLevel: MatchLevel};

export type Tags = {pre: string; post: string};

/** The spans of `text` to highlight: whole compounds when they matched, else matched words. */
function matchedSpans(text: string, keys: ReadonlySet<string>): [number, number, string][] {
  const spans: [number, number, string][] = [];
  const tokens = tokenize(text);
  const compounds = tokens.filter((token) => token.compound && keys.has(token.key));
  for (const token of tokens) {
    if (!keys.has(token.key)) continue;
    if (!token.compound && compounds.some((c) => c.start <= token.start && token.end <= c.end)) {
      continue;
    }
    spans.push([token.start, token.end, token.key]);
  }
  spans.sort((a, b) => a[0] - b[0]);
  // A compound and a word inside another compound may overlap: keep the first.
  return spans.filter((span, i) => i === 0 || span[0] >= spans[i - 1]![1]);
}

/**
 * Wraps each word of `text` whose key is in `keys` in the tags; everything
 * else is escaped. `matchedWords` lists the matched keys; the match level is
 * `full` when a word matched, as Algolia reports a highlight that has one.
 */
export function highlight(text: string, keys: ReadonlySet<string>, tags: Tags): HighlightResult {
  let value = '';
  let last = 0;
  const matched = new Set<string>();
  for (const [start, end, key] of matchedSpans(text, keys)) {
    value +=
      escapeHtml(text.slice(last, start)) +
      tags.pre +
      escapeHtml(text.slice(start, end)) +
      tags.post;
    last = end;
    matched.add(key);
  }
  value += escapeHtml(text.slice(last));
  return {value, matchLevel: matched.size ? 'full' : 'none', matchedWords: [...matched]};
}

/**
 * A window of `wordCount` words of `text` around the first matched word, with
 * matches wrapped in the tags and `ellipsis` where the text was cut.
 */
export function snippet(
  text: string,
  keys: ReadonlySet<string>,
  wordCount: number,
  tags: Tags,
  ellipsis: string,
): SnippetResult {
  const words = [...text.matchAll(/\S+/g)];
  if (words.length <= wordCount) {
    const {value, matchLevel} = highlight(text, keys, tags);
    return {value, matchLevel};
  }
  const firstSpan = matchedSpans(text, keys)[0];
  const first = firstSpan ? words.findIndex((w) => w.index + w[0].length > firstSpan[0]) : -1;
  const start = Math.max(
    0,
    Math.min(first < 0 ? 0 : first - Math.floor(wordCount / 3), words.length - wordCount),
  );
  const end = start + wordCount;
  const from = words[start]!.index;
  const last = words[end - 1]!;
  const {value, matchLevel} = highlight(text.slice(from, last.index + last[0].length), keys, tags);
  return {
    value: `${start > 0 ? ellipsis : ''}${value}${end < words.length ? ellipsis : ''}`,
    matchLevel,
  };
}
