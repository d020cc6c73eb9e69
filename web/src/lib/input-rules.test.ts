// The web's copy of the registry's input rules must not drift from the registry's own.
import { describe, expect, test } from 'vitest';
import * as registryInput from '../../../registry/domain/input.ts';
import * as registryDates from '../../../registry/domain/dates.ts';
import {
  DATE_MESSAGES,
  EARLIEST_DATE,
  LATEST_DATE,
  TEXT_LIMITS,
  dateError,
  latestToday,
  searchText,
  textError,
  tooLong,
} from './input-rules.ts';

describe('input rules', () => {
  test('the limits, texts and date range are the registry’s', () => {
    expect(TEXT_LIMITS).toEqual(registryInput.TEXT_LIMITS);
    expect(tooLong(7)).toBe(registryInput.tooLong(7));
    expect(DATE_MESSAGES).toEqual(registryDates.DATE_MESSAGES);
    expect([EARLIEST_DATE, LATEST_DATE]).toEqual([registryDates.EARLIEST_DATE, registryDates.LATEST_DATE]);
    const now = Date.parse('2026-03-01T23:00:00Z');
    expect(latestToday(now)).toBe(registryDates.latestToday(now));
  });

  test('a text counts once trimmed; a date is refused in the future and outside 1900–2100', () => {
    expect(textError(` ${'x'.repeat(100)} `, 100)).toBeUndefined();
    expect(textError('x'.repeat(101), 100)).toBe('Ensure this field has no more than 100 characters.');
    expect(dateError('')).toBeUndefined();
    expect(dateError('1899-12-31')).toBe(DATE_MESSAGES.outOfRange);
    expect(dateError('2999-01-01', { future: DATE_MESSAGES.lossInFuture })).toBe(DATE_MESSAGES.lossInFuture);
    expect(dateError('2999-01-01')).toBe(DATE_MESSAGES.outOfRange);
    expect(dateError(latestToday(), { future: DATE_MESSAGES.lossInFuture })).toBeUndefined();
  });

  test('a search loses the characters the registry refuses, so it is never sent with them', () => {
    const pasted = ' smith\u0000\tjohn\n\u007F \uD800';
    expect(registryInput.hasDisallowedCharacters(pasted)).toBe(true);
    const cleaned = searchText(pasted);
    expect(cleaned).toBe('smith  john   \uFFFD');
    expect(registryInput.hasDisallowedCharacters(cleaned)).toBe(false);
    expect(searchText('\u0000\u0001 ')).toBe('');
  });
});
