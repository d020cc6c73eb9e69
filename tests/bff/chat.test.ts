// Lien chat through GraphQL: Lien.chat with the title rule and Case.chatUnreadCount, the messages connection (read
// from its end, older pages before a cursor), sendChatMessage / deleteChatMessage / markThreadRead with userErrors,
// and the live side: threadChanged carries the new message to the other party and to nobody else, caseChanged
// carries the case's badge.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_EMAILS, loginAs } from '../../registry/testing.ts';
import { sharedExecutionCounts } from '../../bff/events/shared-execution.ts';
import { gql, startBffStack, type BffStack } from './helpers.ts';

let stack: BffStack;
const tokens: Record<string, string> = {};
const orgs: Record<string, string> = {};
const names: Record<string, string> = {};
let caseId: string;
let providerLien: string;
let funderLien: string;
let chatId: string;
let funderChatId: string;

const CASE = `query($id: String!) { viewer { case(internalID: $id) { chatUnreadCount liens { internalID chat {
  id internalID type title unreadCount notesDisabledBy viewerCan { sendChatMessage } lien { internalID } } } } } }`;
const chatsOf = async (who: string) => {
  const kase = (await gql(stack, CASE, { id: caseId }, { token: tokens[who] })).body.data.viewer.case;
  return {
    unread: kase.chatUnreadCount as number,
    chat: (lien: string) => kase.liens.find((l: any) => l.internalID === lien)?.chat ?? null,
  };
};

const MESSAGES = `query($id: ID!, $last: Int, $before: String, $first: Int, $after: String) { node(id: $id) { ... on Thread {
  messages(last: $last, before: $before, first: $first, after: $after) { totalCount pageInfo { hasPreviousPage hasNextPage startCursor endCursor }
    edges { cursor node { id note type sentByViewer sentByViewerOrganization readAt viewerCan { delete } } } } } } }`;
const messagesOf = async (who: string, variables: Record<string, unknown> = { last: 30 }) =>
  (await gql(stack, MESSAGES, { id: chatId, ...variables }, { token: tokens[who] })).body.data.node?.messages ?? null;

const SEND = `mutation($input: SendChatMessageInput!) { sendChatMessage(input: $input) {
  messageEdge { cursor node { id internalID note type sentByViewer createdByOrganizationName viewerCan { delete } } }
  thread { id unreadCount } case { chatUnreadCount } userErrors { field message code } } }`;
const send = async (who: string, note: string, threadId = chatId) =>
  (await gql(stack, SEND, { input: { threadId, note } }, { token: tokens[who] })).body.data.sendChatMessage;
const DELETE = `mutation($input: DeleteChatMessageInput!) { deleteChatMessage(input: $input) {
  deletedMessageId thread { id } userErrors { field message code } } }`;
const MARK_READ = `mutation($input: MarkThreadReadInput!) { markThreadRead(input: $input) {
  thread { id unreadCount } case { chatUnreadCount } userErrors { field message code } } }`;

const clients: Client[] = [];
function socketOf(who: string): Client {
  const client = createClient({
    url: `${stack.url.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `JWT ${tokens[who]}` },
    lazy: false,
    retryAttempts: 0,
  });
  clients.push(client);
  return client;
}

/** Subscriptions register asynchronously over the socket; a round trip on the same socket shows it is in place. */
async function settle(client: Client) {
  await new Promise<void>((resolve, reject) => {
    client.subscribe({ query: '{ viewer { user { email } } }' }, { next: () => {}, error: reject, complete: resolve });
  });
}

/** A subscription's values as they arrive; `next()` waits for the following one. */
function subscribe(client: Client, query: string, variables: Record<string, unknown>) {
  const received: any[] = [];
  let wake: (() => void) | null = null;
  const errors: unknown[] = [];
  client.subscribe(
    { query, variables },
    {
      next: (value) => {
        received.push(value);
        wake?.();
      },
      error: (error) => {
        errors.push(error);
        wake?.();
      },
      complete: () => {},
    },
  );
  let read = 0;
  return {
    received,
    errors,
    async next(): Promise<any> {
      while (read >= received.length && !errors.length) await new Promise<void>((resolve) => (wake = resolve));
      if (errors.length) throw new Error(`subscription failed: ${JSON.stringify(errors)}`);
      return received[read++];
    },
  };
}

const THREAD_CHANGED = `subscription($id: ID!) { threadChanged(id: $id) { type version deletedMessageId thread { id unreadCount }
  messageEdge { cursor node { id note type sentByViewer sentByViewerOrganization viewerCan { delete } } } } }`;

beforeAll(async () => {
  stack = await startBffStack();
  for (const key of ['lawFirm', 'lawFirm2', 'provider', 'funder', 'insurer'] as const) {
    tokens[key] = await loginAs(stack.registry.url, DEMO_EMAILS[key]);
    const reply = await fetch(`${stack.registry.url}/api/registry/v1/accounts-auth/`, { headers: { authorization: `JWT ${tokens[key]}` } });
    const organization = ((await reply.json()) as any).registry_accounts[0].registry_legal_organization;
    orgs[key] = organization.id;
    names[key] = organization.name;
  }
  const liens = await stack.registry.registry.db
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
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.dispose()));
  await stack?.close();
});

describe('Lien.chat', () => {
  test("is the same Thread for both sides, titled with the other side's name; others see none", async () => {
    const lawFirm = await chatsOf('lawFirm');
    const provider = await chatsOf('provider');
    const fromLawFirm = lawFirm.chat(providerLien);
    chatId = fromLawFirm.id;
    funderChatId = lawFirm.chat(funderLien).id;
    expect(fromLawFirm).toMatchObject({
      type: 'LIEN_CHAT',
      title: names.provider,
      unreadCount: 0,
      notesDisabledBy: null,
      viewerCan: { sendChatMessage: true },
      lien: { internalID: providerLien },
    });
    expect(provider.chat(providerLien)).toMatchObject({ id: chatId, title: names.lawFirm });
    expect(lawFirm.unread).toBe(0);
    // The funder on the same case sees the provider's lien but not its chat; only its own.
    const funder = await chatsOf('funder');
    expect(funder.chat(providerLien)).toBeNull();
    expect(funder.chat(funderLien)).toMatchObject({ id: funderChatId, title: names.lawFirm });
    const NODE = `query($id: ID!) { node(id: $id) { id ... on Thread { type } } }`;
    expect((await gql(stack, NODE, { id: chatId }, { token: tokens.lawFirm })).body.data.node).toEqual({ id: chatId, type: 'LIEN_CHAT' });
    for (const other of ['funder', 'lawFirm2']) {
      expect((await gql(stack, NODE, { id: chatId }, { token: tokens[other] })).body.data.node).toBeNull();
      expect(await messagesOf(other)).toBeNull();
    }
  });
});

describe('sending, live', () => {
  test('threadChanged brings the message to the other side and not to a third organisation; badges follow', async () => {
    const lawFirmSocket = socketOf('lawFirm');
    const providerSocket = socketOf('provider');
    const funderSocket = socketOf('funder');
    const lawFirmLive = subscribe(lawFirmSocket, THREAD_CHANGED, { id: chatId });
    const providerLive = subscribe(providerSocket, THREAD_CHANGED, { id: chatId });
    // The funder asks for the provider's chat (it gets nothing) and listens to its own.
    const funderSnoop = subscribe(funderSocket, THREAD_CHANGED, { id: chatId });
    const funderOwn = subscribe(funderSocket, THREAD_CHANGED, { id: funderChatId });
    const lawFirmCase = subscribe(
      lawFirmSocket,
      `subscription($id: ID!) { caseChanged(id: $id) { type case { chatUnreadCount } thread { id unreadCount } } }`,
      { id: encodeGlobalID('Case', caseId) },
    );
    await Promise.all([settle(lawFirmSocket), settle(providerSocket), settle(funderSocket)]);
    const sent = await send('provider', 'Balance updated to $1,200.');
    expect(sent).toMatchObject({
      messageEdge: {
        node: { note: 'Balance updated to $1,200.', type: 'LIENHOLDER_POSTED_NOTE', sentByViewer: true, viewerCan: { delete: true } },
      },
      thread: { id: chatId, unreadCount: 0 },
      userErrors: [],
    });
    const heard = await lawFirmLive.next();
    expect(heard.data.threadChanged).toMatchObject({
      type: 'MESSAGE_SENT',
      deletedMessageId: null,
      thread: { id: chatId, unreadCount: 1 },
      messageEdge: {
        cursor: sent.messageEdge.cursor,
        node: {
          id: sent.messageEdge.node.id,
          note: 'Balance updated to $1,200.',
          type: 'LIENHOLDER_POSTED_NOTE',
          sentByViewer: false,
          sentByViewerOrganization: false,
          viewerCan: { delete: false },
        },
      },
    });
    // The sender's other tabs hear it as their own.
    expect((await providerLive.next()).data.threadChanged.messageEdge.node).toMatchObject({
      sentByViewer: true,
      viewerCan: { delete: true },
    });
    const change = await lawFirmCase.next();
    expect(change.data.caseChanged).toMatchObject({ type: 'CHAT', case: { chatUnreadCount: 1 }, thread: { id: chatId, unreadCount: 1 } });

    // A later message in the funder's own chat arrives there; the provider's never did (events arrive in order).
    expect((await send('funder', 'Our own chat', funderChatId)).userErrors).toEqual([]);
    expect((await funderOwn.next()).data.threadChanged.messageEdge.node.note).toBe('Our own chat');
    expect(funderSnoop.received).toEqual([]);
    // The law firm's badge counts both of its chats on the case.
    expect((await lawFirmCase.next()).data.caseChanged).toMatchObject({ type: 'CHAT', case: { chatUnreadCount: 2 } });

    // Opening the chat marks it read: the other tabs' badges drop.
    const read = (await gql(stack, MARK_READ, { input: { threadId: chatId } }, { token: tokens.lawFirm })).body.data.markThreadRead;
    expect(read).toMatchObject({ thread: { id: chatId, unreadCount: 0 }, userErrors: [] });
    expect((await lawFirmLive.next()).data.threadChanged).toMatchObject({ type: 'READ', messageEdge: null, thread: { unreadCount: 0 } });
    expect((await lawFirmCase.next()).data.caseChanged.case.chatUnreadCount).toBe(read.case.chatUnreadCount);
    expect((await providerLive.next()).data.threadChanged.type).toBe('READ');
    const [readMessage] = (await messagesOf('provider', { last: 1 })).edges;
    expect(readMessage.node).toMatchObject({ id: sent.messageEdge.node.id, readAt: expect.any(String) });

    // Deleting: the writer only; the other side hears the deleted id.
    const refused = (await gql(stack, DELETE, { input: { messageId: sent.messageEdge.node.id } }, { token: tokens.lawFirm })).body.data
      .deleteChatMessage;
    expect(refused).toEqual({
      deletedMessageId: null,
      thread: null,
      userErrors: [{ field: null, message: 'You can only delete your own messages.', code: 'FORBIDDEN' }],
    });
    const deleted = (await gql(stack, DELETE, { input: { messageId: sent.messageEdge.node.id } }, { token: tokens.provider })).body.data
      .deleteChatMessage;
    expect(deleted).toEqual({ deletedMessageId: sent.messageEdge.node.id, thread: { id: chatId }, userErrors: [] });
    expect((await lawFirmLive.next()).data.threadChanged).toMatchObject({
      type: 'MESSAGE_DELETED',
      deletedMessageId: sent.messageEdge.node.id,
      messageEdge: null,
    });
    expect(funderSnoop.received).toEqual([]);
  });

  test("one user's sockets share one stream of results; each user still hears a message as its own or not", async () => {
    const handled = () => sharedExecutionCounts.executed + sharedExecutionCounts.shared;
    /** Subscription streams that handled a message (one execution each, or one answer handed on), once all have. */
    const settled = async (before: number) => {
      // Until the count holds still for 150 ms (the event reaches the BFF some 20 ms after the write).
      let seen = -1;
      await new Promise((resolve) => setTimeout(resolve, 150));
      while (handled() !== seen) {
        seen = handled();
        await new Promise((resolve) => setTimeout(resolve, 150));
      }
      return seen - before;
    };
    const earlier = handled();
    await send('provider', 'Before the tabs open.');
    const streamsBefore = await settled(earlier);
    const tabs = [socketOf('provider'), socketOf('provider'), socketOf('provider')];
    const lawFirmTab = socketOf('lawFirm');
    const live = tabs.map((tab) => subscribe(tab, THREAD_CHANGED, { id: chatId }));
    const lawFirmLive = subscribe(lawFirmTab, THREAD_CHANGED, { id: chatId });
    await Promise.all([...tabs, lawFirmTab].map(settle));
    const before = handled();
    const sent = await send('provider', 'Shared among my tabs.');
    for (const subscription of live) {
      expect((await subscription.next()).data.threadChanged.messageEdge.node).toMatchObject({
        id: sent.messageEdge.node.id,
        sentByViewer: true,
        viewerCan: { delete: true },
      });
    }
    expect((await lawFirmLive.next()).data.threadChanged.messageEdge.node).toMatchObject({
      sentByViewer: false,
      viewerCan: { delete: false },
    });
    // The provider's three tabs are one stream (one session, the same operation), the law firm's tab another, or
    // they joined the streams of earlier tests' subscriptions of the same sessions: a socket each would be 4 more.
    expect(await settled(before)).toBeLessThanOrEqual(streamsBefore + 2);
  });

  test('refusals come back as userErrors and send nothing', async () => {
    expect(await send('lawFirm', '   ')).toEqual({
      messageEdge: null,
      thread: null,
      case: null,
      userErrors: [{ field: 'note', message: 'This field is required.', code: 'INVALID' }],
    });
    expect((await send('funder', 'Let me in')).userErrors).toEqual([{ field: null, message: 'Not found.', code: 'NOT_FOUND' }]);
    expect((await send('lawFirm2', 'Let me in')).userErrors).toEqual([{ field: null, message: 'Not found.', code: 'NOT_FOUND' }]);
    const markedByOther = (await gql(stack, MARK_READ, { input: { threadId: chatId } }, { token: tokens.funder })).body.data.markThreadRead;
    expect(markedByOther.userErrors).toEqual([{ field: null, message: 'Not found.', code: 'NOT_FOUND' }]);
  });

  test("notes disabled: the chat says who turned them off and refuses posts with the spec's text", async () => {
    const db = stack.registry.registry.db;
    await db.updateTable('legal_organizations').set({ notes_disabled: true }).where('id', '=', orgs.provider).execute();
    try {
      expect((await chatsOf('lawFirm')).chat(providerLien)).toMatchObject({
        notesDisabledBy: names.provider,
        viewerCan: { sendChatMessage: false },
      });
      expect((await send('lawFirm', 'Hello')).userErrors).toEqual([
        { field: null, message: `${names.provider} has disabled Notes on their cases`, code: 'INVALID' },
      ]);
    } finally {
      await db.updateTable('legal_organizations').set({ notes_disabled: false }).where('id', '=', orgs.provider).execute();
    }
  });
});

describe('Thread.messages', () => {
  test('reads from the end and pages back before a cursor; forward with first/after', async () => {
    for (const note of ['one', 'two', 'three', 'four', 'five']) await send(note === 'three' ? 'lawFirm' : 'provider', note);
    const newest = await messagesOf('lawFirm', { last: 2 });
    expect(newest.edges.map((edge: any) => edge.node.note)).toEqual(['four', 'five']);
    expect(newest.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: false });
    const older = await messagesOf('lawFirm', { last: 2, before: newest.pageInfo.startCursor });
    expect(older.edges.map((edge: any) => edge.node.note)).toEqual(['two', 'three']);
    expect(older.edges[1].node).toMatchObject({ type: 'LAW_FIRM_POSTED_NOTE', sentByViewer: true, sentByViewerOrganization: true });
    const forward = await messagesOf('lawFirm', { first: 2, after: older.pageInfo.startCursor });
    expect(forward.edges.map((edge: any) => edge.node.note)).toEqual(['three', 'four']);
    expect(forward.totalCount).toBe(newest.totalCount);
    const tooMany = await gql(stack, MESSAGES, { id: chatId, last: 101 }, { token: tokens.lawFirm });
    expect(tooMany.body.errors?.[0]?.message).toMatch(/between 1 and 100/);
    // A message is a node, for the parties only.
    const NODE = `query($id: ID!) { node(id: $id) { ... on ThreadMessage { note } } }`;
    expect((await gql(stack, NODE, { id: newest.edges[1].node.id }, { token: tokens.provider })).body.data.node).toEqual({ note: 'five' });
    expect((await gql(stack, NODE, { id: newest.edges[1].node.id }, { token: tokens.funder })).body.data.node).toBeNull();
  });
});
