import { describe, expect, it } from 'vitest';
import { canAskForInformation, canDismiss, canMerge, chooseMaster, EMPTY_SELECTION, toggleDuplicate } from './selection.ts';

describe('a match card selection', () => {
  it('choosing a master removes it from the duplicates; only candidates may be master', () => {
    let selection = toggleDuplicate(EMPTY_SELECTION, 'a', true);
    selection = toggleDuplicate(selection, 'b', true);
    selection = chooseMaster(selection, 'a', ['a', 'b']);
    expect(selection).toEqual({ master: 'a', duplicates: ['b'] });
    expect(chooseMaster(selection, 'c', ['a', 'b'])).toBe(selection);
    expect(toggleDuplicate(selection, 'a', true)).toEqual({ master: null, duplicates: ['b', 'a'] });
    expect(toggleDuplicate(selection, 'b', false)).toEqual({ master: 'a', duplicates: [] });
  });

  it('the enabling rules of spec 002 §4', () => {
    expect(canMerge({ master: 'a', duplicates: ['b'] }, false)).toBe(true);
    expect(canMerge({ master: 'a', duplicates: ['b'] }, true)).toBe(false);
    expect(canMerge({ master: null, duplicates: ['b'] }, false)).toBe(false);
    expect(canMerge({ master: 'a', duplicates: [] }, false)).toBe(false);
    expect(canDismiss('NEW', false)).toBe(true);
    expect(canDismiss('NEEDS_MORE_INFORMATION', false)).toBe(true);
    expect(canDismiss('DISMISSED', false)).toBe(false);
    expect(canDismiss('NEW', true)).toBe(false);
    expect(canAskForInformation('NEW', false)).toBe(true);
    expect(canAskForInformation('NEEDS_MORE_INFORMATION', false)).toBe(false);
    expect(canAskForInformation('DISMISSED', false)).toBe(false);
    expect(canAskForInformation('NEW', true)).toBe(false);
  });
});
