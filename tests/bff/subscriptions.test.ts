// Live updates end to end: a change written through the registry's REST API reaches graphql-ws subscribers of
// the organisations that can see the case, reloaded as each subscriber, and nobody else.
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_EMAILS, loginAs } from '../../registry/testing.ts';
import { registryCalls } from '../../ops/metrics.ts';
import { createUser } from '../contract/helpers.ts';
import { sharedExecutionCounts } from '../../bff/events/shared-execution.ts';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { decodeJwt } from 'jose';
import { gql, startBffStack, type BffStack } from './helpers.ts';

let stack: BffStack;
const clients: Client[] = [];
let tokens: Record<'lawFirm' | 'lawFirm2' | 'provider', string>;

beforeAll(async () => {
  stack = await startBffStack();
  const [lawFirm, lawFirm2, provider] = await Promise.all(
    [DEMO_EMAILS.lawFirm, DEMO_EMAILS.lawFirm2, DEMO_EMAILS.provider].map((email) => loginAs(stack.registry.url, email)),
  );
  tokens = { lawFirm: lawFirm!, lawFirm2: lawFirm2!, provider: provider! };
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.dispose()));
  await stack?.close();
});

function connect(token: string): Client {
  const client = createClient({
    url: `${stack.url.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `JWT ${token}` },
    lazy: false,
    retryAttempts: 0,
  });
  clients.push(client);
  return client;
}

/** Subscribes and returns the next `count` results, plus a promise that the subscription is acknowledged. */
function nextResults(client: Client, query: string, variables: Record<string, unknown>, count = 1) {
  const results: any[] = [];
  let stop = () => {};
  const done = new Promise<any[]>((resolve, reject) => {
    stop = client.subscribe(
      { query, variables },
      {
        next: (value) => {
          results.push(value);
          if (results.length === count) {
            stop();
            resolve(results);
          }
        },
        error: reject,
        complete: () => resolve(results),
      },
    );
  });
  return done;
}

async function rest(token: string, path: string, init: RequestInit = {}) {
  const response = await fetch(`${stack.registry.url}/api/registry/v1/${path}`, {
    ...init,
    headers: { authorization: `JWT ${token}`, 'content-type': 'application/json' },
  });
  return { status: response.status, body: (await response.json()) as any };
}

/** Subscriptions register asynchronously over the socket; a round trip on the same socket shows it is in place. */
async function settle(client: Client) {
  await new Promise<void>((resolve, reject) => {
    client.subscribe({ query: '{ viewer { user { email } } }' }, { next: () => {}, error: reject, complete: resolve });
  });
}

const CASE_CHANGED = `subscription($id: ID!) { caseChanged(id: $id) { case { internalID status statusLabel lastUpdatedByOrganizationName } activity { type note } } }`;
const PORTFOLIO_CHANGED = `subscription { portfolioChanged { case { internalID } } }`;

describe('subscriptions over graphql-ws', () => {
  test("a lienholder sees the law firm's status change on a shared case, with its history entry", async () => {
    const providerCases = await rest(tokens.provider, 'lienholder/portfolio/?page_size=off&is_resolved=all');
    const firmCases = new Set((await rest(tokens.lawFirm, 'escrow-agent/portfolio/?page_size=off')).body.results.map((c: any) => c.id));
    const shared = providerCases.body.results.find((c: any) => firmCases.has(c.id));
    expect(shared).toBeDefined();
    const status = shared.status === 'NEGOTIATION' ? 'DEMAND_SENT' : 'NEGOTIATION';

    const client = connect(tokens.provider);
    const received = nextResults(client, CASE_CHANGED, { id: shared.id });
    await settle(client);
    const patch = await rest(tokens.lawFirm, `escrow-agent/portfolio/${shared.id}/`, {
      method: 'PATCH',
      body: JSON.stringify({ status, note: 'Live from the firm' }),
    });
    expect(patch.status).toBe(200);

    const [result] = await received;
    expect(result.errors).toBeUndefined();
    expect(result.data.caseChanged.case).toMatchObject({
      internalID: shared.id,
      status,
      lastUpdatedByOrganizationName: patch.body.law_firm.name,
    });
    expect(result.data.caseChanged.activity).toEqual({ type: 'CASE_STATUS_UPDATED', note: 'Live from the firm' });
  });

  test('updateCaseStatus over GraphQL reaches a caseChanged subscriber that asked by global id', async () => {
    const providerCases = await rest(tokens.provider, 'lienholder/portfolio/?page_size=off&is_resolved=all');
    const firmCases = new Set((await rest(tokens.lawFirm, 'escrow-agent/portfolio/?page_size=off')).body.results.map((c: any) => c.id));
    const shared = providerCases.body.results.filter((c: any) => firmCases.has(c.id)).at(-1);
    expect(shared).toBeDefined();
    // A dated status, different from the current one.
    const status = shared.status === 'TRIAL_SCHEDULED' ? 'MEDIATION_OR_ARBITRATION_SCHEDULED' : 'TRIAL_SCHEDULED';

    const client = connect(tokens.provider);
    const received = nextResults(client, CASE_CHANGED, { id: encodeGlobalID('Case', shared.id) });
    await settle(client);
    const update = await gql(
      stack,
      `mutation($input: UpdateCaseStatusInput!) { updateCaseStatus(input: $input) { case { status appearanceDate } userErrors { message } } }`,
      { input: { caseId: shared.id, status, date: '2027-05-04', note: 'Date booked' } },
      { token: tokens.lawFirm },
    );
    expect(update.body.data.updateCaseStatus).toEqual({ case: { status, appearanceDate: '2027-05-04' }, userErrors: [] });

    const [result] = await received;
    expect(result.errors).toBeUndefined();
    expect(result.data.caseChanged.case).toMatchObject({ internalID: shared.id, status });
    expect(result.data.caseChanged.activity).toEqual({ type: 'CASE_STATUS_UPDATED', note: 'Date booked' });
  });

  test("another firm's subscriber receives nothing about a case it cannot see", async () => {
    const own = (await rest(tokens.lawFirm2, 'escrow-agent/portfolio/?page_size=1')).body.results[0];
    const foreign = (await rest(tokens.lawFirm, 'escrow-agent/portfolio/?page_size=1')).body.results[0];
    const client = connect(tokens.lawFirm2);
    const received = nextResults(client, PORTFOLIO_CHANGED, {});
    await settle(client);
    // First the foreign change, then one of lawfirm2's own: the first event lawfirm2 gets must be its own case.
    expect(
      (
        await rest(tokens.lawFirm, `escrow-agent/portfolio/${foreign.id}/`, {
          method: 'PATCH',
          body: JSON.stringify({ status_no_change: true }),
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await rest(tokens.lawFirm2, `escrow-agent/portfolio/${own.id}/`, {
          method: 'PATCH',
          body: JSON.stringify({ status_no_change: true }),
        })
      ).status,
    ).toBe(200);
    const [result] = await received;
    expect(result.data.portfolioChanged.case.internalID).toBe(own.id);
  });

  test('subscribing signed out is refused', async () => {
    const client = createClient({ url: `${stack.url.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, retryAttempts: 0 });
    clients.push(client);
    const [result] = await nextResults(client, PORTFOLIO_CHANGED, {});
    expect(result.errors?.[0]?.message).toBe('You are not signed in.');
  });

  test('a cookie-carrying handshake from another origin is refused', async () => {
    const handshake = (origin: string) => {
      const socket = new WebSocket(`${stack.url.replace('http', 'ws')}/graphql`, 'graphql-transport-ws', {
        headers: { origin, cookie: `registry-token=${tokens.lawFirm}` },
      });
      return new Promise<number>((resolve) => {
        socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
        socket.on('open', () => {
          socket.close();
          resolve(101);
        });
        socket.on('error', () => resolve(-1));
      });
    };
    expect(await handshake('https://evil.example')).toBe(403);
    // The same cookies from the BFF's own origin are let through: it is the origin that is refused.
    expect(await handshake(stack.url)).toBe(101);
  });

  test('a lienholder watching a case learns when the law firm removes its lien, and nothing more', async () => {
    const providerCases = await rest(tokens.provider, 'lienholder/portfolio/?page_size=off');
    const firmCases = new Set((await rest(tokens.lawFirm, 'escrow-agent/portfolio/?page_size=off')).body.results.map((c: any) => c.id));
    const shared = providerCases.body.results.filter((c: any) => firmCases.has(c.id)).at(-1);
    const lien = (await rest(tokens.lawFirm, `beta/escrow-agent/liens/?case=${shared.id}`)).body.results.find(
      (l: any) => l.lienholder.id === shared.user_lien.lienholder.id,
    );

    const client = connect(tokens.provider);
    const received = nextResults(
      client,
      `subscription($id: ID!) { caseChanged(id: $id) { caseId type lostAccess case { internalID } activity { type } } }`,
      { id: shared.id },
    );
    await settle(client);
    const removal = await fetch(`${stack.registry.url}/api/registry/v1/beta/escrow-agent/liens/${lien.id}/`, {
      method: 'DELETE',
      headers: { authorization: `JWT ${tokens.lawFirm}`, 'content-type': 'application/json' },
      body: JSON.stringify({ note: 'Not our client' }),
    });
    expect(removal.status).toBe(204);

    const [result] = await received;
    expect(result.errors).toBeUndefined();
    expect(result.data.caseChanged).toEqual({
      caseId: encodeGlobalID('Case', shared.id),
      type: 'LIEN_REMOVED',
      lostAccess: true,
      case: null,
      activity: null,
    });
  });
});

/** Calls the BFF made to the registry so far, by HTTP method (the process-wide metric). */
async function registryCallsBy(method: string): Promise<number> {
  const { values } = await registryCalls.get();
  return values.filter((value) => value.labels.method === method).reduce((sum, value) => sum + value.value, 0);
}

describe('live updates say what changed, loaded once per event and audience', () => {
  test("a lienholder's own lien update reaches the law firm with the lien, the case and its history entry", async () => {
    const providerCases = await rest(tokens.provider, 'lienholder/portfolio/?page_size=off');
    const firmCases = new Set((await rest(tokens.lawFirm, 'escrow-agent/portfolio/?page_size=off')).body.results.map((c: any) => c.id));
    const shared = providerCases.body.results.find((c: any) => firmCases.has(c.id) && c.user_lien);
    const lienId = shared.user_lien.id;

    const client = connect(tokens.lawFirm);
    const received = nextResults(
      client,
      `subscription($id: ID!) { caseChanged(id: $id) { type version lostAccess case { internalID } lien { internalID } activity { type } thread { id } } }`,
      { id: shared.id },
    );
    await settle(client);
    const update = await rest(tokens.provider, `beta/lienholder/liens/${lienId}/`, {
      method: 'PATCH',
      body: JSON.stringify({ balance: '1234.56', note: 'New balance' }),
    });
    expect(update.status).toBe(200);

    const [result] = await received;
    expect(result.errors).toBeUndefined();
    const event = result.data.caseChanged;
    expect(event).toMatchObject({
      type: 'LIEN_UPDATED',
      lostAccess: false,
      case: { internalID: shared.id },
      lien: { internalID: lienId },
      thread: null,
    });
    expect(event.activity).not.toBeNull();
    expect(Number(event.version)).toBeGreaterThan(0);
  });

  test('three subscribers of one organisation cost the registry the reads of one, and each is in the access log', async () => {
    const db = stack.registry.registry.db;
    const kase = (await rest(tokens.lawFirm, 'escrow-agent/portfolio/?page_size=1')).body.results[0];
    // New users of the case's law firm, none with a linked contact: one audience.
    const colleagues = await Promise.all(
      [1, 2, 3].map(() => createUser(db, { password: 'colleague-password', organizationId: kase.law_firm.id })),
    );
    const colleagueTokens = await Promise.all(colleagues.map((user) => loginAs(stack.registry.url, user.email, 'colleague-password')));
    const query = `subscription($id: ID!) { caseChanged(id: $id) { type case { internalID status lawFirm { name } } activity { type } } }`;

    /** Subscribes every token, confirms the case's status through the registry, and counts the BFF's calls. */
    const oneEvent = async (subscribers: string[]) => {
      const clients = subscribers.map(connect);
      const received = clients.map((client) => nextResults(client, query, { id: kase.id }));
      await Promise.all(clients.map(settle));
      // Each subscription reads its viewer as it starts: let that finish before counting.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const before = { GET: await registryCallsBy('GET'), POST: await registryCallsBy('POST'), ...sharedExecutionCounts };
      const patch = await rest(tokens.lawFirm, `escrow-agent/portfolio/${kase.id}/`, {
        method: 'PATCH',
        body: JSON.stringify({ status_no_change: true }),
      });
      expect(patch.status).toBe(200);
      const results = (await Promise.all(received)).map(([result]) => result);
      // The access log's batch is sent just after the burst.
      await new Promise((resolve) => setTimeout(resolve, 300));
      for (const result of results)
        expect(result.data.caseChanged).toMatchObject({
          type: 'STATUS',
          case: { internalID: kase.id },
          activity: { type: expect.any(String) },
        });
      return {
        reads: (await registryCallsBy('GET')) - before.GET,
        writes: (await registryCallsBy('POST')) - before.POST,
        executed: sharedExecutionCounts.executed - before.executed,
        shared: sharedExecutionCounts.shared - before.shared,
      };
    };

    const alone = await oneEvent(colleagueTokens.slice(0, 1));
    const together = await oneEvent(colleagueTokens);
    expect(alone.reads).toBeGreaterThan(0);
    expect(together.reads).toBe(alone.reads);
    // One call records the deliveries to the subscribers who did not read themselves.
    expect(alone.writes).toBe(0);
    expect(together.writes).toBe(1);
    // The same operation of one audience is executed once per event; the others receive its answer.
    expect(together).toMatchObject({ executed: 1, shared: 2 });

    // A subscriber of the same audience with another selection gets its own answer.
    const [own] = colleagueTokens.map(connect);
    const other = nextResults(own!, `subscription($id: ID!) { caseChanged(id: $id) { type version } }`, { id: kase.id });
    const same = nextResults(connect(colleagueTokens[1]!), query, { id: kase.id });
    await settle(own!);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(
      (
        await rest(tokens.lawFirm, `escrow-agent/portfolio/${kase.id}/`, {
          method: 'PATCH',
          body: JSON.stringify({ status_no_change: true }),
        })
      ).status,
    ).toBe(200);
    const [[otherResult], [sameResult]] = await Promise.all([other, same]);
    expect(Object.keys(otherResult.data.caseChanged).sort()).toEqual(['type', 'version']);
    expect(sameResult.data.caseChanged).toMatchObject({ type: 'STATUS', case: { internalID: kase.id } });

    const logged = await db
      .selectFrom('access_log')
      .select(['user_id', 'action', 'object_type', 'case_ids'])
      .where(
        'user_id',
        'in',
        colleagues.map((user) => user.userId),
      )
      .execute();
    // Whoever loaded was logged by its own reads; the others as having viewed the case: everyone who received it.
    for (const colleague of colleagues) {
      expect(
        logged.some((entry) => entry.user_id === colleague.userId && entry.case_ids.includes(kase.id)),
        colleague.email,
      ).toBe(true);
    }
  });

  test('of two subscribers of one audience, the one whose session ended (its event missed) gets nothing and completes', async () => {
    const db = stack.registry.registry.db;
    const kase = (await rest(tokens.lawFirm, 'escrow-agent/portfolio/?page_size=1')).body.results[0];
    const users = await Promise.all([1, 2].map(() => createUser(db, { password: 'pair-password', organizationId: kase.law_firm.id })));
    const [live, ended] = await Promise.all(users.map((user) => loginAs(stack.registry.url, user.email, 'pair-password')));
    const outcomeOf = (token: string) => {
      const client = connect(token);
      const outcome = new Promise<string>((resolve) => {
        client.subscribe(
          { query: `subscription($id: ID!) { caseChanged(id: $id) { type } }`, variables: { id: kase.id } },
          { next: () => resolve('next'), error: (error) => resolve(`error ${JSON.stringify(error)}`), complete: () => resolve('complete') },
        );
      });
      return { client, outcome };
    };
    const first = outcomeOf(live!);
    const second = outcomeOf(ended!);
    await Promise.all([settle(first.client), settle(second.client)]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    // The session ends without its event (as if the BFF missed it): whichever of the two loads, the other is admitted
    // by the registry first.
    const { sid } = decodeJwt(ended!);
    await db.updateTable('sessions').set({ revoked_at: new Date() }).where('id', '=', String(sid)).execute();
    expect(
      (
        await rest(tokens.lawFirm, `escrow-agent/portfolio/${kase.id}/`, {
          method: 'PATCH',
          body: JSON.stringify({ status_no_change: true }),
        })
      ).status,
    ).toBe(200);
    expect(await second.outcome).toBe('complete');
    expect(await first.outcome).toBe('next');
  });
});
