import { MESSAGES, type FieldErrors } from './errors.ts';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date written YYYY-MM-DD (not 2026-02-30, not 2026-13-01). */
export const isValidDate = (value: string): boolean =>
  DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/** The range of dates the registry accepts anywhere (a birth date, a loss, a hearing, an expected check). */
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

/**
 * Today as it is in the earliest-ahead time zone in use (UTC+14): a date that is already today for the user
 * anywhere is never "in the future".
 */
export const latestToday = (now = Date.now()): string => new Date(now + 14 * 3_600_000).toISOString().slice(0, 10);

export interface DateRule {
  /** The message when the date is after today (the date of a past event). */
  future?: string;
}

/**
 * A date field of a body: undefined when absent, null when null or empty, else a real date inside the accepted
 * range (and not in the future when the rule says so). Records the error under `field` otherwise.
 */
export function parseDate(value: unknown, field: string, errors: FieldErrors, rule: DateRule = {}): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === null || value === '') return null;
  if (typeof value !== 'string' || !isValidDate(value)) errors[field] = [MESSAGES.invalidDate];
  else if (rule.future && value > latestToday()) errors[field] = [rule.future];
  else if (value < EARLIEST_DATE || value > LATEST_DATE) errors[field] = [DATE_MESSAGES.outOfRange];
  else return value;
  return undefined;
}

/** Birth before (or on) the loss; either may be missing. */
export const birthAfterLoss = (birthdate: string | null | undefined, dateOfLoss: string | null | undefined): boolean =>
  Boolean(birthdate && dateOfLoss && birthdate > dateOfLoss);
