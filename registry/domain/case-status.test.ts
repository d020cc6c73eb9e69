import { describe, expect, test } from 'vitest';
import { parseStatusUpdate } from './case-status.ts';
import { HttpError } from './errors.ts';

const errorsOf = (body: unknown) => {
  try {
    parseStatusUpdate(body);
  } catch (error) {
    if (error instanceof HttpError) return { status: error.status, body: error.body };
    throw error;
  }
  return null;
};

describe('parseStatusUpdate', () => {
  test('every dated status requires its own date field', () => {
    expect(errorsOf({ status: 'CASE_SETTLED_NOT_YET_DISBURSED' })?.body).toEqual({
      date_expected_to_receive_check: ['This field is required.'],
    });
    expect(errorsOf({ status: 'IN_LITIGATION' })?.body).toEqual({ lawsuit_filed_date: ['This field is required.'] });
    expect(errorsOf({ status: 'MEDIATION_OR_ARBITRATION_SCHEDULED' })?.body).toEqual({ appearance_date: ['This field is required.'] });
    expect(errorsOf({ status: 'TRIAL_SCHEDULED', appearance_date: '' })?.body).toEqual({ appearance_date: ['This field is required.'] });
  });

  test('accepts an undated status with an optional note, and a bare confirmation', () => {
    expect(parseStatusUpdate({ status: 'DEMAND_SENT' })).toEqual({ status: 'DEMAND_SENT', dates: {}, note: '', statusNoChange: false });
    expect(parseStatusUpdate({ status: 'IN_LITIGATION', lawsuit_filed_date: '2024-02-29', note: ' filed ' })).toEqual({
      status: 'IN_LITIGATION',
      dates: { lawsuit_filed_date: '2024-02-29' },
      note: 'filed',
      statusNoChange: false,
    });
    expect(parseStatusUpdate({ status_no_change: true }).statusNoChange).toBe(true);
  });

  test('rejects wrong types and impossible dates', () => {
    expect(errorsOf({ status: 'DEMAND_SENT', note: 5, status_no_change: 'yes' })?.body).toEqual({
      note: ['Not a valid string.'],
      status_no_change: ['Must be a valid boolean.'],
    });
    expect(errorsOf({ status: 'TRIAL_SCHEDULED', appearance_date: '2023-02-29' })?.status).toBe(400);
    expect(errorsOf(null)?.body).toEqual({ status: ['This field is required.'] });
  });
});
