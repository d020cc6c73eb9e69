// Document requests: a law firm asks the lienholder of one of its case's liens for documents. A request opens a
// DOCUMENT_REQUEST conversation (threads/store.ts) addressed to the lienholder, with the note as its first message;
// every step (request, status update, fulfilment, close) writes a response row, a thread message, a history entry
// and events for both parties (the Inbox and the case reload live), and DOCUMENT_REQUESTED / DOCUMENT_REQUEST_FULFILLED
// notifications come from the activities (notifications/fan-out.ts).
//
// Rules chosen here (registry/API.md "Document requests"):
// - who sees a request: the case's law firm and the lien's lienholder (a rejected lien's lienholder no more); anyone
//   else 404;
// - a lienholder answers with a status (LIENHOLDER_UPLOADED_ALL_DOCUMENTS, CLARIFICATION_NEEDED,
//   PATIENT_STILL_TREATING, IN_PROGRESS; never ALREADY_FULFILLED) and a note (required for CLARIFICATION_NEEDED);
//   LIENHOLDER_UPLOADED_ALL_DOCUMENTS fulfils and closes the request (DOCUMENT_UPLOADED), resolves the thread and sets
//   the lien's has_lienholder_finalized_documents;
// - the law firm answers with a note (always required); with new_status CLOSED_BY_LAW_FIRM it closes the request and
//   resolves the thread;
// - a closed request takes no more answers (400 'This document request is already closed.').
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { RequestContext, Viewer } from '../context.ts';
import { forbidden, invalidChoice, MESSAGES, notFound, validationError, type FieldErrors } from '../errors.ts';
import { isUuid } from '../ids.ts';
import { parseText, TEXT_LIMITS } from '../input.ts';
import { emitEvents, recordActivity, type NewEvent } from '../outbox.ts';
import { iso } from '../serialize.ts';
import { openThread } from '../threads/store.ts';

type Executor = Kysely<Database> | Transaction<Database>;

export const DOCUMENT_REQUEST_STATUSES = [
  'LIENHOLDER_UPLOADED_ALL_DOCUMENTS',
  'CLARIFICATION_NEEDED',
  'PATIENT_STILL_TREATING',
  'IN_PROGRESS',
  'ALREADY_FULFILLED',
] as const;
/** What a lienholder may answer (the spec: its options exclude ALREADY_FULFILLED). */
export const LIENHOLDER_RESPONSE_STATUSES = DOCUMENT_REQUEST_STATUSES.filter((status) => status !== 'ALREADY_FULFILLED');
export const CLOSED_BY_LAW_FIRM = 'CLOSED_BY_LAW_FIRM';
export const FULFILLED_STATUS = 'LIENHOLDER_UPLOADED_ALL_DOCUMENTS';
export const CLOSE_REASONS = ['CLOSED_BY_LAW_FIRM', 'DOCUMENT_UPLOADED'] as const;

export const STATUS_LABELS: Record<string, string> = {
  LIENHOLDER_UPLOADED_ALL_DOCUMENTS: 'Lienholder Uploaded All Documents',
  CLARIFICATION_NEEDED: 'Clarification Needed',
  PATIENT_STILL_TREATING: 'Patient Still Treating',
  IN_PROGRESS: 'In Progress',
  ALREADY_FULFILLED: 'Already Fulfilled',
  CLOSED_BY_LAW_FIRM: 'Closed by Law Firm',
};

export const ALREADY_CLOSED = 'This document request is already closed.';
export const LIEN_NOT_FOUND = 'Not found.';
export const NOTE_FOR_CLARIFICATION = 'This field is required. Please describe the clarification needed.';
export const ALREADY_FULFILLED_DETAIL = 'already fulfilled';

const body = (input: unknown) => (input && typeof input === 'object' && !Array.isArray(input) ? input : {}) as Record<string, unknown>;

function uuidField(raw: Record<string, unknown>, field: string, errors: FieldErrors): string | undefined {
  const value = raw[field];
  if (value === undefined || value === null || value === '') {
    errors[field] = [MESSAGES.required];
    return undefined;
  }
  if (typeof value !== 'string' || !isUuid(value)) {
    errors[field] = [MESSAGES.invalidUuid];
    return undefined;
  }
  return value;
}

// ---------------------------------------------------------------------------------------------------------------
// Reading

/** Requests the viewer sees: on its case (law firm) or of its own non-rejected lien (lienholder). */
export function visibleRequests(db: Executor, viewer: Viewer) {
  const query = db
    .selectFrom('document_requests as r')
    .innerJoin('liens as l', 'l.id', 'r.lien_id')
    .innerJoin('cases as c', 'c.id', 'r.case_id')
    .innerJoin('legal_organizations as lienholder', 'lienholder.id', 'l.lienholder_id')
    .leftJoin('legal_organizations as creator', 'creator.id', 'r.created_by_organization_id')
    .selectAll('r')
    .select([
      'l.lienholder_id',
      'lienholder.name as lienholder_name',
      'c.law_firm_id',
      'creator.name as created_by_organization_name',
      'l.verification_status',
    ]);
  if (viewer.kind === 'LAW_FIRM') return query.where('c.law_firm_id', '=', viewer.organizationId);
  return query.where('l.lienholder_id', '=', viewer.organizationId).where('l.verification_status', '!=', 'REJECTED');
}

export type RequestRow = Awaited<ReturnType<ReturnType<typeof visibleRequests>['executeTakeFirstOrThrow']>>;

/** The request rows of any viewer (the logged-out page, the notifications): same shape, no visibility filter. */
export function requestRows(db: Executor) {
  return db
    .selectFrom('document_requests as r')
    .innerJoin('liens as l', 'l.id', 'r.lien_id')
    .innerJoin('cases as c', 'c.id', 'r.case_id')
    .innerJoin('legal_organizations as lienholder', 'lienholder.id', 'l.lienholder_id')
    .leftJoin('legal_organizations as creator', 'creator.id', 'r.created_by_organization_id')
    .selectAll('r')
    .select([
      'l.lienholder_id',
      'lienholder.name as lienholder_name',
      'c.law_firm_id',
      'creator.name as created_by_organization_name',
      'l.verification_status',
    ]);
}

export interface RequestFilters {
  ids: string[];
  cases: string[];
  liens: string[];
  threads: string[];
  isClosed: boolean | null;
}

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

export function parseRequestFilters(query: Record<string, string | undefined>): RequestFilters {
  const errors: FieldErrors = {};
  const filters: RequestFilters = {
    ids: list(query.id),
    cases: list(query.case),
    liens: list(query.lien),
    threads: list(query.thread),
    isClosed: null,
  };
  for (const [field, values] of [
    ['id', filters.ids],
    ['case', filters.cases],
    ['lien', filters.liens],
    ['thread', filters.threads],
  ] as const)
    if (values.some((value) => !isUuid(value))) errors[field] = [MESSAGES.invalidUuid];
  if (query.is_closed !== undefined) {
    if (query.is_closed === 'true' || query.is_closed === 'false') filters.isClosed = query.is_closed === 'true';
    else errors.is_closed = [MESSAGES.invalidBoolean];
  }
  if (Object.keys(errors).length) throw validationError(errors);
  return filters;
}

export async function listRequests(db: Executor, viewer: Viewer, filters: RequestFilters) {
  let query = visibleRequests(db, viewer);
  if (filters.ids.length) query = query.where('r.id', 'in', filters.ids);
  if (filters.cases.length) query = query.where('r.case_id', 'in', filters.cases);
  if (filters.liens.length) query = query.where('r.lien_id', 'in', filters.liens);
  if (filters.threads.length) query = query.where('r.thread_id', 'in', filters.threads);
  if (filters.isClosed !== null) query = query.where('r.closed_at', filters.isClosed ? 'is not' : 'is', null);
  const rows = await query.orderBy('r.created_at', 'desc').orderBy('r.id', 'desc').execute();
  return serializeRequests(db, rows, viewer);
}

export async function findRequest(db: Executor, viewer: Viewer, id: string) {
  if (!isUuid(id)) return null;
  const row = await visibleRequests(db, viewer).where('r.id', '=', id).executeTakeFirst();
  return row ? (await serializeRequests(db, [row], viewer))[0]! : null;
}

/** The requests of these DOCUMENT_REQUEST threads, by thread id (the Inbox thread's `request`). */
export async function requestsOfThreads(db: Executor, viewer: Viewer, threadIds: string[]) {
  if (!threadIds.length) return new Map<string, Awaited<ReturnType<typeof serializeRequests>>[number]>();
  const rows = await visibleRequests(db, viewer).where('r.thread_id', 'in', threadIds).execute();
  const serialized = await serializeRequests(db, rows, viewer);
  return new Map(serialized.map((request) => [request.thread as string, request]));
}

export async function serializeRequests(db: Executor, rows: RequestRow[], viewer: Viewer | null) {
  if (!rows.length) return [];
  const responses = await db
    .selectFrom('document_request_responses')
    .selectAll()
    .where(
      'request_id',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const byRequest = new Map<string, typeof responses>();
  for (const response of responses) byRequest.set(response.request_id, [...(byRequest.get(response.request_id) ?? []), response]);
  return rows.map((row) => {
    const closed = row.closed_at !== null;
    const isLawFirm = viewer?.kind === 'LAW_FIRM' && viewer.organizationId === row.law_firm_id;
    const isLienholder = viewer?.kind === 'LIENHOLDER' && viewer.organizationId === row.lienholder_id;
    return {
      id: row.id,
      case: row.case_id,
      lien: { id: row.lien_id, case: row.case_id, lienholder: { id: row.lienholder_id, name: row.lienholder_name } },
      lienholder: { id: row.lienholder_id, name: row.lienholder_name },
      thread: row.thread_id,
      note: row.note,
      status: row.status,
      is_fulfilled: row.is_fulfilled,
      is_closed: closed,
      closed_reason: row.closed_reason,
      created_at: iso(row.created_at),
      closed_at: iso(row.closed_at),
      created_by_organization_id: row.created_by_organization_id,
      created_by_organization_name: row.created_by_organization_name,
      responses: (byRequest.get(row.id) ?? []).map((response) => ({
        id: response.id,
        new_status: response.new_status,
        note: response.note,
        created_by_name: response.created_by_name,
        created_at: iso(response.created_at),
      })),
      viewer_can: {
        respond: !closed && (isLienholder || isLawFirm),
        close: !closed && isLawFirm,
        upload: !closed && isLienholder,
      },
    };
  });
}

export type SerializedRequest = Awaited<ReturnType<typeof serializeRequests>>[number];

// ---------------------------------------------------------------------------------------------------------------
// Writing

export interface NewRequest {
  lienId: string;
  note: string;
}

export function parseNewRequest(input: unknown): NewRequest {
  const raw = body(input);
  const errors: FieldErrors = {};
  const lienId = uuidField(raw, 'lien', errors);
  const note = parseText(raw.note, 'note', errors, { max: TEXT_LIMITS.note, required: true, multiline: true });
  if (Object.keys(errors).length) throw validationError(errors);
  return { lienId: lienId!, note: note! };
}

/** Both parties of a request: the case's law firm and the lienholder. */
const partiesOf = (row: { law_firm_id: string | null; lienholder_id: string }) =>
  [...new Set([row.law_firm_id, row.lienholder_id].filter((id): id is string => !!id))].sort();

function requestEvents(row: { case_id: string; lien_id: string; thread_id: string | null }, parties: string[], activityId: string) {
  const events: NewEvent[] = [
    {
      type: 'case.updated',
      change: 'threads',
      caseId: row.case_id,
      lienId: row.lien_id,
      threadId: row.thread_id,
      organizationIds: parties,
    },
    {
      type: 'activity.created',
      change: 'threads',
      caseId: row.case_id,
      lienId: row.lien_id,
      threadId: row.thread_id,
      activityId,
      organizationIds: parties,
    },
  ];
  return events;
}

/**
 * The case's law firm asks the lienholder of a non-rejected lien for documents. Answers the new request's id; the
 * caller e-mails the lienholder's contacts their links once this has committed (issueRequestLinks).
 */
export async function createRequest(db: Kysely<Database>, ctx: RequestContext, viewer: Viewer, input: NewRequest): Promise<string> {
  if (viewer.kind !== 'LAW_FIRM') throw forbidden();
  return db.transaction().execute(async (trx) => {
    const lien = await trx
      .selectFrom('liens as l')
      .innerJoin('cases as c', 'c.id', 'l.case_id')
      .select(['l.id', 'l.case_id', 'l.lienholder_id', 'c.law_firm_id'])
      .where('l.id', '=', input.lienId)
      .where('c.law_firm_id', '=', viewer.organizationId)
      .where('l.verification_status', '!=', 'REJECTED')
      .executeTakeFirst();
    if (!lien) throw validationError({ lien: [LIEN_NOT_FOUND] });
    const threadId = await openThread(trx, ctx, {
      caseId: lien.case_id,
      lienId: lien.id,
      type: 'DOCUMENT_REQUEST',
      toOrganizationId: lien.lienholder_id,
      note: input.note,
    });
    const { id } = await trx
      .insertInto('document_requests')
      .values({
        case_id: lien.case_id,
        lien_id: lien.id,
        thread_id: threadId,
        created_by_organization_id: viewer.organizationId,
        created_by_user_id: ctx.user.id,
        note: input.note,
        status: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const activityId = await recordActivity(trx, ctx, {
      type: 'DOCUMENT_REQUESTED',
      note: input.note,
      caseId: lien.case_id,
      lienId: lien.id,
      data: { request_id: id, lienholder_name: await organizationName(trx, lien.lienholder_id) },
    });
    await emitEvents(trx, requestEvents({ case_id: lien.case_id, lien_id: lien.id, thread_id: threadId }, partiesOf(lien), activityId));
    return id;
  });
}

const organizationName = async (db: Executor, id: string) =>
  (await db.selectFrom('legal_organizations').select('name').where('id', '=', id).executeTakeFirst())?.name ?? '';

export interface NewResponse {
  requestId: string;
  newStatus: string | null;
  note: string;
}

/**
 * A response's body: {request, new_status, note}. The side decides the rules: a lienholder (or a logged-out contact)
 * must give a status of LIENHOLDER_RESPONSE_STATUSES and a note for CLARIFICATION_NEEDED; a law firm must give a note
 * and may give CLOSED_BY_LAW_FIRM only. `requestFromToken` fills `request` on the logged-out route.
 */
export function parseResponse(input: unknown, side: 'LAW_FIRM' | 'LIENHOLDER', requestFromToken?: string): NewResponse {
  const raw = body(input);
  const errors: FieldErrors = {};
  let requestId: string | undefined;
  if (requestFromToken && (raw.request === undefined || raw.request === null || raw.request === '')) requestId = requestFromToken;
  else requestId = uuidField(raw, 'request', errors);
  const status = raw.new_status;
  let newStatus: string | null = null;
  if (side === 'LIENHOLDER') {
    if (status === undefined || status === null || status === '') errors.new_status = [MESSAGES.required];
    else if (typeof status !== 'string' || !(LIENHOLDER_RESPONSE_STATUSES as readonly string[]).includes(status))
      errors.new_status = [invalidChoice(status)];
    else newStatus = status;
  } else if (status !== undefined && status !== null && status !== '') {
    if (status !== CLOSED_BY_LAW_FIRM) errors.new_status = [invalidChoice(status)];
    else newStatus = status;
  }
  const noteRequired = side === 'LAW_FIRM' || newStatus === 'CLARIFICATION_NEEDED';
  const note = parseText(raw.note, 'note', errors, { max: TEXT_LIMITS.note, required: noteRequired, multiline: true }) ?? '';
  if (errors.note && newStatus === 'CLARIFICATION_NEEDED' && errors.note[0] === MESSAGES.required) errors.note = [NOTE_FOR_CLARIFICATION];
  if (Object.keys(errors).length) throw validationError(errors);
  return { requestId: requestId!, newStatus, note };
}

/** Who answers: a signed-in user of either party, or a lienholder contact through a one-time link. */
export type Responder =
  { kind: 'user'; ctx: RequestContext; viewer: Viewer } | { kind: 'contact'; contactId: string; name: string; organizationId: string };

const messageNote = (response: NewResponse) => {
  const label = response.newStatus ? STATUS_LABELS[response.newStatus] : null;
  if (label && response.note) return `${label}: ${response.note}`;
  return label ?? response.note;
};

/**
 * Records a response: the response row, the thread message (passing the turn, or resolving the thread when it
 * closes the request), the request's status, the history entry and both parties' events. Throws 404 when the
 * request is not the responder's, 400 when it is closed. Answers the request's id.
 */
export async function respondToRequest(
  db: Kysely<Database>,
  responder: Responder,
  response: NewResponse,
  inTransaction?: (trx: Transaction<Database>, row: RequestRow) => Promise<void>,
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const base = responder.kind === 'user' ? visibleRequests(trx, responder.viewer) : requestRows(trx);
    const row = isUuid(response.requestId)
      ? await base.where('r.id', '=', response.requestId).forUpdate('r').executeTakeFirst()
      : undefined;
    if (!row) throw responder.kind === 'user' ? validationError({ request: [MESSAGES.notFound] }) : notFound();
    const side = responder.kind === 'contact' ? 'LIENHOLDER' : responder.viewer.kind;
    if (responder.kind === 'contact' && row.lienholder_id !== responder.organizationId) throw notFound();
    if (row.closed_at !== null) throw validationError({ non_field_errors: [ALREADY_CLOSED] });
    await inTransaction?.(trx, row);

    const author =
      responder.kind === 'user'
        ? {
            created_by_user_id: responder.ctx.user.id,
            created_by_organization_id: responder.viewer.organizationId,
            created_by_name: `${responder.ctx.user.first_name} ${responder.ctx.user.last_name}`.trim(),
          }
        : { created_by_user_id: null, created_by_organization_id: responder.organizationId, created_by_name: responder.name };
    const newStatus = response.newStatus;
    await trx
      .insertInto('document_request_responses')
      .values({
        request_id: row.id,
        new_status: newStatus,
        note: response.note,
        created_by_name: author.created_by_name,
        created_by_user_id: author.created_by_user_id,
        created_by_contact_id: responder.kind === 'contact' ? responder.contactId : null,
      })
      .execute();

    const fulfils = newStatus === FULFILLED_STATUS;
    const closes = fulfils || newStatus === CLOSED_BY_LAW_FIRM;
    if (newStatus)
      await trx
        .updateTable('document_requests')
        .set({
          status: newStatus,
          ...(fulfils ? { is_fulfilled: true } : {}),
          ...(closes ? { closed_reason: fulfils ? 'DOCUMENT_UPLOADED' : 'CLOSED_BY_LAW_FIRM', closed_at: sql<Date>`now()` } : {}),
        })
        .where('id', '=', row.id)
        .execute();

    if (row.thread_id) {
      await trx
        .insertInto('case_messages')
        .values({ thread_id: row.thread_id, note: messageNote(response), ...author })
        .execute();
      await trx
        .updateTable('case_threads')
        .set(closes ? { is_resolved: true, action_needed: false, resolved_at: sql<Date>`now()` } : { action_needed: side === 'LAW_FIRM' })
        .where('id', '=', row.thread_id)
        .execute();
    }
    if (fulfils) await trx.updateTable('liens').set({ has_lienholder_finalized_documents: true }).where('id', '=', row.lien_id).execute();

    const type = fulfils ? 'DOCUMENT_REQUEST_FULFILLED' : closes ? 'DOCUMENT_REQUEST_CLOSED' : 'DOCUMENT_REQUEST_RESPONDED';
    const data = { request_id: row.id, new_status: newStatus, lienholder_name: row.lienholder_name };
    const activityId =
      responder.kind === 'user'
        ? await recordActivity(trx, responder.ctx, { type, note: response.note, caseId: row.case_id, lienId: row.lien_id, data })
        : (
            await trx
              .insertInto('activities')
              .values({
                type,
                note: response.note,
                case_id: row.case_id,
                lien_id: row.lien_id,
                created_by_user_id: null,
                created_by_organization_id: responder.organizationId,
                created_by_name: responder.name,
                activity_data: JSON.stringify(data),
              })
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id;
    const parties = partiesOf(row);
    const events = requestEvents(row, parties, activityId);
    if (fulfils)
      events.push({ type: 'lien.updated', change: 'lien_updated', caseId: row.case_id, lienId: row.lien_id, organizationIds: parties });
    await emitEvents(trx, events);
    return row.id;
  });
}
