// The development mailbox: what the embedded mailer kept in mail_outbox instead of sending (newest first).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export const MAILBOX_LIMIT = 50;

export interface MailboxMessage {
  id: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  tag: string;
  createdAt: Date;
}

export async function latestOutboxMail(db: Kysely<Database>, limit = MAILBOX_LIMIT): Promise<MailboxMessage[]> {
  const rows = await db
    .selectFrom('mail_outbox')
    .select(['id', 'to', 'subject', 'text', 'html', 'headers', 'tag', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    to: row.to,
    subject: row.subject,
    text: row.text,
    html: row.html,
    headers: row.headers,
    tag: row.tag,
    createdAt: row.created_at,
  }));
}

export async function countOutboxMail(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
