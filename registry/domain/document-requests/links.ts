// One-time links of document requests (DECISIONS 3 and 4): each addressed lienholder contact gets a random token in
// a link `${PUBLIC_URL}/document-request/response?token=…&request_id=…`; only its sha-256 hash is stored. A token
// opens exactly its one request for 14 days, until it is used (the logged-out response consumes it). Asking for a
// fresh link (refresh_token) e-mails it to the same contact and never returns it.
//
// Who is addressed: the lienholder's contacts assigned to the case (case contacts) that are neither deactivated nor
// suspended; when it has none there, every such contact of the lienholder organisation.
//
// The e-mails go through the `mail.send` job (registry/jobs/mail.ts; the domain may not import the jobs layer, so the
// job's name and payload shape are repeated here) after the request has committed.
import { createHash, randomBytes } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { JobRunner } from '../../adapters/jobs.ts';
import type { MailMessage } from '../../adapters/mail.ts';
import type { RegistrySettings } from '../context.ts';
import { HttpError, unauthorized } from '../errors.ts';
import { isUuid } from '../ids.ts';
import { publicLink } from '../mail/links.ts';
import { renderMail } from '../mail/templates.ts';
import { ALREADY_FULFILLED_DETAIL } from './index.ts';

export const TOKEN_TTL_DAYS = 14;
export const TOKEN_EXPIRED = 'Token has expired';
/** The mail job of registry/jobs/mail.ts. */
const MAIL_SEND_JOB = 'mail.send';

export const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

export const requestLink = (publicUrl: string, token: string, requestId: string) =>
  publicLink(publicUrl, `/document-request/response?token=${encodeURIComponent(token)}&request_id=${encodeURIComponent(requestId)}`);

export const tokenExpired = () => unauthorized(TOKEN_EXPIRED);
export const alreadyFulfilled = () => new HttpError(409, { detail: ALREADY_FULFILLED_DETAIL });

/** What a valid token opens. */
export interface RequestToken {
  tokenId: string;
  requestId: string;
  contactId: string;
  contactName: string;
  organizationId: string;
}

/**
 * The token of `Authorization: Token <token>`: unknown, used, expired, or not for `requestId` (when given) → 401
 * 'Token has expired'. A token whose contact left the lienholder organisation, or was deactivated or suspended,
 * opens nothing either.
 */
export async function resolveRequestToken(db: Kysely<Database>, token: string, requestId?: string): Promise<RequestToken> {
  if (!token || token.length > 200) throw tokenExpired();
  if (requestId !== undefined && !isUuid(requestId)) throw tokenExpired();
  let query = db
    .selectFrom('document_request_tokens as t')
    .innerJoin('document_requests as r', 'r.id', 't.request_id')
    .innerJoin('liens as l', 'l.id', 'r.lien_id')
    .innerJoin('contacts as k', 'k.id', 't.contact_id')
    .select(['t.id', 't.request_id', 't.contact_id', 'k.first_name', 'k.last_name', 'l.lienholder_id', 'k.legal_organization_id'])
    .where('t.token_hash', '=', hashToken(token))
    .where('k.is_account_deactivated', '=', false)
    .where('k.is_account_suspended', '=', false)
    .where('t.used_at', 'is', null)
    .where('t.expires_at', '>', sql<Date>`now()`);
  if (requestId !== undefined) query = query.where('t.request_id', '=', requestId);
  const row = await query.executeTakeFirst();
  if (!row || row.legal_organization_id !== row.lienholder_id) throw tokenExpired();
  return {
    tokenId: row.id,
    requestId: row.request_id,
    contactId: row.contact_id,
    contactName: `${row.first_name} ${row.last_name}`.trim(),
    organizationId: row.lienholder_id,
  };
}

/** The contacts a request's links go to (see the header). */
export async function addressedContacts(db: Kysely<Database>, requestId: string) {
  const request = await db
    .selectFrom('document_requests as r')
    .innerJoin('liens as l', 'l.id', 'r.lien_id')
    .select(['r.case_id', 'l.lienholder_id'])
    .where('r.id', '=', requestId)
    .executeTakeFirst();
  if (!request) return [];
  const contacts = () =>
    db
      .selectFrom('contacts as k')
      .select(['k.id', 'k.email', 'k.first_name', 'k.last_name'])
      .where('k.legal_organization_id', '=', request.lienholder_id)
      .where('k.is_account_deactivated', '=', false)
      .where('k.is_account_suspended', '=', false)
      .orderBy('k.created_at')
      .orderBy('k.id');
  const onCase = await contacts()
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('case_contacts as cc')
          .select('cc.id')
          .whereRef('cc.contact_id', '=', 'k.id')
          .where('cc.case_id', '=', request.case_id),
      ),
    )
    .execute();
  return onCase.length ? onCase : contacts().execute();
}

async function mailFacts(db: Kysely<Database>, requestId: string) {
  return db
    .selectFrom('document_requests as r')
    .innerJoin('cases as c', 'c.id', 'r.case_id')
    .innerJoin('persons as p', 'p.id', 'c.plaintiff_id')
    .innerJoin('liens as l', 'l.id', 'r.lien_id')
    .innerJoin('legal_organizations as lienholder', 'lienholder.id', 'l.lienholder_id')
    .leftJoin('legal_organizations as firm', 'firm.id', 'r.created_by_organization_id')
    .select([
      'r.id',
      'r.case_id',
      'r.note',
      'r.closed_at',
      'r.is_fulfilled',
      'p.first_name',
      'p.last_name',
      'lienholder.name as lienholder_name',
      'firm.name as law_firm_name',
    ])
    .where('r.id', '=', requestId)
    .executeTakeFirst();
}

/** Stores a fresh token for the contact and queues its e-mail; the token itself only goes into the e-mail. */
async function sendLink(
  db: Kysely<Database>,
  jobs: JobRunner,
  settings: Pick<RegistrySettings, 'publicUrl'>,
  facts: NonNullable<Awaited<ReturnType<typeof mailFacts>>>,
  contact: { id: string; email: string; first_name: string },
  key: string,
): Promise<void> {
  const token = newToken();
  await db
    .insertInto('document_request_tokens')
    .values({
      request_id: facts.id,
      contact_id: contact.id,
      token_hash: hashToken(token),
      expires_at: sql<Date>`now() + make_interval(days => ${TOKEN_TTL_DAYS})`,
    })
    .execute();
  const plaintiffName = `${facts.first_name} ${facts.last_name}`.trim();
  const firm = facts.law_firm_name ?? 'A law firm';
  const rendered = renderMail('notification', {
    title: `Documents requested for ${plaintiffName}'s case`,
    subject: `Document request: ${plaintiffName}'s case`,
    intro: `${contact.first_name ? `Hello ${contact.first_name}, ` : ''}${firm} asked ${facts.lienholder_name} for documents.`,
    lines: [
      ...(facts.note ? [`Note: ${facts.note}`] : []),
      `Open the link to upload the documents; no sign-in is needed. The link works once and expires in ${TOKEN_TTL_DAYS} days.`,
    ],
    case: { plaintiffName, caseId: facts.case_id },
    action: { label: 'Upload documents', url: requestLink(settings.publicUrl, token, facts.id) },
  });
  const message: MailMessage = { to: [contact.email], ...rendered, tag: 'document-request' };
  await jobs.enqueue(MAIL_SEND_JOB, { message, key }, { key });
}

/** After a request committed: a link to each addressed contact. Answers how many were sent. */
export async function sendRequestLinks(
  db: Kysely<Database>,
  jobs: JobRunner,
  settings: Pick<RegistrySettings, 'publicUrl'>,
  requestId: string,
): Promise<number> {
  const facts = await mailFacts(db, requestId);
  if (!facts) return 0;
  const contacts = await addressedContacts(db, requestId);
  for (const contact of contacts) await sendLink(db, jobs, settings, facts, contact, `document-request:${requestId}:${contact.id}`);
  return contacts.length;
}

export const LINK_SENT = 'If the link was valid, a new link has been e-mailed to its addressee.';

/**
 * refresh_token: the link of `token` (valid, used or expired) for this request is replaced by a fresh one e-mailed to
 * the same contact. An unknown token sends nothing and answers the same (no oracle); a closed request → 409.
 */
export async function refreshRequestLink(
  db: Kysely<Database>,
  jobs: JobRunner,
  settings: Pick<RegistrySettings, 'publicUrl'>,
  token: string,
  requestId: string,
): Promise<{ detail: string }> {
  if (!token || token.length > 200 || !isUuid(requestId)) return { detail: LINK_SENT };
  const row = await db
    .selectFrom('document_request_tokens as t')
    .innerJoin('contacts as k', 'k.id', 't.contact_id')
    .innerJoin('document_requests as r', 'r.id', 't.request_id')
    .innerJoin('liens as l', 'l.id', 'r.lien_id')
    .select([
      't.id',
      'k.id as contact_id',
      'k.email',
      'k.first_name',
      'k.legal_organization_id',
      'l.lienholder_id',
      'k.is_account_deactivated',
    ])
    .where('t.token_hash', '=', hashToken(token))
    .where('t.request_id', '=', requestId)
    .executeTakeFirst();
  if (!row || row.legal_organization_id !== row.lienholder_id || row.is_account_deactivated) return { detail: LINK_SENT };
  const facts = await mailFacts(db, requestId);
  if (!facts) return { detail: LINK_SENT };
  if (facts.closed_at !== null) throw alreadyFulfilled();
  const contact = { id: row.contact_id, email: row.email, first_name: row.first_name };
  await sendLink(db, jobs, settings, facts, contact, `document-request-refresh:${row.id}:${Date.now()}`);
  return { detail: LINK_SENT };
}

/** The logged-out response used the token: it opens nothing any more. */
export async function consumeToken(db: Kysely<Database> | Transaction<Database>, tokenId: string): Promise<boolean> {
  const used = await db
    .updateTable('document_request_tokens')
    .set({ used_at: sql<Date>`now()` })
    .where('id', '=', tokenId)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return Boolean(used);
}
