// Cases (DECISIONS 19): the same plaintiff (normalised name with nicknames, typos and first/last swapped) with the
// same birth date (or its day/month swap, or one mistyped digit) or, without a birth date, the same date of loss; and
// the same law firm, or a firm on one side only (a provider's case without one). Different law firms never match:
// those are two firms' cases, which staff cannot merge. A birth date that differs otherwise means another person
// (same name, different birth date; a common name), whatever else agrees.
import { hashNumber, hashText, type MatchModel, type PairMatch } from './engine.ts';
import { compareNames, familyNameKey, givenNameKeys, prepareName, type PreparedName } from './names.ts';
import { dateNumber, dayNumber, swapInsensitiveDate, swappedDate } from './normalize.ts';

/** A case as the engine reads it (the store's row, or a labelled set's). */
export interface CaseInput {
  id: string;
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD or null. */
  birthdate: string | null;
  dateOfLoss: string | null;
  lawFirmId: string | null;
}

export interface PreparedCase {
  id: string;
  given: PreparedName;
  family: PreparedName;
  /** YYYYMMDD, 0 when unknown. */
  birth: number;
  dateOfLoss: number;
  lawFirmId: string | null;
  /** Blocking keys of the names (given names' groups and family name, as Soundex), computed once. */
  nameKeys: string[];
  /** Each given-name key with the family-name key, in sorted order (first/last swapped give the same pair), hashed. */
  pairKeys: number[];
}

export function prepareCase(input: CaseInput): PreparedCase {
  const given = prepareName(input.firstName);
  const family = prepareName(input.lastName);
  const familyKey = familyNameKey(family);
  const givenKeys = givenNameKeys(given);
  return {
    id: input.id,
    given,
    family,
    birth: dateNumber(input.birthdate),
    dateOfLoss: dateNumber(input.dateOfLoss),
    lawFirmId: input.lawFirmId,
    nameKeys: [...givenKeys, ...(familyKey ? [familyKey] : [])],
    pairKeys: familyKey
      ? givenKeys.map((key) => (key < familyKey ? hashText(familyKey, hashText(key)) : hashText(key, hashText(familyKey))))
      : [],
  };
}

/**
 * How two dates agree: 'same' 1, 'swap' (day and month) 0.92, 'typo' (one digit, two neighbours swapped, or the year one
 * off) 0.8, 'near' (within three days) 0.7, else 'different'.
 */
export function compareDates(a: number, b: number): { kind: 'same' | 'swap' | 'typo' | 'near' | 'different'; similarity: number } {
  if (a === b) return SAME;
  if (swappedDate(a) === b) return SWAP;
  // The eight digits of YYYYMMDD, compared without building strings (this runs for every candidate pair).
  let differences = 0;
  let first = -1;
  let x = a;
  let y = b;
  const digitsA: number[] = [];
  const digitsB: number[] = [];
  for (let i = 7; i >= 0; i--) {
    const dx = x % 10;
    const dy = y % 10;
    digitsA[i] = dx;
    digitsB[i] = dy;
    x = (x - dx) / 10;
    y = (y - dy) / 10;
    if (dx !== dy) {
      differences++;
      first = i;
    }
  }
  if (differences === 1) return TYPO;
  if (differences === 2 && first < 7 && digitsA[first] === digitsB[first + 1] && digitsA[first + 1] === digitsB[first]) return TYPO;
  // The year one off on the same day (1969 for 1970: two digits, one slip).
  if (a % 10_000 === b % 10_000 && Math.abs(a - b) === 10_000) return TYPO;
  if (Math.abs(dayNumber(a) - dayNumber(b)) <= 3) return NEAR;
  return DIFFERENT;
}

const SAME = { kind: 'same', similarity: 1 } as const;
const SWAP = { kind: 'swap', similarity: 0.92 } as const;
const TYPO = { kind: 'typo', similarity: 0.8 } as const;
const NEAR = { kind: 'near', similarity: 0.7 } as const;
const DIFFERENT = { kind: 'different', similarity: 0 } as const;

const WEIGHT_NAME = 0.5;
const WEIGHT_DATES = 0.35;
const WEIGHT_FIRM = 0.15;
/** A law firm on one side only: a provider's case of the firm's client, most likely. */
const ONE_FIRM = 0.6;

export function compareCases(a: PreparedCase, b: PreparedCase): PairMatch | null {
  if (a.lawFirmId && b.lawFirmId && a.lawFirmId !== b.lawFirmId) return null;
  let evidence: number;
  let dateRule: string;
  const loss = a.dateOfLoss && b.dateOfLoss ? compareDates(a.dateOfLoss, b.dateOfLoss) : null;
  if (a.birth && b.birth) {
    const birth = compareDates(a.birth, b.birth);
    if (birth.kind === 'different' || birth.kind === 'near') return null;
    evidence = birth.similarity;
    dateRule = birth.kind === 'same' ? '+birthdate' : `+birthdate~${birth.kind}`;
    // The same accident adds to it; another accident's date takes from it (the same person's other case, or a
    // stranger's with a mistyped birth date).
    if (loss && loss.similarity >= 0.7) {
      evidence = Math.min(1, evidence + 0.08);
      dateRule += '+date-of-loss';
    } else if (loss) evidence -= 0.1;
  } else {
    if (!loss || loss.similarity < 0.8) return null;
    evidence = 0.9 * loss.similarity;
    dateRule = loss.kind === 'same' ? '+date-of-loss' : `+date-of-loss~${loss.kind}`;
  }
  const name = compareNames(a, b);
  if (!name) return null;
  const sameFirm = Boolean(a.lawFirmId && a.lawFirmId === b.lawFirmId);
  const firm = sameFirm ? 1 : a.lawFirmId || b.lawFirmId ? ONE_FIRM : ONE_FIRM;
  const score = WEIGHT_NAME * name.similarity + WEIGHT_DATES * evidence + WEIGHT_FIRM * firm;
  return {
    rule: `${name.rule}${dateRule}${sameFirm ? '+law-firm' : ''}`,
    score: Math.round(Math.max(0, Math.min(1, score)) * 1000) / 1000,
  };
}

const yearOf = (date: number) => Math.floor(date / 10_000);
const monthDayOf = (date: number) => {
  const key = swapInsensitiveDate(date);
  return key % 10_000;
};

/**
 * Blocking passes: (1) a name key (given or family, so first/last swapped meet) + birth date (day/month-swap
 * insensitive); (2) given + family key (in either order) + birth year, and + birth month/day, so one mistyped digit
 * of the birth date still meets; (3) given + family key (either order) + date of loss, for cases without a birth date
 * (both names: the date of loss is shared by many cases, and a name key alone made its blocks large).
 */
export const CASE_MODEL: MatchModel<PreparedCase> = {
  passes: [
    (record) => (record.birth ? record.nameKeys.map((key) => hashNumber(hashText(key), swapInsensitiveDate(record.birth))) : []),
    (record) =>
      record.birth
        ? record.pairKeys.flatMap((pair) => [hashNumber(pair, yearOf(record.birth)), hashNumber(pair, 100_000 + monthDayOf(record.birth))])
        : [],
    (record) => (record.dateOfLoss ? record.pairKeys.map((pair) => hashNumber(pair, record.dateOfLoss)) : []),
  ],
  compare: compareCases,
};
