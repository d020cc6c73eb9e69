// Sessions end for real through GraphQL: logout makes the old token and cookie fail at once, its open subscriptions
// are closed, and a user lists their sessions and ends another one (only their own).
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_EMAILS, loginAs } from '../../registry/testing.ts';
import { SESSION_ENDED } from '../../bff/session-sockets.ts';
import { gql, graphqlLogin, startBffStack, type BffStack } from './helpers.ts';

let stack: BffStack;
const sockets: WebSocket[] = [];
beforeAll(async () => {
  stack = await startBffStack();
});
afterAll(async () => {
  for (const socket of sockets) socket.terminate();
  await stack?.close();
});

const CSRF = { 'x-registry-csrf': '1' };
const VIEWER = `{ viewer { user { email } } }`;
const SESSIONS = `{ viewer { sessions { id createdAt lastUsedAt userAgent address current } } }`;
const LOGOUT = `mutation { logout(input: {}) { success } }`;
const END_SESSION = `mutation($id: ID!) { endSession(input: { sessionId: $id }) { endedSessionId viewer { user { email } } userErrors { field message code } } }`;

interface OpenSubscription {
  socket: WebSocket;
  /** Resolves with the close code once the server closes the connection. */
  closed: Promise<number>;
  /** Resolves once the server acknowledged the connection and the subscription is running. */
  running: Promise<void>;
}

/** A graphql-ws client on a raw socket (so the close code is visible), subscribed to portfolioChanged. */
function subscribe(headers: Record<string, string>, connectionParams: Record<string, string> = {}): OpenSubscription {
  const socket = new WebSocket(`${stack.url.replace('http', 'ws')}/graphql`, 'graphql-transport-ws', { headers });
  sockets.push(socket);
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  const running = new Promise<void>((resolve, reject) => {
    socket.once('open', () => socket.send(JSON.stringify({ type: 'connection_init', payload: connectionParams })));
    socket.on('message', (data) => {
      const message = JSON.parse(String(data));
      if (message.type === 'connection_ack') {
        socket.send(JSON.stringify({ id: 'live', type: 'subscribe', payload: { query: 'subscription { portfolioChanged { caseId } }' } }));
        // A query on the same socket answers after the subscription is in place.
        socket.send(JSON.stringify({ id: 'probe', type: 'subscribe', payload: { query: VIEWER } }));
      }
      if (message.id === 'probe' && message.type === 'complete') resolve();
      if (message.type === 'error') reject(new Error(JSON.stringify(message.payload)));
    });
    socket.once('close', (code) => reject(new Error(`closed with ${code} before running`)));
  });
  return { socket, closed, running };
}

describe('logout', () => {
  test('the old token fails on GraphQL at once, and the open subscription of that session is closed', async () => {
    const { token } = await graphqlLogin(stack, DEMO_EMAILS.lawFirm);
    const other = await loginAs(stack.registry.url, DEMO_EMAILS.lawFirm);
    const live = subscribe({}, { authorization: `JWT ${token}` });
    const untouched = subscribe({}, { authorization: `JWT ${other}` });
    await Promise.all([live.running, untouched.running]);

    const out = await gql(stack, LOGOUT, {}, { token: token! });
    expect(out.body.data.logout.success).toBe(true);
    expect((await gql(stack, VIEWER, {}, { token: token! })).body.data).toEqual({ viewer: null });
    expect(await live.closed).toBe(SESSION_ENDED.code);
    // Another session of the same user goes on.
    expect((await gql(stack, VIEWER, {}, { token: other })).body.data.viewer.user.email).toBe(DEMO_EMAILS.lawFirm);
    expect(untouched.socket.readyState).toBe(WebSocket.OPEN);
  });

  test('a browser: the cookie stops working at once, even replayed after the logout cleared it', async () => {
    const { cookie } = await graphqlLogin(stack, DEMO_EMAILS.provider);
    const live = subscribe({ cookie, origin: stack.url });
    await live.running;
    const out = await gql(stack, LOGOUT, {}, { cookie, headers: CSRF });
    expect(out.body.data.logout.success).toBe(true);
    expect(out.cookies.some((value) => value.startsWith('registry-token=;'))).toBe(true);
    // A copy of the old cookie (another tab, a thief) is refused by the registry.
    expect((await gql(stack, VIEWER, {}, { cookie, headers: CSRF })).body.data).toEqual({ viewer: null });
    expect(await live.closed).toBe(SESSION_ENDED.code);
  });
});

describe('refreshSession for API clients', () => {
  test('returns the next refresh token; the spent one sent again ends the session', async () => {
    const REFRESH = `mutation($token: String) { refreshSession(input: { refreshToken: $token }) { token refreshToken userErrors { code } } }`;
    const login = await fetch(`${stack.registry.url}/api/v1/auth/jwt/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: DEMO_EMAILS.insurer, password: 'demo-password' }),
    });
    const first = ((await login.json()) as { refresh_token: string }).refresh_token;
    const second = (await gql(stack, REFRESH, { token: first })).body.data.refreshSession;
    expect(second.userErrors).toEqual([]);
    expect(second.refreshToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const third = (await gql(stack, REFRESH, { token: second.refreshToken })).body.data.refreshSession;
    expect(third.userErrors).toEqual([]);

    const replayed = (await gql(stack, REFRESH, { token: first })).body.data.refreshSession;
    expect(replayed).toEqual({ token: null, refreshToken: null, userErrors: [{ code: 'UNAUTHENTICATED' }] });
    expect((await gql(stack, VIEWER, {}, { token: third.token })).body.data).toEqual({ viewer: null });
  });
});

describe('Viewer.sessions and endSession', () => {
  test('lists the sessions, ends another one (its token fails), and refuses a session of someone else', async () => {
    const here = await graphqlLogin(stack, DEMO_EMAILS.funder);
    const there = await graphqlLogin(stack, DEMO_EMAILS.funder);
    const list = await gql(stack, SESSIONS, {}, { token: here.token!, headers: { 'user-agent': 'ignored: the token is an API client' } });
    const sessions = list.body.data.viewer.sessions;
    expect(sessions.length).toBeGreaterThanOrEqual(2);
    expect(sessions.filter((session: any) => session.current)).toHaveLength(1);
    const current = sessions.find((session: any) => session.current);
    const otherSession = sessions.find((session: any) => !session.current);
    expect(current.address).toMatch(/127\.0\.0\.1/);

    const ended = await gql(stack, END_SESSION, { id: otherSession.id }, { token: here.token! });
    expect(ended.body.data.endSession).toEqual({
      endedSessionId: otherSession.id,
      viewer: { user: { email: DEMO_EMAILS.funder } },
      userErrors: [],
    });
    expect((await gql(stack, VIEWER, {}, { token: there.token! })).body.data).toEqual({ viewer: null });
    expect((await gql(stack, SESSIONS, {}, { token: here.token! })).body.data.viewer.sessions.map((s: any) => s.id)).not.toContain(
      otherSession.id,
    );

    // Someone else's session: not found, and it goes on.
    const stranger = await graphqlLogin(stack, DEMO_EMAILS.insurer);
    const strangerSession = (await gql(stack, SESSIONS, {}, { token: stranger.token! })).body.data.viewer.sessions.find(
      (s: any) => s.current,
    );
    const refused = await gql(stack, END_SESSION, { id: strangerSession.id }, { token: here.token! });
    expect(refused.body.data.endSession).toEqual({
      endedSessionId: null,
      viewer: { user: { email: DEMO_EMAILS.funder } },
      userErrors: [{ field: 'sessionId', message: 'Not found.', code: 'NOT_FOUND' }],
    });
    expect((await gql(stack, VIEWER, {}, { token: stranger.token! })).body.data.viewer.user.email).toBe(DEMO_EMAILS.insurer);
  });

  test('a browser session records the browser that signed in, not the BFF', async () => {
    const reply = await gql(
      stack,
      `mutation($input: LoginInput!) { login(input: $input) { token } }`,
      { input: { email: DEMO_EMAILS.lawFirm2, password: 'demo-password' } },
      { headers: { 'user-agent': 'Mozilla/5.0 (Test Browser)' } },
    );
    const token = reply.body.data.login.token;
    const sessions = (await gql(stack, SESSIONS, {}, { token })).body.data.viewer.sessions;
    expect(sessions.find((session: any) => session.current).userAgent).toBe('Mozilla/5.0 (Test Browser)');
  });

  test('signed out, there are no sessions to list or end', async () => {
    expect((await gql(stack, SESSIONS)).body.data).toEqual({ viewer: null });
    const anonymous = await gql(stack, END_SESSION, { id: 'U2Vzc2lvbjox' });
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBeDefined();
  });
});

describe('a subscription whose session ended', () => {
  test('completes cleanly when its next reload is refused (401), instead of failing the connection', async () => {
    const token = await loginAs(stack.registry.url, DEMO_EMAILS.lawFirm);
    const writer = await loginAs(stack.registry.url, DEMO_EMAILS.lawFirm);
    const client: Client = createClient({
      url: `${stack.url.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `JWT ${token}` },
      retryAttempts: 0,
    });
    try {
      const outcome = new Promise<string>((resolve) => {
        client.subscribe(
          { query: 'subscription { portfolioChanged { caseId } }' },
          { next: () => resolve('next'), error: (error) => resolve(`error ${JSON.stringify(error)}`), complete: () => resolve('complete') },
        );
      });
      await new Promise<void>((resolve, reject) =>
        client.subscribe({ query: VIEWER }, { next: () => {}, error: reject, complete: resolve }),
      );
      // The session ends without its event (as if the BFF missed it): only the registry's 401 on the reload tells.
      const { sid } = decodeJwt(token);
      await stack.registry.registry.db.updateTable('sessions').set({ revoked_at: new Date() }).where('id', '=', String(sid)).execute();
      const portfolio = await fetch(`${stack.registry.url}/api/registry/v1/escrow-agent/portfolio/?page_size=1`, {
        headers: { authorization: `JWT ${writer}` },
      });
      const [kase] = ((await portfolio.json()) as any).results;
      const patch = await fetch(`${stack.registry.url}/api/registry/v1/escrow-agent/portfolio/${kase.id}/`, {
        method: 'PATCH',
        headers: { authorization: `JWT ${writer}`, 'content-type': 'application/json' },
        body: JSON.stringify({ status: kase.status === 'NEGOTIATION' ? 'DEMAND_SENT' : 'NEGOTIATION', note: 'after the session ended' }),
      });
      expect(patch.status).toBe(200);
      expect(await outcome).toBe('complete');
    } finally {
      await client.dispose();
    }
  });
});
