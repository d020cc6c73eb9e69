// The wizard's case rows (spec section 2 and 5): a row has a law firm (chosen, or a new one by name with an optional
// website), First Name, Last Name, Patient Date of Birth and Patient Date of Loss. Rules: law firm, first and last
// name are required when no file is attached (dates optional); a row can be deleted only while more than one
// exists; a new row starts with the first row's law firm as its search text.

export interface LawFirmValue {
  id: string;
  name: string;
}

export interface CaseRow {
  key: string;
  lawFirm: LawFirmValue | null;
  /** A law firm typed in and not found: created on approval. */
  newLawFirmName: string;
  newLawFirmWebsite: string;
  /** What the law firm search box starts with. */
  initialSearch: string;
  firstName: string;
  lastName: string;
  birthdate: string;
  dateOfLoss: string;
}

let nextKey = 0;
export const rowKey = () => `row-${++nextKey}`;

export const emptyRow = (initialSearch = ''): CaseRow => ({
  key: rowKey(),
  lawFirm: null,
  newLawFirmName: '',
  newLawFirmWebsite: '',
  initialSearch,
  firstName: '',
  lastName: '',
  birthdate: '',
  dateOfLoss: '',
});

/** The name of a row's law firm, chosen or typed in. */
export const lawFirmNameOf = (row: CaseRow) => row.lawFirm?.name ?? row.newLawFirmName;

/** A new row: the first row's law firm carried in as the initial search value. */
export const addRow = (rows: readonly CaseRow[]): CaseRow[] => [...rows, emptyRow(rows[0] ? lawFirmNameOf(rows[0]) : '')];

/** Delete is offered only while more than one row exists. */
export const canDeleteRows = (rows: readonly CaseRow[]) => rows.length > 1;

export const deleteRow = (rows: readonly CaseRow[], key: string): CaseRow[] =>
  canDeleteRows(rows) ? rows.filter((row) => row.key !== key) : [...rows];

export type RowProblems = Partial<Record<'lawFirm' | 'firstName' | 'lastName', string>>;

/** Each row's missing fields; none at all while a file is attached (the rows are then ignored). */
export function rowProblems(rows: readonly CaseRow[], hasFile: boolean): RowProblems[] {
  if (hasFile) return rows.map(() => ({}));
  return rows.map((row) => {
    const problems: RowProblems = {};
    if (!row.lawFirm && !row.newLawFirmName.trim()) problems.lawFirm = 'This field is required.';
    if (!row.firstName.trim()) problems.firstName = 'This field is required.';
    if (!row.lastName.trim()) problems.lastName = 'This field is required.';
    return problems;
  });
}

export const hasRowProblems = (problems: readonly RowProblems[]) => problems.some((row) => Object.keys(row).length > 0);
