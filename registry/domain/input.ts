// What text the registry accepts: one table of maximum lengths (mirrored by web/src/lib/text-limits.ts, a test
// keeps the two equal) and the characters no field may hold. The HTTP hook (http/input.ts) applies the character
// rules and a ceiling to every string a client sends; the domain parsers apply each field's own limit.
import { MESSAGES, type FieldErrors } from './errors.ts';

/** Maximum length, in characters (UTF-16 code units, as JavaScript and the web's maxLength count), per kind of field. */
export const TEXT_LIMITS = {
  /** A plaintiff's or a contact's first or last name. */
  personName: 100,
  email: 254,
  organizationName: 255,
  /** Django's URLField default. */
  website: 200,
  tagName: 50,
  externalId: 255,
  /** Every note and message: status notes, lien notes, rejection reasons, representation notes, thread messages. */
  note: 5000,
  /** The portfolio and directory searches (query parameter). */
  search: 200,
} as const;

/** Any other string in a request body (fields a route ignores, tokens, passwords): nothing legitimate is longer. */
export const ANY_TEXT_MAX = 10_000;

/**
 * Body fields that mean the same thing in every request, with their limit: the HTTP gate refuses them with their
 * own limit (not only ANY_TEXT_MAX) before anything else reads them. The domain parsers check them again.
 */
export const FIELD_LIMITS: Readonly<Record<string, number>> = {
  first_name: TEXT_LIMITS.personName,
  last_name: TEXT_LIMITS.personName,
  email: TEXT_LIMITS.email,
  website: TEXT_LIMITS.website,
  registry_external_id: TEXT_LIMITS.externalId,
  note: TEXT_LIMITS.note,
};

/** Body fields whose text may span lines (tab, newline and carriage return allowed). */
export const MULTILINE_FIELDS: ReadonlySet<string> = new Set(['note']);

export const INPUT_MESSAGES = {
  disallowedCharacters: 'This field contains characters that are not allowed.',
  badUrl: 'The address contains characters that are not allowed.',
  badRequest: 'Bad request.',
  tooDeep: 'The request body is nested too deeply.',
} as const;

export const tooLong = (max: number) => `Ensure this field has no more than ${max} characters.`;

// C0 controls and DEL. Multi-line text keeps tab, newline and carriage return.
const CONTROL = /[\u0000-\u001F\u007F]/;
const CONTROL_MULTILINE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/**
 * True when the text holds a character no field may hold: NUL and the other control characters (PostgreSQL
 * refuses NUL; the others break headers, logs and CSV exports) or a lone UTF-16 surrogate (not a character at
 * all; PostgreSQL cannot store it).
 */
export function hasDisallowedCharacters(value: string, multiline = false): boolean {
  return (multiline ? CONTROL_MULTILINE : CONTROL).test(value) || !value.isWellFormed();
}

/** The first problem of a text (characters, then length), or null. */
export function textProblem(value: string, max: number, multiline = false): string | null {
  if (hasDisallowedCharacters(value, multiline)) return INPUT_MESSAGES.disallowedCharacters;
  if (value.length > max) return tooLong(max);
  return null;
}

export interface TextRule {
  max: number;
  /** Missing, null and blank are errors ('This field is required.'); otherwise they give ''. */
  required?: boolean;
  multiline?: boolean;
}

/**
 * A trimmed text field of a body, checked against its rule; records the error under `field` and returns
 * undefined when it is not acceptable. Absent (undefined) optional fields give undefined without an error.
 */
export function parseText(value: unknown, field: string, errors: FieldErrors, rule: TextRule): string | undefined {
  if (value === undefined || value === null || (typeof value === 'string' && !value.trim())) {
    if (rule.required) errors[field] = [MESSAGES.required];
    return value === undefined ? undefined : '';
  }
  if (typeof value !== 'string') {
    errors[field] = [MESSAGES.notAString];
    return undefined;
  }
  const text = value.trim();
  const problem = textProblem(text, rule.max, rule.multiline);
  if (problem) {
    errors[field] = [problem];
    return undefined;
  }
  return text;
}

/** An optional note (multi-line, at most TEXT_LIMITS.note); '' when absent. */
export const parseNoteText = (value: unknown, errors: FieldErrors, field = 'note'): string =>
  parseText(value, field, errors, { max: TEXT_LIMITS.note, multiline: true }) ?? '';
