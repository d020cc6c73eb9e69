// Mail: what the registry sends (notifications, chat messages). Two implementations of one interface:
// - SMTP (SMTP_URL set): nodemailer over the given server, From = MAIL_FROM;
// - the embedded default (no SMTP_URL): every message is kept in the `mail_outbox` table instead of being sent,
//   and the development mailbox (`/dev/mailbox`) shows it, so a new user sees what would have gone out.
// Both take an idempotency key (the `mail.send` job's): a retried job whose message was already accepted does not
// send it again (mail_outbox.key / mail_deliveries.key are unique).
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { Database } from '../db/schema.ts';

export interface MailMessage {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Groups messages of one kind (e.g. `notification`, `chat-message`), for the provider's statistics and tests. */
  tag: string;
  /** Where an answer goes (a reply-by-e-mail address), when set. */
  replyTo?: string;
  /** One-click unsubscribe (RFC 8058): `List-Unsubscribe: <url>` and `List-Unsubscribe-Post: List-Unsubscribe=One-Click`. */
  listUnsubscribe?: { url: string };
  /** More headers; names are letters, digits and dashes, values one line. */
  headers?: Record<string, string>;
}

export interface SendOptions {
  /** Idempotency: a second send with the same key answers the first one's id and sends nothing. */
  key?: string;
}

export interface Mailer {
  /** `smtp` sends; `outbox` keeps the message in the mail_outbox table. */
  readonly kind: 'smtp' | 'outbox';
  /** Sends (or keeps) the message and answers its id; refuses a message without a valid recipient or subject. */
  send(message: MailMessage, options?: SendOptions): Promise<{ id: string }>;
  close(): Promise<void>;
}

export const DEFAULT_MAIL_FROM = 'Lien Registry <no-reply@localhost>';

const EMAIL = /^[^\s@<>,;"]+@[^\s@<>,;"]+\.?[^\s@<>,;"]*$/;
const HEADER_NAME = /^[A-Za-z0-9-]+$/;
const CONTROL = /[\u0000-\u001f\u007f]/;
/** Set by the mailer itself; a message's own `headers` cannot replace them. */
const RESERVED_HEADERS = new Set(['from', 'to', 'cc', 'bcc', 'subject', 'reply-to', 'list-unsubscribe', 'list-unsubscribe-post', 'sender']);

/** Refuses what no mail server should receive; answers the subject on one line. */
function checked(message: MailMessage): MailMessage {
  if (!message.to.length || message.to.some((address) => !EMAIL.test(address)))
    throw new Error('mail: every recipient must be an e-mail address');
  const subject = message.subject.replace(/\s+/g, ' ').trim();
  if (!subject) throw new Error('mail: a subject is required');
  if (message.replyTo !== undefined && !EMAIL.test(message.replyTo)) throw new Error('mail: Reply-To must be an e-mail address');
  if (message.listUnsubscribe && !/^https?:\/\/\S+$/.test(message.listUnsubscribe.url))
    throw new Error('mail: the unsubscribe link must be an http(s) URL');
  for (const [name, value] of Object.entries(message.headers ?? {})) {
    if (!HEADER_NAME.test(name) || RESERVED_HEADERS.has(name.toLowerCase())) throw new Error(`mail: header ${name} is not allowed`);
    if (CONTROL.test(value)) throw new Error(`mail: header ${name} must be one line`);
  }
  return { ...message, subject };
}

/** The headers besides To and Subject, as they are sent (and kept in the outbox). */
export function mailHeaders(message: MailMessage, from: string): Record<string, string> {
  return {
    From: from,
    ...(message.replyTo ? { 'Reply-To': message.replyTo } : {}),
    ...(message.listUnsubscribe
      ? { 'List-Unsubscribe': `<${message.listUnsubscribe.url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
      : {}),
    ...message.headers,
  };
}

/** MAIL_FROM must be an address, optionally with a display name: `Name <address>` or `address`. */
export function checkMailFrom(from: string): string {
  const match = /^(?:[^<>\r\n]*<([^<>\s]+)>|([^<>\s]+))$/.exec(from.trim());
  const address = match?.[1] ?? match?.[2];
  if (!address || !EMAIL.test(address)) throw new Error(`MAIL_FROM must be an e-mail address, e.g. "${DEFAULT_MAIL_FROM}" (got "${from}")`);
  return from.trim();
}

export function checkSmtpUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`SMTP_URL must be a URL such as smtp://user:password@host:587 (got an unreadable value)`);
  }
  if (parsed.protocol !== 'smtp:' && parsed.protocol !== 'smtps:') throw new Error('SMTP_URL must start with smtp:// or smtps://');
  return url;
}

/** The embedded default: keeps each message in mail_outbox (one row per key), sends nothing. */
export function createOutboxMailer(db: Kysely<Database>, options: { from?: string } = {}): Mailer {
  const from = options.from ?? DEFAULT_MAIL_FROM;
  return {
    kind: 'outbox',
    async send(input, sendOptions = {}) {
      const message = checked(input);
      const key = sendOptions.key ?? null;
      const inserted = await db
        .insertInto('mail_outbox')
        .values({
          key,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          headers: JSON.stringify(mailHeaders(message, from)),
          tag: message.tag,
        })
        .onConflict((conflict) => conflict.column('key').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (inserted) return { id: inserted.id };
      const existing = await db
        .selectFrom('mail_outbox')
        .select('id')
        .where('key', '=', key as string)
        .executeTakeFirstOrThrow();
      return { id: existing.id };
    },
    async close() {},
  };
}

/** SMTP through nodemailer; a key already delivered is not sent again (mail_deliveries). */
export function createSmtpMailer(db: Kysely<Database>, options: { url: string; from?: string }): Mailer {
  const from = options.from ?? DEFAULT_MAIL_FROM;
  const transport = nodemailer.createTransport(checkSmtpUrl(options.url));
  return {
    kind: 'smtp',
    async send(input, sendOptions = {}) {
      const message = checked(input);
      const key = sendOptions.key;
      if (key) {
        const delivered = await db.selectFrom('mail_deliveries').select('message_id').where('key', '=', key).executeTakeFirst();
        if (delivered) return { id: delivered.message_id };
      }
      const { From: _from, 'Reply-To': _replyTo, ...headers } = mailHeaders(message, from);
      const info = await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
        headers,
      });
      const id = String(info.messageId);
      // Between the server's acceptance and this row a crash would send again on retry: at least once, never lost.
      if (key)
        await db
          .insertInto('mail_deliveries')
          .values({ key, message_id: id })
          .onConflict((conflict) => conflict.column('key').doNothing())
          .execute();
      return { id };
    },
    async close() {
      transport.close();
    },
  };
}

export interface MailSettings {
  /** SMTP_URL; unset → the outbox. */
  smtpUrl?: string;
  /** MAIL_FROM (default `Lien Registry <no-reply@localhost>`). */
  from?: string;
}

export function createMailer(db: Kysely<Database>, settings: MailSettings = {}): Mailer {
  const from = checkMailFrom(settings.from ?? DEFAULT_MAIL_FROM);
  return settings.smtpUrl ? createSmtpMailer(db, { url: settings.smtpUrl, from }) : createOutboxMailer(db, { from });
}
