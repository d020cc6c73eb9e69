import ExcelJS from 'exceljs';
import { describe, expect, test } from 'vitest';
import { csvText, detectFormat, looksLikeFormula, parseSpreadsheet, PARSE_MESSAGES, zipEntries } from './parse.ts';

const limits = { maxRows: 3, timeLimitMs: 10_000, maxUncompressedBytes: 1024 * 1024, maxCellLength: 10, maxColumns: 3 };

describe('parseSpreadsheet', () => {
  test('a .csv: BOM, quotes, blank lines, extra columns and long cells; capped after maxRows, saying so', async () => {
    const csv =
      '\uFEFFFirst,Last,DOB,Extra\r\n"Lee, Ann",Stone,1980-01-02,x\r\n\r\nBo,Averyveryverylongname,,\nCy,Doe,,\nDi,Eve,,\nEd,Fox,,\n';
    const sheet = await parseSpreadsheet(Buffer.from(csv), limits);
    expect(sheet).toMatchObject({ format: 'CSV', header: ['First', 'Last', 'DOB'], capped: true, formulaCells: 0 });
    expect(sheet.rows).toEqual([
      ['Lee, Ann', 'Stone', '1980-01-02'],
      ['Bo', 'Averyveryv', ''],
      ['Cy', 'Doe', ''],
    ]);
    expect(PARSE_MESSAGES.capped(10_000)).toBe('The file has more than 10,000 rows: only the first 10,000 were read.');
  });

  test('formula-looking text is flagged, plain signed numbers are not', async () => {
    expect(['=1+1', '+A1', '-cmd', '@SUM(A1)'].every(looksLikeFormula)).toBe(true);
    expect(['-12', '+3.5', '1e5', 'Ann', ''].some(looksLikeFormula)).toBe(false);
    const sheet = await parseSpreadsheet(Buffer.from('a,b\n=2+2,-5\n'), limits);
    expect(sheet).toMatchObject({ formulaCells: 1, formulaRefs: ['A2'], rows: [['=2+2', '-5']] });
  });

  test('Windows-1252 .csv is read as such; UTF-8 stays UTF-8', () => {
    expect(csvText(Buffer.from([0x4a, 0x6f, 0x73, 0xe9]))).toBe('José');
    expect(csvText(Buffer.from('José', 'utf8'))).toBe('José');
  });

  test('the type is told by the bytes', async () => {
    expect(() => detectFormat(Buffer.from('%PDF-1.7'))).toThrow(PARSE_MESSAGES.pdf);
    expect(() => detectFormat(Buffer.alloc(0))).toThrow(PARSE_MESSAGES.empty);
    expect(() => detectFormat(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]))).toThrow(PARSE_MESSAGES.notSpreadsheet);
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('S').addRow(['a']);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(detectFormat(xlsx)).toBe('XLSX');
    expect(zipEntries(xlsx)!.map((entry) => entry.name)).toContain('[Content_Types].xml');
    // A zip that is not a workbook.
    const other = Buffer.from(xlsx);
    for (let at = other.indexOf('[Content_Types].xml'); at >= 0; at = other.indexOf('[Content_Types].xml', at + 1))
      other.write('[Content_Typez].xml', at);
    expect(() => detectFormat(other)).toThrow(PARSE_MESSAGES.notSpreadsheet);
  });

  test('an .xlsx expanding past the limit is refused before reading', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('S');
    for (let i = 0; i < 4000; i++) sheet.addRow([`${'x'.repeat(500)}${i}`, i]);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    await expect(parseSpreadsheet(xlsx, limits)).rejects.toThrow(/would expand to .* more than the 1 MB allowed/);
    // The same file whose directory lies (every entry "1 byte"): the inflating stops past the limit.
    const lying = Buffer.from(xlsx);
    let at = lying.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    while (at >= 0) {
      lying.writeUInt32LE(1, at + 24);
      at = lying.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]), at + 4);
    }
    expect(zipEntries(lying)!.every((entry) => entry.uncompressed === 1)).toBe(true);
    await expect(parseSpreadsheet(lying, limits)).rejects.toThrow(/would expand to .* more than the 1 MB allowed/);
    // Within the limit, a real workbook reads.
    await expect(parseSpreadsheet(xlsx, { ...limits, maxUncompressedBytes: 50 * 1024 * 1024 })).resolves.toMatchObject({ format: 'XLSX' });
  });
});
