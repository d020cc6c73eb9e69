// The spreadsheet import (issue 14 item 6; DECISIONS 17, 21): staff turn a received file into cases.
// 1. The parse job (`case-uploads.parse`, queued when the file is submitted, or by staff) reads the file
//    (parse.ts: .csv and .xlsx, hostile files refused or capped) and keeps its header and first rows: PARSED, or
//    PARSE_FAILED with the reason.
// 2. Staff map each column to a case field (a guess from the header to start with), see the first rows with each
//    row's errors (the registry's own rules: case-creation.ts, input.ts, dates.ts) and choose the organisation the
//    cases are for.
// 3. The import job (`case-uploads.import`) reads the file again and creates the valid rows' cases in one transaction
//    through createCases (the same rules, history and events as the Register Case drawer; the organisation's plan is
//    not charged), each with import_id naming the file; rows with errors are skipped and counted. The cases' events
//    queue the dedupe engine's incremental run, whose matches carry the import_id ('From Import').
import { sql, type Kysely } from 'kysely';
import type { JobRunner } from '../../adapters/jobs.ts';
import type { FileStorage } from '../../adapters/storage.ts';
import type { CaseImportStatus, Database } from '../../db/schema.ts';
import { createCases, parseCaseCreation, type NewCase } from '../case-creation.ts';
import type { RegistrySettings, RequestContext, Viewer } from '../context.ts';
import { HttpError, MESSAGES, notFound, validationError, type FieldErrors } from '../errors.ts';
import { isUuid } from '../ids.ts';
import { organizationKind } from '../kinds.ts';
import { CASE_TYPES, US_STATES } from '../options.ts';
import { assertStaff, CASE_UPLOAD_PARSE_JOB, serializeStaffCaseUpload, staffCaseUploads, type StaffCaseUploadJson } from './index.ts';
import { DEFAULT_PARSE_LIMITS, parseSpreadsheet, PARSE_MESSAGES, PREVIEW_ROWS, SpreadsheetRefused, type ParseLimits } from './parse.ts';

export { CASE_UPLOAD_PARSE_JOB };
/** The import job of registry/jobs/case-uploads.ts (the domain may not import the jobs layer). */
export const CASE_UPLOAD_IMPORT_JOB = 'case-uploads.import';

// ---- the case fields a column maps to ------------------------------------------------------------------------------

export interface CaseField {
  key: string;
  label: string;
  /** Header words that name it (compared lower-case, letters and digits only). */
  names: string[];
  required?: boolean;
}

export const CASE_FIELDS: CaseField[] = [
  {
    key: 'first_name',
    label: 'Plaintiff First Name',
    names: ['firstname', 'plaintifffirstname', 'clientfirstname', 'first', 'givenname', 'fname'],
    required: true,
  },
  {
    key: 'last_name',
    label: 'Plaintiff Last Name',
    names: ['lastname', 'plaintifflastname', 'clientlastname', 'last', 'surname', 'familyname', 'lname'],
    required: true,
  },
  {
    key: 'birthdate',
    label: 'Plaintiff Date of Birth',
    names: ['dateofbirth', 'birthdate', 'dob', 'birthday', 'plaintiffdateofbirth', 'plaintiffdob', 'clientdob'],
  },
  {
    key: 'date_of_loss',
    label: 'Date of Loss',
    names: ['dateofloss', 'dol', 'lossdate', 'dateofaccident', 'accidentdate', 'dateofincident', 'incidentdate', 'doi'],
  },
  {
    key: 'state_of_incident',
    label: 'State of Incident',
    names: ['stateofincident', 'incidentstate', 'state', 'stateofloss', 'accidentstate'],
  },
  { key: 'type', label: 'Case Type', names: ['casetype', 'type', 'typeofcase', 'accidenttype', 'injurytype'] },
  { key: 'law_firm', label: 'Law Firm', names: ['lawfirm', 'firm', 'lawfirmname', 'attorneyfirm', 'firmname'] },
  { key: 'contact_first_name', label: 'Contact First Name', names: ['contactfirstname', 'attorneyfirstname'] },
  { key: 'contact_last_name', label: 'Contact Last Name', names: ['contactlastname', 'attorneylastname'] },
  {
    key: 'contact_email',
    label: 'Contact Email',
    names: ['contactemail', 'attorneyemail', 'contactemailaddress', 'email', 'emailaddress'],
  },
];

const FIELD_KEYS = new Set(CASE_FIELDS.map((field) => field.key));
const labelOf = (key: string) => CASE_FIELDS.find((field) => field.key === key)?.label ?? key;

export type ColumnMapping = Record<string, number>;

const headerKey = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The automatic mapping: each field to the first column whose header names it (each column used once). */
export function guessMapping(header: string[]): ColumnMapping {
  const mapping: ColumnMapping = {};
  const used = new Set<number>();
  const keys = header.map(headerKey);
  for (const field of CASE_FIELDS) {
    const index = keys.findIndex((key, column) => !used.has(column) && field.names.includes(key));
    if (index >= 0) {
      mapping[field.key] = index;
      used.add(index);
    }
  }
  return mapping;
}

export const IMPORT_MESSAGES = {
  unknownField: (key: string) => `"${key}" is not a case field.`,
  badColumn: 'Choose one of the file’s columns.',
  columnTwice: 'A column can be mapped to one field only.',
  requiredField: (label: string) => `Map a column to ${label}.`,
  notParsed: 'The file has not been read yet (or could not be read): it cannot be imported.',
  alreadyImported: 'This file was imported already.',
  importing: 'This file is being imported.',
  parsing: 'This file is being read.',
  selectOrganization: 'Select the organization the cases are for.',
  noValidRows: 'No row can be imported: every row has errors.',
  noContact: 'The law firm has no active contact: map the contact’s e-mail.',
  unknownLawFirm: 'No law firm has this name.',
  organizationGone: 'The organization chosen for the import no longer exists.',
} as const;

/** Staff's mapping: `{field: column index}`; every problem at once. */
export function parseMapping(input: unknown, columns: number, errors: FieldErrors, field = 'column_mapping'): ColumnMapping | undefined {
  if (input === undefined || input === null) return undefined;
  if (typeof input !== 'object' || Array.isArray(input)) {
    errors[field] = ['Expected a dictionary of items.'];
    return undefined;
  }
  const mapping: ColumnMapping = {};
  const problems: string[] = [];
  const used = new Set<number>();
  for (const [key, value] of Object.entries(input as Record<string, unknown>)) {
    if (!FIELD_KEYS.has(key)) problems.push(IMPORT_MESSAGES.unknownField(key.slice(0, 50)));
    else if (value === null || value === '') continue;
    else if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value >= columns)
      problems.push(`${labelOf(key)}: ${IMPORT_MESSAGES.badColumn}`);
    else if (used.has(value)) problems.push(`${labelOf(key)}: ${IMPORT_MESSAGES.columnTwice}`);
    else {
      used.add(value);
      mapping[key] = value;
    }
  }
  if (problems.length) {
    errors[field] = problems;
    return undefined;
  }
  return mapping;
}

// ---- a row as a case -----------------------------------------------------------------------------------------------

const STATE_BY_NAME = new Map(
  US_STATES.flatMap((state) => [
    [state.value.toLowerCase(), state.value],
    [state.label.toLowerCase(), state.value],
  ]),
);
const TYPE_BY_NAME = new Map(
  CASE_TYPES.flatMap((type) => [
    [headerKey(type.value), type.value],
    [headerKey(type.label), type.value],
  ]),
);

/** Spreadsheet dates as the registry writes them: YYYY-MM-DD stays, M/D/YYYY and YYYY/M/D become it; else as typed. */
export function normalizeDate(text: string): string {
  const value = text.trim();
  let match = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[ T].*)?$/.exec(value);
  if (match) return `${match[1]}-${match[2]!.padStart(2, '0')}-${match[3]!.padStart(2, '0')}`;
  match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value);
  if (match) return `${match[3]}-${match[1]!.padStart(2, '0')}-${match[2]!.padStart(2, '0')}`;
  return value;
}

/** The Register Case body a row stands for (law firm and contact are resolved later, against the organisation). */
function rowBody(cells: string[], mapping: ColumnMapping) {
  const cell = (key: string) => (mapping[key] === undefined ? '' : (cells[mapping[key]!] ?? '').trim());
  const state = cell('state_of_incident');
  const type = cell('type');
  return {
    plaintiff: { first_name: cell('first_name'), last_name: cell('last_name'), birthdate: normalizeDate(cell('birthdate')) },
    date_of_loss: normalizeDate(cell('date_of_loss')),
    state_of_incident: state ? (STATE_BY_NAME.get(state.toLowerCase()) ?? state) : '',
    // A row without a case type is 'Other' (the Register Case drawer asks for one; spreadsheets seldom have it).
    type: type ? (TYPE_BY_NAME.get(headerKey(type)) ?? type) : 'OTHER',
    lawFirmName: cell('law_firm'),
    contact: { first_name: cell('contact_first_name'), last_name: cell('contact_last_name'), email: cell('contact_email') },
  };
}

const PLACEHOLDER_ID = '00000000-0000-4000-8000-000000000000';
const ERROR_LABELS: Record<string, string> = {
  first_name: 'Plaintiff First Name',
  last_name: 'Plaintiff Last Name',
  birthdate: 'Plaintiff Date of Birth',
  date_of_loss: 'Date of Loss',
  state_of_incident: 'State of Incident',
  type: 'Case Type',
  law_firm: 'Law Firm',
  email: 'Contact Email',
  contact: 'Contact',
};

/** The registry's row errors as lines: 'Plaintiff First Name: This field is required.' */
function errorLines(errors: unknown, prefix = ''): string[] {
  if (Array.isArray(errors)) return errors.map((message) => (prefix ? `${prefix}: ${String(message)}` : String(message)));
  if (!errors || typeof errors !== 'object') return [];
  return Object.entries(errors as Record<string, unknown>).flatMap(([key, value]) => {
    if (key === 'non_field_errors') return errorLines(value, '');
    const label =
      key === 'first_name' && prefix === 'Contact'
        ? 'Contact First Name'
        : key === 'last_name' && prefix === 'Contact'
          ? 'Contact Last Name'
          : ERROR_LABELS[key];
    return errorLines(value, label ?? (prefix || key));
  });
}

interface CheckedRow {
  /** 1-based, the header being row 1 (as a spreadsheet numbers them). */
  rowNumber: number;
  cells: string[];
  errors: string[];
  row?: NewCase;
  lawFirmName: string;
}

/**
 * Checks a row by the Register Case rules. `viewer` is the organisation the cases are for (null in a preview before
 * one is chosen: then checked as a law firm's). Law firm and contact are resolved against the database later.
 */
export function checkRow(cells: string[], index: number, mapping: ColumnMapping, viewer: Viewer | null): CheckedRow {
  const body = rowBody(cells, mapping);
  const asFirm = !viewer || viewer.kind === 'LAW_FIRM';
  const contactGiven = Boolean(body.contact.email || body.contact.first_name || body.contact.last_name);
  const request = {
    plaintiff: body.plaintiff,
    date_of_loss: body.date_of_loss,
    state_of_incident: body.state_of_incident,
    type: body.type,
    law_firm: asFirm ? '' : body.lawFirmName ? PLACEHOLDER_ID : '',
    contact: contactGiven ? body.contact : { id: PLACEHOLDER_ID },
  };
  const base = { rowNumber: index + 2, cells, lawFirmName: body.lawFirmName };
  try {
    const parsed = parseCaseCreation(request, viewer ?? { organizationId: PLACEHOLDER_ID, kind: 'LAW_FIRM' });
    return { ...base, errors: [], row: parsed.rows[0] };
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return { ...base, errors: errorLines(error.body) };
  }
}

// ---- staff's view of one file --------------------------------------------------------------------------------------

export interface CaseImportJson extends StaffCaseUploadJson {
  fields: { key: string; label: string; required: boolean }[];
  preview: { row_number: number; cells: string[]; errors: string[] }[];
  /** The saved mapping, or the automatic guess until one is saved. */
  column_mapping: ColumnMapping;
  mapping_guessed: boolean;
}

async function organizationViewer(db: Kysely<Database>, settings: RegistrySettings, id: string | null) {
  if (!id) return null;
  const org = await db.selectFrom('legal_organizations').select(['id', 'name', 'type']).where('id', '=', id).executeTakeFirst();
  if (!org) return null;
  return { org, viewer: { organizationId: org.id, kind: organizationKind(org.type, settings.referralLawFirmIsLawFirm) } satisfies Viewer };
}

/** GET /staff/bulk-data-imports/<id>/import/: the file's parse, mapping and preview (the first rows with their errors). */
export async function viewCaseImport(db: Kysely<Database>, settings: RegistrySettings, id: string): Promise<CaseImportJson> {
  if (!isUuid(id)) throw notFound();
  const row = await staffCaseUploads(db).where('b.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  const header = row.columns ?? [];
  const mapping = row.column_mapping ?? guessMapping(header);
  const chosen = await organizationViewer(db, settings, row.organization_id);
  const preview = (row.preview_rows ?? []).map((cells, index) => {
    const checked = checkRow(cells, index, mapping, chosen?.viewer ?? null);
    return { row_number: checked.rowNumber, cells, errors: checked.errors };
  });
  return {
    ...serializeStaffCaseUpload(row),
    fields: CASE_FIELDS.map((field) => ({ key: field.key, label: field.label, required: Boolean(field.required) })),
    preview,
    column_mapping: mapping,
    mapping_guessed: row.column_mapping === null,
  };
}

/** POST /staff/bulk-data-imports/<id>/parse/: (re)reads the file in the parse job. */
export async function requestParse(db: Kysely<Database>, jobs: Pick<JobRunner, 'enqueue'>, ctx: RequestContext, id: string): Promise<void> {
  assertStaff(ctx);
  if (!isUuid(id)) throw notFound();
  const row = await db.selectFrom('bulk_data_imports').select(['id', 'status']).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  if (row.status === 'IMPORTING') throw validationError({ non_field_errors: [IMPORT_MESSAGES.importing] });
  if (row.status === 'IMPORTED') throw validationError({ non_field_errors: [IMPORT_MESSAGES.alreadyImported] });
  await jobs.enqueue(CASE_UPLOAD_PARSE_JOB, { id }, { key: `case-upload-parse:${id}:${Date.now()}` });
}

/**
 * PATCH /staff/bulk-data-imports/<id>/import/ {column_mapping?, organization?}: saves staff's choices (the preview
 * follows them). POST /staff/bulk-data-imports/<id>/import/ with the same body also starts the import.
 */
export async function saveImportChoices(
  db: Kysely<Database>,
  settings: RegistrySettings,
  ctx: RequestContext,
  id: string,
  input: unknown,
  start: { jobs: Pick<JobRunner, 'enqueue'> } | null = null,
): Promise<CaseImportJson> {
  assertStaff(ctx);
  if (!isUuid(id)) throw notFound();
  const raw = input && typeof input === 'object' && !Array.isArray(input) ? (input as Record<string, unknown>) : {};
  const previous = await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('bulk_data_imports').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    if (!row) throw notFound();
    const errors: FieldErrors = {};
    if (row.status === 'IMPORTING') throw validationError({ non_field_errors: [IMPORT_MESSAGES.importing] });
    if (row.status === 'IMPORTED') throw validationError({ non_field_errors: [IMPORT_MESSAGES.alreadyImported] });
    if (!row.columns || !['PARSED', 'IMPORT_FAILED'].includes(row.status))
      throw validationError({ non_field_errors: [row.status === 'PARSING' ? IMPORT_MESSAGES.parsing : IMPORT_MESSAGES.notParsed] });
    const mapping = parseMapping(raw.column_mapping, row.columns.length, errors);
    let organizationId: string | null | undefined;
    if (raw.organization !== undefined) {
      if (raw.organization === null || raw.organization === '') organizationId = null;
      else if (typeof raw.organization !== 'string' || !isUuid(raw.organization)) errors.organization = [MESSAGES.invalidUuid];
      else {
        const org = await trx.selectFrom('legal_organizations').select('id').where('id', '=', raw.organization).executeTakeFirst();
        if (!org) errors.organization = [IMPORT_MESSAGES.selectOrganization];
        else organizationId = org.id;
      }
    }
    if (start) {
      const finalMapping = mapping ?? row.column_mapping ?? guessMapping(row.columns);
      const missing = CASE_FIELDS.filter((field) => field.required && finalMapping[field.key] === undefined);
      if (missing.length && !errors.column_mapping)
        errors.column_mapping = missing.map((field) => IMPORT_MESSAGES.requiredField(field.label));
      if ((organizationId === undefined ? row.organization_id : organizationId) === null && !errors.organization)
        errors.organization = [IMPORT_MESSAGES.selectOrganization];
      if (Object.keys(errors).length) throw validationError(errors);
      await trx
        .updateTable('bulk_data_imports')
        .set({
          column_mapping: JSON.stringify(finalMapping),
          ...(organizationId !== undefined ? { organization_id: organizationId } : {}),
          status: 'IMPORTING',
          import_error: null,
          imported_by_user_id: ctx.user.id,
        })
        .where('id', '=', id)
        .execute();
      return row.status;
    }
    if (Object.keys(errors).length) throw validationError(errors);
    await trx
      .updateTable('bulk_data_imports')
      .set({
        ...(mapping !== undefined ? { column_mapping: JSON.stringify(mapping) } : {}),
        ...(organizationId !== undefined ? { organization_id: organizationId } : {}),
      })
      .where('id', '=', id)
      .execute();
    return null;
  });
  if (start && previous) {
    // Queued once IMPORTING is committed (the job finds it so); if it cannot be queued, the file goes back.
    try {
      await start.jobs.enqueue(CASE_UPLOAD_IMPORT_JOB, { id }, { key: `case-upload-import:${id}:${Date.now()}` });
    } catch (error) {
      await db.updateTable('bulk_data_imports').set({ status: previous }).where('id', '=', id).where('status', '=', 'IMPORTING').execute();
      throw error;
    }
  }
  return viewCaseImport(db, settings, id);
}

// ---- the jobs ------------------------------------------------------------------------------------------------------

async function readStored(storage: FileStorage, key: string): Promise<Buffer | null> {
  const stream = await storage.open(key);
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

const clip = (message: string) => message.slice(0, 2000);
const FILE_GONE = 'The stored file is gone.';

/** The parse job: reads the file, keeps its header, first rows and counts (PARSED), or why it could not (PARSE_FAILED). */
export async function runParse(
  db: Kysely<Database>,
  storage: FileStorage,
  id: string,
  limits: ParseLimits = DEFAULT_PARSE_LIMITS,
): Promise<void> {
  const claimed = await db
    .updateTable('bulk_data_imports')
    .set({ status: 'PARSING' })
    .where('id', '=', id)
    .where('status', 'in', ['RECEIVED', 'PARSING', 'PARSED', 'PARSE_FAILED', 'IMPORT_FAILED', 'FAILED'])
    .returning(['storage_key', 'columns'])
    .executeTakeFirst();
  if (!claimed) return;
  const previousHeader = JSON.stringify(claimed.columns ?? null);
  const fail = (message: string) =>
    db
      .updateTable('bulk_data_imports')
      .set({
        status: 'PARSE_FAILED',
        parse_error: clip(message),
        parsed_at: sql`now()`,
        columns: null,
        preview_rows: null,
        row_count: null,
      })
      .where('id', '=', id)
      .where('status', '=', 'PARSING')
      .execute();
  const bytes = await readStored(storage, claimed.storage_key);
  if (!bytes) return void (await fail(FILE_GONE));
  try {
    const sheet = await parseSpreadsheet(bytes, limits);
    await db
      .updateTable('bulk_data_imports')
      .set({
        status: 'PARSED',
        file_format: sheet.format,
        columns: JSON.stringify(sheet.header),
        preview_rows: JSON.stringify(sheet.rows.slice(0, PREVIEW_ROWS)),
        row_count: sheet.rows.length,
        rows_capped: sheet.capped,
        formula_cells: sheet.formulaCells,
        // A capped file is read all the same: the message says how many rows were.
        parse_error: sheet.capped ? PARSE_MESSAGES.capped(limits.maxRows) : null,
        parsed_at: sql`now()`,
        // A saved mapping names columns by position: it stands only while the header does.
        ...(JSON.stringify(sheet.header) !== previousHeader ? { column_mapping: null } : {}),
      })
      .where('id', '=', id)
      .where('status', '=', 'PARSING')
      .execute();
  } catch (error) {
    if (!(error instanceof SpreadsheetRefused)) throw error;
    await fail(error.message);
  }
}

/** A status the import job leaves behind. */
type Outcome = { status: Extract<CaseImportStatus, 'IMPORTED' | 'IMPORT_FAILED'>; message?: string };

/** The import job: creates the valid rows' cases (one transaction) with import_id; IMPORTED, or IMPORT_FAILED and why. */
export async function runImport(
  db: Kysely<Database>,
  storage: FileStorage,
  settings: RegistrySettings,
  id: string,
  limits: ParseLimits = DEFAULT_PARSE_LIMITS,
): Promise<void> {
  const upload = await db.selectFrom('bulk_data_imports').selectAll().where('id', '=', id).executeTakeFirst();
  if (!upload || upload.status !== 'IMPORTING') return;
  const finish = (outcome: Outcome, counts: { imported: number; skipped: number } | null = null) =>
    db
      .updateTable('bulk_data_imports')
      .set({
        status: outcome.status,
        import_error: outcome.message ? clip(outcome.message) : null,
        ...(counts ? { imported_case_count: counts.imported, skipped_row_count: counts.skipped, imported_at: sql`now()` } : {}),
      })
      .where('id', '=', id)
      .where('status', '=', 'IMPORTING')
      .execute();
  const chosen = await organizationViewer(db, settings, upload.organization_id);
  if (!chosen) return void (await finish({ status: 'IMPORT_FAILED', message: IMPORT_MESSAGES.organizationGone }));
  const staff = upload.imported_by_user_id
    ? await db.selectFrom('users').selectAll().where('id', '=', upload.imported_by_user_id).executeTakeFirst()
    : undefined;
  if (!staff) return void (await finish({ status: 'IMPORT_FAILED', message: 'The staff member who started the import no longer exists.' }));
  const bytes = await readStored(storage, upload.storage_key);
  if (!bytes) return void (await finish({ status: 'IMPORT_FAILED', message: FILE_GONE }));
  let rows: string[][];
  try {
    rows = (await parseSpreadsheet(bytes, limits)).rows;
  } catch (error) {
    if (!(error instanceof SpreadsheetRefused)) throw error;
    return void (await finish({ status: 'IMPORT_FAILED', message: error.message }));
  }
  const mapping = upload.column_mapping ?? {};
  const checked = rows.map((cells, index) => checkRow(cells, index, mapping, chosen.viewer));

  // Law firms by name (a lienholder's rows name theirs) and each firm's first active contact (rows without one).
  const firmIds = new Map<string, string>();
  if (chosen.viewer.kind !== 'LAW_FIRM') {
    const names = [...new Set(checked.filter((row) => row.row).map((row) => row.lawFirmName.toLowerCase()))].filter(Boolean);
    for (let i = 0; i < names.length; i += 500) {
      const firms = await db
        .selectFrom('legal_organizations')
        .select(['id', sql<string>`lower(name)`.as('key')])
        .where(sql<string>`lower(name)`, 'in', names.slice(i, i + 500))
        .where('type', '=', 'LAW_FIRM')
        .orderBy('created_at')
        .execute();
      for (const firm of firms) if (!firmIds.has(firm.key)) firmIds.set(firm.key, firm.id);
    }
  }
  const contactOf = new Map<string, string | null>();
  const firstContact = async (firmId: string) => {
    if (!contactOf.has(firmId)) {
      const contact = await db
        .selectFrom('contacts')
        .select('id')
        .where('legal_organization_id', '=', firmId)
        .where('is_account_deactivated', '=', false)
        .where('is_account_suspended', '=', false)
        .orderBy('created_at')
        .orderBy('id')
        .executeTakeFirst();
      contactOf.set(firmId, contact?.id ?? null);
    }
    return contactOf.get(firmId) ?? null;
  };
  const valid: NewCase[] = [];
  for (const row of checked) {
    if (!row.row) continue;
    const firmId = chosen.viewer.kind === 'LAW_FIRM' ? chosen.viewer.organizationId : firmIds.get(row.lawFirmName.toLowerCase());
    if (!firmId) {
      row.errors.push(`Law Firm: ${IMPORT_MESSAGES.unknownLawFirm}`);
      continue;
    }
    let contact = row.row.contact;
    if ('id' in contact) {
      const contactId = await firstContact(firmId);
      if (!contactId) {
        row.errors.push(`Contact: ${IMPORT_MESSAGES.noContact}`);
        continue;
      }
      contact = { id: contactId };
    }
    valid.push({ ...row.row, lawFirmId: chosen.viewer.kind === 'LAW_FIRM' ? null : firmId, contact });
  }
  const skipped = rows.length - valid.length;
  if (!valid.length)
    return void (await finish({ status: 'IMPORT_FAILED', message: IMPORT_MESSAGES.noValidRows }, { imported: 0, skipped }));
  const ctx: RequestContext = { user: staff, account: null, organization: null, kind: null, isStaff: true, sessionId: '' };
  try {
    const ids = await createCases(db, ctx, chosen.viewer, { rows: valid, many: true }, { allowance: 'skip', importId: id });
    await finish({ status: 'IMPORTED' }, { imported: ids.length, skipped });
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    await finish(
      { status: 'IMPORT_FAILED', message: errorLines(error.body).slice(0, 5).join(' ') || 'The cases could not be created.' },
      null,
    );
  }
}

/** A job that failed for good leaves a clear status (the file is not left PARSING or IMPORTING). */
export async function markJobFailed(db: Kysely<Database>, id: string, kind: 'parse' | 'import', error: unknown): Promise<void> {
  const message = `The ${kind === 'parse' ? 'reading' : 'import'} failed: ${error instanceof Error ? error.message.slice(0, 300) : 'unknown error'}`;
  await db
    .updateTable('bulk_data_imports')
    .set(kind === 'parse' ? { status: 'PARSE_FAILED', parse_error: message } : { status: 'IMPORT_FAILED', import_error: message })
    .where('id', '=', id)
    .where('status', '=', kind === 'parse' ? 'PARSING' : 'IMPORTING')
    .execute();
}
