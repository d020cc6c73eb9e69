// Password reset (DECISIONS.md 4): the request answers 204 for every e-mail and mails a one-time link only to a known
// user; the confirmation sets the password under the policy, spends the token (one use, one hour, the uid must be the
// token's user), clears the sign-in lockout and ends every session of the user. Also: the verification gate (an
// account whose registration awaits approval reaches only its user routes).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ACCOUNT_TOKEN_EXPIRED } from '../../registry/auth/account-tokens.ts';
import { PASSWORD_MESSAGES } from '../../registry/auth/password-policy.ts';
import { RESET_MAILS_PER_HOUR } from '../../registry/auth/password-reset.ts';
import { MESSAGES } from '../../registry/domain/errors.ts';
import { REGISTRATION_PENDING } from '../../registry/http/permissions.ts';
import { startTestRegistry, type TestRegistry } from '../../registry/testing.ts';
import { call, createUser, readEvents, V1 } from './helpers.ts';

let registry: TestRegistry;
let url: string;
const PASSWORD = 'old-password-1';
const NEW_PASSWORD = 'a brand new passphrase';
const RESET = '/api/v1/auth/password/reset/';
const CONFIRM = '/api/v1/auth/password/reset/confirm/';
const db = () => registry.registry.db;

/** The reset links mailed to `email`, newest first. */
async function resetLinks(email: string) {
  await registry.registry.adapters.jobs.idle();
  const rows = await db()
    .selectFrom('mail_outbox')
    .select(['to', 'text', 'subject'])
    .where('tag', '=', 'password-reset')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows
    .filter((row) => row.to[0] === email)
    .map((row) => {
      const match = /\/password\/reset\/confirm\/([0-9a-f-]{36})\/([A-Za-z0-9_-]+)/.exec(row.text)!;
      return { uid: match[1]!, token: match[2]!, subject: row.subject };
    });
}

const signIn = async (email: string, password: string) =>
  call(url, '/api/v1/auth/jwt/', { method: 'POST', body: { username: email, password } });

beforeAll(async () => {
  registry = await startTestRegistry({ seed: false, rateLimits: { perAddress: 1000, perEmail: 1000 } });
  url = registry.url;
});
afterAll(() => registry?.close());

describe('password reset', () => {
  test('the same 204 for a known and an unknown e-mail; only the known user gets a link', async () => {
    const user = await createUser(db(), { password: PASSWORD });
    const known = await call(url, RESET, { method: 'POST', body: { email: ` ${user.email.toUpperCase()} ` } });
    const unknown = await call(url, RESET, { method: 'POST', body: { email: 'nobody-here@example.test' } });
    expect(known).toEqual({ status: 204, body: null });
    expect(unknown).toEqual({ status: 204, body: null });
    const links = await resetLinks(user.email);
    expect(links).toHaveLength(1);
    expect(links[0]!.uid).toBe(user.userId);
    expect(await resetLinks('nobody-here@example.test')).toEqual([]);
    expect(
      await db().selectFrom('account_tokens').select('token_hash').where('user_id', '=', user.userId).executeTakeFirstOrThrow(),
    ).not.toEqual({ token_hash: links[0]!.token });
  });

  test('the request checks its input', async () => {
    expect(await call(url, RESET, { method: 'POST', body: {} })).toEqual({ status: 400, body: { email: [MESSAGES.required] } });
    expect(await call(url, RESET, { method: 'POST', body: { email: 'not-an-email' } })).toEqual({
      status: 400,
      body: { email: ['Enter a valid email address.'] },
    });
  });

  test('a reset sets the password, ends every session, clears the lockout; the link works once', async () => {
    const user = await createUser(db(), { password: PASSWORD });
    const first = (await signIn(user.email, PASSWORD)).body.token as string;
    const second = (await signIn(user.email, PASSWORD)).body.token as string;
    const sessionIds = (await call(url, '/api/v1/auth/sessions/', { token: first })).body.map((s: any) => s.id).sort();
    // Four wrong passwords: one short of the lockout.
    for (let i = 0; i < 4; i++) expect((await signIn(user.email, 'wrong-password')).status).toBe(400);
    await call(url, RESET, { method: 'POST', body: { email: user.email } });
    const [link] = await resetLinks(user.email);
    const { max } = await db()
      .selectFrom('events')
      .select((eb) => eb.fn.max('id').as('max'))
      .executeTakeFirstOrThrow();

    expect(
      await call(url, CONFIRM, { method: 'POST', body: { ...link, new_password: NEW_PASSWORD, re_new_password: NEW_PASSWORD } }),
    ).toEqual({
      status: 204,
      body: null,
    });
    for (const token of [first, second]) expect((await call(url, `${V1}/accounts-auth/`, { token })).status).toBe(401);
    const stream = await readEvents(
      `${url}${V1}/events/`,
      { authorization: `Service ${registry.serviceKey}`, 'last-event-id': String(max ?? 0) },
      2,
    );
    expect(stream.events.map((event) => [event.event, event.data.session_id]).sort()).toEqual(
      sessionIds.map((id: string) => ['session.revoked', id]).sort(),
    );
    expect(await db().selectFrom('sign_in_attempts').selectAll().execute()).toEqual([]);
    expect((await signIn(user.email, PASSWORD)).status).toBe(400);
    expect((await signIn(user.email, NEW_PASSWORD)).status).toBe(200);
    // Used: the token-expired text.
    expect(
      await call(url, CONFIRM, {
        method: 'POST',
        body: { ...link, new_password: 'another passphrase', re_new_password: 'another passphrase' },
      }),
    ).toEqual({
      status: 400,
      body: { token: [ACCOUNT_TOKEN_EXPIRED] },
    });
  });

  test('policy, mismatch and required fields; a refused password leaves the token usable', async () => {
    const user = await createUser(db(), { password: PASSWORD });
    await call(url, RESET, { method: 'POST', body: { email: user.email } });
    const [link] = await resetLinks(user.email);
    const confirm = (newPassword: string, again = newPassword) =>
      call(url, CONFIRM, { method: 'POST', body: { ...link, new_password: newPassword, re_new_password: again } });
    expect(await confirm('x7q!')).toEqual({ status: 400, body: { new_password: [PASSWORD_MESSAGES.tooShort] } });
    expect(await confirm('password123')).toEqual({ status: 400, body: { new_password: [PASSWORD_MESSAGES.tooCommon] } });
    expect(await confirm(user.email)).toEqual({ status: 400, body: { new_password: [PASSWORD_MESSAGES.tooSimilar] } });
    expect(await confirm(NEW_PASSWORD, `${NEW_PASSWORD}!`)).toEqual({
      status: 400,
      body: { re_new_password: [PASSWORD_MESSAGES.mismatch] },
    });
    expect(await call(url, CONFIRM, { method: 'POST', body: {} })).toEqual({
      status: 400,
      body: {
        new_password: [MESSAGES.required],
        re_new_password: [MESSAGES.required],
        uid: [MESSAGES.required],
        token: [MESSAGES.required],
      },
    });
    expect((await confirm(NEW_PASSWORD)).status).toBe(204);
  });

  test("another user's uid, a made-up token, an expired token and a replaced link are all the token-expired answer", async () => {
    const [alice, bob] = [await createUser(db(), { password: PASSWORD }), await createUser(db(), { password: PASSWORD })];
    await call(url, RESET, { method: 'POST', body: { email: alice.email } });
    const [older] = await resetLinks(alice.email);
    await call(url, RESET, { method: 'POST', body: { email: alice.email } });
    const [newer] = await resetLinks(alice.email);
    expect(newer!.token).not.toBe(older!.token);
    const confirm = (body: { uid: string; token: string }) =>
      call(url, CONFIRM, { method: 'POST', body: { ...body, new_password: NEW_PASSWORD, re_new_password: NEW_PASSWORD } });
    const expired = { status: 400, body: { token: [ACCOUNT_TOKEN_EXPIRED] } };
    expect(await confirm({ uid: bob.userId, token: newer!.token })).toEqual(expired);
    expect(await confirm({ uid: 'not-a-uuid', token: newer!.token })).toEqual(expired);
    expect(await confirm({ uid: alice.userId, token: 'made-up' })).toEqual(expired);
    expect(await confirm(older!)).toEqual(expired);
    await sql`update account_tokens set expires_at = now() - interval '1 second' where user_id = ${alice.userId}`.execute(db());
    expect(await confirm(newer!)).toEqual(expired);
    expect((await signIn(bob.email, PASSWORD)).status).toBe(200);
    expect((await signIn(alice.email, PASSWORD)).status).toBe(200);
  });

  test(`at most ${RESET_MAILS_PER_HOUR} e-mails an hour per user, the answer unchanged`, async () => {
    const user = await createUser(db(), { password: PASSWORD });
    for (let i = 0; i < RESET_MAILS_PER_HOUR + 2; i++)
      expect((await call(url, RESET, { method: 'POST', body: { email: user.email } })).status).toBe(204);
    expect(await resetLinks(user.email)).toHaveLength(RESET_MAILS_PER_HOUR);
  });
});

describe('rate limits', () => {
  test('the request is limited per e-mail and per address, the confirmation per address', async () => {
    const limited = await startTestRegistry({ seed: false, rateLimits: { perAddress: 4, perEmail: 2 } });
    try {
      const ask = (email: string) => call(limited.url, RESET, { method: 'POST', body: { email } });
      expect((await ask('a@example.test')).status).toBe(204);
      expect((await ask('A@example.test')).status).toBe(204);
      expect((await ask('a@example.test')).status).toBe(429);
      expect((await ask('b@example.test')).status).toBe(204);
      expect((await ask('c@example.test')).status).toBe(429);
      const confirm = () =>
        call(limited.url, CONFIRM, {
          method: 'POST',
          body: { uid: 'x', token: 'y', new_password: NEW_PASSWORD, re_new_password: NEW_PASSWORD },
        });
      for (let i = 0; i < 4; i++) expect((await confirm()).status).toBe(400);
      expect((await confirm()).status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('verification gate', () => {
  test('an account awaiting approval signs in and reads its user, every organisation route answers 403', async () => {
    const user = await createUser(db(), { password: PASSWORD, type: 'MEDICAL_PRACTICE' });
    await db().updateTable('accounts').set({ is_registration_pending: true }).where('id', '=', user.accountId).execute();
    const signedIn = await signIn(user.email, PASSWORD);
    expect(signedIn.status).toBe(200);
    const token = signedIn.body.token as string;
    const me = await call(url, `${V1}/accounts-auth/`, { token });
    expect(me.status).toBe(200);
    expect(me.body.registry_accounts[0].is_registration_pending).toBe(true);
    expect((await call(url, '/api/v1/auth/sessions/', { token })).status).toBe(200);
    const refused = { status: 403, body: { detail: REGISTRATION_PENDING } };
    expect(await call(url, `${V1}/lienholder/portfolio/`, { token })).toEqual(refused);
    expect(await call(url, `${V1}/escrow-agent/compulsion-requests/`, { token })).toEqual(refused);
    expect(await call(url, `${V1}/lienholder/lien-document-requests/`, { token })).toEqual(refused);

    await db().updateTable('accounts').set({ is_registration_pending: false }).where('id', '=', user.accountId).execute();
    expect((await call(url, `${V1}/lienholder/portfolio/`, { token })).status).toBe(200);
  });
});
