// The registry's text limits and date rules (registry/domain/input.ts and registry/domain/dates.ts), mirrored so
// the forms refuse the same input with the same texts before sending it; input-rules.test.ts keeps the two equal.
// The registry checks again: its userErrors still show when this check is bypassed.

export const TEXT_LIMITS = {
  personName: 100,
  email: 254,
  organizationName: 255,
  website: 200,
  tagName: 50,
  externalId: 255,
  note: 5000,
  search: 200,
} as const;

/**
 * A search as the registry accepts it: the control characters no field may hold (a pasted NUL, tab or line break)
 * become spaces and a lone surrogate becomes U+FFFD, so what someone pastes searches instead of being refused.
 */
export const searchText = (value: string): string =>
  value
    .replace(/[\u0000-\u001F\u007F]/g, ' ')
    .toWellFormed()
    .trim();

export const tooLong = (max: number) => `Ensure this field has no more than ${max} characters.`;

/** The message for a text longer (once trimmed, as the registry stores it) than its limit. */
export const textError = (value: string | null | undefined, max: number): string | undefined =>
  (value ?? '').trim().length > max ? tooLong(max) : undefined;

export const EARLIEST_DATE = '1900-01-01';
export const LATEST_DATE = '2100-12-31';

export const DATE_MESSAGES = {
  outOfRange: `Enter a date between ${EARLIEST_DATE} and ${LATEST_DATE}.`,
  birthdateInFuture: 'Date of birth cannot be in the future.',
  lossInFuture: 'Date of loss cannot be in the future.',
  birthdateAfterLoss: 'Date of birth cannot be after the date of loss.',
  lawsuitFiledInFuture: 'Lawsuit filed date cannot be in the future.',
  finalTreatmentInFuture: 'Final treatment date cannot be in the future.',
} as const;

/** Today where the day begins first (UTC+14), as the registry reckons "the future". */
export const latestToday = (now = Date.now()): string => new Date(now + 14 * 3_600_000).toISOString().slice(0, 10);

/** The message for a YYYY-MM-DD value (as `<input type="date">` gives it) outside the registry's rules; '' passes. */
export function dateError(value: string | null | undefined, rule: { future?: string } = {}): string | undefined {
  if (!value) return undefined;
  if (rule.future && value > latestToday()) return rule.future;
  if (value < EARLIEST_DATE || value > LATEST_DATE) return DATE_MESSAGES.outOfRange;
  return undefined;
}

/** The first message of each field that has one (undefined values dropped). */
export const presentErrors = (checks: Record<string, string | undefined>): Record<string, string> =>
  Object.fromEntries(Object.entries(checks).filter((entry): entry is [string, string] => entry[1] !== undefined));
