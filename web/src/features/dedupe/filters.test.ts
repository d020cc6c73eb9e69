import { describe, expect, test } from 'vitest';
import { filtersOf, paramsOf, variablesOf } from './filters.ts';

describe('dedupe filters in the URL', () => {
  test('related_to_compulsion_firm round-trips and reaches the query only when set', () => {
    const filters = filtersOf(new URLSearchParams('tab=contacts&related_to_compulsion_firm=true'));
    expect(filters.relatedToCompulsionFirm).toBe(true);
    expect(paramsOf(filters).get('related_to_compulsion_firm')).toBe('true');
    expect(variablesOf(filters).relatedToCompulsionFirm).toBe(true);
    const plain = filtersOf(new URLSearchParams('tab=contacts'));
    expect(plain.relatedToCompulsionFirm).toBe(false);
    expect(paramsOf(plain).has('related_to_compulsion_firm')).toBe(false);
    expect(variablesOf(plain).relatedToCompulsionFirm).toBeNull();
  });
});
