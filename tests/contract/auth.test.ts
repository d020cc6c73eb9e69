// Auth, identity headers, reference data, error shapes and both readings of REFERRAL_LAW_FIRM, over real HTTP.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestRegistry, loginAs, DEMO_EMAILS, DEMO_PASSWORD, type TestRegistry } from '../../registry/testing.ts';
import { MESSAGES } from '../../registry/domain/errors.ts';
import { call, createUser, V1 } from './helpers.ts';
import { emailKey } from '../../registry/auth/login.ts';

let registry: TestRegistry;
let url: string;

beforeAll(async () => {
  registry = await startTestRegistry();
  url = registry.url;
});
afterAll(() => registry?.close());

describe('sign-in', () => {
  test('answers tokens and the user; the e-mail is case-insensitive', async () => {
    const { status, body } = await call(url, '/api/v1/auth/jwt/', {
      method: 'POST',
      body: { username: 'LawFirm@Demo.Test', password: DEMO_PASSWORD },
    });
    expect(status).toBe(200);
    expect(body.expires_in).toBe(86400);
    expect(body.user.email).toBe(DEMO_EMAILS.lawFirm);
    expect(typeof body.token).toBe('string');
    expect(body.refresh_token).not.toBe(body.token);
    const me = await call(url, `${V1}/accounts-auth/`, { token: body.token });
    expect(me.status).toBe(200);
    expect(me.body.last_login).not.toBeNull();
  });

  test('a wrong password or unknown user is a 400 with the credentials message', async () => {
    for (const username of [DEMO_EMAILS.lawFirm, 'nobody@demo.test']) {
      const { status, body } = await call(url, '/api/v1/auth/jwt/', { method: 'POST', body: { username, password: 'nope' } });
      expect(status).toBe(400);
      expect(body).toEqual({ non_field_errors: ['Unable to log in with provided credentials.'] });
    }
    const missing = await call(url, '/api/v1/auth/jwt/', { method: 'POST', body: { username: DEMO_EMAILS.lawFirm } });
    expect(missing).toEqual({ status: 400, body: { password: ['This field is required.'] } });
  });

  test('five failures lock the account, even against the right password', async () => {
    const user = await createUser(registry.registry.db, { password: 'right-password' });
    for (let attempt = 0; attempt < 5; attempt++) {
      const { status } = await call(url, '/api/v1/auth/jwt/', { method: 'POST', body: { username: user.email, password: 'wrong' } });
      expect(status).toBe(400);
    }
    const locked = await call(url, '/api/v1/auth/jwt/', { method: 'POST', body: { username: user.email, password: 'right-password' } });
    expect(locked.status).toBe(403);
    expect(locked.body).toEqual({
      detail:
        'Your account has been locked due to numerous incorrect password attempts. Please contact support for help unlocking your account.',
    });
  });

  test('a success resets the failure counter', async () => {
    const user = await createUser(registry.registry.db, { password: 'pw-1234567' });
    for (let attempt = 0; attempt < 4; attempt++) {
      await call(url, '/api/v1/auth/jwt/', { method: 'POST', body: { username: user.email, password: 'wrong' } });
    }
    expect((await call(url, '/api/v1/auth/jwt/', { method: 'POST', body: { username: user.email, password: 'pw-1234567' } })).status).toBe(
      200,
    );
    const attempts = await registry.registry.db
      .selectFrom('sign_in_attempts')
      .selectAll()
      .where('email_hash', '=', emailKey(user.email))
      .execute();
    expect(attempts).toEqual([]);
    // Four more failures are allowed again before the lock.
    for (let attempt = 0; attempt < 4; attempt++) {
      expect((await call(url, '/api/v1/auth/jwt/', { method: 'POST', body: { username: user.email, password: 'wrong' } })).status).toBe(
        400,
      );
    }
  });

  test('refresh answers a new pair; an access token or garbage is refused', async () => {
    const login = await call(url, '/api/v1/auth/jwt/', {
      method: 'POST',
      body: { username: DEMO_EMAILS.provider, password: DEMO_PASSWORD },
    });
    const refreshed = await call(url, '/api/v1/auth/jwt/refresh/', { method: 'POST', body: { token: login.body.refresh_token } });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.expires_in).toBe(86400);
    expect((await call(url, `${V1}/accounts-auth/`, { token: refreshed.body.token })).status).toBe(200);
    for (const token of [login.body.token, 'garbage']) {
      expect((await call(url, '/api/v1/auth/jwt/refresh/', { method: 'POST', body: { token } })).status).toBe(400);
    }
    // A refresh token is not an access token either.
    expect((await call(url, `${V1}/accounts-auth/`, { token: login.body.refresh_token })).status).toBe(401);
  });
});

describe('identity headers', () => {
  test('a missing or garbage token is a 401 with the contract texts', async () => {
    expect(await call(url, `${V1}/escrow-agent/portfolio/`)).toEqual({ status: 401, body: { detail: MESSAGES.notAuthenticated } });
    expect(await call(url, `${V1}/escrow-agent/portfolio/`, { token: 'not.a.jwt' })).toEqual({
      status: 401,
      body: { detail: MESSAGES.invalidToken },
    });
    expect(await call(url, `${V1}/escrow-agent/portfolio/`, { headers: { authorization: 'Bearer abc' } })).toEqual({
      status: 401,
      body: { detail: MESSAGES.invalidToken },
    });
  });

  test("Registry-Account selects one of the user's accounts; another user's account is a 403", async () => {
    const token = await loginAs(url, DEMO_EMAILS.multi);
    const me = await call(url, `${V1}/accounts-auth/`, { token });
    expect(me.body.registry_accounts.map((account: any) => account.registry_legal_organization.kind)).toEqual(['LAW_FIRM', 'LIENHOLDER']);
    expect(me.body.active_account_id).toBe(me.body.registry_accounts[0].id);
    const funderAccount = me.body.registry_accounts[1].id;
    expect((await call(url, `${V1}/escrow-agent/portfolio/`, { token })).status).toBe(200);
    const asFunder = { token, headers: { 'registry-account': funderAccount } };
    expect((await call(url, `${V1}/lienholder/portfolio/`, asFunder)).status).toBe(200);
    expect((await call(url, `${V1}/escrow-agent/portfolio/`, asFunder)).status).toBe(403);

    const other = await call(url, `${V1}/accounts-auth/`, { token: await loginAs(url, DEMO_EMAILS.lawFirm2) });
    const foreign = await call(url, `${V1}/escrow-agent/portfolio/`, {
      token,
      headers: { 'registry-account': other.body.registry_accounts[0].id },
    });
    expect(foreign).toEqual({ status: 403, body: { detail: 'Unknown account.' } });
  });

  test('impostor is refused for non-staff and works for staff', async () => {
    const token = await loginAs(url, DEMO_EMAILS.lawFirm);
    const refused = await call(url, `${V1}/accounts-auth/`, { token, headers: { impostor: DEMO_EMAILS.lawFirm2 } });
    expect(refused.status).toBe(403);

    const staff = await loginAs(url, DEMO_EMAILS.staff);
    const me = await call(url, `${V1}/accounts-auth/`, { token: staff, headers: { impostor: DEMO_EMAILS.lawFirm2 } });
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(DEMO_EMAILS.lawFirm2);
    expect(me.body.impersonated_by.email).toBe(DEMO_EMAILS.staff);
    const portfolio = await call(url, `${V1}/escrow-agent/portfolio/?page_size=off`, { token: staff, headers: { impostor: me.body.id } });
    const direct = await call(url, `${V1}/escrow-agent/portfolio/?page_size=off`, { token: await loginAs(url, DEMO_EMAILS.lawFirm2) });
    expect(portfolio.body.results.map((c: any) => c.id)).toEqual(direct.body.results.map((c: any) => c.id));
  });
});

describe('reference data and errors', () => {
  test('env and options need no sign-in', async () => {
    const env = await call(url, `${V1}/env`);
    expect(env.status).toBe(200);
    expect(env.body.environment).toBe('test');
    const options = await call(url, `${V1}/options/`);
    expect(options.status).toBe(200);
    expect(options.body.closed_case_statuses.map((o: any) => o.value).sort()).toEqual([
      'CASE_CLOSED',
      'CASE_CLOSED_PAYMENT_DISBURSED',
      'CASE_CLOSED_WITHOUT_SETTLEMENT',
    ]);
    expect(options.body.dated_case_statuses).toContainEqual(
      expect.objectContaining({ value: 'IN_LITIGATION', date_field: 'lawsuit_filed_date' }),
    );
    expect(options.body.case_status).toContainEqual({ value: 'NEGOTIATION', label: 'In Negotiation' });
    for (const key of [
      'case_type',
      'treatment_status',
      'us_states',
      'document_types',
      'policy_limit_types',
      'lien_verification_status',
      'organization_types',
      'activity_types',
    ]) {
      expect(options.body[key].length, key).toBeGreaterThan(0);
    }
    expect((await call(url, '/healthz')).status).toBe(200);
  });

  test('unknown paths, bad JSON and unknown role prefixes never leak internals', async () => {
    expect(await call(url, `${V1}/nothing-here/`)).toEqual({ status: 404, body: { detail: 'Not found.' } });
    const response = await fetch(`${url}/api/v1/auth/jwt/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"username":',
    });
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(text).not.toMatch(/at .*\.ts:\d+/);
    const token = await loginAs(url, DEMO_EMAILS.lawFirm);
    expect((await call(url, `${V1}/martian/portfolio/`, { token })).status).toBe(404);
  });
});

describe('REFERRAL_LAW_FIRM', () => {
  test('default reading: a referral law firm is a lienholder', async () => {
    const user = await createUser(registry.registry.db, { password: 'referral-pw', type: 'REFERRAL_LAW_FIRM' });
    const token = await loginAs(url, user.email, 'referral-pw');
    const me = await call(url, `${V1}/accounts-auth/`, { token });
    expect(me.body.registry_accounts[0].registry_legal_organization.kind).toBe('LIENHOLDER');
    expect((await call(url, `${V1}/lienholder/portfolio/`, { token })).status).toBe(200);
    expect((await call(url, `${V1}/escrow-agent/portfolio/`, { token })).status).toBe(403);
  });

  test('with referralLawFirmIsLawFirm a referral law firm is a law firm', async () => {
    const other = await startTestRegistry({ seed: false, referralLawFirmIsLawFirm: true });
    try {
      const user = await createUser(other.registry.db, { password: 'referral-pw', type: 'REFERRAL_LAW_FIRM' });
      const token = await loginAs(other.url, user.email, 'referral-pw');
      const me = await call(other.url, `${V1}/accounts-auth/`, { token });
      expect(me.body.registry_accounts[0].registry_legal_organization.kind).toBe('LAW_FIRM');
      expect((await call(other.url, `${V1}/escrow-agent/portfolio/`, { token })).status).toBe(200);
      expect((await call(other.url, `${V1}/lienholder/portfolio/`, { token })).status).toBe(403);
    } finally {
      await other.close();
    }
  });
});
