import { describe, expect, it } from 'vitest';
import { addRow, canDeleteRows, deleteRow, emptyRow, hasRowProblems, rowProblems } from './caseRows.ts';

describe('the wizard case rows', () => {
  it('a new row starts its law firm search with the first row’s law firm (chosen or typed in)', () => {
    const first = { ...emptyRow(), lawFirm: { id: 'f1', name: 'Hartwell Law' } };
    expect(addRow([first])[1]!.initialSearch).toBe('Hartwell Law');
    const typed = { ...emptyRow(), newLawFirmName: 'Brand New LLP' };
    expect(addRow([typed])[1]!.initialSearch).toBe('Brand New LLP');
    expect(addRow([emptyRow()])[1]!.lawFirm).toBeNull();
  });

  it('deleting needs more than one row', () => {
    const one = [emptyRow()];
    expect(canDeleteRows(one)).toBe(false);
    expect(deleteRow(one, one[0]!.key)).toHaveLength(1);
    const two = addRow(one);
    expect(canDeleteRows(two)).toBe(true);
    expect(deleteRow(two, two[0]!.key).map((row) => row.key)).toEqual([two[1]!.key]);
  });

  it('law firm, first and last name are required without a file; dates are optional; nothing with a file', () => {
    const rows = [emptyRow(), { ...emptyRow(), newLawFirmName: 'New LLP', firstName: 'Ann', lastName: 'Lee' }];
    const problems = rowProblems(rows, false);
    expect(problems).toEqual([
      { lawFirm: 'This field is required.', firstName: 'This field is required.', lastName: 'This field is required.' },
      {},
    ]);
    expect(hasRowProblems(problems)).toBe(true);
    expect(hasRowProblems(rowProblems(rows, true))).toBe(false);
  });
});
