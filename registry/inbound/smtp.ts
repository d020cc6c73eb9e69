// The inbound mail listener: replies by e-mail arrive here, from the sender's mail server, over SMTP. It is an
// entry point like http/ (this layer is to e-mail what http/ is to requests): it reads the envelope and the
// message, and acts through the domain (domain/email-replies/) as the reply address's user. Off unless
// INBOUND_SMTP_PORT is set.
//
// What a reply must pass, in order (the sending server gets an SMTP error for each refusal and bounces it):
//   MAIL FROM  not a bounce (the null sender <>);
//   RCPT TO    one reply address per message, a live one (unknown or revoked → 550 5.1.1);
//   DATA       within the size limit; not an automatic message (Auto-Submitted, Precedence: bulk/junk/list/
//              auto_reply, X-Autoreply, delivery reports); From: is exactly the address's user; some text is
//              left once the quoted e-mail and the signature are taken off; and the thread's rules accept it
//              now (the user may have lost the case or the organisation since).
// SPF, DKIM and DMARC are not checked here (that needs DNS and the sending domain's keys): in production, put the
// listener behind the organisation's MTA, which checks them and refuses forged senders before relaying.
import { readFileSync } from 'node:fs';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { RegistrySettings } from '../domain/context.ts';
import { accessLogInsert, accessScope, type AccessScope } from '../domain/access-log/entries.ts';
import { findReplyAddress, replyTokenOf, type ReplyAddressRow } from '../domain/email-replies/reply-addresses.ts';
import { replyTextOf } from '../domain/email-replies/reply-text.ts';
import {
  isAddressOwner,
  postEmailReply,
  REFUSALS,
  ReplyRefused,
  threadCaseOf,
  type PostedReply,
} from '../domain/email-replies/post-reply.ts';

export interface InboundMailOptions {
  /** INBOUND_SMTP_PORT (0: any free port, for tests). */
  port: number;
  /** INBOUND_SMTP_HOST (default 127.0.0.1). */
  host?: string;
  /** REPLY_DOMAIN: reply addresses are reply+<token>@<replyDomain> (default reply.localhost). */
  replyDomain?: string;
  /** Largest message accepted, in bytes (default 1 MiB). */
  maxMessageBytes?: number;
  /** INBOUND_SMTP_TLS_KEY / INBOUND_SMTP_TLS_CERT (PEM files): offer STARTTLS with them; without, no STARTTLS. */
  tls?: { keyFile: string; certFile: string } | null;
}

export const DEFAULT_REPLY_DOMAIN = 'reply.localhost';
export const DEFAULT_INBOUND_HOST = '127.0.0.1';
export const DEFAULT_MAX_MESSAGE_BYTES = 1024 * 1024;

export interface InboundLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface InboundMailServer {
  /** The port it listens on (the OS's choice when asked for 0). */
  port: number;
  host: string;
  replyDomain: string;
  close(): Promise<void>;
}

/** An SMTP refusal: code and enhanced status code, and a one-line text for the bounce. */
function smtpError(code: number, text: string): Error & { responseCode: number } {
  return Object.assign(new Error(text.replace(/[\r\n]+/g, ' ')), { responseCode: code });
}

export const SMTP_TEXTS = {
  bounce: '5.7.1 Bounces and automatic replies are not accepted here',
  oneRecipient: '4.5.3 One reply address per message, please send the others separately',
  unknownAddress: '5.1.1 Unknown or expired reply address',
  tooBig: '5.3.4 The message is too big',
  unreadable: '5.6.0 The message could not be read',
  automatic: '5.7.1 Automatic replies are not accepted here',
  temporary: '4.3.0 The reply could not be posted now, please try again later',
} as const;

const AUTOMATIC_PRECEDENCE = new Set(['bulk', 'junk', 'list', 'auto_reply']);

/** Auto-Submitted other than "no", an auto-reply header, a bulk Precedence, or a delivery/read report. */
function isAutomatic(mail: ParsedMail): boolean {
  const header = (name: string) => {
    const value = mail.headers.get(name);
    // Structured headers (Content-Type) come as { value, params }.
    const text = typeof value === 'object' && value !== null && 'value' in value ? value.value : value;
    return typeof text === 'string' ? text.trim().toLowerCase() : '';
  };
  const autoSubmitted = header('auto-submitted');
  if (autoSubmitted && autoSubmitted !== 'no') return true;
  if (mail.headers.has('x-autoreply') || mail.headers.has('x-autorespond')) return true;
  if (AUTOMATIC_PRECEDENCE.has(header('precedence'))) return true;
  return header('content-type').startsWith('multipart/report');
}

/** The single From: address, or null when there is none or several. */
function senderOf(mail: ParsedMail): string | null {
  const from: AddressObject | undefined = mail.from;
  const addresses = (from?.value ?? []).flatMap((entry) => (entry.group ? entry.group : [entry]));
  if (addresses.length !== 1 || !addresses[0].address) return null;
  return addresses[0].address;
}

async function readMessage(stream: SMTPServerDataStream, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    // Keep reading (the client sends it all before it hears the answer) but keep nothing past the limit.
    if (size <= limit) chunks.push(chunk);
  }
  return stream.sizeExceeded || size > limit ? null : Buffer.concat(chunks);
}

/**
 * Starts the listener. `settings` gives the organisation-kind rule; `db` is the registry's. Refusals and failures
 * are answered over SMTP and logged; nothing a sender does stops the listener.
 */
export async function startInboundMail(
  db: Kysely<Database>,
  settings: Pick<RegistrySettings, 'referralLawFirmIsLawFirm'>,
  options: InboundMailOptions,
  log: InboundLog,
): Promise<InboundMailServer> {
  const host = options.host ?? DEFAULT_INBOUND_HOST;
  const replyDomain = (options.replyDomain ?? DEFAULT_REPLY_DOMAIN).toLowerCase();
  const limit = options.maxMessageBytes ?? DEFAULT_MAX_MESSAGE_BYTES;
  const tls = options.tls ? { key: readFileSync(options.tls.keyFile), cert: readFileSync(options.tls.certFile) } : null;
  // The reply address each open transaction was given at RCPT TO (one per transaction).
  const addresses = new Map<string, ReplyAddressRow>();

  async function accept(stream: SMTPServerDataStream, session: SMTPServerSession): Promise<string> {
    const address = addresses.get(session.id);
    const raw = await readMessage(stream, limit);
    if (!address) throw smtpError(503, '5.5.1 No reply address given');
    if (!raw) throw smtpError(552, SMTP_TEXTS.tooBig);
    let mail: ParsedMail;
    try {
      mail = await simpleParser(raw, { skipHtmlToText: true, skipImageLinks: true, skipTextToHtml: true, skipTextLinks: true });
    } catch {
      throw smtpError(550, SMTP_TEXTS.unreadable);
    }
    if (isAutomatic(mail)) throw smtpError(550, SMTP_TEXTS.automatic);
    const from = senderOf(mail);
    if (!from || !(await isAddressOwner(db, address, from))) throw smtpError(550, `5.7.1 ${REFUSALS.wrongSender}`);
    // Only a text part the sender wrote is read as text (skipHtmlToText): an HTML-only reply is converted by
    // replyTextOf, which leaves its quote elements out.
    const note = replyTextOf({ text: mail.text, html: mail.html || null });
    if (!note) throw smtpError(550, `5.6.0 ${REFUSALS.empty}`);

    const thread = await threadCaseOf(db, address.thread_id);
    const scope: AccessScope = {
      action: 'message.create',
      actor: {
        userId: address.user_id,
        impersonatorId: null,
        organizationId: address.organization_id,
        requestId: `smtp:${session.id}`,
        address: session.remoteAddress ?? '',
      },
      targets: () => ({ objectIds: [address.thread_id], caseIds: thread ? [thread.caseId] : [], lienIds: [] }),
      touched: { caseIds: new Set(), lienIds: new Set() },
      entries: 0,
      finished: false,
    };
    let posted: PostedReply;
    try {
      posted = await accessScope.run(scope, () => postEmailReply(db, address, note, settings));
    } catch (error) {
      if (error instanceof ReplyRefused) {
        if (error.message === REFUSALS.noAccess) await logRefused(scope);
        throw smtpError(550, `5.7.1 ${error.message}`);
      }
      throw error;
    } finally {
      scope.finished = true;
    }
    log.info(
      { smtpSession: session.id, userId: address.user_id, threadId: posted.threadId, messageId: posted.messageId },
      'reply by e-mail posted',
    );
    return `2.0.0 Reply posted`;
  }

  /** A reply the rules refused for want of access is logged like a refused request (who tried to reach what). */
  async function logRefused(scope: AccessScope): Promise<void> {
    const targets = scope.targets();
    await accessLogInsert(db, [{ ...scope.actor, verb: 'create', objectType: 'message', ...targets, refused: true }]).execute();
  }

  const server = new SMTPServer({
    name: replyDomain,
    banner: 'Lien Registry replies by e-mail',
    size: limit,
    authOptional: true,
    disabledCommands: tls ? ['AUTH'] : ['AUTH', 'STARTTLS'],
    ...(tls ?? {}),
    disableReverseLookup: true,
    maxClients: 50,
    socketTimeout: 60_000,
    closeTimeout: 5_000,
    logger: false,
    onMailFrom(address, _session, callback) {
      // The null sender is a bounce (RFC 5321 4.5.5): never posted, and answering it could loop.
      callback(address.address ? null : smtpError(550, SMTP_TEXTS.bounce));
    },
    onRcptTo(recipient, session, callback) {
      if (session.envelope.rcptTo.length >= 1) return callback(smtpError(452, SMTP_TEXTS.oneRecipient));
      const token = replyTokenOf(recipient.address, replyDomain);
      if (!token) return callback(smtpError(550, SMTP_TEXTS.unknownAddress));
      findReplyAddress(db, token).then(
        (address) => {
          if (!address) return callback(smtpError(550, SMTP_TEXTS.unknownAddress));
          addresses.set(session.id, address);
          callback();
        },
        (error: unknown) => {
          log.error({ err: error, smtpSession: session.id }, 'reply by e-mail: looking up the reply address failed');
          callback(smtpError(451, SMTP_TEXTS.temporary));
        },
      );
    },
    onData(stream, session, callback) {
      accept(stream, session).then(
        (message) => {
          addresses.delete(session.id);
          callback(null, message);
        },
        (error: unknown) => {
          addresses.delete(session.id);
          // Drain what the client still sends, so the answer is read after its DATA.
          stream.resume();
          if (error instanceof Error && 'responseCode' in error) {
            log.info({ smtpSession: session.id, refusal: error.message }, 'reply by e-mail refused');
            return callback(error);
          }
          log.error({ err: error, smtpSession: session.id }, 'reply by e-mail failed');
          callback(smtpError(451, SMTP_TEXTS.temporary));
        },
      );
    },
    onClose(session) {
      addresses.delete(session.id);
    },
  });
  server.on('error', (error) => log.error({ err: error }, 'inbound mail listener error'));

  await new Promise<void>((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    server.server.once('error', onError);
    server.listen(options.port, host, () => {
      server.server.off('error', onError);
      resolve();
    });
  });
  const bound = server.server.address();
  const port = typeof bound === 'object' && bound ? bound.port : options.port;
  log.info({ host, port, replyDomain }, 'inbound mail listener: replies by e-mail accepted');
  return {
    port,
    host,
    replyDomain,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
