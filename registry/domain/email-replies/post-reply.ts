// Posting a reply that arrived by e-mail: as the address's user, acting for the address's organisation, through
// the same domain functions (and so the same rules, transaction and live events) as a reply from the portal: a
// lien's chat through postChatMessage, an Inbox conversation through the thread reply (postMessage). The
// user must still be allowed now: not locked, an active account in that organisation, and still a party of the
// thread (the thread functions check that again, the user may have lost the case since the e-mail was sent).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { RegistrySettings, RequestContext, Viewer } from '../context.ts';
import { HttpError } from '../errors.ts';
import { organizationKind } from '../kinds.ts';
import { postChatMessage } from '../chat/index.ts';
import { parseMessage, postMessage } from '../threads/inbox.ts';
import { markReplyAddressUsed, type ReplyAddressRow } from './reply-addresses.ts';

/** Why a reply was not posted, in words the sender's mail server returns to the sender (an SMTP 5xx). */
export class ReplyRefused extends Error {}

export const REFUSALS = {
  noAccess: 'You can no longer reply to this conversation.',
  wrongSender: 'This reply address belongs to another sender.',
  empty: 'Your reply is empty: write your answer above the quoted message.',
} as const;

export interface PostedReply {
  messageId: string;
  threadId: string;
  caseId: string;
}

/** The request context of the address's user in its organisation, or null when the user may not act there now. */
export async function replyContext(
  db: Kysely<Database>,
  address: ReplyAddressRow,
  settings: Pick<RegistrySettings, 'referralLawFirmIsLawFirm'>,
): Promise<{ ctx: RequestContext; viewer: Viewer } | null> {
  const user = await db.selectFrom('users').selectAll().where('id', '=', address.user_id).where('locked_at', 'is', null).executeTakeFirst();
  if (!user) return null;
  const account = await db
    .selectFrom('accounts')
    .selectAll()
    .where('user_id', '=', user.id)
    .where('organization_id', '=', address.organization_id)
    .where('is_active', '=', true)
    .where('is_suspended', '=', false)
    .orderBy('created_at')
    .orderBy('id')
    .executeTakeFirst();
  if (!account) return null;
  const organization = await db
    .selectFrom('legal_organizations')
    .selectAll()
    .where('id', '=', account.organization_id)
    .executeTakeFirstOrThrow();
  const kind = organizationKind(organization.type, settings.referralLawFirmIsLawFirm);
  // No session: the e-mail is the credential (its address token and its sender), checked by the caller.
  const ctx: RequestContext = { user, account, organization, kind, isStaff: user.is_staff, sessionId: '' };
  return { ctx, viewer: { organizationId: organization.id, kind } };
}

/** The e-mail's sender is the address's user (addresses compared case-insensitively). */
export async function isAddressOwner(db: Kysely<Database>, address: ReplyAddressRow, from: string): Promise<boolean> {
  const user = await db.selectFrom('users').select('email').where('id', '=', address.user_id).executeTakeFirst();
  return Boolean(user) && user!.email.trim().toLowerCase() === from.trim().toLowerCase();
}

/** The case a thread is about (for the access log), or null when the thread is gone. */
export async function threadCaseOf(db: Kysely<Database>, threadId: string): Promise<{ caseId: string; type: string } | null> {
  const row = await db.selectFrom('case_threads').select(['case_id', 'type']).where('id', '=', threadId).executeTakeFirst();
  return row ? { caseId: row.case_id, type: row.type } : null;
}

/**
 * Posts `note` on the address's thread as its user. Throws ReplyRefused when the rules refuse it (no access any
 * more, an empty or invalid note, notes disabled …), with the rule's own text; other errors are the server's.
 */
export async function postEmailReply(
  db: Kysely<Database>,
  address: ReplyAddressRow,
  note: string,
  settings: Pick<RegistrySettings, 'referralLawFirmIsLawFirm'>,
): Promise<PostedReply> {
  await markReplyAddressUsed(db, address.id);
  const acting = await replyContext(db, address, settings);
  const thread = await threadCaseOf(db, address.thread_id);
  if (!acting || !thread) throw new ReplyRefused(REFUSALS.noAccess);
  if (!note.trim()) throw new ReplyRefused(REFUSALS.empty);
  try {
    // A lien's chat takes messages typed by the poster's side; any other thread is an Inbox conversation.
    const messageId =
      thread.type === 'LIEN_CHAT'
        ? (await postChatMessage(db, acting.ctx, address.thread_id, note)).id
        : await postMessage(db, acting.ctx, acting.viewer, parseMessage({ thread: address.thread_id, note }));
    return { messageId, threadId: address.thread_id, caseId: thread.caseId };
  } catch (error) {
    throw refusalOf(error);
  }
}

/** The domain's refusal as a ReplyRefused with its text (403/404: no access any more); other errors unchanged. */
function refusalOf(error: unknown): unknown {
  if (!(error instanceof HttpError)) return error;
  if (error.status === 403 || error.status === 404) return new ReplyRefused(REFUSALS.noAccess);
  if (error.status !== 400) return error;
  const texts = Object.entries(error.body).flatMap(([field, value]) => {
    const list = Array.isArray(value) ? value.map(String) : [String(value)];
    // A missing thread is how the thread functions say the viewer no longer sees it.
    if (field === 'thread') return [REFUSALS.noAccess];
    return field === 'non_field_errors' ? list : list.map((text) => (field === 'note' ? `Your reply: ${text}` : `${field}: ${text}`));
  });
  return new ReplyRefused([...new Set(texts)].join(' ') || REFUSALS.noAccess);
}
