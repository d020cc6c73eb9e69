import { describe, expect, test } from 'vitest';
import { dateOf, parseSearch, prefixEnd, SIMILARITY_THRESHOLD, swapsOf } from './search.ts';

describe('portfolio search text', () => {
  test('dates as the UI shows them and as ISO, real calendar dates only', () => {
    expect(dateOf('01/08/1965')).toBe('1965-01-08');
    expect(dateOf('1/8/1965')).toBe('1965-01-08');
    expect(dateOf('1965-01-08')).toBe('1965-01-08');
    expect(dateOf('02/29/2024')).toBe('2024-02-29');
    expect(dateOf('02/29/2023')).toBeNull();
    expect(dateOf('13/01/2020')).toBeNull();
    expect(dateOf('2020-1-8')).toBeNull();
    expect(dateOf('smith')).toBeNull();
  });

  test('the end of a prefix range in code point order', () => {
    expect(prefixEnd('smi')).toBe('smj');
    expect(prefixEnd('a\u{10ffff}')).toBe('b');
    expect(prefixEnd('\u{10ffff}')).toBeNull();
    expect(prefixEnd('x\ud7ff')).toBe('x\ue000');
  });

  test('words: lower-cased, at most six; similarity only for name-like texts of three characters or more', () => {
    const search = parseSearch('  Jonh   SMIHT ');
    expect(search.words.map((word) => word.text)).toEqual(['jonh', 'smiht']);
    expect(search.similarTo).toBe('jonh smiht');
    expect(parseSearch('a b c d e f g h').words).toHaveLength(6);
    expect(parseSearch('jo').similarTo).toBeNull();
    expect(parseSearch('camp').similarTo).toBeNull();
    expect(parseSearch('campb').similarTo).toBe('campb');
    expect(parseSearch('').words).toEqual([]);
    const id = '3f1c7a8e-7a55-4e43-9b3a-0f0f0f0f0f0f';
    expect(parseSearch(id.toUpperCase())).toMatchObject({ words: [{ caseId: id }], similarTo: null });
    expect(parseSearch('smith 01/08/1965')).toMatchObject({ words: [{ date: null }, { date: '1965-01-08' }], similarTo: null });
    // An identifier is matched whole: a text with a digit is never compared with names by similarity.
    expect(parseSearch('ACC-00005266-c03a').similarTo).toBeNull();
    expect(parseSearch('smith 1965').similarTo).toBeNull();
  });

  test('name words of four letters or more also match with two neighbouring letters swapped', () => {
    expect(swapsOf('smiht')).toEqual(['msiht', 'simht', 'smhit', 'smith']);
    expect(swapsOf('anna')).toEqual(['nana', 'anan']);
    expect(swapsOf('lee')).toEqual([]);
    const [jonh, smiht] = parseSearch('Jonh Smiht').words;
    expect(jonh.swaps.map((swap) => swap.text)).toContain('john');
    expect(smiht.swaps).toContainEqual({ text: 'smith', prefixEnd: 'smiti' });
    expect(parseSearch('01/08/1965').words[0].swaps).toEqual([]);
    // Identifiers are matched whole.
    expect(parseSearch('MAT-00595341').words[0].swaps).toEqual([]);
    // "jackson" is 0.375 similar to "jacob williams": below the threshold.
    expect(SIMILARITY_THRESHOLD).toBeGreaterThan(0.375);
  });
});
