// Server-side sessions over real HTTP: logout ends a token at once, refresh tokens rotate and a reused one ends the
// session, users list and end their own sessions only, and every ending reaches the event stream.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestRegistry, DEMO_EMAILS, DEMO_PASSWORD, type TestRegistry } from '../../registry/testing.ts';
import { MESSAGES } from '../../registry/domain/errors.ts';
import { call, createUser, readEvents, V1 } from './helpers.ts';

let registry: TestRegistry;
let url: string;

beforeAll(async () => {
  registry = await startTestRegistry();
  url = registry.url;
});
afterAll(() => registry?.close());

interface Tokens {
  token: string;
  refresh_token: string;
}

async function signIn(email: string, password = DEMO_PASSWORD, userAgent = 'test-agent/1.0'): Promise<Tokens> {
  const { status, body } = await call(url, '/api/v1/auth/jwt/', {
    method: 'POST',
    body: { username: email, password },
    headers: { 'user-agent': userAgent },
  });
  expect(status).toBe(200);
  return body;
}

const me = (token: string) => call(url, `${V1}/accounts-auth/`, { token });
const refresh = (token: string) => call(url, '/api/v1/auth/jwt/refresh/', { method: 'POST', body: { token } });
const REFUSED = { status: 401, body: { detail: MESSAGES.invalidToken } };
const SPENT = { status: 400, body: { token: [MESSAGES.invalidToken] } };

describe('logout', () => {
  test('ends the access token at once, and the refresh token with it', async () => {
    const session = await signIn(DEMO_EMAILS.lawFirm);
    expect((await me(session.token)).status).toBe(200);
    const out = await call(url, '/api/v1/auth/logout/', { method: 'POST', token: session.token });
    expect(out.status).toBe(204);
    expect(await me(session.token)).toEqual(REFUSED);
    expect(await call(url, `${V1}/escrow-agent/portfolio/`, { token: session.token })).toEqual(REFUSED);
    expect(await refresh(session.refresh_token)).toEqual(SPENT);
    // Ending an ended session is no error.
    expect((await call(url, '/api/v1/auth/logout/', { method: 'POST', token: session.token })).status).toBe(204);
  });

  test('with only the refresh token (the access token ran out) ends the session too; other sessions go on', async () => {
    const ending = await signIn(DEMO_EMAILS.provider);
    const other = await signIn(DEMO_EMAILS.provider);
    expect((await call(url, '/api/v1/auth/logout/', { method: 'POST', body: { token: ending.refresh_token } })).status).toBe(204);
    expect(await me(ending.token)).toEqual(REFUSED);
    expect((await me(other.token)).status).toBe(200);
    expect(await call(url, '/api/v1/auth/logout/', { method: 'POST', body: {} })).toEqual({
      status: 400,
      body: { token: [MESSAGES.required] },
    });
  });
});

describe('refresh', () => {
  test('rotates the refresh token; the spent one used again ends the whole session', async () => {
    const first = await signIn(DEMO_EMAILS.funder);
    const second = await refresh(first.refresh_token);
    expect(second.status).toBe(200);
    expect(second.body.refresh_token).not.toBe(first.refresh_token);
    expect((await me(second.body.token)).status).toBe(200);
    const third = await refresh(second.body.refresh_token);
    expect(third.status).toBe(200);

    // A stolen copy of a spent token: refused, and the session (the thief's and the owner's tokens) ends.
    expect(await refresh(first.refresh_token)).toEqual(SPENT);
    expect(await me(third.body.token)).toEqual(REFUSED);
    expect(await me(first.token)).toEqual(REFUSED);
    expect(await refresh(third.body.refresh_token)).toEqual(SPENT);
  });

  test('an access token, a forged or a garbage token is refused without ending anything', async () => {
    const session = await signIn(DEMO_EMAILS.insurer);
    for (const token of [session.token, 'garbage', `${session.refresh_token.slice(0, -2)}xx`]) expect(await refresh(token)).toEqual(SPENT);
    expect((await me(session.token)).status).toBe(200);
  });
});

describe('sessions of a user', () => {
  test('lists the own sessions with where they came from; ends another one; the current one goes on', async () => {
    const user = await createUser(registry.registry.db, { password: 'pw-sessions' });
    const laptop = await signIn(user.email, 'pw-sessions', 'Laptop Browser');
    const phone = await signIn(user.email, 'pw-sessions', 'Phone Browser');

    const list = await call(url, '/api/v1/auth/sessions/', { token: laptop.token });
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(2);
    const current = list.body.find((session: any) => session.is_current);
    const other = list.body.find((session: any) => !session.is_current);
    expect(current).toMatchObject({ user_agent: 'Laptop Browser', ip_address: expect.stringMatching(/127\.0\.0\.1/) });
    expect(other).toMatchObject({ user_agent: 'Phone Browser', is_current: false });
    for (const field of ['created_at', 'last_used_at', 'expires_at']) expect(Date.parse(current[field])).not.toBeNaN();

    expect((await call(url, `/api/v1/auth/sessions/${other.id}/`, { method: 'DELETE', token: laptop.token })).status).toBe(204);
    expect(await me(phone.token)).toEqual(REFUSED);
    expect(await refresh(phone.refresh_token)).toEqual(SPENT);
    expect((await me(laptop.token)).status).toBe(200);
    expect((await call(url, '/api/v1/auth/sessions/', { token: laptop.token })).body.map((session: any) => session.id)).toEqual([
      current.id,
    ]);
    // Ended already: not found.
    expect((await call(url, `/api/v1/auth/sessions/${other.id}/`, { method: 'DELETE', token: laptop.token })).status).toBe(404);
  });

  test("another user's session, an unknown or a malformed id is not found, and nothing ends", async () => {
    const victim = await signIn(DEMO_EMAILS.lawFirm2);
    const victimSessions = await call(url, '/api/v1/auth/sessions/', { token: victim.token });
    const victimSession = victimSessions.body.find((session: any) => session.is_current).id;
    const attacker = await signIn(DEMO_EMAILS.lawFirm);

    const attackerList = await call(url, '/api/v1/auth/sessions/', { token: attacker.token });
    expect(attackerList.body.map((session: any) => session.id)).not.toContain(victimSession);
    for (const id of [victimSession, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      expect(await call(url, `/api/v1/auth/sessions/${id}/`, { method: 'DELETE', token: attacker.token })).toEqual({
        status: 404,
        body: { detail: MESSAGES.notFound },
      });
    }
    expect((await me(victim.token)).status).toBe(200);
    expect((await call(url, '/api/v1/auth/sessions/')).status).toBe(401);
  });

  test('an ended session reaches the event stream as session.revoked, addressed to no organisation', async () => {
    const session = await signIn(DEMO_EMAILS.multi);
    const sessionId = (await call(url, '/api/v1/auth/sessions/', { token: session.token })).body.find((s: any) => s.is_current).id;
    const { max } = await registry.registry.db
      .selectFrom('events')
      .select((eb) => eb.fn.max('id').as('max'))
      .executeTakeFirstOrThrow();
    await call(url, '/api/v1/auth/logout/', { method: 'POST', token: session.token });

    const stream = await readEvents(
      `${url}${V1}/events/`,
      { authorization: `Service ${registry.serviceKey}`, 'last-event-id': String(max ?? 0) },
      1,
    );
    expect(stream.events.map((event) => [event.event, event.data.session_id, event.data.organization_ids])).toEqual([
      ['session.revoked', sessionId, []],
    ]);
  });
});
