import { describe, expect, it } from 'vitest';
import { chatTextareaRows, isSendable, notesDisabledPlaceholder } from './chatTexts.ts';

describe('chat texts and rules', () => {
  it('sizes the message box between 2 and 6 rows, counting wrapped lines the browser measured', () => {
    expect(chatTextareaRows('')).toBe(2);
    expect(chatTextareaRows('a\nb\nc')).toBe(3);
    expect(chatTextareaRows('1\n2\n3\n4\n5\n6\n7\n8')).toBe(6);
    // One long line wrapped over four: 4 × 20px of text plus 12px of padding.
    expect(chatTextareaRows('a long line', { scrollHeight: 92, lineHeight: 20, paddingBlock: 12 })).toBe(4);
    expect(chatTextareaRows('a long line', { scrollHeight: 400, lineHeight: 20, paddingBlock: 12 })).toBe(6);
    // Nothing measured (a hidden box): the lines alone.
    expect(chatTextareaRows('a\nb\nc', { scrollHeight: 0, lineHeight: 0, paddingBlock: 0 })).toBe(3);
  });

  it('sends anything but white space', () => {
    expect(isSendable(' \n\t ')).toBe(false);
    expect(isSendable(' ok ')).toBe(true);
  });

  it('names who turned notes off', () => {
    expect(notesDisabledPlaceholder('Riverside Spine & Rehab')).toBe('Riverside Spine & Rehab has disabled Notes on their cases');
  });
});
