// The matching threshold (DEDUPE_THRESHOLD): a pair whose score is at or above it is a match. Scores are on one scale
// for every model type (registry/domain/dedupe/matching/{cases,contacts,organizations}.ts), so one setting serves all.

/** The default: exact names with a swapped or mistyped birth date pass; a typo in the name and the birth date together do not. */
export const DEFAULT_DEDUPE_THRESHOLD = 0.85;

/** DEDUPE_THRESHOLD: a number from 0.5 to 1; unset → the default. */
export function dedupeThresholdFrom(value: string | undefined): number {
  const text = value?.trim();
  if (!text) return DEFAULT_DEDUPE_THRESHOLD;
  const number = Number(text);
  if (!/^\d+(\.\d+)?$/.test(text) || number < 0.5 || number > 1)
    throw new Error(`DEDUPE_THRESHOLD must be a number from 0.5 to 1 (got ${JSON.stringify(value)})`);
  return number;
}
