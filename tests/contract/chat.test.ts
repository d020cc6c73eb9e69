// Lien chat: one chat per lien between the case's law firm and that lien's lienholder; everyone else (another
// lienholder on the same case, another law firm) gets 404 on every route. Posts are typed by the poster's side,
// read marks are per side, only the writer deletes a message, notes disabled refuses posts, bad input writes
// nothing, and every write commits a `chat` event to the two organisations only.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_EMAILS, loginAs, startTestRegistry, type TestRegistry } from '../../registry/testing.ts';
import { call, createUser, V1 } from './helpers.ts';

let registry: TestRegistry;
let url: string;
const tokens: Record<string, string> = {};
const orgs: Record<string, string> = {};
let caseId: string;
let providerLien: string;
let funderLien: string;
let insurerLien: string | undefined;
let chatId: string;
const CHATS = `${V1}/chat-threads/`;
const MESSAGES = `${V1}/chat-messages/`;
const PASSWORD = 'colleague-password-1';

const as = (who: string, path: string, options: { method?: string; body?: unknown } = {}) =>
  call(url, path, { token: tokens[who], ...options });
const post = (who: string, note: unknown, thread = chatId) => as(who, MESSAGES, { method: 'POST', body: { thread, note } });
const chatOf = async (who: string, lien: string) => (await as(who, `${CHATS}?lien=${lien}`)).body.results[0] ?? null;
// Events of the changes themselves: notification jobs add per-user `notification.*` events of their own, later.
const CHANGES = sql`where type not like 'notification.%'`;
const countOf = async (table: 'case_messages' | 'case_threads' | 'events') =>
  Number(
    (
      await sql<{ n: string }>`select count(*) as n from ${sql.table(table)} ${table === 'events' ? CHANGES : sql``}`.execute(
        registry.registry.db,
      )
    ).rows[0]!.n,
  );
const lastEvent = async () =>
  (
    await sql<{
      type: string;
      change: string;
      case_id: string;
      lien_id: string;
      thread_id: string;
      message_id: string | null;
      organization_ids: string[];
      id: number;
    }>`select * from events ${CHANGES} order by id desc limit 1`.execute(registry.registry.db)
  ).rows[0]!;

beforeAll(async () => {
  registry = await startTestRegistry();
  url = registry.url;
  for (const key of ['lawFirm', 'lawFirm2', 'provider', 'funder', 'insurer'] as const) {
    tokens[key] = await loginAs(url, DEMO_EMAILS[key]);
    orgs[key] = (await as(key, `${V1}/accounts-auth/`)).body.registry_accounts[0].registry_legal_organization.id;
  }
  const colleague = await createUser(registry.registry.db, { password: PASSWORD, organizationId: orgs.lawFirm });
  tokens.colleague = await loginAs(url, colleague.email, PASSWORD);
  // A case of the law firm with liens of the provider and of the funder (the third party on the same case).
  const liens = await registry.registry.db
    .selectFrom('liens as l')
    .innerJoin('cases as c', 'c.id', 'l.case_id')
    .select(['l.id', 'l.case_id', 'l.lienholder_id'])
    .where('c.law_firm_id', '=', orgs.lawFirm)
    .where('l.verification_status', '!=', 'REJECTED')
    .execute();
  const byCase = new Map<string, Map<string, string>>();
  for (const lien of liens) byCase.set(lien.case_id, (byCase.get(lien.case_id) ?? new Map()).set(lien.lienholder_id, lien.id));
  const [shared, holders] = [...byCase].find(([, holders]) => holders.has(orgs.provider) && holders.has(orgs.funder))!;
  caseId = shared;
  providerLien = holders.get(orgs.provider)!;
  funderLien = holders.get(orgs.funder)!;
  insurerLien = liens.find((lien) => lien.lienholder_id === orgs.insurer)?.id;
  if (!insurerLien) {
    const { id } = await registry.registry.db
      .insertInto('liens')
      .values({ case_id: caseId, lienholder_id: orgs.insurer, created_by_organization_id: orgs.lawFirm })
      .returning('id')
      .executeTakeFirstOrThrow();
    insurerLien = id;
  }
});
afterAll(() => registry?.close());

describe('the chat of a lien', () => {
  test('is opened once, for the law firm and the lien holder, each titled with the other side', async () => {
    const before = await countOf('case_threads');
    const [first, again] = await Promise.all([chatOf('lawFirm', providerLien), chatOf('provider', providerLien)]);
    expect(await countOf('case_threads')).toBe(before + 1);
    expect(first.id).toBe(again.id);
    chatId = first.id;
    const names = await registry.registry.db.selectFrom('legal_organizations').select(['id', 'name']).execute();
    const name = (id: string) => names.find((org) => org.id === id)!.name;
    expect(first).toMatchObject({
      case: caseId,
      lien: providerLien,
      type: 'LIEN_CHAT',
      title: name(orgs.provider),
      unread_count: 0,
      message_count: 0,
      notes_disabled_by: null,
      viewer_can: { send_chat_message: true },
    });
    expect(again).toMatchObject({ title: name(orgs.lawFirm), viewer_can: { send_chat_message: true } });
    // By case: the law firm has one chat per lien; the provider only its own.
    const lawFirmChats = (await as('lawFirm', `${CHATS}?case=${caseId}`)).body.results;
    expect(lawFirmChats.map((chat: any) => chat.lien)).toEqual(expect.arrayContaining([providerLien, funderLien]));
    expect((await as('provider', `${CHATS}?case=${caseId}`)).body.results.map((chat: any) => chat.id)).toEqual([chatId]);
    expect((await as('provider', `${CHATS}${chatId}/`)).body).toMatchObject({ id: chatId });
  });

  test('is not in the Inbox, and Inbox replies cannot reach it', async () => {
    const inbox = (await as('lawFirm', `${V1}/case-threads/?case=${caseId}&page_size=off`)).body.results;
    expect(inbox.map((thread: any) => thread.type)).not.toContain('LIEN_CHAT');
    expect((await as('lawFirm', `${V1}/case-threads/${chatId}/`)).status).toBe(404);
    const reply = await as('lawFirm', `${V1}/case-messages/`, { method: 'POST', body: { thread: chatId, note: 'Hello' } });
    expect(reply.status).toBe(400);
  });

  test('refuses every other organisation on every route, a third lien holder on the same case too', async () => {
    const message = (await post('provider', 'For the law firm only')).body;
    for (const other of ['funder', 'lawFirm2', 'insurer']) {
      expect((await as(other, `${CHATS}?lien=${providerLien}`)).body.results).toEqual([]);
      expect((await as(other, `${CHATS}?id=${chatId}`)).body.results).toEqual([]);
      expect((await as(other, `${CHATS}${chatId}/`)).status).toBe(404);
      expect((await as(other, `${MESSAGES}?thread=${chatId}`)).status).toBe(404);
      expect((await as(other, `${MESSAGES}?id=${message.id}`)).body.results).toEqual([]);
      expect((await post(other, 'Let me in')).status).toBe(404);
      expect((await as(other, `${CHATS}${chatId}/mark-read/`, { method: 'POST', body: {} })).status).toBe(404);
      expect((await as(other, `${MESSAGES}${message.id}/`, { method: 'DELETE' })).status).toBe(404);
    }
    // The funder's own chat on the same case is not the provider's.
    const funderChat = await chatOf('funder', funderLien);
    expect(funderChat.id).not.toBe(chatId);
    expect((await as('provider', `${CHATS}${funderChat.id}/`)).status).toBe(404);
    expect((await as('lawFirm', `${MESSAGES}${message.id}/`)).status).toBe(404);
    await as('provider', `${MESSAGES}${message.id}/`, { method: 'DELETE' });
  });

  test('a rejected lien has no chat for either side', async () => {
    const db = registry.registry.db;
    await db.updateTable('liens').set({ verification_status: 'REJECTED' }).where('id', '=', providerLien).execute();
    try {
      for (const who of ['lawFirm', 'provider']) {
        expect((await as(who, `${CHATS}${chatId}/`)).status).toBe(404);
        expect((await post(who, 'Hello')).status).toBe(404);
      }
    } finally {
      await db.updateTable('liens').set({ verification_status: 'PENDING' }).where('id', '=', providerLien).execute();
    }
  });
});

describe('messages', () => {
  test('are typed by the side of the poster, whatever the body says, and counted unread for the other side', async () => {
    const fromProvider = await post('provider', '  Balance is $1,200.  ');
    expect(fromProvider.status).toBe(201);
    expect(fromProvider.body).toMatchObject({
      thread: chatId,
      case: caseId,
      lien: providerLien,
      note: 'Balance is $1,200.',
      type: 'LIENHOLDER_POSTED_NOTE',
      created_by_organization_id: orgs.provider,
      read_at: null,
    });
    const fromLawFirm = await as('lawFirm', MESSAGES, {
      method: 'POST',
      body: { thread: chatId, note: 'Thanks', type: 'LIENHOLDER_POSTED_NOTE' },
    });
    expect(fromLawFirm.body).toMatchObject({ type: 'LAW_FIRM_POSTED_NOTE', created_by_organization_id: orgs.lawFirm });
    expect(await chatOf('lawFirm', providerLien)).toMatchObject({ unread_count: 1, message_count: 2, latest_message: { note: 'Thanks' } });
    expect(await chatOf('provider', providerLien)).toMatchObject({ unread_count: 1 });
    // The law firm's colleague shares its organisation's read marks.
    expect(await chatOf('colleague', providerLien)).toMatchObject({ unread_count: 1 });
  });

  test('each write tells the two organisations only, naming the chat and the message', async () => {
    const sent = (await post('lawFirm', 'Event check')).body;
    expect(await lastEvent()).toMatchObject({
      type: 'case.updated',
      change: 'chat',
      case_id: caseId,
      lien_id: providerLien,
      thread_id: chatId,
      message_id: sent.id,
    });
    expect((await lastEvent()).organization_ids.sort()).toEqual([orgs.lawFirm, orgs.provider].sort());
    // The event stream's JSON carries message_id.
    const { eventsAfter } = await import('../../registry/domain/outbox.ts');
    const [streamed] = await eventsAfter(registry.registry.db, (await lastEvent()).id - 1, 1);
    expect(streamed).toMatchObject({ change: 'chat', thread_id: chatId, message_id: sent.id });
    expect((await as('lawFirm', `${MESSAGES}${sent.id}/`, { method: 'DELETE' })).status).toBe(200);
    expect(await lastEvent()).toMatchObject({ change: 'chat', thread_id: chatId, message_id: sent.id });
  });

  test('bad input is refused with the field rules and writes nothing', async () => {
    const before = { messages: await countOf('case_messages'), events: await countOf('events') };
    expect(await post('lawFirm', '')).toEqual({ status: 400, body: { note: ['This field is required.'] } });
    expect(await post('lawFirm', '   ')).toEqual({ status: 400, body: { note: ['This field is required.'] } });
    expect(await post('lawFirm', null)).toEqual({ status: 400, body: { note: ['This field is required.'] } });
    expect(await post('lawFirm', 42)).toEqual({ status: 400, body: { note: ['Not a valid string.'] } });
    expect(await post('lawFirm', 'x'.repeat(5001))).toEqual({
      status: 400,
      body: { note: ['Ensure this field has no more than 5000 characters.'] },
    });
    expect((await post('lawFirm', 'bell\u0007')).status).toBe(400);
    expect(await post('lawFirm', 'Hi', 'not-a-uuid')).toEqual({ status: 400, body: { thread: ['Must be a valid UUID.'] } });
    expect((await post('lawFirm', 'Hi', '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await as('lawFirm', `${MESSAGES}?thread=${chatId}&last=0`)).status).toBe(400);
    expect((await as('lawFirm', `${MESSAGES}?thread=${chatId}&first=2&last=2`)).status).toBe(400);
    expect((await as('lawFirm', `${MESSAGES}?thread=${chatId}&before=abc`)).status).toBe(400);
    expect((await as('lawFirm', MESSAGES)).status).toBe(400);
    // Multi-line notes keep their line breaks.
    expect(await countOf('case_messages')).toBe(before.messages);
    expect(await countOf('events')).toBe(before.events);
    const multiline = await post('lawFirm', 'Line one\nLine two');
    expect(multiline.body.note).toBe('Line one\nLine two');
    await as('lawFirm', `${MESSAGES}${multiline.body.id}/`, { method: 'DELETE' });
  });

  test('opening the chat marks the other side’s messages read, once, for the whole organisation', async () => {
    const events = await countOf('events');
    const marked = await as('lawFirm', `${CHATS}${chatId}/mark-read/`, { method: 'POST', body: {} });
    expect(marked.status).toBe(200);
    expect(marked.body).toMatchObject({ id: chatId, unread_count: 0 });
    expect(await countOf('events')).toBe(events + 1);
    expect(await lastEvent()).toMatchObject({ change: 'chat', thread_id: chatId, message_id: null });
    expect(await chatOf('colleague', providerLien)).toMatchObject({ unread_count: 0 });
    // Its own messages stay unread until the provider opens the chat.
    expect(await chatOf('provider', providerLien)).toMatchObject({ unread_count: 1 });
    const page = (await as('provider', `${MESSAGES}?thread=${chatId}`)).body.results;
    expect(page.find((m: any) => m.type === 'LIENHOLDER_POSTED_NOTE').read_at).not.toBeNull();
    expect(page.find((m: any) => m.type === 'LAW_FIRM_POSTED_NOTE').read_at).toBeNull();
    // Idempotent: nothing more to read, no event.
    expect((await as('lawFirm', `${CHATS}${chatId}/mark-read/`, { method: 'POST', body: {} })).body.unread_count).toBe(0);
    expect(await countOf('events')).toBe(events + 1);
  });

  test('only the writer deletes a message; it is gone for both sides', async () => {
    const mine = (await post('lawFirm', 'Delete me')).body;
    for (const who of ['colleague', 'provider']) {
      expect(await as(who, `${MESSAGES}${mine.id}/`, { method: 'DELETE' })).toEqual({
        status: 403,
        body: { detail: 'You can only delete your own messages.' },
      });
    }
    expect(await as('lawFirm', `${MESSAGES}${mine.id}/`, { method: 'DELETE' })).toEqual({
      status: 200,
      body: { id: mine.id, thread: chatId },
    });
    for (const who of ['lawFirm', 'provider']) {
      const notes = (await as(who, `${MESSAGES}?thread=${chatId}&last=100`)).body.results.map((m: any) => m.id);
      expect(notes).not.toContain(mine.id);
    }
    expect((await as('lawFirm', `${MESSAGES}${mine.id}/`, { method: 'DELETE' })).status).toBe(404);
  });

  test('pages newest-first from the end and older ones before a cursor', async () => {
    const notes = ['one', 'two', 'three', 'four', 'five'];
    for (const note of notes) await post('provider', note);
    const newest = (await as('lawFirm', `${MESSAGES}?thread=${chatId}&last=2`)).body;
    expect(newest.results.map((m: any) => m.note)).toEqual(['four', 'five']);
    expect(newest).toMatchObject({ has_previous: true, has_next: false });
    const older = (await as('lawFirm', `${MESSAGES}?thread=${chatId}&last=2&before=${newest.results[0].cursor}`)).body;
    expect(older.results.map((m: any) => m.note)).toEqual(['two', 'three']);
    expect(older).toMatchObject({ has_previous: true, has_next: true });
    const forward = (await as('lawFirm', `${MESSAGES}?thread=${chatId}&first=2&after=${older.results[0].cursor}`)).body;
    expect(forward.results.map((m: any) => m.note)).toEqual(['three', 'four']);
    expect(forward.total_count).toBe(newest.total_count);
    const byId = (await as('provider', `${MESSAGES}?id=${older.results[1].id}`)).body.results;
    expect(byId).toMatchObject([{ note: 'three', cursor: older.results[1].cursor }]);
  });
});

describe('notes disabled', () => {
  test("an organisation that turned notes off closes its chats: '{org} has disabled Notes on their cases'", async () => {
    const chat = await chatOf('lawFirm', insurerLien!);
    expect(chat).toMatchObject({ notes_disabled_by: 'Summit Health Plan', viewer_can: { send_chat_message: false } });
    expect(await chatOf('insurer', insurerLien!)).toMatchObject({ notes_disabled_by: 'Summit Health Plan' });
    const before = await countOf('case_messages');
    for (const who of ['lawFirm', 'insurer'])
      expect(await post(who, 'Hello', chat.id)).toEqual({
        status: 400,
        body: { non_field_errors: ['Summit Health Plan has disabled Notes on their cases'] },
      });
    expect(await countOf('case_messages')).toBe(before);
  });
});

describe('merging cases', () => {
  test("a lien holder's chats on both cases become one, with every message", async () => {
    const { mergeLienChats } = await import('../../registry/domain/chat/index.ts');
    const db = registry.registry.db;
    const other = await db
      .insertInto('case_threads')
      .values({ case_id: caseId, lien_id: funderLien, type: 'LIEN_CHAT', to_organization_id: orgs.funder })
      .onConflict((conflict) => conflict.column('lien_id').where('type', '=', 'LIEN_CHAT').doNothing())
      .returning('id')
      .executeTakeFirst();
    const funderChat = other?.id ?? (await chatOf('funder', funderLien)).id;
    await post('funder', 'From the other chat', funderChat);
    const total = (await as('lawFirm', `${MESSAGES}?thread=${chatId}`)).body.total_count;
    await db.transaction().execute((trx) => mergeLienChats(trx, funderLien, providerLien));
    expect((await as('lawFirm', `${MESSAGES}?thread=${chatId}`)).body.total_count).toBe(total + 1);
    expect(await db.selectFrom('case_threads').select('id').where('id', '=', funderChat).executeTakeFirst()).toBeUndefined();
  });
});
