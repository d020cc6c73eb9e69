// Document routes (issue 11; registry/API.md, "Documents"): upload targets, the upload receiver, attaching uploads,
// the documents a viewer sees, editing, deleting, download links and the files behind them, Download All, and a
// policy limit's document. Who sees what: registry/domain/documents/visibility.ts.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { attachmentDisposition } from '../adapters/storage.ts';
import {
  attachDocuments,
  createUpload,
  deleteDocument,
  downloadAll,
  downloadUrlOf,
  findVisibleDocument,
  parseAttachRequest,
  parseDocumentPatch,
  parseUploadRequest,
  receiveUpload,
  recordLawFirmView,
  resolveTarget,
  serializeDocument,
  updateDocument,
  visibleDocuments,
  withDirectUploadCopies,
  zipOf,
} from '../domain/documents/index.ts';
import { downloadName, MAX_DOCUMENT_BYTES, MAX_ZIP_DOCUMENTS, UPLOAD_TTL_SECONDS } from '../domain/documents/limits.ts';
import { DISCARD_GRACE_SECONDS, DISCARD_UPLOAD_JOB } from '../domain/documents/uploads.ts';
import { readFileToken, readZipToken, verify } from '../domain/documents/links.ts';
import { parseDownloadAllQuery } from '../domain/documents/downloads.ts';
import { noDocument } from '../domain/documents/update.ts';
import { HttpError, invalidChoice, MESSAGES, notFound, validationError } from '../domain/errors.ts';
import { isUuid } from '../domain/ids.ts';
import type { Query } from '../domain/paging.ts';
import { pageSourceOf } from '../domain/paging.ts';
import { findPolicyLimit, serializePolicyLimit } from '../domain/policy-limits.ts';
import { caseAudience, emitEvents } from '../domain/outbox.ts';
import { offsetPage } from './paging.ts';
import { contextOf, viewerOf } from './permissions.ts';
import type { RouteDeps } from './types.ts';

const BASE = '/api/registry/v1';
export const INVALID_LINK = 'This link is invalid or has expired.';

const idOf = (request: FastifyRequest) => {
  const { id } = request.params as { id: string };
  if (!isUuid(id)) throw notFound();
  return id;
};

/** Headers of a file answer: always a download, never rendered, never cached. */
function fileHeaders(reply: FastifyReply, fileName: string, contentType = 'application/octet-stream') {
  return reply
    .header('Content-Type', contentType)
    .header('Content-Disposition', attachmentDisposition(fileName))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-store');
}

export function documentRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db, settings } = deps;
  const storage = deps.adapters.storage;

  app.post(`${BASE}/documents/upload-url/`, { config: { permission: 'account', audit: 'none' } }, async (request, reply) => {
    const ctx = contextOf(request);
    const viewer = viewerOf(request);
    const upload = parseUploadRequest(request.body);
    const issued = await createUpload(
      db,
      settings,
      { ...upload, uploader: { organizationId: viewer.organizationId, userId: ctx.user.id } },
      { storage, jobs: deps.adapters.jobs },
    );
    return reply.code(201).send(issued);
  });

  // The upload receiver: the signature is the credential. Its body is never parsed: the request stream goes to
  // storage as it arrives (encapsulated, so the catch-all parser applies to this route only).
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    scope.put(
      `${BASE}/uploads/:id`,
      { config: { permission: 'public', audit: 'none' }, bodyLimit: MAX_DOCUMENT_BYTES + 1024 * 1024 },
      async (request, reply) => {
        try {
          const { id } = request.params as { id: string };
          const signature = (request.query as Query).signature ?? '';
          if (!isUuid(id) || !verify(settings, 'upload', id, signature)) throw new HttpError(403, { detail: INVALID_LINK });
          const header = request.headers['content-length'];
          const length = header !== undefined && /^\d{1,20}$/.test(header) ? Number(header) : null;
          const { size } = await receiveUpload(db, storage, id, request.raw, length);
          // Never attached by its expiry: the file goes (the upload's expiry is at most UPLOAD_TTL_SECONDS away).
          await deps.adapters.jobs
            .enqueue(DISCARD_UPLOAD_JOB, { id }, { key: id, delaySeconds: UPLOAD_TTL_SECONDS + DISCARD_GRACE_SECONDS })
            .catch((error: unknown) => request.log.warn({ err: error }, 'documents: could not queue the discard of an upload'));
          return reply.code(200).send({ file_path: id, size });
        } catch (error) {
          // Whatever is left of a refused body is not read: the connection closes after the answer.
          if (!request.raw.readableEnded) reply.header('Connection', 'close');
          throw error;
        }
      },
    );
  });

  app.post(`${BASE}/:role/documents/`, { config: { permission: 'role', audit: 'document.create' } }, async (request, reply) => {
    const ctx = contextOf(request);
    const viewer = viewerOf(request);
    const body = parseAttachRequest(request.body);
    const uploader = { organizationId: viewer.organizationId, userId: ctx.user.id };
    // Direct uploads' objects are copied before the transaction (their documents get keys no upload link knows).
    const filePaths = body.documents.map((document) => document.filePath);
    const ids = await withDirectUploadCopies(db, storage, uploader, filePaths, (copies) =>
      db.transaction().execute(async (trx) => {
        const lienId = await resolveTarget(trx, viewer, body);
        return attachDocuments(trx, ctx, { caseId: body.caseId, lienId, uploader, documents: body.documents, storage, copies });
      }),
    );
    const rows = await visibleDocuments(db, viewer).where('d.id', 'in', ids).execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    return reply.code(201).send({ results: ids.flatMap((id) => (byId.has(id) ? [serializeDocument(byId.get(id)!, viewer)] : [])) });
  });

  app.get(`${BASE}/:role/documents/`, { config: { permission: 'role', audit: 'document.list' } }, async (request) => {
    const viewer = viewerOf(request);
    const query = request.query as Query;
    const errors: Record<string, string[]> = {};
    for (const field of ['case', 'lien'] as const) if (query[field] && !isUuid(query[field]!)) errors[field] = [MESSAGES.invalidUuid];
    const ids = (query.id ?? '')
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean);
    if (ids.some((id) => !isUuid(id)) || ids.length > 1000) errors.id = [MESSAGES.invalidUuid];
    const types = (query.type ?? '')
      .split(',')
      .map((type) => type.trim())
      .filter(Boolean);
    if (types.some((type) => !/^[A-Z_]{1,64}$/.test(type))) errors.type = [invalidChoice(query.type)];
    const search = (query.search ?? '').trim();
    if (search.length > 255) errors.search = ['Ensure this field has no more than 255 characters.'];
    // `downloadable=true`: only what the viewer can open now (Download All's count), not what it must pay for first.
    if (query.downloadable !== undefined && !['true', 'false'].includes(query.downloadable))
      errors.downloadable = [invalidChoice(query.downloadable)];
    if (Object.keys(errors).length) throw validationError(errors);
    let rows = visibleDocuments(db, viewer);
    if (query.downloadable === 'true' && viewer.kind === 'LAW_FIRM')
      rows = rows.where((eb) => eb.or([eb('d.price', '<=', '0'), eb('d.is_paid_for', '=', true)]));
    if (query.case) rows = rows.where('d.case_id', '=', query.case);
    if (query.lien) rows = rows.where('d.lien_id', '=', query.lien);
    if (ids.length) rows = rows.where('d.id', 'in', ids);
    if (types.length) rows = rows.where('d.type', 'in', types);
    if (search) rows = rows.where('d.name', 'ilike', `%${search.replace(/[\\%_]/g, '\\$&')}%`);
    return offsetPage(
      request,
      query,
      pageSourceOf(rows, (ordered) =>
        ordered
          .orderBy('d.lien_id', (order) => order.nullsFirst())
          .orderBy('d.order')
          .orderBy('d.created_at')
          .orderBy('d.id'),
      ),
      (page) => page.map((row) => serializeDocument(row, viewer)),
    );
  });

  app.get(`${BASE}/:role/documents/download-all/`, { config: { permission: 'role', audit: 'document.view' } }, async (request) => {
    const viewer = viewerOf(request);
    return downloadAll(db, settings, viewer, parseDownloadAllQuery(request.query as Query));
  });

  app.get(`${BASE}/:role/documents/:id/`, { config: { permission: 'role', audit: 'document.view' } }, async (request) => {
    const viewer = viewerOf(request);
    const row = await findVisibleDocument(db, viewer, idOf(request));
    if (!row) throw notFound();
    const url = await downloadUrlOf(settings, storage, viewer, row);
    await recordLawFirmView(db, contextOf(request), viewer, row);
    return serializeDocument(row, viewer, url);
  });

  app.patch(`${BASE}/:role/documents/:id/`, { config: { permission: 'role', audit: 'document.update' } }, async (request) => {
    const viewer = viewerOf(request);
    const { id } = request.params as { id: string };
    if (!isUuid(id)) throw noDocument();
    await updateDocument(db, contextOf(request), viewer, id, parseDocumentPatch(request.body));
    const row = await findVisibleDocument(db, viewer, id);
    if (!row) throw noDocument();
    return serializeDocument(row, viewer);
  });

  app.delete(`${BASE}/:role/documents/:id/`, { config: { permission: 'role', audit: 'document.delete' } }, async (request, reply) => {
    await deleteDocument(db, storage, viewerOf(request), idOf(request));
    return reply.code(204).send();
  });

  // Files behind signed links (the token is the credential; the link was issued by an access-logged read).
  app.get(`${BASE}/files/zip/`, { config: { permission: 'public', audit: 'none' } }, async (request, reply) => {
    const ids = readZipToken(settings, (request.query as Query).token ?? '');
    if (!ids || ids.length > MAX_ZIP_DOCUMENTS || ids.some((id) => !isUuid(id))) throw new HttpError(403, { detail: INVALID_LINK });
    const zip = await zipOf(db, storage, ids);
    return fileHeaders(reply, 'documents.zip', 'application/zip').send(zip);
  });

  app.get(`${BASE}/files/:token`, { config: { permission: 'public', audit: 'none' } }, async (request, reply) => {
    const id = readFileToken(settings, (request.params as { token: string }).token);
    if (!id) throw new HttpError(403, { detail: INVALID_LINK });
    const row = await db
      .selectFrom('documents')
      .select(['name', 'storage_key', 'size', 'content_type'])
      .where('id', '=', id)
      .executeTakeFirst();
    const file = row ? await storage.open(row.storage_key) : null;
    if (!row || !file) throw notFound();
    return fileHeaders(reply, downloadName(row.name, row.content_type)).header('Content-Length', String(row.size)).send(file);
  });

  // A policy limit's document: a POLICY_LIMIT case document of the same case (null detaches it).
  app.patch(
    `${BASE}/escrow-agent/policy-limits/:id/`,
    { config: { permission: 'law-firm', audit: 'policy_limit.update' } },
    async (request) => {
      const viewer = viewerOf(request);
      const id = idOf(request);
      const raw = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>;
      if (!('document' in raw)) throw validationError({ document: [MESSAGES.required] });
      const documentId = raw.document;
      if (documentId !== null && (typeof documentId !== 'string' || !isUuid(documentId)))
        throw validationError({ document: [MESSAGES.invalidUuid] });
      await db.transaction().execute(async (trx) => {
        const limit = await trx
          .selectFrom('policy_limits as p')
          .innerJoin('cases as c', 'c.id', 'p.case_id')
          .select(['p.id', 'p.case_id'])
          .where('p.id', '=', id)
          .where('c.law_firm_id', '=', viewer.organizationId)
          .executeTakeFirst();
        if (!limit) throw notFound();
        if (documentId !== null) {
          const document = await findVisibleDocument(trx, viewer, documentId);
          if (!document || document.case_id !== limit.case_id || document.lien_id !== null || document.type !== 'POLICY_LIMIT')
            throw validationError({ document: ['Choose a Policy Limit document of this case.'] });
        }
        await trx.updateTable('policy_limits').set({ document_id: documentId }).where('id', '=', id).execute();
        const organizationIds = await caseAudience(trx, limit.case_id);
        await emitEvents(trx, [{ type: 'case.updated', change: 'policy_limits', caseId: limit.case_id, organizationIds }]);
      });
      return serializePolicyLimit(await findPolicyLimit(db, viewer, id));
    },
  );
}
