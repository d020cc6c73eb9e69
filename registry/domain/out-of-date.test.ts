import { describe, expect, test } from 'vitest';
import { daysSinceLastUpdate, isOutOfDate, OUT_OF_DATE_DAYS } from './out-of-date.ts';

const now = Date.parse('2026-11-24T12:00:00Z');
const ago = (days: number) => new Date(now - days * 86_400_000);

describe('the 90-day rule', () => {
  test('open and not updated for 90 days, or never: out of date; closed cases never are', () => {
    expect(OUT_OF_DATE_DAYS).toBe(90);
    expect(isOutOfDate('NEGOTIATION', ago(90), now)).toBe(true);
    expect(isOutOfDate('NEGOTIATION', new Date(ago(90).getTime() + 1), now)).toBe(false);
    expect(isOutOfDate(null, null, now)).toBe(true);
    expect(isOutOfDate('CASE_CLOSED', null, now)).toBe(false);
    expect(isOutOfDate('CASE_CLOSED', ago(400), now)).toBe(false);
  });

  test('whole days since the last update, never negative, null when never updated', () => {
    expect(daysSinceLastUpdate(ago(91.9), now)).toBe(91);
    expect(daysSinceLastUpdate(ago(-1), now)).toBe(0);
    expect(daysSinceLastUpdate(ago(3).toISOString(), now)).toBe(3);
    expect(daysSinceLastUpdate(null, now)).toBeNull();
  });
});
