import type {DocSearchRecord} from '../../plugins/search/types';

/**
 * Sections of a page: the part of its Markdown twin under one heading, found
 * from an anchor of the site (`/toolhive/faq#ports`). The site's search
 * records know each anchor's heading path (lvl1 the page title, lvl2 … the
 * headings down to the anchor's, a `<details>` one level below the heading
 * it sits under); the twin has the same headings at the same depths
 * (plugins/llms/markdown.ts), without anchors.
 */

/** `route#anchor` → the heading path, page title first (`['FAQ', 'Ports']`). */
export type Headings = ReadonlyMap<string, readonly string[]>;

const LEVELS = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

/** The heading path of every anchor the records name. */
export function headingIndex(records: readonly DocSearchRecord[]): Headings {
  const index = new Map<string, string[]>();
  for (const record of records) {
    if (!record.anchor || record.type === 'content' || record.type === 'lvl1') continue;
    const depth = LEVELS.indexOf(record.type) + 1;
    const path = LEVELS.slice(0, depth).map((level) => record.hierarchy[level] ?? '');
    const key = `${record.url_without_anchor}#${record.anchor}`;
    if (!index.has(key)) index.set(key, path);
  }
  return index;
}

/** A heading's text without Markdown marks, for comparing a twin's heading with a record's. */
function plain(text: string): string {
  return text
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\\([!-/:-@[-`{-~])/g, '$1')
    .replace(/[`*_~]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/**
 * The headings of a twin's lines from `from` on, with their line numbers:
 * `#` lines outside fenced code blocks.
 */
function* headings(
  lines: readonly string[],
  from = 0,
): Generator<{line: number; depth: number; text: string}> {
  let fence: string | undefined;
  for (let i = from; i < lines.length; i += 1) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(lines[i]!)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = undefined;
    } else if (marker) {
      fence = marker;
    } else {
      const match = /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(lines[i]!);
      if (match) yield {line: i, depth: match[1]!.length, text: plain(match[2]!)};
    }
  }
}

/** The lines from `start` up to the next heading of depth `depth` or higher. */
function sectionFrom(lines: readonly string[], start: number, depth: number): string {
  for (const heading of headings(lines, start + 1)) {
    if (heading.depth <= depth) return lines.slice(start, heading.line).join('\n').trimEnd();
  }
  return lines.slice(start).join('\n').trimEnd();
}

/**
 * The Markdown of a twin under the heading at the end of `path`: from its
 * heading line up to the next heading of the same or a higher level. A
 * heading counts when its depth is the path's length and its text matches;
 * of several such, the first whose headings above match the path's wins,
 * else the first.
 *
 * @param text the twin (`# Title`, the URL line, the body)
 * @param path the heading path, page title first
 * @returns the section, or undefined when the twin has no such heading
 */
export function sectionMarkdown(text: string, path: readonly string[]): string | undefined {
  const depth = path.length;
  const wanted = path.map(plain);
  const lines = text.split('\n');
  const above: string[] = [];
  let first: number | undefined;
  for (const heading of headings(lines)) {
    above[heading.depth - 1] = heading.text;
    above.length = heading.depth;
    if (heading.depth !== depth || heading.text !== wanted[depth - 1]) continue;
    // The page title (k = 0) is left out: the twin's is escaped Markdown.
    if (wanted.every((name, k) => k === 0 || above[k] === name)) {
      return sectionFrom(lines, heading.line, depth);
    }
    first ??= heading.line;
  }
  return first === undefined ? undefined : sectionFrom(lines, first, depth);
}

/** The text of a page before its first section: the title, the URL line and the introduction. */
export function pageIntroduction(text: string): string {
  return sectionFrom(text.split('\n'), 0, 2);
}

/** A section found for an anchor: its Markdown and the heading path it is under. */
export type Section = {markdown: string; path: readonly string[]};

/**
 * The section of a twin for a heading path. A heading the twin does not
 * have as a heading (a flag or a field of a reference page, which the twin
 * lists in a table) gives the section of the nearest heading above it that
 * the twin has; `path` then says which.
 *
 * @returns undefined when not even the first heading below the title is found
 */
export function sectionFor(text: string, path: readonly string[]): Section | undefined {
  for (let depth = path.length; depth >= 2; depth -= 1) {
    const markdown = sectionMarkdown(text, path.slice(0, depth));
    if (markdown !== undefined) return {markdown, path: path.slice(0, depth)};
  }
  return undefined;
}
