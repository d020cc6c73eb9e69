// The secure case upload (issue 14; spec 002 §2 "Secure Case Upload page", §5, §6, §7; DECISIONS 13, 17, 18): anyone,
// signed out or signed in, sends the registry a file of cases with their company, name and e-mail. The bytes travel
// as every upload does (documents/uploads.ts): an upload target is asked for (any file type, at most 100 MiB − 1024
// bytes), the bytes are PUT to it, then the form names the upload (`data_file`), which it uses once. The file is
// stored as it is (`bulk_data_imports`, status RECEIVED) and the sender gets a confirmation e-mail that echoes
// nothing they typed or sent. Staff list the received files and download them through a short-lived link; the
// spreadsheet import builds on these rows.
import { sql, type Kysely } from 'kysely';
import type { JobRunner } from '../../adapters/jobs.ts';
import type { MailMessage } from '../../adapters/mail.ts';
import type { FileStorage } from '../../adapters/storage.ts';
import type { Database } from '../../db/schema.ts';
import type { RegistrySettings, RequestContext } from '../context.ts';
import { fileTooLargeMessage, DOWNLOAD_LINK_SECONDS, MAX_DOCUMENT_BYTES, UPLOAD_TTL_SECONDS } from '../documents/limits.ts';
import { sign, uploadUrl, verify, BASE } from '../documents/links.ts';
import { parseUploadRequest, UPLOAD_USED, type IssuedUpload } from '../documents/uploads.ts';
import { forbidden, MESSAGES, notFound, validationError, type FieldErrors } from '../errors.ts';
import { isUuid } from '../ids.ts';
import { parseText, TEXT_LIMITS } from '../input.ts';
import { renderMail } from '../mail/templates.ts';
import { asObject, parseEmail, REGISTRATION_MESSAGES } from '../registration/rules.ts';

/** The mail job of registry/jobs/mail.ts (the domain may not import the jobs layer). */
const MAIL_SEND_JOB = 'mail.send';
/** The spreadsheet import's parse job (registry/jobs/case-uploads.ts; import.ts). */
export const CASE_UPLOAD_PARSE_JOB = 'case-uploads.parse';

export const CASE_UPLOAD_LIMITS = {
  companyName: TEXT_LIMITS.organizationName,
  fullName: 255,
  email: TEXT_LIMITS.email,
  fileName: 255,
  /** DECISIONS 13. */
  fileBytes: MAX_DOCUMENT_BYTES,
} as const;

export const CASE_UPLOAD_MESSAGES = {
  /** The upload was never made, its bytes have not arrived (or are still arriving), or it expired and was discarded. */
  fileNotUploaded: REGISTRATION_MESSAGES.fileNotUploaded,
  /** The upload was sent with a form already. */
  uploadUsed: UPLOAD_USED,
  invalidFileName: 'Enter a valid file name.',
} as const;

export interface CaseUploadDeps {
  db: Kysely<Database>;
  settings: RegistrySettings;
  jobs: Pick<JobRunner, 'enqueue'>;
  /** Told when the confirmation could not be queued (the upload is stored all the same). */
  onMailError?: (error: unknown) => void;
  /** Told when the parse job could not be queued (staff can queue it from their page). */
  onParseQueueError?: (error: unknown) => void;
}

/** Who sent the form: the signed-in user and acting organisation when a valid session came with it. */
export interface CaseUploadSender {
  userId: string | null;
  organizationId: string | null;
  ip: string;
}

/**
 * POST /bulk-data-imports/upload-url/ {filename, size, content_type}: where to PUT the file (any type, at most
 * 100 MiB − 1024 bytes; the registry's signed target, an hour, single use). Then POST /bulk-data-imports/ with
 * data_file = file_path.
 */
export async function createCaseUploadTarget(deps: Pick<CaseUploadDeps, 'db' | 'settings'>, input: unknown): Promise<IssuedUpload> {
  const upload = parseUploadRequest(input);
  if (upload.fileName.length > CASE_UPLOAD_LIMITS.fileName) throw validationError({ filename: [CASE_UPLOAD_MESSAGES.invalidFileName] });
  const expiresAt = new Date(Date.now() + UPLOAD_TTL_SECONDS * 1000);
  // No organisation, user or document request: only this form (or the wizard's, which takes spreadsheets only) uses it.
  const { id } = await deps.db
    .insertInto('document_uploads')
    .values({ file_name: upload.fileName, declared_size: upload.size, content_type: upload.contentType, expires_at: expiresAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    file_path: id,
    upload_url: uploadUrl(deps.settings, id, expiresAt),
    upload_data: { method: 'PUT', headers: { 'Content-Type': upload.contentType } },
    expires_at: expiresAt.toISOString(),
  };
}

interface CaseUploadForm {
  companyName: string;
  fullName: string;
  email: string;
  uploadId: string;
}

/** The four fields, all required (spec §5); every problem at once. */
function parseForm(input: unknown, errors: FieldErrors): CaseUploadForm | null {
  const raw = asObject(input);
  const companyName = parseText(raw.company_name, 'company_name', errors, { max: CASE_UPLOAD_LIMITS.companyName, required: true });
  const fullName = parseText(raw.full_name, 'full_name', errors, { max: CASE_UPLOAD_LIMITS.fullName, required: true });
  const email = parseEmail(raw.email_address, 'email_address', errors);
  const file = raw.data_file;
  let uploadId: string | null = null;
  if (file === undefined || file === null || file === '') errors.data_file = [MESSAGES.required];
  else if (typeof file !== 'string' || !isUuid(file)) errors.data_file = [CASE_UPLOAD_MESSAGES.fileNotUploaded];
  else uploadId = file.toLowerCase();
  if (companyName === undefined || fullName === undefined || email === undefined || uploadId === null) return null;
  return { companyName, fullName, email, uploadId };
}

export interface CaseUploadJson {
  id: string;
  company_name: string;
  full_name: string;
  email_address: string;
  data_file: { name: string; size: number; content_type: string };
  status: string;
  created_at: string;
}

/**
 * POST /bulk-data-imports/ {company_name, full_name, email_address, data_file}: stores the upload's file as a
 * received case upload, in one transaction that claims the upload (so it is used once, and nothing is written when
 * any field is refused), then queues the confirmation e-mail to the sender.
 */
export async function submitCaseUpload(deps: CaseUploadDeps, sender: CaseUploadSender, input: unknown): Promise<CaseUploadJson> {
  const errors: FieldErrors = {};
  const form = parseForm(input, errors);
  const file = asObject(input).data_file;
  const uploadId = typeof file === 'string' && isUuid(file) ? file.toLowerCase() : null;
  const row = await deps.db.transaction().execute(async (trx) => {
    // The upload is checked even when another field is refused, so every problem is answered at once.
    const upload = uploadId
      ? await trx
          .selectFrom('document_uploads')
          .select(['id', 'storage_key', 'file_name', 'content_type', 'uploaded_size', 'attached_at'])
          .where('id', '=', uploadId)
          .where('organization_id', 'is', null)
          .where('document_request_id', 'is', null)
          .forUpdate()
          .executeTakeFirst()
      : undefined;
    if (uploadId) {
      const size = upload?.uploaded_size === null || upload?.uploaded_size === undefined ? null : Number(upload.uploaded_size);
      if (upload?.attached_at) errors.data_file = [CASE_UPLOAD_MESSAGES.uploadUsed];
      else if (!upload || !upload.storage_key || size === null || size < 0) errors.data_file = [CASE_UPLOAD_MESSAGES.fileNotUploaded];
      else if (size > MAX_DOCUMENT_BYTES) errors.data_file = [fileTooLargeMessage(size)];
    }
    if (!form || Object.keys(errors).length) throw validationError(errors);
    const claimed = await trx
      .updateTable('document_uploads')
      .set({ attached_at: sql`now()` })
      .where('id', '=', upload!.id)
      .where('attached_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!claimed) throw validationError({ data_file: [CASE_UPLOAD_MESSAGES.uploadUsed] });
    return trx
      .insertInto('bulk_data_imports')
      .values({
        company_name: form.companyName,
        full_name: form.fullName,
        email_address: form.email,
        upload_id: upload!.id,
        storage_key: upload!.storage_key!,
        file_name: upload!.file_name.slice(0, CASE_UPLOAD_LIMITS.fileName) || 'file',
        file_size: Number(upload!.uploaded_size),
        content_type: upload!.content_type,
        submitted_by_user_id: sender.userId,
        submitted_by_organization_id: sender.organizationId,
        ip: sender.ip.slice(0, 100),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  const rendered = renderMail('case-upload-received', {
    fileSize: Number(row.file_size),
    receivedAt: new Date(row.created_at),
    reference: row.id,
  });
  const message: MailMessage = { to: [row.email_address], ...rendered, tag: 'case-upload' };
  const key = `case-upload-received:${row.id}`;
  // The file is stored: a queue that fails now does not undo that (the caller logs it).
  await deps.jobs.enqueue(MAIL_SEND_JOB, { message, key }, { key }).catch((error: unknown) => deps.onMailError?.(error));
  // The spreadsheet import reads the file in a job (staff can queue it again from their page if this fails).
  await deps.jobs
    .enqueue(CASE_UPLOAD_PARSE_JOB, { id: row.id }, { key: `case-upload-parse:${row.id}`, delaySeconds: 1 })
    .catch((error: unknown) => deps.onParseQueueError?.(error));
  return {
    id: row.id,
    company_name: row.company_name,
    full_name: row.full_name,
    email_address: row.email_address,
    data_file: { name: row.file_name, size: Number(row.file_size), content_type: row.content_type },
    status: row.status,
    created_at: new Date(row.created_at).toISOString(),
  };
}

// ---- staff ---------------------------------------------------------------------------------------------------------

/** Staff only, and never while impersonating (the route's 'staff' permission says the same). */
export function assertStaff(ctx: RequestContext): void {
  if (!ctx.user.is_staff || ctx.impersonatedBy) throw forbidden();
}

function staffQuery(db: Kysely<Database>) {
  return db
    .selectFrom('bulk_data_imports as b')
    .leftJoin('users as u', 'u.id', 'b.submitted_by_user_id')
    .leftJoin('legal_organizations as o', 'o.id', 'b.submitted_by_organization_id')
    .selectAll('b')
    .leftJoin('legal_organizations as t', 't.id', 'b.organization_id')
    .leftJoin('users as i', 'i.id', 'b.imported_by_user_id')
    .select(['u.first_name as user_first_name', 'u.last_name as user_last_name', 'u.email as user_email', 'o.name as organization_name'])
    .select(['t.name as target_name', 'i.first_name as importer_first_name', 'i.last_name as importer_last_name']);
}

type StaffRow = Awaited<ReturnType<ReturnType<typeof staffQuery>['executeTakeFirstOrThrow']>>;

/** What the spreadsheet import found and did (migration 0038). */
export interface CaseImportStateJson {
  file_format: string | null;
  columns: string[];
  row_count: number | null;
  rows_capped: boolean;
  formula_cells: number;
  parse_error: string | null;
  parsed_at: string | null;
  organization: { id: string; name: string } | null;
  imported_case_count: number | null;
  skipped_row_count: number | null;
  import_error: string | null;
  imported_by: { id: string; name: string } | null;
  imported_at: string | null;
}

export interface StaffCaseUploadJson extends CaseUploadJson {
  import: CaseImportStateJson;
  ip: string;
  submitted_by: { id: string; name: string; email: string } | null;
  submitted_by_organization: { id: string; name: string } | null;
  download_url?: string;
}

export function serializeStaffCaseUpload(row: StaffRow): StaffCaseUploadJson {
  return {
    id: row.id,
    company_name: row.company_name,
    full_name: row.full_name,
    email_address: row.email_address,
    data_file: { name: row.file_name, size: Number(row.file_size), content_type: row.content_type },
    status: row.status,
    created_at: new Date(row.created_at).toISOString(),
    import: {
      file_format: row.file_format,
      columns: row.columns ?? [],
      row_count: row.row_count,
      rows_capped: row.rows_capped,
      formula_cells: row.formula_cells,
      parse_error: row.parse_error,
      parsed_at: row.parsed_at ? new Date(row.parsed_at).toISOString() : null,
      organization: row.organization_id && row.target_name !== null ? { id: row.organization_id, name: row.target_name } : null,
      imported_case_count: row.imported_case_count,
      skipped_row_count: row.skipped_row_count,
      import_error: row.import_error,
      imported_by:
        row.imported_by_user_id && row.importer_first_name !== null
          ? { id: row.imported_by_user_id, name: `${row.importer_first_name} ${row.importer_last_name ?? ''}`.trim() }
          : null,
      imported_at: row.imported_at ? new Date(row.imported_at).toISOString() : null,
    },
    ip: row.ip,
    submitted_by:
      row.submitted_by_user_id && row.user_email !== null
        ? {
            id: row.submitted_by_user_id,
            name: `${row.user_first_name ?? ''} ${row.user_last_name ?? ''}`.trim(),
            email: row.user_email,
          }
        : null,
    submitted_by_organization:
      row.submitted_by_organization_id && row.organization_name !== null
        ? { id: row.submitted_by_organization_id, name: row.organization_name }
        : null,
  };
}

/** GET /staff/bulk-data-imports/: newest first (a page source for offsetPage). */
export function staffCaseUploads(db: Kysely<Database>) {
  return staffQuery(db);
}

const FILE_PURPOSE = 'bulk-data-import-file';

/** A download link for a received file: `/files/bulk-data-imports/<id>.<expiry>.<mac>`. */
export function caseUploadFileUrl(settings: RegistrySettings, id: string, seconds = DOWNLOAD_LINK_SECONDS): string {
  return `${BASE}/files/bulk-data-imports/${id}.${sign(settings, FILE_PURPOSE, id, Math.floor(Date.now() / 1000) + seconds)}`;
}

/** The case upload a file token grants, or null. */
export function readCaseUploadFileToken(settings: RegistrySettings, token: string): string | null {
  const match = /^([0-9a-f-]{36})\.(.+)$/.exec(token);
  if (!match || !isUuid(match[1])) return null;
  return verify(settings, FILE_PURPOSE, match[1], match[2]) ? match[1] : null;
}

/** GET /staff/bulk-data-imports/<id>/: one received file with a fresh, short-lived download link. */
export async function viewCaseUpload(
  db: Kysely<Database>,
  settings: RegistrySettings,
  storage: FileStorage,
  id: string,
): Promise<StaffCaseUploadJson> {
  if (!isUuid(id)) throw notFound();
  const row = await staffQuery(db).where('b.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  const signed = await storage.signedDownloadUrl(row.storage_key, { fileName: row.file_name, expiresInSeconds: DOWNLOAD_LINK_SECONDS });
  return { ...serializeStaffCaseUpload(row), download_url: signed ?? caseUploadFileUrl(settings, row.id) };
}

/** What the file link opens: the stored file's key, name, size and type. */
export async function caseUploadFile(db: Kysely<Database>, id: string) {
  return db
    .selectFrom('bulk_data_imports')
    .select(['storage_key', 'file_name', 'file_size', 'content_type'])
    .where('id', '=', id)
    .executeTakeFirst();
}
