// The secure case upload (issue 14; registry/http/case-uploads.ts): createCaseUploadTarget and submitCaseUpload,
// usable signed out (a signed-in viewer is recorded as the sender), with the registry's texts as userErrors; and for
// staff only the received files (Viewer.caseUploads, null for everyone else) and a fresh download link to one
// (openCaseUpload, FORBIDDEN for everyone else). The bytes never go through GraphQL: the browser PUTs them to the
// target's signed URL and downloads through the signed link (the BFF's file passthrough).
import { cursorToOffset, encodeGlobalID, offsetToCursor } from '@pothos/plugin-relay';
import { builder } from '../builder.ts';
import type { BffContext } from '../context.ts';
import type { CaseImportJson, CaseUploadJson, CaseUploadTargetJson, StaffCaseUploadJson } from '../registry/case-uploads.ts';
import { internalId } from './ids.ts';
import { UserError, userErrorsFrom, type UserErrorShape } from './user-errors.ts';
import { Viewer } from './viewer.ts';

/** Registry field → input field, where the names differ. */
const FIELDS: Record<string, string> = {
  data_file: 'dataFileUploadId',
  filename: 'fileName',
  column_mapping: 'columnMapping',
  organization: 'organizationId',
};

function refusal(error: unknown): UserErrorShape[] {
  const userErrors = userErrorsFrom(error, FIELDS);
  if (!userErrors) throw error;
  return userErrors;
}

// ---- the public form -----------------------------------------------------------------------------------------------

const CaseUploadTarget = builder.objectRef<CaseUploadTargetJson>('CaseUploadTarget').implement({
  description:
    'Where to send the file’s bytes: the raw file as the body of `method` to `url` with the `Content-Type` header `contentType`, then `submitCaseUpload` with `uploadId` before `expiresAt`.',
  fields: (t) => ({
    uploadId: t.exposeString('file_path', { description: 'The upload, for `submitCaseUpload.dataFileUploadId`.' }),
    url: t.exposeString('upload_url', { description: 'The signed target (it is the credential: single use, an hour).' }),
    method: t.string({ description: 'The HTTP method (PUT).', resolve: (target) => target.upload_data.method }),
    contentType: t.string({
      description: 'The Content-Type header to send.',
      resolve: (target) => target.upload_data.headers['Content-Type'] ?? 'application/octet-stream',
    }),
    expiresAt: t.field({ type: 'DateTime', description: 'When the target stops accepting.', resolve: (target) => target.expires_at }),
  }),
});

builder.mutationField('createCaseUploadTarget', (t) =>
  t.field({
    type: builder
      .objectRef<{ target: CaseUploadTargetJson | null; userErrors: UserErrorShape[] }>('CreateCaseUploadTargetPayload')
      .implement({
        description: 'What `createCaseUploadTarget` returns.',
        fields: (f) => ({
          target: f.field({
            type: CaseUploadTarget,
            nullable: true,
            description: 'The target; null with userErrors.',
            resolve: (p) => p.target,
          }),
          userErrors: f.field({ type: [UserError], description: 'Why no target was issued.', resolve: (p) => p.userErrors }),
        }),
      }),
    description:
      "A signed target for the Secure Case Upload's file (no session needed; any file type; at most 100 MiB − 1024 bytes, else 'No files larger than 100mb may be uploaded. Selected file size: Nmb.' on `size`).",
    args: {
      input: t.arg({
        required: true,
        description: "The mutation's input.",
        type: builder.inputType('CreateCaseUploadTargetInput', {
          description: 'The input of `createCaseUploadTarget`: the file chosen.',
          fields: (f) => ({
            fileName: f.string({ required: true, description: "The file's name." }),
            size: f.float({ required: true, description: 'Its size in bytes.' }),
            contentType: f.string({ description: 'Its media type; application/octet-stream when unknown.' }),
          }),
        }),
      }),
    },
    resolve: async (_root, { input }, ctx) => {
      try {
        const target = await ctx.gateway.caseUploads.createTarget({
          filename: input.fileName,
          size: input.size,
          content_type: input.contentType || null,
        });
        return { target, userErrors: [] };
      } catch (error) {
        return { target: null, userErrors: refusal(error) };
      }
    },
  }),
);

const CaseUploadReceipt = builder.objectRef<CaseUploadJson>('CaseUploadReceipt').implement({
  description: 'What the registry received through the Secure Case Upload (the sender’s own view of it).',
  fields: (t) => ({
    reference: t.exposeString('id', { description: 'The upload’s reference, as the confirmation e-mail names it.' }),
    fileName: t.string({ description: 'The file’s name.', resolve: (upload) => upload.data_file.name }),
    fileSize: t.float({ description: 'Its size in bytes.', resolve: (upload) => upload.data_file.size }),
    receivedAt: t.field({ type: 'DateTime', description: 'When it was received.', resolve: (upload) => upload.created_at }),
  }),
});

builder.mutationField('submitCaseUpload', (t) =>
  t.field({
    type: builder.objectRef<{ caseUpload: CaseUploadJson | null; userErrors: UserErrorShape[] }>('SubmitCaseUploadPayload').implement({
      description: 'What `submitCaseUpload` returns.',
      fields: (f) => ({
        caseUpload: f.field({
          type: CaseUploadReceipt,
          nullable: true,
          description: 'What was received; null with userErrors.',
          resolve: (p) => p.caseUpload,
        }),
        userErrors: f.field({
          type: [UserError],
          description:
            "Why nothing was stored, per field (companyName, fullName, emailAddress, dataFileUploadId): 'This field is required.', 'Enter a valid email address.', a used or missing upload; RATE_LIMITED when the address sent too many.",
          resolve: (p) => p.userErrors,
        }),
      }),
    }),
    description:
      'The Secure Case Upload form (no session needed; a signed-in viewer is recorded as the sender): stores the uploaded file of any type and e-mails the sender a confirmation.',
    args: {
      input: t.arg({
        required: true,
        description: "The mutation's input.",
        type: builder.inputType('SubmitCaseUploadInput', {
          description: 'The input of `submitCaseUpload`: all four are required.',
          fields: (f) => ({
            companyName: f.string({ description: 'Company Name.' }),
            fullName: f.string({ description: 'Your Full Name.' }),
            emailAddress: f.string({ description: 'Email: where the confirmation goes.' }),
            dataFileUploadId: f.string({ description: 'Cases You Are Uploading: `CaseUploadTarget.uploadId`, after the bytes were sent.' }),
          }),
        }),
      }),
    },
    resolve: async (_root, { input }, ctx) => {
      try {
        const caseUpload = await ctx.gateway.caseUploads.submit({
          company_name: input.companyName ?? '',
          full_name: input.fullName ?? '',
          email_address: input.emailAddress ?? '',
          data_file: input.dataFileUploadId ?? '',
        });
        return { caseUpload, userErrors: [] };
      } catch (error) {
        return { caseUpload: null, userErrors: refusal(error) };
      }
    },
  }),
);

// ---- staff ---------------------------------------------------------------------------------------------------------

const CaseUploadStatus = builder.enumType('CaseUploadStatus', {
  description: 'Where a received file stands.',
  values: {
    RECEIVED: { description: 'Stored, not yet looked at.' },
    PARSING: { description: 'Its spreadsheet is being read.' },
    PARSED: { description: 'Its rows are read and await the import.' },
    PARSE_FAILED: { description: 'It could not be read as a spreadsheet (`parseError` says why); it stays stored.' },
    IMPORTING: { description: 'Its cases are being imported.' },
    IMPORTED: { description: 'Its cases were imported.' },
    IMPORT_FAILED: { description: 'The import created nothing (`importError` says why); it can be imported again.' },
    FAILED: { description: 'It could not be read or imported (before the spreadsheet import).' },
  } as const,
});

const CaseUploadSubmitter = builder.objectRef<{ id: string; name: string; email: string }>('CaseUploadSubmitter').implement({
  description: 'The signed-in user who sent a file.',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'Their name.' }),
    email: t.exposeString('email', { description: 'Their sign-in e-mail.' }),
  }),
});

const CaseUpload = builder.objectRef<StaffCaseUploadJson>('CaseUpload').implement({
  description: 'A file received through the Secure Case Upload (staff only).',
  fields: (t) => ({
    id: t.id({ description: 'The global id of the received file.', resolve: (upload) => encodeGlobalID('CaseUpload', upload.id) }),
    internalID: t.exposeString('id', { description: "The registry's id (the confirmation e-mail's reference)." }),
    companyName: t.exposeString('company_name', { description: 'Company Name, as the sender typed it.' }),
    fullName: t.exposeString('full_name', { description: 'Your Full Name, as the sender typed it.' }),
    emailAddress: t.exposeString('email_address', { description: 'Email, as the sender typed it.' }),
    fileName: t.string({ description: 'The file’s name.', resolve: (upload) => upload.data_file.name }),
    fileSize: t.float({ description: 'Its size in bytes.', resolve: (upload) => upload.data_file.size }),
    contentType: t.string({ description: 'Its media type, as the browser named it.', resolve: (upload) => upload.data_file.content_type }),
    status: t.field({ type: CaseUploadStatus, description: 'Where it stands.', resolve: (upload) => upload.status as 'RECEIVED' }),
    receivedAt: t.field({ type: 'DateTime', description: 'When it was received.', resolve: (upload) => upload.created_at }),
    address: t.exposeString('ip', { description: "The sender's IP address." }),
    submittedBy: t.field({
      type: CaseUploadSubmitter,
      nullable: true,
      description: 'The signed-in user who sent it; null when it was sent signed out.',
      resolve: (upload) => upload.submitted_by,
    }),
    submittedByOrganizationName: t.string({
      nullable: true,
      description: 'The organisation that user acted for; null when none.',
      resolve: (upload) => upload.submitted_by_organization?.name ?? null,
    }),
    fileFormat: t.string({
      nullable: true,
      description: 'CSV or XLSX, as its bytes say (not its name); null until it was read, or when it is neither.',
      resolve: (upload) => upload.import.file_format,
    }),
    columns: t.stringList({ description: "The file's header row, once read (empty before).", resolve: (upload) => upload.import.columns }),
    rowCount: t.int({
      nullable: true,
      description: 'Data rows read (at most 10,000); null until read.',
      resolve: (upload) => upload.import.row_count,
    }),
    rowsCapped: t.boolean({
      description: 'More rows followed the last one read (they are not imported).',
      resolve: (upload) => upload.import.rows_capped,
    }),
    formulaCellCount: t.int({
      description: 'Cells that were (or looked like) formulas: kept as text, never evaluated.',
      resolve: (upload) => upload.import.formula_cells,
    }),
    parseError: t.string({
      nullable: true,
      description: 'Why the file could not be read, or how many rows were read of a longer one; null otherwise.',
      resolve: (upload) => upload.import.parse_error,
    }),
    importOrganizationName: t.string({
      nullable: true,
      description: 'The organisation chosen for the cases; null until chosen.',
      resolve: (upload) => upload.import.organization?.name ?? null,
    }),
    importedCaseCount: t.int({
      nullable: true,
      description: 'Cases the import created; null until imported.',
      resolve: (upload) => upload.import.imported_case_count,
    }),
    skippedRowCount: t.int({
      nullable: true,
      description: 'Rows the import skipped for their errors; null until imported.',
      resolve: (upload) => upload.import.skipped_row_count,
    }),
    importError: t.string({
      nullable: true,
      description: 'Why the import created nothing; null otherwise.',
      resolve: (upload) => upload.import.import_error,
    }),
    importedByName: t.string({
      nullable: true,
      description: 'The staff member who imported it.',
      resolve: (upload) => upload.import.imported_by?.name ?? null,
    }),
    importedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the import finished; null until then.',
      resolve: (upload) => upload.import.imported_at,
    }),
  }),
});

const CaseUploadEdge = builder.edgeObject({ type: CaseUpload, name: 'CaseUploadEdge' });

const CaseUploadConnection = builder.connectionObject(
  {
    type: CaseUpload,
    name: 'CaseUploadConnection',
    fields: (t) => ({
      totalCount: t.int({
        description: 'How many files were received, not only this page.',
        resolve: (connection) => connection.totalCount,
      }),
    }),
  },
  CaseUploadEdge,
);

const MAX_PAGE = 100;

builder.objectField(Viewer, 'caseUploads', (t) =>
  t.field({
    type: CaseUploadConnection,
    nullable: true,
    description: 'Staff only: the files received through the Secure Case Upload, newest first; null for everyone else.',
    args: {
      first: t.arg.int({ description: 'How many to return: 1 to 100 (20 when omitted).' }),
      after: t.arg.string({ description: 'Return the files after this cursor (an `endCursor` of the same list).' }),
    },
    resolve: async (_viewer, args, ctx) => {
      const first = Math.min(Math.max(args.first ?? 20, 1), MAX_PAGE);
      const offset = args.after ? cursorToOffset(args.after) + 1 : 0;
      const page = await ctx.gateway.caseUploads.staff.list({ limit: first, offset });
      if (!page) return null;
      const edges = page.results.map((node, index) => ({ cursor: offsetToCursor(offset + index), node }));
      return {
        totalCount: page.count,
        edges,
        pageInfo: {
          hasNextPage: offset + edges.length < page.count,
          hasPreviousPage: offset > 0,
          startCursor: edges[0]?.cursor ?? null,
          endCursor: edges.at(-1)?.cursor ?? null,
        },
      };
    },
  }),
);

builder.mutationField('openCaseUpload', (t) =>
  t.field({
    type: builder.objectRef<{ url: string | null; userErrors: UserErrorShape[] }>('OpenCaseUploadPayload').implement({
      description: 'What `openCaseUpload` returns.',
      fields: (f) => ({
        url: f.string({
          nullable: true,
          description: "A fresh, short-lived link to the file's bytes (a download); null with userErrors.",
          resolve: (p) => p.url,
        }),
        userErrors: f.field({
          type: [UserError],
          description: 'Why there is no link (FORBIDDEN for everyone but staff).',
          resolve: (p) => p.userErrors,
        }),
      }),
    }),
    description: 'Staff only: download a received file (a fresh, short-lived link; the registry logs the access).',
    authScopes: { signedIn: true },
    args: {
      input: t.arg({
        required: true,
        description: "The mutation's input.",
        type: builder.inputType('OpenCaseUploadInput', {
          description: 'The input of `openCaseUpload`.',
          fields: (f) => ({ caseUploadId: f.id({ required: true, description: 'The received file (`CaseUpload.id`).' }) }),
        }),
      }),
    },
    resolve: async (_root, { input }, ctx) => {
      const id = internalId('CaseUpload', String(input.caseUploadId));
      try {
        const upload = await ctx.gateway.caseUploads.staff.view(id);
        return { url: upload.download_url ?? null, userErrors: [] };
      } catch (error) {
        return { url: null, userErrors: refusal(error) };
      }
    },
  }),
);

// ---- the spreadsheet import (staff only) ---------------------------------------------------------------------------

const CaseImportField = builder.objectRef<CaseImportJson['fields'][number]>('CaseImportField').implement({
  description: 'A case field a column of the file can be mapped to.',
  fields: (t) => ({
    key: t.exposeString('key', { description: "The field's key (first_name, last_name, birthdate, date_of_loss …)." }),
    label: t.exposeString('label', { description: 'Its label, as the template’s header names it.' }),
    required: t.exposeBoolean('required', { description: 'The import needs a column mapped to it.' }),
  }),
});

const CaseImportMapping = builder.objectRef<{ field: string; column: number }>('CaseImportMapping').implement({
  description: 'One case field and the column of the file mapped to it.',
  fields: (t) => ({
    field: t.exposeString('field', { description: 'The case field’s key.' }),
    column: t.exposeInt('column', { description: 'The column’s index in `CaseUpload.columns` (from 0).' }),
  }),
});

const CaseImportPreviewRow = builder.objectRef<CaseImportJson['preview'][number]>('CaseImportPreviewRow').implement({
  description: 'One of the first rows of the file, as the import would read it.',
  fields: (t) => ({
    rowNumber: t.exposeInt('row_number', { description: 'Its row number in the file (the header is row 1).' }),
    cells: t.exposeStringList('cells', { description: 'Its cells as text, one per column (formulas as their text).' }),
    errors: t.exposeStringList('errors', {
      description: 'Why the import would skip it, by the registry’s own rules (empty when it would be imported).',
    }),
  }),
});

const CaseImport = builder.objectRef<CaseImportJson>('CaseImport').implement({
  description: 'Staff only: a received file as the spreadsheet import sees it (its mapping and preview).',
  fields: (t) => ({
    id: t.id({ description: 'The global id of this import view.', resolve: (row) => encodeGlobalID('CaseImport', row.id) }),
    caseUpload: t.field({ type: CaseUpload, description: 'The received file and what the parse and import did.', resolve: (row) => row }),
    fields: t.field({ type: [CaseImportField], description: 'The case fields a column can be mapped to.', resolve: (row) => row.fields }),
    mapping: t.field({
      type: [CaseImportMapping],
      description: 'The saved mapping, or the automatic guess from the header until one is saved (in the order of `fields`).',
      resolve: (row) =>
        row.fields
          .filter((field) => row.column_mapping[field.key] !== undefined)
          .map((field) => ({ field: field.key, column: row.column_mapping[field.key]! })),
    }),
    mappingGuessed: t.exposeBoolean('mapping_guessed', { description: 'The mapping is the automatic guess (none was saved).' }),
    organizationId: t.string({
      nullable: true,
      description: 'The registry id of the organisation chosen for the cases; null until chosen.',
      resolve: (row) => row.import.organization?.id ?? null,
    }),
    preview: t.field({
      type: [CaseImportPreviewRow],
      description: 'The first rows (at most 20) with their errors under the mapping and organisation.',
      resolve: (row) => row.preview,
    }),
    canImport: t.boolean({
      description: 'The file was read and is not imported or being imported.',
      resolve: (row) => row.status === 'PARSED' || row.status === 'IMPORT_FAILED',
    }),
    canParse: t.boolean({
      description: 'The file can be (re)read: it is not imported or being imported.',
      resolve: (row) => !['IMPORTING', 'IMPORTED'].includes(row.status),
    }),
  }),
});

builder.objectField(Viewer, 'caseImport', (t) =>
  t.field({
    type: CaseImport,
    nullable: true,
    description: 'Staff only: one received file’s spreadsheet import (mapping, preview); null for everyone else or an unknown file.',
    args: { caseUploadId: t.arg.id({ required: true, description: 'The received file (`CaseUpload.id`).' }) },
    resolve: async (_viewer, args, ctx) => {
      let id: string;
      try {
        id = internalId('CaseUpload', String(args.caseUploadId));
      } catch {
        return null;
      }
      return ctx.gateway.caseUploads.staff.viewImport(id);
    },
  }),
);

const CaseImportPayload = builder
  .objectRef<{ caseImport: CaseImportJson | null; userErrors: UserErrorShape[] }>('CaseImportPayload')
  .implement({
    description: 'What the spreadsheet import’s mutations return.',
    fields: (f) => ({
      caseImport: f.field({
        type: CaseImport,
        nullable: true,
        description: 'The import as it now stands; null with userErrors.',
        resolve: (p) => p.caseImport,
      }),
      userErrors: f.field({
        type: [UserError],
        description: 'Why nothing changed: FORBIDDEN for everyone but staff; columnMapping, organizationId, or the file’s state.',
        resolve: (p) => p.userErrors,
      }),
    }),
  });

const CaseImportMappingInput = builder.inputType('CaseImportMappingInput', {
  description: 'One case field and the column mapped to it.',
  fields: (f) => ({
    field: f.string({ required: true, description: 'The case field’s key (`CaseImportField.key`).' }),
    column: f.int({ description: 'The column’s index (from 0); null leaves the field unmapped.' }),
  }),
});

const CaseImportInput = builder.inputType('CaseImportInput', {
  description: 'Staff’s choices for a file’s import; what is left out stays as saved.',
  fields: (f) => ({
    caseUploadId: f.id({ required: true, description: 'The received file (`CaseUpload.id`).' }),
    columnMapping: f.field({ type: [CaseImportMappingInput], description: 'The whole mapping (fields left out are unmapped).' }),
    organizationId: f.string({ description: 'The registry id of the organisation the cases are for.' }),
  }),
});

type ImportInput = {
  caseUploadId: string | number;
  columnMapping?: { field: string; column?: number | null }[] | null;
  organizationId?: string | null;
};

function choicesOf(input: ImportInput) {
  return {
    ...(input.columnMapping
      ? { column_mapping: Object.fromEntries(input.columnMapping.map((entry) => [entry.field, entry.column ?? null])) }
      : {}),
    ...(input.organizationId !== undefined && input.organizationId !== null ? { organization: input.organizationId } : {}),
  };
}

function importMutation(
  name: string,
  description: string,
  run: (ctx: BffContext, id: string, input: ImportInput) => Promise<CaseImportJson>,
) {
  builder.mutationField(name, (t) =>
    t.field({
      type: CaseImportPayload,
      description,
      authScopes: { signedIn: true },
      args: { input: t.arg({ type: CaseImportInput, required: true, description: "The mutation's input." }) },
      resolve: async (_root, { input }, ctx) => {
        let id: string;
        try {
          id = internalId('CaseUpload', String(input.caseUploadId));
        } catch {
          return { caseImport: null, userErrors: [{ field: 'caseUploadId', message: 'Not found.', code: 'NOT_FOUND' }] };
        }
        try {
          return { caseImport: await run(ctx, id, input as ImportInput), userErrors: [] };
        } catch (error) {
          return { caseImport: null, userErrors: refusal(error) };
        }
      },
    }),
  );
}

importMutation(
  'saveCaseImport',
  'Staff only: saves a file’s column mapping and the organisation the cases are for (the preview follows them).',
  (ctx, id, input) => ctx.gateway.caseUploads.staff.saveImport(id, choicesOf(input)),
);
importMutation(
  'startCaseImport',
  'Staff only: saves the choices and imports the file in a job: the valid rows become cases of the organisation, rows with errors are skipped and counted.',
  (ctx, id, input) => ctx.gateway.caseUploads.staff.startImport(id, choicesOf(input)),
);
importMutation(
  'parseCaseUpload',
  'Staff only: reads the file again in a job (e.g. after it could not be queued when it was received).',
  (ctx, id) => ctx.gateway.caseUploads.staff.parse(id),
);
