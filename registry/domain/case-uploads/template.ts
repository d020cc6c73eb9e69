// The spreadsheet import's template (issue 14 item 6): the case fields' column headers, as .xlsx (exceljs) and .csv,
// which the import's automatic mapping recognises. Public: the Secure Case Upload page links to it.
import ExcelJS from 'exceljs';
import { CASE_FIELDS } from './import.ts';

export const TEMPLATE_HEADERS = CASE_FIELDS.map((field) => field.label);
const EXAMPLE = [
  'Jane',
  'Doe',
  '1980-01-31',
  '2025-06-15',
  'CA',
  'Motor Vehicle Accident',
  'Doe & Partners LLP',
  'Sam',
  'Smith',
  'sam.smith@example.com',
];

export function templateCsv(): Buffer {
  const quote = (text: string) => (/[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
  return Buffer.from(`${TEMPLATE_HEADERS.map(quote).join(',')}\r\n`, 'utf8');
}

let xlsx: Promise<Buffer> | null = null;

/** The .xlsx template: the header row (bold, frozen) and one example row in grey italics, dates as text. */
export function templateXlsx(): Promise<Buffer> {
  xlsx ??= (async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.creator = 'Lien Registry';
    const sheet = workbook.addWorksheet('Cases', { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = TEMPLATE_HEADERS.map((header) => ({ header, width: Math.max(14, header.length + 4), style: { numFmt: '@' } }));
    sheet.getRow(1).font = { bold: true };
    const example = sheet.addRow(EXAMPLE.slice(0, TEMPLATE_HEADERS.length));
    example.font = { italic: true, color: { argb: 'FF808080' } };
    return Buffer.from(await workbook.xlsx.writeBuffer());
  })();
  return xlsx;
}
