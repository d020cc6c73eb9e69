// Reading a received spreadsheet (issue 14 item 6; DECISIONS 17, 21): .csv (csv-parse) and .xlsx (exceljs, its
// streaming reader, first worksheet). Runs in a job, never in a request. Hostile files are refused or capped with a
// message staff can read:
// - the type is told by the bytes, not the name (a .pdf named .xlsx is refused; .xls and .numbers have no maintained
//   reader and stay stored);
// - an .xlsx's zip entries are checked before anything is decompressed (their declared uncompressed sizes, count and
//   ratio: a zip bomb is refused);
// - at most `maxRows` rows are read (the rest is left, and the result says how many were read);
// - reading stops after `timeLimitMs`;
// - formula cells (an .xlsx formula, or text starting with =, +, -, @) are never evaluated: kept as text, flagged.
import { Readable } from 'node:stream';
import { createInflateRaw } from 'node:zlib';
import { parse as parseCsv } from 'csv-parse';
import ExcelJS from 'exceljs';

export interface ParseLimits {
  /** Data rows read at most (the header excluded). */
  maxRows: number;
  /** Reading stops after this long. */
  timeLimitMs: number;
  /** The .xlsx's entries may expand to this many bytes in all. */
  maxUncompressedBytes: number;
  /** Characters kept per cell. */
  maxCellLength: number;
  /** Columns kept. */
  maxColumns: number;
}

export const DEFAULT_PARSE_LIMITS: ParseLimits = {
  maxRows: 10_000,
  timeLimitMs: 60_000,
  maxUncompressedBytes: 200 * 1024 * 1024,
  maxCellLength: 1_000,
  maxColumns: 100,
};

/** The rows shown in the preview (and stored with the file). */
export const PREVIEW_ROWS = 20;

export type SpreadsheetFormat = 'CSV' | 'XLSX';

export interface ParsedSheet {
  format: SpreadsheetFormat;
  header: string[];
  rows: string[][];
  /** More rows followed the last one read. */
  capped: boolean;
  /** Cells kept as text because they were (or looked like) formulas. */
  formulaCells: number;
  /** Where the first of them are ('B7'). */
  formulaRefs: string[];
}

/** A file that cannot be read, with the reason staff see. */
export class SpreadsheetRefused extends Error {}

const MB = 1024 * 1024;
const mb = (bytes: number) => `${Math.round((bytes / MB) * 10) / 10} MB`;

export const PARSE_MESSAGES = {
  empty: 'The file is empty.',
  noHeader: 'The file has no header row.',
  xls: 'Excel 97–2003 (.xls) files cannot be read: save it as .xlsx or .csv and upload it again. The file stays stored.',
  numbers: 'Apple Numbers files cannot be read: export it as .xlsx or .csv and upload it again. The file stays stored.',
  pdf: 'This file is a PDF, not a spreadsheet: only .csv and .xlsx files can be imported.',
  notSpreadsheet: 'This file is not a .csv or .xlsx spreadsheet (its contents say otherwise, whatever its name).',
  badZip: 'This .xlsx file is damaged (its zip directory cannot be read).',
  noWorksheet: 'This .xlsx file has no worksheet.',
  tooManyEntries: (count: number) => `This .xlsx file holds ${count} parts, more than a spreadsheet has; it was not read.`,
  zipBomb: (bytes: number, limit: number) =>
    `This .xlsx file would expand to ${mb(bytes)}, more than the ${mb(limit)} allowed; it was not read (a zip bomb?).`,
  zipRatio: 'This .xlsx file is compressed far more than a spreadsheet is; it was not read (a zip bomb?).',
  timeout: (ms: number) => `Reading the file took longer than ${Math.round(ms / 1000)} s; it was stopped.`,
  capped: (rows: number) =>
    `The file has more than ${rows.toLocaleString('en-US')} rows: only the first ${rows.toLocaleString('en-US')} were read.`,
  unreadable: 'The file could not be read as a spreadsheet.',
} as const;

// ---- the type, by the bytes ----------------------------------------------------------------------------------------

interface ZipEntry {
  name: string;
  compressed: number;
  uncompressed: number;
  /** 0 stored, 8 deflated. */
  method: number;
  /** Where its local header starts. */
  localOffset: number;
}

/** The zip's central directory (names and declared sizes), read without decompressing anything; null if none. */
export function zipEntries(bytes: Buffer): ZipEntry[] | null {
  // End of central directory: signature 0x06054b50, in the last 64 KiB + 22 bytes.
  const from = Math.max(0, bytes.length - 65_557);
  let end = -1;
  for (let i = bytes.length - 22; i >= from; i--) {
    if (bytes.readUInt32LE(i) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) return null;
  let count = bytes.readUInt16LE(end + 10);
  let offset = bytes.readUInt32LE(end + 16);
  // Zip64: the real figures are in the zip64 end record.
  if ((count === 0xffff || offset === 0xffffffff) && end >= 20 && bytes.readUInt32LE(end - 20) === 0x07064b50) {
    const record = Number(bytes.readBigUInt64LE(end - 12));
    if (record + 56 > bytes.length || bytes.readUInt32LE(record) !== 0x06064b50) return null;
    count = Number(bytes.readBigUInt64LE(record + 32));
    offset = Number(bytes.readBigUInt64LE(record + 48));
  }
  const entries: ZipEntry[] = [];
  let at = offset;
  for (let n = 0; n < count; n++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== 0x02014b50) return null;
    const method = bytes.readUInt16LE(at + 10);
    let compressed = bytes.readUInt32LE(at + 20);
    let uncompressed = bytes.readUInt32LE(at + 24);
    let localOffset = bytes.readUInt32LE(at + 42);
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    const name = bytes.toString('utf8', at + 46, at + 46 + nameLength);
    // Zip64 sizes live in the extra field (id 0x0001).
    if (uncompressed === 0xffffffff || compressed === 0xffffffff) {
      let extra = at + 46 + nameLength;
      const stop = extra + extraLength;
      while (extra + 4 <= stop) {
        const id = bytes.readUInt16LE(extra);
        const size = bytes.readUInt16LE(extra + 2);
        if (id === 0x0001) {
          let field = extra + 4;
          if (uncompressed === 0xffffffff && field + 8 <= stop) {
            uncompressed = Number(bytes.readBigUInt64LE(field));
            field += 8;
          }
          if (compressed === 0xffffffff && field + 8 <= stop) {
            compressed = Number(bytes.readBigUInt64LE(field));
            field += 8;
          }
          if (localOffset === 0xffffffff && field + 8 <= stop) localOffset = Number(bytes.readBigUInt64LE(field));
          break;
        }
        extra += 4 + size;
      }
    }
    entries.push({ name, compressed, uncompressed, method, localOffset });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/**
 * The declared sizes can lie: each entry is inflated once (streamed, nothing kept) and the reading stops as soon as
 * the bytes out pass the limit, before the workbook reader holds any of them.
 */
async function checkInflated(bytes: Buffer, entries: ZipEntry[], limits: ParseLimits): Promise<void> {
  let total = 0;
  for (const entry of entries) {
    const at = entry.localOffset;
    if (at + 30 > bytes.length || bytes.readUInt32LE(at) !== 0x04034b50) throw new SpreadsheetRefused(PARSE_MESSAGES.badZip);
    const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
    const data = bytes.subarray(start, Math.min(bytes.length, start + entry.compressed));
    if (entry.method === 0) total += data.length;
    else if (entry.method === 8) {
      const inflater = createInflateRaw();
      const done = new Promise<void>((resolve, reject) => {
        inflater.on('data', (chunk: Buffer) => {
          total += chunk.length;
          if (total > limits.maxUncompressedBytes) {
            inflater.destroy();
            reject(new SpreadsheetRefused(PARSE_MESSAGES.zipBomb(total, limits.maxUncompressedBytes)));
          }
        });
        inflater.on('end', resolve);
        inflater.on('error', () => reject(new SpreadsheetRefused(PARSE_MESSAGES.badZip)));
      });
      inflater.end(data);
      await done;
    } else throw new SpreadsheetRefused(PARSE_MESSAGES.badZip);
    if (total > limits.maxUncompressedBytes) throw new SpreadsheetRefused(PARSE_MESSAGES.zipBomb(total, limits.maxUncompressedBytes));
  }
}

/** Refuses an .xlsx whose entries would expand too far (before any is decompressed). */
function checkZip(bytes: Buffer, limits: ParseLimits): ZipEntry[] {
  const entries = zipEntries(bytes);
  if (!entries) throw new SpreadsheetRefused(PARSE_MESSAGES.badZip);
  if (entries.length > 10_000) throw new SpreadsheetRefused(PARSE_MESSAGES.tooManyEntries(entries.length));
  const total = entries.reduce((sum, entry) => sum + entry.uncompressed, 0);
  if (total > limits.maxUncompressedBytes) throw new SpreadsheetRefused(PARSE_MESSAGES.zipBomb(total, limits.maxUncompressedBytes));
  // Spreadsheet XML compresses well, but not a thousand-fold over megabytes.
  for (const entry of entries)
    if (entry.uncompressed > 10 * MB && entry.uncompressed > Math.max(1, entry.compressed) * 1000)
      throw new SpreadsheetRefused(PARSE_MESSAGES.zipRatio);
  return entries;
}

/** What the bytes are: a .csv (text) or an .xlsx (an OOXML workbook), else refused with the reason. */
export function detectFormat(bytes: Buffer): SpreadsheetFormat {
  if (bytes.length === 0) throw new SpreadsheetRefused(PARSE_MESSAGES.empty);
  const head = bytes.subarray(0, 8);
  if (head.subarray(0, 4).toString('latin1') === '%PDF') throw new SpreadsheetRefused(PARSE_MESSAGES.pdf);
  if (head.equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))) throw new SpreadsheetRefused(PARSE_MESSAGES.xls);
  if (bytes.readUInt32LE(0) === 0x04034b50 || (bytes.length >= 4 && bytes.readUInt32LE(0) === 0x06054b50)) {
    const names = zipEntries(bytes)?.map((entry) => entry.name) ?? [];
    if (names.includes('[Content_Types].xml') && names.some((name) => name.startsWith('xl/'))) return 'XLSX';
    if (names.some((name) => name.startsWith('Index/') || name.endsWith('.iwa'))) throw new SpreadsheetRefused(PARSE_MESSAGES.numbers);
    throw new SpreadsheetRefused(names.length ? PARSE_MESSAGES.notSpreadsheet : PARSE_MESSAGES.badZip);
  }
  // Text: no NUL bytes and valid UTF-8 (or plain 8-bit text) in the first 64 KiB.
  const sample = bytes.subarray(0, 65_536);
  if (sample.includes(0)) throw new SpreadsheetRefused(PARSE_MESSAGES.notSpreadsheet);
  let control = 0;
  for (const byte of sample) if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d) control++;
  if (control > sample.length / 100) throw new SpreadsheetRefused(PARSE_MESSAGES.notSpreadsheet);
  return 'CSV';
}

// ---- cells ---------------------------------------------------------------------------------------------------------

const FORMULA_START = /^[=+\-@]/;
const PLAIN_NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

/** Text that a spreadsheet program would take for a formula (a plain signed number is not one). */
export const looksLikeFormula = (text: string) => FORMULA_START.test(text) && !PLAIN_NUMBER.test(text);

const columnLetters = (index: number) => {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
};

const isoDate = (date: Date) => (Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 10));

class SheetBuilder {
  header: string[] | null = null;
  rows: string[][] = [];
  capped = false;
  formulaCells = 0;
  formulaRefs: string[] = [];
  readonly format: SpreadsheetFormat;
  readonly limits: ParseLimits;
  private readonly deadline: number;
  constructor(format: SpreadsheetFormat, limits: ParseLimits) {
    this.format = format;
    this.limits = limits;
    this.deadline = Date.now() + limits.timeLimitMs;
  }
  /** A cell as text; formulas are flagged. */
  cell(text: string, formula: boolean, row: number, column: number): string {
    let value = text.replace(/\r\n?/g, '\n').trim();
    if (value.length > this.limits.maxCellLength) value = value.slice(0, this.limits.maxCellLength);
    if (formula || looksLikeFormula(value)) {
      this.formulaCells++;
      if (this.formulaRefs.length < 20) this.formulaRefs.push(`${columnLetters(column)}${row}`);
    }
    return value;
  }
  /** Adds a row; false once enough were read. */
  add(cells: string[]): boolean {
    if (Date.now() > this.deadline) throw new SpreadsheetRefused(PARSE_MESSAGES.timeout(this.limits.timeLimitMs));
    const kept = cells.slice(0, this.limits.maxColumns);
    if (this.header === null) {
      if (kept.every((cell) => !cell)) return true;
      this.header = kept;
      return true;
    }
    if (kept.every((cell) => !cell)) return true;
    if (this.rows.length >= this.limits.maxRows) {
      this.capped = true;
      return false;
    }
    this.rows.push(kept);
    return true;
  }
  result(): ParsedSheet {
    if (!this.header) throw new SpreadsheetRefused(PARSE_MESSAGES.noHeader);
    // Trailing empty header cells go; an empty one inside is named by its column.
    let width = this.header.length;
    while (width > 0 && !this.header[width - 1] && !this.rows.some((row) => row[width - 1])) width--;
    const header = this.header.slice(0, width).map((name, index) => name || `Column ${columnLetters(index)}`);
    const rows = this.rows.map((row) => Array.from({ length: width }, (_, index) => row[index] ?? ''));
    return { format: this.format, header, rows, capped: this.capped, formulaCells: this.formulaCells, formulaRefs: this.formulaRefs };
  }
}

/** UTF-8 (with or without a BOM) as it is; anything else is read as Windows-1252, as older Excel saves .csv. */
export function csvText(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

async function readCsv(bytes: Buffer, sheet: SheetBuilder): Promise<void> {
  const parser = Readable.from([csvText(bytes)]).pipe(
    parseCsv({
      bom: true,
      record_delimiter: ['\r\n', '\n', '\r'],
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      max_record_size: 1_000_000,
    }),
  );
  let line = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      line++;
      if (!sheet.add(record.map((text, column) => sheet.cell(String(text), false, line, column)))) break;
    }
  } finally {
    parser.destroy();
  }
}

type ExcelValue = ExcelJS.CellValue;

function excelText(value: ExcelValue): { text: string; formula: boolean } {
  if (value === null || value === undefined) return { text: '', formula: false };
  if (value instanceof Date) return { text: isoDate(value), formula: false };
  if (typeof value === 'object') {
    if ('formula' in value || 'sharedFormula' in value) {
      const formula = 'formula' in value && value.formula ? value.formula : 'sharedFormula' in value ? value.sharedFormula : '';
      return { text: `=${formula ?? ''}`, formula: true };
    }
    if ('richText' in value) return { text: value.richText.map((part) => part.text).join(''), formula: false };
    if ('text' in value) return { text: String(value.text), formula: false };
    if ('error' in value) return { text: String(value.error), formula: false };
    return { text: '', formula: false };
  }
  return { text: String(value), formula: false };
}

async function readXlsx(bytes: Buffer, sheet: SheetBuilder): Promise<void> {
  await checkInflated(bytes, checkZip(bytes, sheet.limits), sheet.limits);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), {
    entries: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'cache',
    worksheets: 'emit',
  });
  let found = false;
  for await (const worksheet of reader) {
    found = true;
    for await (const row of worksheet as AsyncIterable<ExcelJS.Row>) {
      const cells: string[] = [];
      const values = row.values as ExcelValue[];
      for (let column = 1; column < values.length; column++) {
        const { text, formula } = excelText(values[column]);
        cells[column - 1] = sheet.cell(text, formula, row.number, column - 1);
      }
      if (!sheet.add(Array.from(cells, (cell) => cell ?? ''))) break;
    }
    break;
  }
  if (!found) throw new SpreadsheetRefused(PARSE_MESSAGES.noWorksheet);
}

/** Reads the spreadsheet; throws SpreadsheetRefused with the reason staff see. */
export async function parseSpreadsheet(bytes: Buffer, limits: ParseLimits = DEFAULT_PARSE_LIMITS): Promise<ParsedSheet> {
  const format = detectFormat(bytes);
  const sheet = new SheetBuilder(format, limits);
  try {
    if (format === 'CSV') await readCsv(bytes, sheet);
    else await readXlsx(bytes, sheet);
  } catch (error) {
    if (error instanceof SpreadsheetRefused) throw error;
    throw new SpreadsheetRefused(
      `${PARSE_MESSAGES.unreadable} (${error instanceof Error ? error.message.slice(0, 200) : 'unknown error'})`,
    );
  }
  return sheet.result();
}
