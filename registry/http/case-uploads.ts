// The secure case upload (issue 14; registry/domain/case-uploads/): the public form and its upload target (anyone;
// rate-limited per address like every public form; a signed-in sender is recorded when a valid session comes with
// the request), and the staff list and download of the received files (is_staff, never while impersonating; in the
// access log). The file link is signed and short-lived, issued by the access-logged view; it lives under /files/ so
// the BFF's file passthrough serves it.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { attachmentDisposition } from '../adapters/storage.ts';
import { resolveContext } from '../auth/context.ts';
import {
  assertStaff,
  caseUploadFile,
  createCaseUploadTarget,
  readCaseUploadFileToken,
  serializeStaffCaseUpload,
  staffCaseUploads,
  submitCaseUpload,
  viewCaseUpload,
  type CaseUploadSender,
} from '../domain/case-uploads/index.ts';
import { requestParse, saveImportChoices, viewCaseImport } from '../domain/case-uploads/import.ts';
import { templateCsv, templateXlsx } from '../domain/case-uploads/template.ts';
import { HttpError, notFound } from '../domain/errors.ts';
import { pageSourceOf, parseOffset, parsePageSize, type Query } from '../domain/paging.ts';
import { offsetPage } from './paging.ts';
import { contextOf } from './permissions.ts';
import type { RouteDeps } from './types.ts';

const BASE = '/api/registry/v1';
const INVALID_LINK = 'This link is invalid or has expired.';

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** Who sends a public form: the signed-in user (and acting organisation) when a valid session came with it. */
async function senderOf(request: FastifyRequest, deps: RouteDeps): Promise<CaseUploadSender> {
  const anonymous = { userId: null, organizationId: null, ip: request.ip ?? '' };
  if (!/^JWT\s+\S+$/i.test(header(request, 'authorization')?.trim() ?? '')) return anonymous;
  try {
    const ctx = await resolveContext(
      deps.db,
      deps.signer,
      {
        authorization: header(request, 'authorization'),
        impostor: header(request, 'impostor'),
        registryAccount: header(request, 'registry-account'),
      },
      deps.settings.referralLawFirmIsLawFirm,
    );
    return { userId: ctx.user.id, organizationId: ctx.organization?.id ?? null, ip: anonymous.ip };
  } catch (error) {
    // An expired or revoked session sends the form as anyone would.
    if (error instanceof HttpError) return anonymous;
    throw error;
  }
}

export function caseUploadRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db, settings } = deps;
  const storage = deps.adapters.storage;
  const open = { config: { permission: 'public' as const, audit: 'none' as const }, preHandler: app.publicFormLimit };

  app.post(`${BASE}/bulk-data-imports/upload-url/`, open, async (request, reply) =>
    reply.code(201).send(await createCaseUploadTarget({ db, settings }, request.body)),
  );
  app.post(`${BASE}/bulk-data-imports/`, open, async (request, reply) => {
    const sender = await senderOf(request, deps);
    const onMailError = (error: unknown) => request.log.warn({ err: error }, 'case uploads: could not queue the confirmation e-mail');
    const onParseQueueError = (error: unknown) => request.log.warn({ err: error }, 'case uploads: could not queue the parse job');
    return reply
      .code(201)
      .send(await submitCaseUpload({ db, settings, jobs: deps.adapters.jobs, onMailError, onParseQueueError }, sender, request.body));
  });

  app.get(`${BASE}/staff/bulk-data-imports/`, { config: { permission: 'staff', audit: 'bulk_data_import.list' } }, async (request) => {
    assertStaff(contextOf(request));
    const query = request.query as Query;
    const source = pageSourceOf(staffCaseUploads(db), (rows) => rows.orderBy('b.created_at', 'desc').orderBy('b.id', 'desc'));
    // `offset` (with page_size as the limit): the BFF's connection resumes after any row.
    const offset = parseOffset(query.offset);
    if (offset === null) return offsetPage(request, query, source, (rows) => rows.map(serializeStaffCaseUpload));
    const size = parsePageSize(query.page_size);
    const [rows, count] = await Promise.all([source.rows(size === 'off' ? null : size, offset), source.count()]);
    return { count, next: null, previous: null, results: rows.map(serializeStaffCaseUpload) };
  });
  app.get<{ Params: { id: string } }>(
    `${BASE}/staff/bulk-data-imports/:id/`,
    { config: { permission: 'staff', audit: 'bulk_data_import.view' } },
    async (request) => {
      assertStaff(contextOf(request));
      return viewCaseUpload(db, settings, storage, request.params.id);
    },
  );

  // The spreadsheet import (registry/domain/case-uploads/import.ts): the parse, mapping, preview and import.
  const staffImport = { config: { permission: 'staff' as const, audit: 'bulk_data_import.view' as const } };
  const staffWrite = { config: { permission: 'staff' as const, audit: 'bulk_data_import.update' as const } };
  app.get<{ Params: { id: string } }>(`${BASE}/staff/bulk-data-imports/:id/import/`, staffImport, async (request) => {
    assertStaff(contextOf(request));
    return viewCaseImport(db, settings, request.params.id);
  });
  app.patch<{ Params: { id: string } }>(`${BASE}/staff/bulk-data-imports/:id/import/`, staffWrite, async (request) =>
    saveImportChoices(db, settings, contextOf(request), request.params.id, request.body),
  );
  app.post<{ Params: { id: string } }>(`${BASE}/staff/bulk-data-imports/:id/import/`, staffWrite, async (request, reply) =>
    reply
      .code(202)
      .send(await saveImportChoices(db, settings, contextOf(request), request.params.id, request.body, { jobs: deps.adapters.jobs })),
  );
  app.post<{ Params: { id: string } }>(`${BASE}/staff/bulk-data-imports/:id/parse/`, staffWrite, async (request, reply) => {
    await requestParse(db, deps.adapters.jobs, contextOf(request), request.params.id);
    return reply.code(202).send(await viewCaseImport(db, settings, request.params.id));
  });

  // The import's template, public (under /files/, so the BFF's file passthrough serves it).
  const template = { config: { permission: 'public' as const, audit: 'none' as const } };
  app.get(`${BASE}/files/case-upload-template.xlsx`, template, async (_request, reply) =>
    reply
      .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('Content-Disposition', attachmentDisposition('case-upload-template.xlsx'))
      .header('Cache-Control', 'public, max-age=3600')
      .send(await templateXlsx()),
  );
  app.get(`${BASE}/files/case-upload-template.csv`, template, async (_request, reply) =>
    reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', attachmentDisposition('case-upload-template.csv'))
      .header('Cache-Control', 'public, max-age=3600')
      .send(templateCsv()),
  );

  // The file behind a signed link (the token is the credential; the link was issued by the access-logged view).
  app.get<{ Params: { token: string } }>(
    `${BASE}/files/bulk-data-imports/:token`,
    { config: { permission: 'public', audit: 'none' } },
    async (request, reply) => {
      const id = readCaseUploadFileToken(settings, request.params.token);
      if (!id) throw new HttpError(403, { detail: INVALID_LINK });
      const row = await caseUploadFile(db, id);
      const file = row ? await storage.open(row.storage_key) : null;
      if (!row || !file) throw notFound();
      return reply
        .header('Content-Type', 'application/octet-stream')
        .header('Content-Disposition', attachmentDisposition(row.file_name))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .header('Content-Length', String(row.file_size))
        .send(file);
    },
  );
}
