// What a portfolio search text means: its words (each must match a name prefix, the case id, a birth or loss date
// typed as the UI shows it, or an external identifier) and the whole text for typo-tolerant similarity.
import { isUuid } from '../ids.ts';

export const MAX_SEARCH_WORDS = 6;
/**
 * pg_trgm word similarity of the text to the full name at or above which a case matches without its words. At 0.35
 * "jackson" matched "jacob williams" (0.375); two swapped letters are found by the words' swaps (below) instead.
 */
export const SIMILARITY_THRESHOLD = 0.5;
/** Words this long or longer also match with two neighbouring letters swapped ("smiht" finds Smith). */
const MIN_SWAP_LENGTH = 4;
/**
 * Shorter texts are not compared by similarity: at 0.5, a text of three or four letters is similar to every name
 * with a word that starts with its first two letters (thousands of candidates in a large portfolio, 0.4–0.5 s at
 * 1 M cases), which its prefix already finds; swaps cover a short word's typo.
 */
const MIN_SIMILARITY_LENGTH = 5;

export interface SearchWord {
  /** Lower-cased, for name prefixes and external identifiers. */
  text: string;
  /** The first key after every key that starts with `text` (collate "C"), null when there is none. */
  prefixEnd: string | null;
  /** The case id when the word is a uuid. */
  caseId: string | null;
  /** An ISO date when the word is a valid MM/DD/YYYY or YYYY-MM-DD. */
  date: string | null;
  /** The word with two neighbouring letters swapped (a typo), as name prefixes: "jonh" → "ojnh", "jnoh", "john". */
  swaps: { text: string; prefixEnd: string | null }[];
}

export interface Search {
  words: SearchWord[];
  /** The lower-cased text (words joined by one space) for similarity to the full name; null when too short. */
  similarTo: string | null;
}

export const NO_SEARCH: Search = { words: [], similarTo: null };

const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The ISO date a word stands for (a real calendar date), or null. */
export function dateOf(word: string): string | null {
  const us = US_DATE.exec(word);
  const iso = ISO_DATE.exec(word);
  const [year, month, day] = us ? [us[3], us[1], us[2]] : iso ? [iso[1], iso[2], iso[3]] : [];
  if (!year) return null;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (date.getUTCFullYear() !== Number(year) || date.getUTCMonth() !== Number(month) - 1 || date.getUTCDate() !== Number(day)) return null;
  return date.toISOString().slice(0, 10);
}

/** In code point order (collate "C" compares UTF-8 bytes, which is code point order), the first string after every one starting with `prefix`. */
export function prefixEnd(prefix: string): string | null {
  const points = [...prefix];
  while (points.length) {
    const last = points.pop()!.codePointAt(0)!;
    if (last >= 0x10ffff) continue;
    // Skip the surrogate range: those are no characters.
    const next = last === 0xd7ff ? 0xe000 : last + 1;
    return points.join('') + String.fromCodePoint(next);
  }
  return null;
}

/** Every distinct word made by swapping two neighbouring characters of `word` (none for short words). */
export function swapsOf(word: string): string[] {
  const points = [...word];
  if (points.length < MIN_SWAP_LENGTH) return [];
  const swaps = new Set<string>();
  for (let i = 0; i + 1 < points.length; i++) {
    if (points[i] === points[i + 1]) continue;
    const swapped = [...points];
    [swapped[i], swapped[i + 1]] = [swapped[i + 1], swapped[i]];
    swaps.add(swapped.join(''));
  }
  return [...swaps];
}

export function parseSearch(value: string | undefined): Search {
  const raw = (value ?? '').trim().toLowerCase().split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
  if (!raw.length) return NO_SEARCH;
  const words = raw.map((text) => {
    const caseId = isUuid(text) ? text : null;
    const date = dateOf(text);
    // Identifiers (any word with a digit) are matched whole, never with swapped letters.
    const swaps = caseId || date || /\d/.test(text) ? [] : swapsOf(text).map((swap) => ({ text: swap, prefixEnd: prefixEnd(swap) }));
    return { text, prefixEnd: prefixEnd(text), caseId, date, swaps };
  });
  const joined = raw.join(' ');
  // Names hold no digits: a text with an identifier, a date or a case id is never compared with names by similarity.
  const similar = joined.length >= MIN_SIMILARITY_LENGTH && !/\d/.test(joined);
  return { words, similarTo: similar ? joined : null };
}
