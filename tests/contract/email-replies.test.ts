// Replies by e-mail, end to end: a real SMTP client (nodemailer) sends a reply with the quoted e-mail below it to
// the address replyAddressFor issued; the registry's inbound listener checks the address and the sender, strips the
// quote and posts the reply as that user, live for the other side (outbox event) and in the access log. Every
// refusal is an SMTP error the sending server would bounce, and posts nothing.
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { sql } from 'kysely';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createRegistry, MEMORY, type Registry } from '../../registry/app.ts';
import { createScratchDatabase, DEMO_EMAILS, loginAs } from '../../registry/testing.ts';
import { seedDemoData } from '../../registry/seed/demo.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../../registry/testing-smtp.ts';
import {
  hashReplyToken,
  REPLY_ADDRESS_DAYS,
  replyAddressFor,
  revokeReplyAddresses,
} from '../../registry/domain/email-replies/reply-addresses.ts';
import { inboundMailFromEnv } from '../../registry/env.ts';
import { replyTextOf } from '../../registry/domain/email-replies/reply-text.ts';
import { call, V1 } from './helpers.ts';

const REPLY_DOMAIN = 'reply.test';
let registry: Registry;
let scratch: { drop(): Promise<void> } | undefined;
let url: string;
let smtpPort: number;
/** Where the registry's own e-mails (the notifications with their reply addresses) arrive. */
let outgoing: TestSmtpServer;
const tokens: Record<string, string> = {};
const orgs: Record<string, string> = {};
const users: Record<string, string> = {};
let caseId: string;
let lienId: string;
let threadId: string;

const as = (who: string, path: string, options: { method?: string; body?: unknown } = {}) =>
  call(url, path, { token: tokens[who], ...options });

const transport = () => nodemailer.createTransport({ host: '127.0.0.1', port: smtpPort, secure: false, ignoreTLS: true });

interface Sent {
  accepted: boolean;
  code: number;
  response: string;
}

/** Sends one message and answers the server's verdict (the SMTP code), never throwing on a refusal. */
async function send(message: SendMailOptions): Promise<Sent> {
  const mailer = transport();
  try {
    const info = await mailer.sendMail(message);
    const accepted = info.accepted.length > 0 && info.rejected.length === 0;
    return { accepted, code: Number(/^\d{3}/.exec(info.response)?.[0] ?? 0), response: info.response };
  } catch (error) {
    const failure = error as { responseCode?: number; response?: string; message: string };
    return { accepted: false, code: failure.responseCode ?? 0, response: failure.response ?? failure.message };
  } finally {
    mailer.close();
  }
}

const QUOTE = 'On Tue, Nov 24, 2026 at 10:00 AM Lien Registry <no-reply@localhost> wrote:\n> Please send the records.\n> Thanks\n';

async function addressOf(who: string, thread = threadId, organization = orgs[who]) {
  const address = await replyAddressFor(
    registry.db,
    { userId: users[who], organizationId: organization, threadId: thread },
    { replyDomain: REPLY_DOMAIN },
  );
  return address!;
}

const messagesOf = async (thread = threadId) =>
  (
    await registry.db
      .selectFrom('case_messages')
      .select(['note', 'created_by_user_id'])
      .where('thread_id', '=', thread)
      .orderBy('seq')
      .execute()
  ).map((row) => row.note);

async function openConversation(): Promise<string> {
  const { id } = await registry.db
    .insertInto('case_threads')
    .values({
      case_id: caseId,
      lien_id: lienId,
      type: 'DOCUMENT_REQUEST',
      created_by_organization_id: orgs.lawFirm,
      to_organization_id: orgs.provider,
      context: '{}',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** A bare SMTP conversation, for what nodemailer will not send (the null sender of a bounce). */
async function rawSmtp(lines: string[]): Promise<string[]> {
  const socket = net.connect(smtpPort, '127.0.0.1');
  const replies: string[] = [];
  let buffer = '';
  const next = () =>
    new Promise<string>((resolve, reject) => {
      const read = () => {
        // A reply ends with a line "ddd text" (not "ddd-text").
        const match = /(^|\r\n)(\d{3}) [^\r\n]*\r\n/.exec(buffer);
        if (!match) return false;
        const end = match.index + match[0].length;
        resolve(buffer.slice(0, end).trim());
        buffer = buffer.slice(end);
        return true;
      };
      if (read()) return;
      const onData = (chunk: Buffer) => {
        buffer += chunk.toString();
        if (read()) socket.off('data', onData);
      };
      socket.on('data', onData);
      socket.once('error', reject);
    });
  replies.push(await next());
  for (const line of lines) {
    socket.write(`${line}\r\n`);
    replies.push(await next());
  }
  socket.end();
  return replies;
}

beforeAll(async () => {
  const serverUrl = process.env.DATABASE_URL || undefined;
  scratch = serverUrl ? await createScratchDatabase(serverUrl) : undefined;
  outgoing = await startTestSmtpServer();
  registry = await createRegistry({
    databaseUrl: (scratch as { url?: string } | undefined)?.url,
    dataDir: MEMORY,
    serviceKey: randomBytes(24).toString('hex'),
    environment: 'test',
    redisUrl: process.env.REDIS_URL || undefined,
    redisNamespace: `registry-test-${randomBytes(6).toString('hex')}`,
    inboundMail: { port: 0, replyDomain: REPLY_DOMAIN, maxMessageBytes: 64 * 1024 },
    smtpUrl: outgoing.url,
    publicUrl: 'http://portal.test',
    jobs: { pollingIntervalSeconds: 0.5 },
    // Each chat message's e-mail at once (the product waits CHAT_EMAIL_DELAY_SECONDS, 60 s by default).
    chatEmailDelaySeconds: 0,
  });
  await seedDemoData(registry.db);
  await registry.app.listen({ port: 0, host: '127.0.0.1' });
  const address = registry.app.server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  smtpPort = registry.inboundMail!.port;
  for (const key of ['lawFirm', 'lawFirm2', 'provider', 'insurer'] as const) {
    tokens[key] = await loginAs(url, DEMO_EMAILS[key]);
    const me = (await as(key, `${V1}/accounts-auth/`)).body;
    orgs[key] = me.registry_accounts[0].registry_legal_organization.id;
    users[key] = (await registry.db.selectFrom('users').select('id').where('email', '=', DEMO_EMAILS[key]).executeTakeFirstOrThrow()).id;
  }
  const mine = (await as('provider', `${V1}/lienholder/portfolio/?page_size=off&is_resolved=all`)).body.results;
  const firm = new Set(
    (await as('lawFirm', `${V1}/escrow-agent/portfolio/?page_size=off&is_closed=all`)).body.results.map((c: any) => c.id),
  );
  const shared = mine.find((c: any) => firm.has(c.id));
  caseId = shared.id;
  lienId = shared.user_lien.id;
  threadId = await openConversation();
});

afterAll(async () => {
  await registry?.close();
  await outgoing?.close();
  await (scratch as { drop?: () => Promise<void> } | undefined)?.drop?.();
});

describe('reply addresses', () => {
  test('one per e-mail, bound to user and thread, stored hashed; none while inbound mail is off', async () => {
    const first = await addressOf('provider');
    const second = await addressOf('provider');
    expect(first).toMatch(/^reply\+[0-9a-f]{32}@reply\.test$/);
    expect(second).not.toBe(first);
    const token = /^reply\+([0-9a-f]{32})@/.exec(first)![1];
    const rows = await registry.db.selectFrom('reply_addresses').selectAll().where('thread_id', '=', threadId).execute();
    expect(rows.map((row) => row.token_hash)).toContain(hashReplyToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows.find((row) => row.token_hash === hashReplyToken(token))).toMatchObject({
      user_id: users.provider,
      organization_id: orgs.provider,
      thread_id: threadId,
      revoked_at: null,
    });
    expect(
      await replyAddressFor(registry.db, { userId: users.provider, organizationId: orgs.provider, threadId }, { replyDomain: null }),
    ).toBeNull();
  });
});

describe('a reply to an Inbox conversation (DOCUMENT_REQUEST)', () => {
  test('is posted without the quoted e-mail and the signature, as the user, live for the other side and logged', async () => {
    const to = await addressOf('provider');
    const before = (await sql<{ id: string }>`select coalesce(max(id), 0) as id from events`.execute(registry.db)).rows[0]!.id;
    const sent = await send({
      from: `"Provider Demo" <${DEMO_EMAILS.provider.toUpperCase()}>`,
      to,
      subject: 'Re: Document request',
      text: `The records are attached to the lien now.\r\nCall me if anything is missing.\r\n\r\n-- \r\nPat, Records desk\r\n\r\n${QUOTE}`,
    });
    expect(sent).toMatchObject({ accepted: true, code: 250 });

    // The law firm reads it through REST, from the provider's organisation.
    const thread = (await as('lawFirm', `${V1}/case-threads/${threadId}/`)).body;
    expect(thread.latest_message).toMatchObject({
      note: 'The records are attached to the lien now.\nCall me if anything is missing.',
      created_by_organization_name: expect.any(String),
    });
    expect(thread.messages.at(-1).created_by_organization_name).toBe(thread.to_organization_name);
    // The turn passed back to the law firm, as a reply from the portal does.
    expect(thread).toMatchObject({ action_needed: false, is_new: true });
    const author = await registry.db
      .selectFrom('case_messages')
      .select(['created_by_user_id', 'created_by_organization_id'])
      .where('thread_id', '=', threadId)
      .orderBy('seq', 'desc')
      .executeTakeFirstOrThrow();
    expect(author).toEqual({ created_by_user_id: users.provider, created_by_organization_id: orgs.provider });

    // Live: the thread's event for both parties.
    const events = await sql<{ type: string; change: string; thread_id: string; organization_ids: string[] }>`
      select type, change, thread_id, organization_ids from events where id > ${before} and case_id = ${caseId}`.execute(registry.db);
    expect(events.rows).toEqual([
      { type: 'case.updated', change: 'threads', thread_id: threadId, organization_ids: [orgs.lawFirm, orgs.provider].sort() },
    ]);

    // The access log names the user, the organisation, the thread and the case, and says it came by e-mail.
    const entry = await registry.db
      .selectFrom('access_log')
      .selectAll()
      .where('request_id', 'like', 'smtp:%')
      .where('refused', '=', false)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({
      user_id: users.provider,
      organization_id: orgs.provider,
      action: 'create',
      object_type: 'message',
      object_ids: [threadId],
      case_ids: [caseId],
      address: '127.0.0.1',
    });
    const used = await registry.db
      .selectFrom('reply_addresses')
      .select('last_used_at')
      .where('thread_id', '=', threadId)
      .where('last_used_at', 'is not', null)
      .execute();
    expect(used.length).toBeGreaterThan(0);
  });

  test('an HTML-only reply is read as text without its quote', async () => {
    const sent = await send({
      from: DEMO_EMAILS.lawFirm,
      to: await addressOf('lawFirm'),
      subject: 'Re: Document request',
      html: '<div dir="ltr">Thank you, <b>received</b>.</div><br><div class="gmail_quote"><div>On Tue wrote:</div><blockquote>The records are attached</blockquote></div>',
    });
    expect(sent).toMatchObject({ accepted: true, code: 250 });
    expect((await messagesOf()).at(-1)).toBe('Thank you, received.');
  });
});

describe('a reply to a lien chat', () => {
  let chatId: string;
  const chatMessages = async (who: string) => (await as(who, `${V1}/chat-messages/?thread=${chatId}&last=100`)).body.results;

  beforeAll(async () => {
    const chats = (await as('provider', `${V1}/chat-threads/?lien=${lienId}`)).body.results;
    expect(chats).toHaveLength(1);
    chatId = chats[0].id;
  });

  test('is posted as the replying side (typed by its side), read by the other side, live with the message', async () => {
    const before = (await sql<{ id: string }>`select coalesce(max(id), 0) as id from events`.execute(registry.db)).rows[0]!.id;
    const sent = await send({
      from: DEMO_EMAILS.lawFirm,
      to: await addressOf('lawFirm', chatId),
      subject: 'Re: New chat message',
      text: `Is the balance final?\n\n${QUOTE}`,
    });
    expect(sent).toMatchObject({ accepted: true, code: 250 });
    const [message] = (await chatMessages('provider')).slice(-1);
    expect(message).toMatchObject({
      note: 'Is the balance final?',
      type: 'LAW_FIRM_POSTED_NOTE',
      created_by_user_id: users.lawFirm,
      created_by_organization_id: orgs.lawFirm,
      read_at: null,
    });
    expect((await as('provider', `${V1}/chat-threads/${chatId}/`)).body).toMatchObject({
      unread_count: 1,
      latest_message: { note: 'Is the balance final?' },
    });
    const events = await sql<{ change: string; thread_id: string; message_id: string; organization_ids: string[] }>`
      select change, thread_id, message_id, organization_ids from events where id > ${before} and thread_id = ${chatId}`.execute(
      registry.db,
    );
    expect(events.rows).toEqual([
      { change: 'chat', thread_id: chatId, message_id: message.id, organization_ids: [orgs.lawFirm, orgs.provider].sort() },
    ]);

    // And the lienholder answers by e-mail too.
    expect(
      (await send({ from: DEMO_EMAILS.provider, to: await addressOf('provider', chatId), subject: 'Re', text: 'Yes, final.' })).accepted,
    ).toBe(true);
    expect((await chatMessages('lawFirm')).at(-1)).toMatchObject({ note: 'Yes, final.', type: 'LIENHOLDER_POSTED_NOTE' });
  });

  test('refused when the other side disabled notes, or the sender no longer takes part', async () => {
    const count = async () => (await chatMessages('lawFirm')).length;
    const before = await count();
    const to = await addressOf('provider', chatId);
    await registry.db.updateTable('legal_organizations').set({ notes_disabled: true }).where('id', '=', orgs.lawFirm).execute();
    try {
      const sent = await send({ from: DEMO_EMAILS.provider, to, subject: 'Re', text: 'Hello?' });
      const name = (
        await registry.db.selectFrom('legal_organizations').select('name').where('id', '=', orgs.lawFirm).executeTakeFirstOrThrow()
      ).name;
      expect(sent).toMatchObject({ accepted: false, code: 550 });
      expect(sent.response).toContain(`${name} has disabled Notes on their cases`);
    } finally {
      await registry.db.updateTable('legal_organizations').set({ notes_disabled: false }).where('id', '=', orgs.lawFirm).execute();
    }
    // A lienholder that is not this lien's, and the lienholder once its lien is rejected.
    const stranger = await send({ from: DEMO_EMAILS.insurer, to: await addressOf('insurer', chatId), subject: 'Re', text: 'Me too' });
    expect(stranger).toMatchObject({ accepted: false, code: 550 });
    expect(stranger.response).toMatch(/no longer reply/);
    const status = (await registry.db.selectFrom('liens').select('verification_status').where('id', '=', lienId).executeTakeFirstOrThrow())
      .verification_status;
    await registry.db.updateTable('liens').set({ verification_status: 'REJECTED' }).where('id', '=', lienId).execute();
    try {
      const sent = await send({ from: DEMO_EMAILS.provider, to, subject: 'Re', text: 'Still mine?' });
      expect(sent).toMatchObject({ accepted: false, code: 550 });
      expect(sent.response).toMatch(/no longer reply/);
    } finally {
      await registry.db.updateTable('liens').set({ verification_status: status }).where('id', '=', lienId).execute();
    }
    expect(await count()).toBe(before);
  });
});

describe('refused replies post nothing', () => {
  const refusedWith = async (message: SendMailOptions, code: number, text: RegExp) => {
    const before = await messagesOf();
    const sent = await send(message);
    expect(sent.accepted).toBe(false);
    expect(sent.code).toBe(code);
    expect(sent.response).toMatch(text);
    expect(await messagesOf()).toEqual(before);
  };

  test('from another sender than the address was issued to (another user, or a stranger)', async () => {
    const to = await addressOf('provider');
    await refusedWith({ from: DEMO_EMAILS.lawFirm, to, subject: 'Re', text: 'Forged' }, 550, /belongs to another sender/);
    await refusedWith({ from: 'someone@elsewhere.test', to, subject: 'Re', text: 'Forged' }, 550, /belongs to another sender/);
    // Two From addresses: which one wrote it is unknown.
    await refusedWith({ from: `${DEMO_EMAILS.provider}, x@elsewhere.test`, to, subject: 'Re', text: 'Forged' }, 550, /another sender/);
  });

  test('an unknown, malformed, foreign-domain or revoked address is refused at RCPT TO', async () => {
    const known = await addressOf('provider');
    const unknown = `reply+${randomBytes(16).toString('hex')}@${REPLY_DOMAIN}`;
    const foreignDomain = known.replace(REPLY_DOMAIN, 'elsewhere.test');
    for (const to of [unknown, 'reply+nothex@reply.test', 'postmaster@reply.test', foreignDomain]) {
      await refusedWith({ from: DEMO_EMAILS.provider, to, subject: 'Re', text: 'Hello' }, 550, /Unknown or expired reply address/);
    }
    const row = await registry.db
      .selectFrom('reply_addresses')
      .select('id')
      .where('token_hash', '=', hashReplyToken(/^reply\+([0-9a-f]{32})@/.exec(known)![1]))
      .executeTakeFirstOrThrow();
    expect(await revokeReplyAddresses(registry.db, { id: row.id })).toBe(1);
    await refusedWith({ from: DEMO_EMAILS.provider, to: known, subject: 'Re', text: 'Hello' }, 550, /Unknown or expired reply address/);
    // An address older than its lifetime.
    const old = await addressOf('provider');
    await registry.db
      .updateTable('reply_addresses')
      .set({ created_at: new Date(Date.now() - (REPLY_ADDRESS_DAYS + 1) * 86_400_000) })
      .where('token_hash', '=', hashReplyToken(/^reply\+([0-9a-f]{32})@/.exec(old)![1]))
      .execute();
    await refusedWith({ from: DEMO_EMAILS.provider, to: old, subject: 'Re', text: 'Hello' }, 550, /Unknown or expired reply address/);
    // Upper case (some mail systems change it) is the same address.
    const upper = await addressOf('provider');
    expect(
      (await send({ from: DEMO_EMAILS.provider, to: upper.toUpperCase(), subject: 'Re', text: 'Case does not matter' })).accepted,
    ).toBe(true);
    expect((await messagesOf()).at(-1)).toBe('Case does not matter');
  });

  test('a user no longer in the organisation, and a user whose organisation is not a party of the thread', async () => {
    const to = await addressOf('provider');
    await registry.db.updateTable('accounts').set({ is_active: false }).where('user_id', '=', users.provider).execute();
    try {
      await refusedWith({ from: DEMO_EMAILS.provider, to, subject: 'Re', text: 'Still here?' }, 550, /no longer reply/);
    } finally {
      await registry.db.updateTable('accounts').set({ is_active: true }).where('user_id', '=', users.provider).execute();
    }
    // The refusal is in the access log like a refused request.
    const refused = await registry.db
      .selectFrom('access_log')
      .selectAll()
      .where('request_id', 'like', 'smtp:%')
      .where('refused', '=', true)
      .execute();
    expect(refused.filter((entry) => entry.object_ids.includes(threadId))).toEqual([
      expect.objectContaining({ user_id: users.provider, organization_id: orgs.provider, object_ids: [threadId], case_ids: [caseId] }),
    ]);

    // Another law firm and a lienholder not on the case: an address for them on this thread posts nothing.
    for (const other of ['lawFirm2', 'insurer']) {
      const foreign = await addressOf(other);
      await refusedWith({ from: DEMO_EMAILS[other as 'lawFirm2'], to: foreign, subject: 'Re', text: 'Let me in' }, 550, /no longer reply/);
    }
    // A locked user.
    await registry.db.updateTable('users').set({ locked_at: new Date() }).where('id', '=', users.provider).execute();
    try {
      await refusedWith({ from: DEMO_EMAILS.provider, to, subject: 'Re', text: 'Locked' }, 550, /no longer reply/);
    } finally {
      await registry.db.updateTable('users').set({ locked_at: null }).where('id', '=', users.provider).execute();
    }
  });

  test('a resolved thread takes no more replies', async () => {
    const closed = await openConversation();
    const to = await addressOf('provider', closed);
    await registry.db.updateTable('case_threads').set({ is_resolved: true }).where('id', '=', closed).execute();
    const sent = await send({ from: DEMO_EMAILS.provider, to, subject: 'Re', text: 'Too late' });
    expect(sent).toMatchObject({ accepted: false, code: 550 });
    expect(sent.response).toMatch(/This thread is already resolved\./);
    expect(await messagesOf(closed)).toEqual([]);
  });

  test('an empty reply (only the quote, or a signature)', async () => {
    const to = await addressOf('provider');
    await refusedWith({ from: DEMO_EMAILS.provider, to, subject: 'Re', text: `\r\n\r\n${QUOTE}` }, 550, /Your reply is empty/);
    await refusedWith({ from: DEMO_EMAILS.provider, to, subject: 'Re', text: '-- \r\nPat' }, 550, /Your reply is empty/);
  });

  test('automatic replies, bounces, too-long notes and oversized messages', async () => {
    const to = await addressOf('provider');
    await refusedWith(
      { from: DEMO_EMAILS.provider, to, subject: 'Out of office', text: 'I am away.', headers: { 'Auto-Submitted': 'auto-replied' } },
      550,
      /Automatic replies/,
    );
    await refusedWith(
      { from: DEMO_EMAILS.provider, to, subject: 'Out of office', text: 'I am away.', headers: { Precedence: 'auto_reply' } },
      550,
      /Automatic replies/,
    );
    await refusedWith(
      { from: DEMO_EMAILS.provider, to, subject: 'Re', text: 'x'.repeat(5001) },
      550,
      /Your reply: Ensure this field has no more than 5000 characters\./,
    );
    await refusedWith({ from: DEMO_EMAILS.provider, to, subject: 'Re', text: 'big '.repeat(20_000) }, 552, /too big|exceeds/);

    const replies = await rawSmtp(['EHLO client.test', 'MAIL FROM:<>', 'QUIT']);
    expect(replies[0]).toMatch(/^220 /);
    expect(replies[2]).toMatch(/^550 .*Bounces/);
  });

  test('one reply address per message: a second recipient is deferred, the first still posted once', async () => {
    const first = await addressOf('provider');
    const second = await addressOf('provider');
    const mailer = transport();
    try {
      const info = await mailer.sendMail({ from: DEMO_EMAILS.provider, to: [first, second], subject: 'Re', text: 'Once only' });
      expect(info.accepted).toEqual([first]);
      expect(info.rejected).toEqual([second]);
    } finally {
      mailer.close();
    }
    expect((await messagesOf()).filter((note) => note === 'Once only')).toHaveLength(1);
  });
});

describe('the whole loop: a chat e-mail from the registry, answered from the mail client', () => {
  const mailTo = (email: string) =>
    outgoing.messages.filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.value[0]?.address === email);

  test("the lienholder's answer to the notification e-mail shows up in the law firm's chat, and the law firm hears of it", async () => {
    const chatId = (await as('provider', `${V1}/chat-threads/?lien=${lienId}`)).body.results[0].id;
    const posted = await as('lawFirm', `${V1}/chat-messages/`, {
      method: 'POST',
      body: { thread: chatId, note: 'Can you confirm the payoff amount?' },
    });
    expect(posted.status).toBe(201);
    await registry.adapters.jobs.idle({ timeoutMs: 30_000 });

    // The notification e-mail to the lienholder's user carries a reply address for this chat.
    const mail = mailTo(DEMO_EMAILS.provider).find((message) => message.text?.includes('Can you confirm the payoff amount?'));
    expect(mail).toBeDefined();
    const replyTo = mail!.replyTo!.value[0]!.address!;
    expect(replyTo).toMatch(/^reply\+[0-9a-f]{32}@reply\.test$/);

    // Answered as a mail client does: to the Reply-To, the original quoted below.
    const quoted = mail!
      .text!.trimEnd()
      .split('\n')
      .map((line) => `> ${line}`)
      .join('\n');
    const sent = await send({
      from: DEMO_EMAILS.provider,
      to: replyTo,
      subject: `Re: ${mail!.subject}`,
      inReplyTo: mail!.messageId,
      text: `The payoff is $1,250.00.\n\nOn Wed, Nov 25, 2026 at 9:00 AM Lien Registry <no-reply@localhost> wrote:\n${quoted}\n`,
    });
    expect(sent).toMatchObject({ accepted: true, code: 250 });
    expect((await as('lawFirm', `${V1}/chat-messages/?thread=${chatId}&last=100`)).body.results.at(-1)).toMatchObject({
      note: 'The payoff is $1,250.00.',
      type: 'LIENHOLDER_POSTED_NOTE',
      created_by_user_id: users.provider,
    });

    // The reply is a chat message like any other: the law firm's user is told by e-mail in turn.
    await registry.adapters.jobs.idle({ timeoutMs: 30_000 });
    expect(mailTo(DEMO_EMAILS.lawFirm).some((message) => message.text?.includes('The payoff is $1,250.00.'))).toBe(true);
  });
});

describe('settings and reply text', () => {
  test('INBOUND_SMTP_PORT turns the listener on; bad values stop the start', () => {
    expect(inboundMailFromEnv({})).toBeUndefined();
    expect(inboundMailFromEnv({ INBOUND_SMTP_PORT: '2525' })).toEqual({ port: 2525, host: undefined, replyDomain: undefined, tls: null });
    expect(
      inboundMailFromEnv({
        INBOUND_SMTP_PORT: '25',
        INBOUND_SMTP_HOST: '0.0.0.0',
        REPLY_DOMAIN: 'reply.example.com',
        INBOUND_SMTP_TLS_KEY: '/k.pem',
        INBOUND_SMTP_TLS_CERT: '/c.pem',
      }),
    ).toEqual({ port: 25, host: '0.0.0.0', replyDomain: 'reply.example.com', tls: { keyFile: '/k.pem', certFile: '/c.pem' } });
    expect(() => inboundMailFromEnv({ INBOUND_SMTP_PORT: 'smtp' })).toThrow(/INBOUND_SMTP_PORT/);
    expect(() => inboundMailFromEnv({ INBOUND_SMTP_PORT: '70000' })).toThrow(/INBOUND_SMTP_PORT/);
    expect(() => inboundMailFromEnv({ INBOUND_SMTP_PORT: '25', REPLY_DOMAIN: 'not a domain' })).toThrow(/REPLY_DOMAIN/);
    expect(() => inboundMailFromEnv({ INBOUND_SMTP_PORT: '25', INBOUND_SMTP_TLS_KEY: '/k.pem' })).toThrow(/go together/);
  });

  test.each([
    [
      'Gmail',
      'Yes, that works.\n\nOn Tue, Nov 24, 2026 at 10:00 AM Lien Registry <no-reply@localhost> wrote:\n> Question?\n',
      'Yes, that works.',
    ],
    [
      'Outlook',
      'Yes, that works.\r\n\r\n-----Original Message-----\r\nFrom: Lien Registry\r\nSent: Tuesday\r\n\r\nQuestion?',
      'Yes, that works.',
    ],
    [
      'Outlook headers',
      'Yes.\n\nFrom: Lien Registry <no-reply@localhost>\nSent: Tuesday, November 24, 2026 10:00 AM\nTo: Pat\nSubject: Re: x\n\nQuestion?',
      'Yes.',
    ],
    ['phone signature', 'Line one\nLine two\n\nSent from my iPhone', 'Line one\nLine two'],
    ['signature delimiter', 'Thanks\n-- \nPat Smith\nRecords desk', 'Thanks'],
    ['only a signature', '-- \nPat', ''],
    ['only the quote', '> Question?\n> More', ''],
  ])('reply text: %s', (_client, text, expected) => {
    expect(replyTextOf({ text })).toBe(expected);
  });
});
