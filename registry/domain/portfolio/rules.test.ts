import { describe, expect, test } from 'vitest';
import { countableFromCounters, decodeCursor, effectiveOrdering, encodeCursor, foldCounts, parseFilters, parseOrdering } from './rules.ts';
import { parsePageSize } from '../paging.ts';

describe('portfolio query parsing', () => {
  test('per-role defaults and `all`', () => {
    expect(parseFilters({}, 'LAW_FIRM')).toMatchObject({ isClosed: false, isResolved: null });
    expect(parseFilters({}, 'LIENHOLDER')).toMatchObject({ isClosed: null, isResolved: false });
    expect(parseFilters({ is_closed: 'all' }, 'LAW_FIRM').isClosed).toBeNull();
    expect(parseFilters({ is_resolved: 'all' }, 'LIENHOLDER').isResolved).toBeNull();
    expect(parseFilters({ is_resolved: 'true' }, 'LAW_FIRM').isResolved).toBeNull();
  });

  test('ordering: defaults, descending, double underscores for dots, unknown fields refused', () => {
    expect(parseOrdering(undefined, 'LAW_FIRM')).toEqual({ field: 'last_updated_at', descending: false });
    expect(parseOrdering(undefined, 'LIENHOLDER')).toEqual({ field: 'last_updated_at', descending: true });
    expect(parseOrdering('-plaintiff.last_name', 'LAW_FIRM')).toEqual({ field: 'plaintiff__last_name', descending: true });
    expect(parseOrdering('created_at,id', 'LAW_FIRM')).toEqual({ field: 'created_at', descending: false });
    expect(() => parseOrdering('password_hash', 'LAW_FIRM')).toThrow();
  });

  test('page sizes: default 20, max 1000, off', () => {
    expect(parsePageSize(undefined)).toBe(20);
    expect(parsePageSize('abc')).toBe(20);
    expect(parsePageSize('5000')).toBe(1000);
    expect(parsePageSize('off')).toBe('off');
  });

  test('cursors round-trip and are bound to their ordering', () => {
    const ordering = { field: 'created_at' as const, descending: true };
    const cursor = { ordering: '-created_at', key: '2024-01-01 00:00:00+00', id: '3f1c7a8e-7a55-4e43-9b3a-0f0f0f0f0f0f', backwards: true };
    expect(decodeCursor(encodeCursor(cursor), ordering)).toEqual(cursor);
    expect(() => decodeCursor(encodeCursor(cursor), { field: 'created_at', descending: false })).toThrow();
    expect(() => decodeCursor('garbage', ordering)).toThrow();
  });

  test('facet counts leave out their own filter', () => {
    const groups = [
      { status: 'NEGOTIATION', is_resolved: false, is_out_of_date: true, count: 3 },
      { status: 'NEGOTIATION', is_resolved: true, is_out_of_date: false, count: 1 },
      { status: 'CASE_CLOSED', is_resolved: false, is_out_of_date: false, count: 2 },
      { status: null, is_resolved: false, is_out_of_date: true, count: 4 },
    ];
    const lawFirm = foldCounts(groups, parseFilters({ status: 'NEGOTIATION' }, 'LAW_FIRM'), 'LAW_FIRM');
    expect(lawFirm.count).toBe(4);
    expect(lawFirm.is_closed).toEqual({ true: 0, false: 4 });
    expect(lawFirm.status.NEGOTIATION).toBe(4);
    expect(lawFirm.status.CASE_CLOSED).toBe(0);
    expect(lawFirm.is_resolved).toBeUndefined();
    const lienholder = foldCounts(groups, parseFilters({}, 'LIENHOLDER'), 'LIENHOLDER');
    expect(lienholder.count).toBe(9);
    expect(lienholder.is_resolved).toEqual({ true: 1, false: 9 });
    expect(lawFirm.is_out_of_date).toEqual({ true: 3, false: 1 });

    // The 90-day facet: counted under the other filters, and narrowing every other facet when chosen.
    const stale = foldCounts(groups, parseFilters({ is_out_of_date: 'true', is_closed: 'all' }, 'LAW_FIRM'), 'LAW_FIRM');
    expect(stale.count).toBe(7);
    expect(stale.is_out_of_date).toEqual({ true: 7, false: 3 });
    expect(stale.is_closed).toEqual({ true: 0, false: 7 });
    expect(stale.status.NEGOTIATION).toBe(3);
    expect(() => parseFilters({ is_out_of_date: 'maybe' }, 'LAW_FIRM')).toThrow();
  });

  test('dimension filters: uuid lists, per-side, deduplicated; choices checked', () => {
    const a = '3f1c7a8e-7a55-4e43-9b3a-0f0f0f0f0f0f';
    const b = '4f1c7a8e-7a55-4e43-9b3a-0f0f0f0f0f0f';
    const lawFirm = parseFilters({ lienholder: `${a}, ${b},${a.toUpperCase()}`, tag: a, treatment_status: 'TREATING' }, 'LAW_FIRM');
    expect(lawFirm).toMatchObject({ lienholders: [a, b], tags: [a], treatmentStatuses: null });
    const lienholder = parseFilters({ lienholder: a, law_firm: `${a},${b}`, treatment_status: 'TREATING,DONE_TREATING' }, 'LIENHOLDER');
    expect(lienholder).toMatchObject({ lienholders: null, lawFirms: [a, b], treatmentStatuses: ['TREATING', 'DONE_TREATING'] });
    expect(parseFilters({ tag: '' }, 'LAW_FIRM').tags).toBeNull();
    expect(() => parseFilters({ tag: 'x' }, 'LAW_FIRM')).toThrow();
    expect(() => parseFilters({ treatment_status: 'HEALED' }, 'LIENHOLDER')).toThrow();
  });

  test('relevance falls back to the default ordering without a search; what the counters can count', () => {
    const relevance = parseOrdering('relevance', 'LAW_FIRM');
    expect(effectiveOrdering(relevance, parseFilters({ search: 'smith' }, 'LAW_FIRM'), 'LAW_FIRM')).toEqual(relevance);
    expect(effectiveOrdering(relevance, parseFilters({}, 'LIENHOLDER'), 'LIENHOLDER')).toEqual({
      field: 'last_updated_at',
      descending: true,
    });
    expect(countableFromCounters(parseFilters({ status: 'NEGOTIATION', is_out_of_date: 'true' }, 'LAW_FIRM'))).toBe(true);
    expect(countableFromCounters(parseFilters({ search: 'smith' }, 'LAW_FIRM'))).toBe(false);
    expect(countableFromCounters(parseFilters({ tag: '3f1c7a8e-7a55-4e43-9b3a-0f0f0f0f0f0f' }, 'LAW_FIRM'))).toBe(false);
  });
});
