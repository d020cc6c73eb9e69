// The spreadsheet import (issue 14 item 6): a received .csv/.xlsx is read by the parse job (header, first rows,
// formula cells flagged); hostile files are refused or capped with a message (a .pdf named .xlsx, .xls bytes, a zip
// bomb, a million rows); staff map the columns, see the preview's per-row errors, choose the organisation and import
// (a job): the valid rows become cases with import_id, the rest are skipped and counted, and the dedupe engine's
// matches of an imported case carry the import_id. Everyone but staff is refused; the template is public.
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { guessMapping } from '../../registry/domain/case-uploads/import.ts';
import { parseSpreadsheet } from '../../registry/domain/case-uploads/parse.ts';
import { startTestRegistry, loginAs, DEMO_EMAILS, type TestRegistry } from '../../registry/testing.ts';
import { call, V1 } from './helpers.ts';

let registry: TestRegistry;
let url: string;
const tokens: Record<string, string> = {};
const db = () => registry.registry.db;
const idle = () => registry.registry.adapters.jobs.idle({ timeoutMs: 60_000 });
const as = (who: string | null, path: string, options: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) =>
  call(url, path, { ...(who ? { token: tokens[who] } : {}), ...options });
let firmId: string;
let providerOrgId: string;
let providerUserId: string;
let existing: { first_name: string; last_name: string; birthdate: string | null };

let counter = 0;
/** Sends a file through the public form; answers the received file's id. */
async function send(content: string | Uint8Array, fileName = 'cases.csv', contentType = 'text/csv'): Promise<string> {
  const target = await call(url, `${V1}/bulk-data-imports/upload-url/`, {
    method: 'POST',
    body: { filename: fileName, size: Buffer.byteLength(content), content_type: contentType },
  });
  expect(target.status).toBe(201);
  const put = await fetch(`${url}${target.body.upload_url}`, {
    method: 'PUT',
    headers: target.body.upload_data.headers,
    body: content as BodyInit,
  });
  expect(put.status).toBe(200);
  const sent = await call(url, `${V1}/bulk-data-imports/`, {
    method: 'POST',
    body: {
      company_name: 'Chen PT',
      full_name: 'Mia Chen',
      email_address: `importer-${++counter}@clinic.test`,
      data_file: target.body.file_path,
    },
  });
  expect(sent.status).toBe(201);
  return sent.body.id;
}

const row = (id: string) => db().selectFrom('bulk_data_imports').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const importPath = (id: string) => `${V1}/staff/bulk-data-imports/${id}/import/`;

beforeAll(async () => {
  registry = await startTestRegistry();
  url = registry.url;
  for (const key of ['lawFirm', 'provider', 'staff'] as const) tokens[key] = await loginAs(url, DEMO_EMAILS[key]);
  const orgOf = (email: string) =>
    db()
      .selectFrom('users as u')
      .innerJoin('accounts as a', 'a.user_id', 'u.id')
      .select(['a.organization_id', 'u.id'])
      .where('u.email', '=', email)
      .executeTakeFirstOrThrow();
  firmId = (await orgOf(DEMO_EMAILS.lawFirm)).organization_id;
  const provider = await orgOf(DEMO_EMAILS.provider);
  providerOrgId = provider.organization_id;
  providerUserId = provider.id;
  const found = await db()
    .selectFrom('cases as c')
    .innerJoin('persons as p', 'p.id', 'c.plaintiff_id')
    .select(['p.first_name', 'p.last_name', sql<string | null>`to_char(p.birthdate, 'YYYY-MM-DD')`.as('birthdate')])
    .where('c.law_firm_id', '=', firmId)
    .where('p.birthdate', 'is not', null)
    .orderBy('c.created_at')
    .executeTakeFirstOrThrow();
  existing = found;
}, 120_000);

afterAll(async () => {
  await registry?.close();
});

describe('the parse job', () => {
  let id: string;
  test('a .csv is read when it is submitted: header, first rows, row count, a guessed mapping; formula cells flagged', async () => {
    const csv = [
      'First Name,Last Name,DOB,Date of Loss,State,Notes',
      'Ann,Lee,1980-02-03,2024-05-06,CA,ok',
      'Bo,=HYPERLINK("http://evil"),02/28/1990,,Texas,@SUM(A1)',
      ',Missing,2099-01-01,,,',
    ].join('\n');
    id = await send(csv);
    await idle();
    const stored = await row(id);
    expect(stored).toMatchObject({
      status: 'PARSED',
      file_format: 'CSV',
      row_count: 3,
      rows_capped: false,
      formula_cells: 2,
      parse_error: null,
    });
    expect(stored.columns).toEqual(['First Name', 'Last Name', 'DOB', 'Date of Loss', 'State', 'Notes']);
    const view = await as('staff', importPath(id));
    expect(view.status).toBe(200);
    expect(view.body.column_mapping).toEqual({ first_name: 0, last_name: 1, birthdate: 2, date_of_loss: 3, state_of_incident: 4 });
    expect(view.body.mapping_guessed).toBe(true);
    expect(view.body.import).toMatchObject({ row_count: 3, formula_cells: 2, columns: stored.columns });
    const [first, second, third] = view.body.preview;
    expect(first).toMatchObject({ row_number: 2, errors: [] });
    // Formulas are kept as the text they are, never evaluated.
    expect(second.cells[1]).toBe('=HYPERLINK("http://evil")');
    expect(second.errors).toEqual([]);
    expect(third.errors).toEqual(
      expect.arrayContaining([
        'Plaintiff First Name: This field is required.',
        'Plaintiff Date of Birth: Date of birth cannot be in the future.',
      ]),
    );
    // The view is access-logged.
    const logged = await db()
      .selectFrom('access_log')
      .select('action')
      .where('object_type', '=', 'bulk_data_import')
      .where(sql<boolean>`${id} = any(object_ids)`)
      .execute();
    expect(logged.map((entry) => entry.action)).toContain('view');
  });

  test('an .xlsx is read by its bytes; formula cells are kept as text and flagged; dates come as YYYY-MM-DD', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Cases');
    sheet.addRow(['Plaintiff First Name', 'Plaintiff Last Name', 'Plaintiff Date of Birth']);
    sheet.addRow(['Cara', 'Diaz', new Date(Date.UTC(1975, 6, 4))]);
    sheet.addRow(['Dan', { formula: '1+1', result: 2 }, '1970-01-01']);
    const xlsxId = await send(Buffer.from(await workbook.xlsx.writeBuffer()), 'cases.bin', 'application/octet-stream');
    await idle();
    const stored = await row(xlsxId);
    expect(stored).toMatchObject({ status: 'PARSED', file_format: 'XLSX', row_count: 2, formula_cells: 1 });
    expect(stored.preview_rows).toEqual([
      ['Cara', 'Diaz', '1975-07-04'],
      ['Dan', '=1+1', '1970-01-01'],
    ]);
  });

  test('a .pdf named .xlsx is refused by its bytes', async () => {
    const pdf = await send(
      '%PDF-1.7\n1 0 obj << >> endobj\n',
      'cases.xlsx',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    await idle();
    expect(await row(pdf)).toMatchObject({
      status: 'PARSE_FAILED',
      columns: null,
      parse_error: 'This file is a PDF, not a spreadsheet: only .csv and .xlsx files can be imported.',
    });
  });

  test('an .xls (no maintained reader) stays stored and says so; binary bytes are not a .csv', async () => {
    const xls = await send(
      new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]),
      'old.xls',
      'application/vnd.ms-excel',
    );
    const binary = await send(new Uint8Array([1, 2, 3, 0, 5, 6, 7, 8]), 'cases.csv', 'text/csv');
    await idle();
    expect((await row(xls)).parse_error).toMatch(/^Excel 97–2003 \(\.xls\) files cannot be read/);
    expect(await row(binary)).toMatchObject({ status: 'PARSE_FAILED', parse_error: expect.stringMatching(/not a \.csv or \.xlsx/) });
  });

  test('a zip bomb is refused before anything is decompressed', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Cases').addRow(['First Name', 'Last Name']);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    // The central directory declares an entry of 4 GB (what a bomb's entries expand to).
    const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    const directory = bytes.readUInt32LE(end + 16);
    bytes.writeUInt32LE(0xfffffff0, directory + 24);
    const bomb = await send(bytes, 'bomb.xlsx', 'application/octet-stream');
    await idle();
    expect(await row(bomb)).toMatchObject({
      status: 'PARSE_FAILED',
      parse_error: expect.stringMatching(/would expand to 4096 MB, more than the 200 MB allowed.*zip bomb/),
    });
  });

  test('a million rows are capped at 10,000, and the file says how many were read', async () => {
    const million = await send(`First Name,Last Name\n${'Ann,Lee\n'.repeat(1_000_000)}`);
    await idle();
    expect(await row(million)).toMatchObject({
      status: 'PARSED',
      row_count: 10_000,
      rows_capped: true,
      parse_error: 'The file has more than 10,000 rows: only the first 10,000 were read.',
    });
  }, 120_000);

  test('staff can queue the reading again; an unknown file is a 404', async () => {
    const again = await as('staff', `${V1}/staff/bulk-data-imports/${id}/parse/`, { method: 'POST' });
    expect(again.status).toBe(202);
    await idle();
    expect((await row(id)).status).toBe('PARSED');
    expect(
      (await as('staff', `${V1}/staff/bulk-data-imports/00000000-0000-4000-8000-000000000000/parse/`, { method: 'POST' })).status,
    ).toBe(404);
    expect((await as('staff', importPath('not-a-uuid'))).status).toBe(404);
  });
});

describe('mapping, preview and import', () => {
  let id: string;
  test('the mapping is checked and saved; the preview follows it', async () => {
    const csv = [
      'Client First,Client Last,Birthday,Accident Date,Where,Kind,Contact Email',
      `${existing.first_name},${existing.last_name},${existing.birthdate},,,,`,
      'Eve,Stone,1985-03-04,2024-01-02,NY,Slip and Fall,',
      'Fay,Moss,not a date,,,,',
      'Gus,Hale,1990-01-01,,ZZ,,',
    ].join('\n');
    id = await send(csv);
    await idle();
    const bad = await as('staff', importPath(id), {
      method: 'PATCH',
      body: { column_mapping: { first_name: 0, last_name: 0, nope: 1, birthdate: 99 } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.column_mapping).toEqual(
      expect.arrayContaining([
        '"nope" is not a case field.',
        'Plaintiff Date of Birth: Choose one of the file’s columns.',
        'Plaintiff Last Name: A column can be mapped to one field only.',
      ]),
    );
    const badOrg = await as('staff', importPath(id), { method: 'PATCH', body: { organization: 'x' } });
    expect(badOrg.status).toBe(400);
    const mapping = { first_name: 0, last_name: 1, birthdate: 2, date_of_loss: 3, state_of_incident: 4, type: 5, contact_email: 6 };
    const saved = await as('staff', importPath(id), { method: 'PATCH', body: { column_mapping: mapping, organization: firmId } });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ column_mapping: mapping, mapping_guessed: false, import: { organization: { id: firmId } } });
    expect(saved.body.preview.map((r: any) => r.errors.length > 0)).toEqual([false, false, true, true]);
    expect(saved.body.preview[2].errors).toEqual([
      'Plaintiff Date of Birth: Date has wrong format. Use one of these formats instead: YYYY-MM-DD.',
    ]);
    expect(saved.body.preview[3].errors).toEqual(['State of Incident: "ZZ" is not a valid choice.']);
  });

  test('import needs the organisation and the names mapped; an unparsed file cannot be imported', async () => {
    const pdf = await send('%PDF-1.4', 'x.xlsx', 'application/octet-stream');
    await idle();
    const refused = await as('staff', importPath(pdf), { method: 'POST', body: { organization: firmId } });
    expect(refused.status).toBe(400);
    expect(refused.body.non_field_errors).toEqual(['The file has not been read yet (or could not be read): it cannot be imported.']);
    const noNames = await as('staff', importPath(id), { method: 'POST', body: { column_mapping: { birthdate: 2 } } });
    expect(noNames.status).toBe(400);
    expect(noNames.body.column_mapping).toEqual(['Map a column to Plaintiff First Name.', 'Map a column to Plaintiff Last Name.']);
    expect((await row(id)).status).toBe('PARSED');
  });

  test('the import job creates the valid rows’ cases with import_id; the rest are skipped and counted; dedupe says From Import', async () => {
    const before = Number(
      (
        await db()
          .selectFrom('cases')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    const started = await as('staff', importPath(id), { method: 'POST', body: {} });
    expect(started.status).toBe(202);
    expect(started.body.status).toBe('IMPORTING');
    await idle();
    const stored = await row(id);
    expect(stored).toMatchObject({ status: 'IMPORTED', imported_case_count: 2, skipped_row_count: 2, import_error: null });
    expect(stored.imported_at).not.toBeNull();
    const imported = await db()
      .selectFrom('cases as c')
      .innerJoin('persons as p', 'p.id', 'c.plaintiff_id')
      .select(['c.id', 'c.law_firm_id', 'c.type', 'c.state_of_incident', 'p.first_name', 'p.last_name'])
      .where('c.import_id', '=', id)
      .orderBy('p.first_name')
      .execute();
    expect(imported).toHaveLength(2);
    expect(imported.every((c) => c.law_firm_id === firmId)).toBe(true);
    expect(imported.find((c) => c.first_name === 'Eve')).toMatchObject({ type: 'SLIP_AND_FALL', state_of_incident: 'NY' });
    const after = Number(
      (
        await db()
          .selectFrom('cases')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(after - before).toBe(2);
    // The same rules and history as the Register Case drawer.
    const history = await db().selectFrom('activities').select('type').where('case_id', '=', imported[0]!.id).execute();
    expect(history.map((entry) => entry.type)).toContain('CASE_CREATED');
    // The duplicate of an existing case was matched by the incremental run, and the match names the import.
    const duplicate = imported.find((c) => c.first_name === existing.first_name)!;
    const matches = await db()
      .selectFrom('dedupe_matches')
      .select(['import_id', 'record_ids'])
      .where(sql<boolean>`${duplicate.id} = any(record_ids)`)
      .execute();
    expect(matches.length).toBeGreaterThan(0);
    expect(matches.every((match) => match.import_id === id)).toBe(true);
    const queue = await as('staff', `${V1}/staff/dedupe/matches/?model_type=CASE&import_id=${id}`);
    if (queue.status === 200) expect(queue.body.results.length).toBeGreaterThan(0);
    // Imported once.
    const twice = await as('staff', importPath(id), { method: 'POST', body: {} });
    expect(twice.status).toBe(400);
    expect(twice.body.non_field_errors).toEqual(['This file was imported already.']);
    const list = await as('staff', `${V1}/staff/bulk-data-imports/`);
    expect(list.body.results.find((r: any) => r.id === id).import).toMatchObject({ imported_case_count: 2, skipped_row_count: 2 });
  });

  test('a lienholder’s import names each row’s law firm; unknown firms are skipped; the lienholder gets its lien', async () => {
    const firm = await db().selectFrom('legal_organizations').select('name').where('id', '=', firmId).executeTakeFirstOrThrow();
    const csv = ['First Name,Last Name,DOB,Law Firm', `Hal,Ford,1970-01-01,${firm.name}`, 'Ida,Gray,1971-01-01,No Such Firm LLP'].join(
      '\n',
    );
    const lien = await send(csv);
    await idle();
    const started = await as('staff', importPath(lien), { method: 'POST', body: { organization: providerOrgId } });
    expect(started.status).toBe(202);
    await idle();
    expect(await row(lien)).toMatchObject({ status: 'IMPORTED', imported_case_count: 1, skipped_row_count: 1 });
    const created = await db()
      .selectFrom('cases as c')
      .innerJoin('liens as l', 'l.case_id', 'c.id')
      .select(['c.law_firm_id', 'l.lienholder_id'])
      .where('c.import_id', '=', lien)
      .execute();
    expect(created).toEqual([{ law_firm_id: firmId, lienholder_id: providerOrgId }]);
  });
});

describe('who may', () => {
  test('signed out, a law firm, a lienholder and staff while impersonating are refused every staff import route', async () => {
    const id = (await db().selectFrom('bulk_data_imports').select('id').executeTakeFirstOrThrow()).id;
    const routes: [string, string][] = [
      ['GET', importPath(id)],
      ['PATCH', importPath(id)],
      ['POST', importPath(id)],
      ['POST', `${V1}/staff/bulk-data-imports/${id}/parse/`],
    ];
    const before = await row(id);
    for (const [method, path] of routes) {
      const body = method === 'GET' ? undefined : { organization: firmId };
      expect((await call(url, path, { method, body })).status).toBe(401);
      expect((await as('lawFirm', path, { method, body })).status).toBe(403);
      expect((await as('provider', path, { method, body })).status).toBe(403);
      expect((await as('staff', path, { method, body, headers: { impostor: providerUserId } })).status).toBe(403);
    }
    expect(await row(id)).toEqual(before);
  });
});

describe('the template', () => {
  test('public .xlsx and .csv with the headers the automatic mapping recognises', async () => {
    const csv = await fetch(`${url}${V1}/files/case-upload-template.csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment;/);
    const header = (await csv.text()).trim().split(',');
    expect(Object.keys(guessMapping(header))).toHaveLength(header.length);
    const xlsx = await fetch(`${url}${V1}/files/case-upload-template.xlsx`);
    expect(xlsx.status).toBe(200);
    const sheet = await parseSpreadsheet(Buffer.from(await xlsx.arrayBuffer()));
    expect(sheet.format).toBe('XLSX');
    expect(sheet.header).toEqual(header);
  });
});

describe('a large file', () => {
  test('6,000 rows import in one transaction (their 12,000 events are written in slices)', async () => {
    const rows = Array.from({ length: 6_000 }, (_, i) => `Bulk${i},Row${i % 997},19${50 + (i % 40)}-0${1 + (i % 9)}-1${i % 9}`);
    const id = await send(`First Name,Last Name,DOB\n${rows.join('\n')}\n`);
    await idle();
    const started = await as('staff', importPath(id), { method: 'POST', body: { organization: firmId } });
    expect(started.status).toBe(202);
    // The import job itself (its cases' dedupe and notification jobs run on after it).
    const deadline = Date.now() + 150_000;
    while ((await row(id)).status === 'IMPORTING' && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await row(id)).toMatchObject({ status: 'IMPORTED', imported_case_count: 6_000, skipped_row_count: 0 });
  }, 180_000);
});
