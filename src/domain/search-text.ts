import { fuzzyDistance, searchTokens } from './search';
import { SEARCH_STOP_WORDS, TREATMENT_VOCABULARY } from './treatment-vocabulary';

/**
 * How search text meets the treatment vocabulary and the gazetteer (rules: header of src/domain/search.ts):
 * query terms (stop words out, compounds joined), a light stem for Italian and English plurals, a typo
 * allowance that counts a swap of two letters as one slip, the concepts a term names and a shop has, and the
 * word runs of a text that may name a place. Pure: the server, the mocks and the search index share it.
 */

/** "tagli", "taglio" → "tagl"; "unghie", "unghia" → "ungh"; "nails" → "nail"; short words stay whole. */
export function stemOf(word: string): string {
  let w = word;
  if (w.length >= 4 && w.endsWith('s') && !w.endsWith('ss')) w = w.slice(0, -1);
  const stem = w.replace(/[aeiou]+$/, '');
  return stem.length >= 3 ? stem : w;
}

/**
 * Edits between two words, where an edit is an insert, a delete, a substitution or a swap of two neighbouring
 * letters ("barbre" is one edit from "barber"); anything past `max` is reported as max + 1.
 */
export function typoDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, rows[i - 2]![j - 2]! + 1);
      row.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    rows.push(row);
  }
  return rows[a.length]![b.length]!;
}

interface VocabularyWord {
  word: string;
  stem: string;
  /** index into TREATMENT_VOCABULARY */
  concept: number;
}

/** every word of the vocabulary, normalised (a word written in pieces, "make-up", is joined: "makeup") */
const VOCABULARY_WORDS: readonly VocabularyWord[] = TREATMENT_VOCABULARY.flatMap((concept, i) =>
  [...concept.it, ...concept.en].map((raw) => {
    const word = searchTokens(raw).join('');
    return { word, stem: stemOf(word), concept: i };
  }),
);
const WORDS = new Set(VOCABULARY_WORDS.map((w) => w.word));
/** stem → concept bits, word → concept bits */
const CONCEPTS_OF_STEM = new Map<string, number>();
const CONCEPTS_OF_WORD = new Map<string, number>();
for (const { word, stem, concept } of VOCABULARY_WORDS) {
  CONCEPTS_OF_STEM.set(stem, (CONCEPTS_OF_STEM.get(stem) ?? 0) | (1 << concept));
  CONCEPTS_OF_WORD.set(word, (CONCEPTS_OF_WORD.get(word) ?? 0) | (1 << concept));
}

/** A token that is a vocabulary word (or the same word in another number): never part of a place name. */
export function isVocabularyWord(token: string): boolean {
  return CONCEPTS_OF_STEM.has(stemOf(token));
}

/**
 * The terms a search text asks for: its tokens, with two neighbouring tokens that together make a vocabulary
 * word joined ("blow dry" → "blowdry", "make up" → "makeup"), and stop words left out unless nothing else is
 * left. Every term must match a shop (AND).
 */
export function queryTerms(text: string): string[] {
  const tokens = searchTokens(text);
  const joined: string[] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    const pair = tokens[i]! + (tokens[i + 1] ?? '');
    if (i + 1 < tokens.length && WORDS.has(pair)) {
      joined.push(pair);
      i += 1;
    } else joined.push(tokens[i]!);
  }
  const meaningful = joined.filter((t) => !SEARCH_STOP_WORDS.has(t));
  return meaningful.length > 0 ? meaningful : joined;
}

/** "massaggio" → "masagio": the commonest Italian misspelling drops a doubled letter ("masaggio", "parucchiere"). */
export function undoubled(word: string): string {
  return word.replace(/(.)\1+/g, '$1');
}

/**
 * The concepts (indexes into TREATMENT_VOCABULARY) a query term names: a vocabulary word starts with it (3
 * letters or more), has its stem, has its stem once doubled letters are single (4 letters or more: "masagi"),
 * or is within `fuzzyDistance(term)` edits of it (a swap counts as one).
 */
export function conceptsOfTerm(term: string): number[] {
  const max = fuzzyDistance(term);
  const stem = stemOf(term);
  const single = term.length >= 4 ? undoubled(stem) : null;
  let bits = 0;
  for (const w of VOCABULARY_WORDS) {
    if (bits & (1 << w.concept)) continue;
    if (
      (term.length >= 3 && w.word.startsWith(term)) ||
      w.stem === stem ||
      (single !== null && undoubled(w.stem) === single) ||
      (max > 0 && typoDistance(term, w.word, max) <= max)
    )
      bits |= 1 << w.concept;
  }
  return TREATMENT_VOCABULARY.flatMap((_, i) => (bits & (1 << i) ? [i] : []));
}

/** What a shop offers, as far as the vocabulary is concerned. */
export interface ConceptSource {
  businessType: string;
  /** every language's service names */
  serviceNames: readonly string[];
  serviceKeys: readonly string[];
  serviceCategories: readonly string[];
}

/**
 * The concepts a shop has (bit i = TREATMENT_VOCABULARY[i]): its type, a service key or category the concept
 * lists, or a service name with one of the concept's words (or two neighbouring words that joined make one).
 * Exact words, not stems: "Lash Tint" is not hair colour ("tinta").
 */
export function shopConceptBits(source: ConceptSource): number {
  const keys = new Set(source.serviceKeys.map((k) => k.toLowerCase()));
  const categories = new Set(source.serviceCategories);
  let bits = 0;
  TREATMENT_VOCABULARY.forEach((concept, i) => {
    if (
      concept.businessTypes?.some((t) => t === source.businessType) ||
      concept.serviceKeys?.some((k) => keys.has(k.toLowerCase())) ||
      concept.serviceCategories?.some((c) => categories.has(c))
    )
      bits |= 1 << i;
  });
  for (const name of source.serviceNames) {
    const tokens = searchTokens(name);
    tokens.forEach((token, i) => {
      bits |= CONCEPTS_OF_WORD.get(token) ?? 0;
      if (i + 1 < tokens.length) bits |= CONCEPTS_OF_WORD.get(token + tokens[i + 1]!) ?? 0;
    });
  }
  return bits;
}

/** A run of a search text's words that may name a place, and the text without it. */
export interface PlaceRun {
  /** the run's normalised words, space-separated ("trastevere", "san lorenzo") */
  name: string;
  /** the other words, space-separated ('' when none, or only stop words, are left: "a Roma") */
  rest: string;
}

/** longest place name looked up in a text, in words */
export const PLACE_RUN_MAX_WORDS = 3;

/**
 * The runs of a text that may name a place, in the order they are tried: longest first, then leftmost. A run
 * neither starts nor ends with a stop word, holds no vocabulary word and has at least 3 letters.
 */
export function placeRunsOf(text: string): PlaceRun[] {
  const tokens = searchTokens(text);
  const runs: PlaceRun[] = [];
  for (let size = Math.min(PLACE_RUN_MAX_WORDS, tokens.length); size >= 1; size -= 1) {
    for (let start = 0; start + size <= tokens.length; start += 1) {
      const run = tokens.slice(start, start + size);
      if (SEARCH_STOP_WORDS.has(run[0]!) || SEARCH_STOP_WORDS.has(run[size - 1]!)) continue;
      if (run.some(isVocabularyWord) || run.join('').length < 3) continue;
      const others = [...tokens.slice(0, start), ...tokens.slice(start + size)];
      runs.push({
        name: run.join(' '),
        rest: others.every((t) => SEARCH_STOP_WORDS.has(t)) ? '' : others.join(' '),
      });
    }
  }
  return runs;
}

/**
 * The place a search text names, and the words left for the text search: the first run (placeRunsOf order)
 * the gazetteer knows by that exact name. A text that names a shop (every word starts a word of one public
 * shop's name: "Salone Aurora", "Aurora", "Nails Lab Torino") is that shop's name, not a place, unless it is
 * the single word of a city ("Torino" is Turin even with a shop called "Nails Lab Torino").
 */
export function placeInText<P extends { kind?: 'city' | 'district' }>(
  text: string,
  placeNamed: (name: string) => P | null,
  namesShop: (text: string) => boolean,
): { place: P; rest: string } | null {
  for (const run of placeRunsOf(text)) {
    const place = placeNamed(run.name);
    if (!place) continue;
    const cityAlone = run.rest === '' && !run.name.includes(' ') && place.kind === 'city';
    return !cityAlone && namesShop(text) ? null : { place, rest: run.rest };
  }
  return null;
}
