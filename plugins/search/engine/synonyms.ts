import data from './synonyms.json';
import {chunks, compoundKey, stem} from './text';

/**
 * Synonyms as the engine uses them, compiled from `plugins/search/engine/synonyms.json`
 * (Algolia's synonym format, also pushed to Algolia by `npm run search:push`).
 */

/** One entry of `synonyms.json`, as Algolia's `saveSynonyms` takes it. */
export type SynonymEntry =
  | {objectID: string; type: 'synonym'; synonyms: string[]}
  | {objectID: string; type: 'oneWaySynonym'; input: string; synonyms: string[]};

/**
 * A word of a query or a phrase: its index key and, for a compound
 * (`--proxy-port`, `continue.dev`), the keys of its parts, any of which
 * stand for it when the compound itself is not in a record.
 */
export type QueryWord = {key: string; parts: string[]};

/** A phrase (one or more words) a query may contain, with what it also means. */
export type SynonymTable = {
  /** Phrase key (`QueryWord` keys joined by a space) → alternatives, each a list of words. */
  alternatives: Map<string, QueryWord[][]>;
  /** The longest phrase in the table, in words. */
  longest: number;
};

/**
 * The words of a query or phrase, in order. A compound keeps its whole form
 * as key (lowercased, as the index stores it) and lists its parts' stems.
 * Words split exactly as `tokenize` splits record text.
 */
export function queryWords(text: string): QueryWord[] {
  const words: QueryWord[] = [];
  for (const chunk of chunks(text)) {
    const parts = chunk.words.map(([start, end]) => stem(text.slice(start, end)));
    if (parts.length > 1 || chunk.flag) {
      words.push({key: compoundKey(text.slice(chunk.start, chunk.end)), parts});
    } else {
      words.push({key: parts[0]!, parts: []});
    }
  }
  return words;
}

const phraseKey = (words: readonly QueryWord[]) => words.map((word) => word.key).join(' ');

/**
 * Compiles synonym entries: a `synonym` entry maps each of its phrases to
 * all of them; a `oneWaySynonym` maps its input to itself and its synonyms.
 *
 * @throws Error naming the entry when an entry has no words or an unknown type
 */
export function compileSynonyms(entries: readonly SynonymEntry[]): SynonymTable {
  const alternatives = new Map<string, QueryWord[][]>();
  let longest = 1;
  const add = (from: string, to: readonly string[]) => {
    const fromWords = queryWords(from);
    if (fromWords.length === 0) throw new Error(`Synonym "${from}" has no words`);
    longest = Math.max(longest, fromWords.length);
    const key = phraseKey(fromWords);
    const list = alternatives.get(key) ?? [fromWords];
    for (const phrase of to) {
      const words = queryWords(phrase);
      if (words.length === 0) throw new Error(`Synonym "${phrase}" of "${from}" has no words`);
      if (!list.some((alt) => phraseKey(alt) === phraseKey(words))) list.push(words);
    }
    alternatives.set(key, list);
  };
  for (const entry of entries) {
    if (entry.type === 'synonym') {
      for (const phrase of entry.synonyms) add(phrase, entry.synonyms);
    } else if (entry.type === 'oneWaySynonym') {
      add(entry.input, entry.synonyms);
    } else {
      throw new Error(
        `Synonym entry ${(entry as {objectID?: string}).objectID ?? '?'} has an unknown type`,
      );
    }
  }
  return {alternatives, longest};
}

/** The entries of `plugins/search/engine/synonyms.json`. */
export const SYNONYMS: readonly SynonymEntry[] = data.synonyms as SynonymEntry[];

let compiled: SynonymTable | undefined;

/** The site's synonym table, compiled once. */
export function siteSynonyms(): SynonymTable {
  compiled ??= compileSynonyms(SYNONYMS);
  return compiled;
}
