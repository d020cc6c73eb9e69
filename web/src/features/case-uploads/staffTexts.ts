// Texts of the staff Case Uploads page (issue 14 item 6: the spreadsheet import).
export const STAFF_CASE_UPLOADS_PATH = '/staff/case-uploads';

export const STAFF_TEXTS = {
  title: 'Case Uploads',
  receivedFiles: 'Received files',
  importSection: 'Import',
  noFiles: 'No files have been received.',
  chooseFile: 'Choose a file to map its columns and import its cases.',
  readAgain: 'Read the file again',
  reading: 'The file is being read…',
  importing: 'The cases are being imported…',
  mapping: 'Columns',
  notMapped: 'Not mapped',
  saveMapping: 'Save and preview',
  mappingGuessed: 'The columns were matched to the case fields from the header; check them, then save.',
  preview: 'Preview',
  row: 'Row',
  errors: 'Errors',
  willImport: 'Will be imported',
  organization: 'Organization',
  import: 'Import',
  fromImport: 'From Import',
  download: 'Download the file',
  unreadable: 'Only .csv and .xlsx files can be read; .xls and .numbers files stay stored (download them and save them as .xlsx).',
  formulas: (count: number) =>
    `${count} ${count === 1 ? 'cell looks' : 'cells look'} like a formula: kept as text, never evaluated. Check them before importing.`,
  rows: (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'row' : 'rows'}`,
  imported: (cases: number, skipped: number) =>
    `${cases.toLocaleString('en-US')} ${cases === 1 ? 'case was' : 'cases were'} imported; ${skipped.toLocaleString('en-US')} ${skipped === 1 ? 'row was' : 'rows were'} skipped for errors.`,
} as const;

export const STATUS_LABELS: Record<string, string> = {
  RECEIVED: 'Received',
  PARSING: 'Reading',
  PARSED: 'Ready to import',
  PARSE_FAILED: 'Could not be read',
  IMPORTING: 'Importing',
  IMPORTED: 'Imported',
  IMPORT_FAILED: 'Import failed',
  FAILED: 'Failed',
};
