// The Inbox through GraphQL: Case.threads and the badge count (batched per page of cases), dismissThread and
// replyToThread with userErrors, isolation of threads through `node`, and the live update of the other party.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_EMAILS, loginAs } from '../../registry/testing.ts';
import { gql, startBffStack, type BffStack } from './helpers.ts';

let stack: BffStack;
const tokens: Record<string, string> = {};
const orgs: Record<string, string> = {};
let caseId: string;
let lienId: string;

async function rest(who: string, path: string, init: { method?: string; body?: unknown } = {}) {
  const response = await fetch(`${stack.registry.url}/api/registry/v1/${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `JWT ${tokens[who]}`, 'content-type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: response.status, body: (await response.json()) as any };
}

const share = (on: boolean) => rest('provider', `beta/lienholder/liens/${lienId}/`, { method: 'PATCH', body: { share_documents: on } });

const INBOX = `query($id: String!) { viewer { case(internalID: $id) { newThreadCount threads {
  id internalID type isNew isResolved viewerIsAddressee createdByOrganizationName toOrganizationName messageCount
  latestMessage { note } messages(first: 100) { totalCount edges { node { note createdByName } } } context { isToLawFirm } lien { internalID } case { internalID } } } } }`;
const inbox = async (who: string) => (await gql(stack, INBOX, { id: caseId }, { token: tokens[who] })).body.data.viewer.case;

const DISMISS = `mutation($input: DismissThreadInput!) { dismissThread(input: $input) {
  thread { isResolved isNew latestMessage { note } } case { newThreadCount } userErrors { field message code } } }`;
const REPLY = `mutation($input: ReplyToThreadInput!) { replyToThread(input: $input) {
  thread { isResolved isNew actionNeeded messageCount latestMessage { note } } case { internalID } userErrors { field message code } } }`;

beforeAll(async () => {
  stack = await startBffStack();
  for (const key of ['lawFirm', 'lawFirm2', 'provider', 'insurer'] as const) {
    tokens[key] = await loginAs(stack.registry.url, DEMO_EMAILS[key]);
    orgs[key] = (await rest(key, 'accounts-auth/')).body.registry_accounts[0].registry_legal_organization.id;
  }
  const mine = (await rest('provider', 'lienholder/portfolio/?page_size=off&is_resolved=all')).body.results;
  const firm = new Set((await rest('lawFirm', 'escrow-agent/portfolio/?page_size=off&is_closed=all')).body.results.map((c: any) => c.id));
  const shared = mine.find(
    (c: any) => firm.has(c.id) && c.user_lien.share_documents && !c.lienholders.some((l: any) => l.id === orgs.insurer),
  );
  caseId = shared.id;
  lienId = shared.user_lien.id;
});
afterAll(() => stack?.close());

describe('Inbox', () => {
  test('the law firm sees the DOCUMENTS_HIDDEN notice live, with its badge; the provider sees it as sent', async () => {
    expect(await inbox('lawFirm')).toEqual({ newThreadCount: 0, threads: [] });
    const client = createClient({
      url: `${stack.url.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `JWT ${tokens.lawFirm}` },
      retryAttempts: 0,
    });
    try {
      const live = new Promise<any>((resolve, reject) => {
        const stop = client.subscribe(
          {
            query: `subscription($id: ID!) { caseChanged(id: $id) { case { newThreadCount threads { type } } } }`,
            variables: { id: encodeGlobalID('Case', caseId) },
          },
          {
            next: (value: any) => {
              if (value.data?.caseChanged.case.newThreadCount > 0) {
                stop();
                resolve(value.data.caseChanged.case);
              }
            },
            error: reject,
            complete: () => {},
          },
        );
      });
      await new Promise<void>((resolve, reject) =>
        client.subscribe({ query: '{ viewer { user { email } } }' }, { next: () => {}, error: reject, complete: resolve }),
      );
      expect((await share(false)).status).toBe(200);
      expect(await live).toEqual({ newThreadCount: 1, threads: [{ type: 'DOCUMENTS_HIDDEN' }] });
    } finally {
      await client.dispose();
    }

    const lawFirm = await inbox('lawFirm');
    expect(lawFirm.newThreadCount).toBe(1);
    expect(lawFirm.threads[0]).toMatchObject({
      type: 'DOCUMENTS_HIDDEN',
      isNew: true,
      isResolved: false,
      viewerIsAddressee: true,
      createdByOrganizationName: expect.any(String),
      messageCount: 0,
      latestMessage: null,
      messages: { totalCount: 0, edges: [] },
      lien: { internalID: lienId },
      case: { internalID: caseId },
    });
    const provider = await inbox('provider');
    expect(provider).toMatchObject({
      newThreadCount: 0,
      threads: [{ internalID: lawFirm.threads[0].internalID, isNew: false, viewerIsAddressee: false }],
    });
  });

  test('only the addressee dismisses; others get userErrors and the thread stays', async () => {
    const [thread] = (await inbox('lawFirm')).threads;
    const input = { threadId: thread.id };
    expect((await gql(stack, DISMISS, { input }, { token: tokens.provider })).body.data.dismissThread).toMatchObject({
      thread: null,
      userErrors: [{ field: null, code: 'FORBIDDEN' }],
    });
    expect((await gql(stack, DISMISS, { input }, { token: tokens.lawFirm2 })).body.data.dismissThread.userErrors).toEqual([
      { field: null, message: 'Not found.', code: 'NOT_FOUND' },
    ]);
    expect((await inbox('lawFirm')).newThreadCount).toBe(1);

    const dismissed = (await gql(stack, DISMISS, { input }, { token: tokens.lawFirm })).body.data.dismissThread;
    expect(dismissed).toEqual({
      thread: { isResolved: true, isNew: false, latestMessage: { note: 'Dismissed thread' } },
      case: { newThreadCount: 0 },
      userErrors: [],
    });
    expect((await gql(stack, DISMISS, { input }, { token: tokens.lawFirm })).body.data.dismissThread.userErrors).toEqual([
      { field: null, message: 'This thread is already resolved.', code: 'INVALID' },
    ]);
  });

  test('a party replies to a conversation; the note is required', async () => {
    const { id } = await stack.registry.registry.db
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
    const threadId = encodeGlobalID('Thread', id);
    expect(
      (await gql(stack, REPLY, { input: { threadId, note: ' ' } }, { token: tokens.provider })).body.data.replyToThread.userErrors,
    ).toEqual([{ field: 'note', message: 'This field is required.', code: 'INVALID' }]);
    expect(
      (await gql(stack, REPLY, { input: { threadId, note: 'Hi' } }, { token: tokens.lawFirm2 })).body.data.replyToThread.userErrors,
    ).toEqual([{ field: 'threadId', message: 'Not found.', code: 'INVALID' }]);
    const replied = (await gql(stack, REPLY, { input: { threadId, note: 'Still treating.' } }, { token: tokens.provider })).body.data
      .replyToThread;
    expect(replied).toEqual({
      thread: { isResolved: false, isNew: false, actionNeeded: false, messageCount: 1, latestMessage: { note: 'Still treating.' } },
      case: { internalID: caseId },
      userErrors: [],
    });
    expect((await inbox('lawFirm')).newThreadCount).toBe(1);
    const closed = (
      await gql(stack, REPLY, { input: { threadId, note: 'Thanks, closing.', resolvesThread: true } }, { token: tokens.lawFirm })
    ).body.data.replyToThread;
    expect(closed.thread).toMatchObject({ isResolved: true, isNew: false, messageCount: 2 });
    expect((await inbox('provider')).newThreadCount).toBe(0);
  });

  test('threads of other organisations are null through node, and absent from their cases', async () => {
    const [thread] = (await inbox('lawFirm')).threads;
    const query = `query($id: ID!) { node(id: $id) { id ... on Thread { type } } }`;
    expect((await gql(stack, query, { id: thread.id }, { token: tokens.lawFirm })).body.data.node).toMatchObject({ id: thread.id });
    for (const other of ['lawFirm2', 'insurer']) {
      const reply = await gql(stack, query, { id: thread.id }, { token: tokens[other] });
      expect(reply.body.data.node).toBeNull();
    }
    const ownCases = (
      await gql(stack, `{ viewer { portfolio(first: 50) { edges { node { threads { internalID } } } } } }`, {}, { token: tokens.lawFirm2 })
    ).body.data.viewer.portfolio.edges;
    expect(ownCases.flatMap((edge: any) => edge.node.threads).map((t: any) => t.internalID)).not.toContain(thread.internalID);
  });

  test('a page of cases reads every thread and badge in one registry call', async () => {
    const calls = async (first: number) =>
      (
        await gql(
          stack,
          `query($first: Int) { viewer { portfolio(first: $first) { edges { node { newThreadCount threads { type messageCount } } } } } }`,
          { first },
          { token: tokens.lawFirm },
        )
      ).body.extensions!.upstreamCalls;
    const withoutThreads = (
      await gql(stack, `{ viewer { portfolio(first: 25) { edges { node { internalID } } } } }`, {}, { token: tokens.lawFirm })
    ).body.extensions!.upstreamCalls!;
    expect(await calls(5)).toBe(await calls(25));
    expect(await calls(25)).toBe(withoutThreads + 1);
  });
});
