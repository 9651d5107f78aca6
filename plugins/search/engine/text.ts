/**
 * How the search engine reads text: the same function splits record text at
 * index time and the reader's query at search time, so both agree on words.
 *
 * A token is a run of letters and digits, lowercased and lightly stemmed
 * (`stem`). A run of such words joined without spaces by `. _ - / : @ +`
 * (an identifier a reader pastes: `OP_SERVICE_ACCOUNT_TOKEN`,
 * `continue.dev`, `--isolate-network`, `ghcr.io/stacklok/toolhive`) is also
 * one compound token, unstemmed, so the identifier is found whole as well as
 * by its parts. A command-line flag keeps its leading dashes (`--proxy-port`).
 */

/** A word of a text, with where it stands (UTF-16 offsets into the text). */
export type Token = {
  /** The index key: the stemmed word, or the compound as written, lowercased. */
  key: string;
  start: number;
  end: number;
  /** True for a compound (an identifier made of several words). */
  compound: boolean;
};

/** A letter or digit in any script (for characters outside ASCII). */
const LETTER_OR_DIGIT = /^[\p{L}\p{N}]$/u;

/** Punctuation that joins the words of an identifier: `. _ - / : @ +`. */
const CONNECTORS = new Set(['.', '_', '-', '/', ':', '@', '+']);

/** Length (1 or 2 UTF-16 units) of the letter or digit at `i`, or 0 when there is none. */
function wordCharAt(text: string, i: number): number {
  const c = text.charCodeAt(i);
  if (c < 128) return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) ? 1 : 0;
  if (c >= 0xd800 && c <= 0xdbff) return LETTER_OR_DIGIT.test(text.slice(i, i + 2)) ? 2 : 0;
  return LETTER_OR_DIGIT.test(text[i]!) ? 1 : 0;
}

/** A chunk of text: a word, words joined by connectors, or a flag, with its words' spans. */
export type Chunk = {start: number; end: number; words: [number, number][]; flag: boolean};

/**
 * The chunks of `text`, left to right: runs of letters and digits (an
 * apostrophe between two of them stays inside the word, "doesn't"), joined
 * into one chunk by runs of connectors, with the leading `-` or `--` of a
 * command-line flag.
 */
export function chunks(text: string): Chunk[] {
  const out: Chunk[] = [];
  const n = text.length;
  let i = 0;
  while (i < n) {
    let start = i;
    let flag = false;
    if (!wordCharAt(text, i)) {
      const dashes = text[i] === '-' ? (text[i + 1] === '-' ? 2 : 1) : 0;
      if (dashes === 0 || !wordCharAt(text, i + dashes)) {
        i += 1;
        continue;
      }
      const before = start > 0 ? text[start - 1]! : ' ';
      flag = !wordCharAt(text, start - 1) && !CONNECTORS.has(before);
      if (!flag) {
        i += 1;
        continue;
      }
      start = i;
      i += dashes;
    }
    const words: [number, number][] = [];
    for (;;) {
      const wordStart = i;
      for (;;) {
        const size = wordCharAt(text, i);
        if (size) {
          i += size;
        } else if ((text[i] === "'" || text[i] === '’') && wordCharAt(text, i + 1)) {
          i += 1;
        } else {
          break;
        }
      }
      words.push([wordStart, i]);
      let j = i;
      while (j < n && CONNECTORS.has(text[j]!)) j += 1;
      if (j > i && j < n && wordCharAt(text, j)) i = j;
      else break;
    }
    out.push({start, end: i, words, flag});
  }
  return out;
}

const HAS_DIGIT = /\d/;

/**
 * Light English stemming, the same for every word of the index and the
 * query, so that "secrets", "secret", "installing", "installed" and
 * "install" meet: plural endings (`-s`, `-es`, `-ies`), `-ing` and `-ed`,
 * then a final `e` and a doubled final consonant. Stems are keys, not
 * words; they are never shown. Words of three letters or fewer, and words
 * with digits, are kept as they are.
 */
export function stem(word: string): string {
  let cached = STEMS.get(word);
  if (cached === undefined) {
    cached = stemWord(word);
    if (STEMS.size >= MAX_STEMS) STEMS.clear();
    STEMS.set(word, cached);
  }
  return cached;
}

/**
 * Stems already computed, by word as written: the site has some ten
 * thousand distinct words, and highlighting stems the same ones for every
 * query. Cleared when full.
 */
const STEMS = new Map<string, string>();
const MAX_STEMS = 50_000;

function stemWord(word: string): string {
  let w = word.toLowerCase().replace(/['’]/g, '');
  if (w.length <= 3 || HAS_DIGIT.test(w)) return w;
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (/(?:x|z|ch|sh)es$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith('s') && !/(?:ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.endsWith('ing') && w.length >= 6) w = w.slice(0, -3);
  else if (w.endsWith('ied') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('ed') && w.length >= 5) w = w.slice(0, -2);
  if (w.endsWith('e') && w.length > 3) w = w.slice(0, -1);
  if (w.length > 3 && /([b-df-hj-np-tv-z])\1$/.test(w)) w = w.slice(0, -1);
  return w;
}

/** The index key of a compound or flag: as written, lowercased, without apostrophes. */
export function compoundKey(raw: string): string {
  return raw.toLowerCase().replace(/['’]/g, '');
}

/**
 * The tokens of `text` in order: each word, and after the words of a
 * compound, the compound itself.
 */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const chunk of chunks(text)) {
    for (const [start, end] of chunk.words) {
      tokens.push({key: stem(text.slice(start, end)), start, end, compound: false});
    }
    if (chunk.words.length > 1 || chunk.flag) {
      tokens.push({
        key: compoundKey(text.slice(chunk.start, chunk.end)),
        start: chunk.start,
        end: chunk.end,
        compound: true,
      });
    }
  }
  return tokens;
}

/** The index keys of `text`, as `tokenize` finds them. */
export function keys(text: string): string[] {
  return tokenize(text).map((token) => token.key);
}

/**
 * Words a reader puts around a question that say nothing about what they
 * look for ("how do I", "what is", "is it possible to"). The engine drops
 * them from a query unless the query has nothing else. Stemmed like every
 * key.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  [
    'a',
    'about',
    'am',
    'an',
    'and',
    'any',
    'are',
    'as',
    'at',
    'be',
    'been',
    'being',
    'but',
    'by',
    'can',
    'cannot',
    'could',
    'did',
    'do',
    'does',
    'doing',
    'for',
    'from',
    'had',
    'has',
    'have',
    'having',
    'he',
    'her',
    'here',
    'his',
    'how',
    'i',
    'if',
    'im',
    'in',
    'into',
    'is',
    'it',
    'its',
    'just',
    'me',
    'might',
    'my',
    'no',
    'not',
    'of',
    'on',
    'or',
    'our',
    'please',
    'possible',
    'she',
    'should',
    'so',
    'some',
    'than',
    'that',
    'the',
    'their',
    'them',
    'then',
    'there',
    'these',
    'they',
    'this',
    'those',
    'to',
    'too',
    'use',
    'used',
    'using',
    'very',
    'want',
    'was',
    'way',
    'we',
    'were',
    'what',
    'when',
    'where',
    'which',
    'while',
    'who',
    'why',
    'will',
    'with',
    'would',
    'you',
    'your',
  ].map(stem),
);
