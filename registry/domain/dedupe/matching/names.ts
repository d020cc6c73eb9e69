// Person names compared part by part: given names (the same, a nickname of one another, an initial, or a typo) and
// family names (the same, one of a double name, or a typo), and a whole name directly or with first and last swapped.
import { nameGroups, sameGivenName } from './nicknames.ts';
import { damerauLevenshtein, jaroWinkler } from './similarity.ts';
import { nameWords, soundex } from './normalize.ts';

export interface PreparedName {
  /** The words joined ("maryann"). */
  full: string;
  /** The first word ("mary"). */
  first: string;
  words: string[];
}

/** Prepared names by their text: names repeat (a million cases hold a few thousand given names), so each is prepared once. */
const preparedNames = new Map<string, PreparedName>();
const PREPARED_NAMES_MAX = 200_000;

/** A name's normalised words (shared: do not change the result). */
export const prepareName = (value: string | null | undefined): PreparedName => {
  const text = value ?? '';
  const cached = preparedNames.get(text);
  if (cached) return cached;
  const words = nameWords(text);
  const prepared = { full: words.join(''), first: words[0] ?? '', words };
  if (preparedNames.size >= PREPARED_NAMES_MAX) preparedNames.clear();
  preparedNames.set(text, prepared);
  return prepared;
};

/** How two name parts agree: the kind, for the rule, and a similarity in [0, 1] (0: they do not). */
export interface PartMatch {
  kind: 'exact' | 'nickname' | 'initial' | 'typo' | 'none';
  similarity: number;
}

const NONE: PartMatch = { kind: 'none', similarity: 0 };
/** A typo is accepted at this Jaro–Winkler similarity or above. */
export const TYPO_SIMILARITY = 0.88;

/**
 * A feminine or masculine form of one name (Daniel/Danielle, Paul/Paula, Eric/Erica, Jon/Joan is a typo though):
 * siblings' names, not a typo.
 */
function genderedForms(a: string, b: string): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (!long.startsWith(short) && !long.startsWith(short.slice(0, -1))) return false;
  const rest = long.startsWith(short) ? long.slice(short.length) : long.slice(short.length - 1);
  return ['a', 'e', 'le', 'ne', 'na', 'ette', 'ine', 'ina', 'elle', 'lle'].includes(rest);
}

/** A typo between two words: Jaro–Winkler ≥ 0.88 and at most two edits (one for names of four letters or fewer). */
function typo(a: string, b: string): PartMatch {
  if (a.length < 3 || b.length < 3) return NONE;
  if (genderedForms(a, b)) return NONE;
  const edits = damerauLevenshtein(a, b, 2);
  const allowed = Math.min(a.length, b.length) <= 4 ? 1 : 2;
  if (edits > allowed) return NONE;
  const similarity = jaroWinkler(a, b);
  return similarity >= TYPO_SIMILARITY ? { kind: 'typo', similarity: Math.min(similarity, 0.95) } : NONE;
}

export function compareGivenNames(a: PreparedName, b: PreparedName): PartMatch {
  if (!a.full || !b.full) return NONE;
  if (a.full === b.full) return { kind: 'exact', similarity: 1 };
  // "John Paul" and "John": the first given name decides.
  if (a.first === b.first && (a.words.length > 1 || b.words.length > 1)) return { kind: 'exact', similarity: 0.97 };
  if (sameGivenName(a.first, b.first) || sameGivenName(a.full, b.full)) return { kind: 'nickname', similarity: 0.95 };
  if ((a.first.length === 1 || b.first.length === 1) && a.first[0] === b.first[0]) return { kind: 'initial', similarity: 0.85 };
  const direct = typo(a.full, b.full);
  return direct.kind === 'none' && (a.words.length > 1 || b.words.length > 1) ? typo(a.first, b.first) : direct;
}

export function compareFamilyNames(a: PreparedName, b: PreparedName): PartMatch {
  if (!a.full || !b.full) return NONE;
  if (a.full === b.full) return { kind: 'exact', similarity: 1 };
  // One of a double name ("Garcia Lopez" and "Garcia").
  if ((a.words.length > 1 || b.words.length > 1) && a.words.some((word) => word.length >= 3 && b.words.includes(word)))
    return { kind: 'exact', similarity: 0.93 };
  return typo(a.full, b.full);
}

export interface NameMatch {
  /** 'name', 'name~nickname', 'name~typo', 'transposed-name', 'transposed-name~typo' … */
  rule: string;
  similarity: number;
}

/** Below this, a part does not agree (twins: the same family name, a different given name). */
const PART_MINIMUM = 0.85;

function combine(given: PartMatch, family: PartMatch, transposed: boolean): NameMatch | null {
  if (given.similarity < PART_MINIMUM || family.similarity < PART_MINIMUM) return null;
  const kinds = [given.kind, family.kind];
  const qualifier = kinds.includes('typo')
    ? '~typo'
    : kinds.includes('nickname')
      ? '~nickname'
      : kinds.includes('initial')
        ? '~initial'
        : '';
  const similarity = ((given.similarity + family.similarity) / 2) * (transposed ? 0.97 : 1);
  return { rule: `${transposed ? 'transposed-name' : 'name'}${qualifier}`, similarity };
}

/** Two people's names: directly, or with one's first and last name swapped; null when they differ. */
export function compareNames(
  a: { given: PreparedName; family: PreparedName },
  b: { given: PreparedName; family: PreparedName },
): NameMatch | null {
  const direct = combine(compareGivenNames(a.given, b.given), compareFamilyNames(a.family, b.family), false);
  if (direct && direct.similarity === 1) return direct;
  const swapped = combine(compareGivenNames(a.given, b.family), compareFamilyNames(a.family, b.given), true);
  if (!direct) return swapped;
  return swapped && swapped.similarity > direct.similarity ? swapped : direct;
}

/** Blocking keys of a given name: the Soundex of each nickname group it belongs to (at most six). */
export const givenNameKeys = (name: PreparedName): string[] =>
  name.first
    ? nameGroups(name.first)
        .slice(0, 6)
        .map((group) => soundex(group))
    : [];

/** Blocking key of a family name: its Soundex. */
export const familyNameKey = (name: PreparedName): string => soundex(name.full);
