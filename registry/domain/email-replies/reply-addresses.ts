// Reply addresses: `reply+<token>@<REPLY_DOMAIN>`, put as Reply-To on the chat and thread e-mails a user receives,
// so answering the e-mail answers the thread (registry/inbound/ receives it). The token is 128 random bits, kept
// only as its SHA-256 (like every token of the registry), and its row binds it to one user, the organisation the
// user acts for and one thread: it cannot be guessed, forged from another address, or used for another thread or
// by another sender (the inbound listener also requires the e-mail to come from that user's address).
// Each call issues a fresh address (one per e-mail): the table cannot give a token back, and revoking the address
// of one leaked e-mail leaves the others working. An address expires REPLY_ADDRESS_DAYS after its e-mail was sent,
// so an address found in an old mailbox does not post for ever.
import { createHash, randomBytes } from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, ReplyAddressesTable } from '../../db/schema.ts';
import type { RegistrySettings } from '../context.ts';

export type ReplyAddressRow = Selectable<ReplyAddressesTable>;

/** How long a reply address takes replies (days after the e-mail that carried it was sent). */
export const REPLY_ADDRESS_DAYS = 180;

const PREFIX = 'reply+';
/** 16 random bytes in lower-case hex: mail systems may change the case of a local part, hex does not care. */
const TOKEN = /^[0-9a-f]{32}$/;

export const hashReplyToken = (token: string) => createHash('sha256').update(token.toLowerCase()).digest('hex');

/** A new reply address of `userId` (acting for `organizationId`) on `threadId`, or null when inbound mail is off. */
export async function replyAddressFor(
  db: Kysely<Database>,
  owner: { userId: string; organizationId: string; threadId: string },
  settings: Pick<RegistrySettings, 'replyDomain'>,
): Promise<string | null> {
  if (!settings.replyDomain) return null;
  const token = randomBytes(16).toString('hex');
  await db
    .insertInto('reply_addresses')
    .values({
      token_hash: hashReplyToken(token),
      user_id: owner.userId,
      organization_id: owner.organizationId,
      thread_id: owner.threadId,
    })
    .execute();
  return `${PREFIX}${token}@${settings.replyDomain}`;
}

/** The token of a reply address on our domain (case-insensitive), or null for anything else. */
export function replyTokenOf(address: string, replyDomain: string): string | null {
  const at = address.lastIndexOf('@');
  if (at < 0) return null;
  const local = address.slice(0, at).toLowerCase();
  const domain = address.slice(at + 1).toLowerCase();
  if (domain !== replyDomain.toLowerCase() || !local.startsWith(PREFIX)) return null;
  const token = local.slice(PREFIX.length);
  return TOKEN.test(token) ? token : null;
}

/** The live address of a token (not revoked, not expired), or null. */
export async function findReplyAddress(db: Kysely<Database>, token: string): Promise<ReplyAddressRow | null> {
  const row = await db
    .selectFrom('reply_addresses')
    .selectAll()
    .where('token_hash', '=', hashReplyToken(token))
    .where('revoked_at', 'is', null)
    .where('created_at', '>', sql<Date>`now() - make_interval(days => ${REPLY_ADDRESS_DAYS})`)
    .executeTakeFirst();
  return row ?? null;
}

/** Notes that an address carried a reply (posted or refused by the rules), for whoever looks at the table. */
export async function markReplyAddressUsed(db: Kysely<Database>, id: string): Promise<void> {
  await db
    .updateTable('reply_addresses')
    .set({ last_used_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}

/** Revokes reply addresses: one by its id, or every address of a user (optionally on one thread). Returns how many. */
export async function revokeReplyAddresses(
  db: Kysely<Database>,
  match: { id: string } | { userId: string; threadId?: string },
): Promise<number> {
  let query = db
    .updateTable('reply_addresses')
    .set({ revoked_at: sql<Date>`now()` })
    .where('revoked_at', 'is', null);
  if ('id' in match) query = query.where('id', '=', match.id);
  else {
    query = query.where('user_id', '=', match.userId);
    if (match.threadId) query = query.where('thread_id', '=', match.threadId);
  }
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
