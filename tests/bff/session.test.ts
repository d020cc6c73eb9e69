// Sessions through GraphQL: login (cookies for browsers, the token for API clients), the CSRF guard on cookie
// sessions, refresh, switching organisation, logout and the lockout message.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_EMAILS } from '../../registry/testing.ts';
import { cookieHeader, gql, graphqlLogin, startBffStack, type BffStack } from './helpers.ts';

let stack: BffStack;
beforeAll(async () => {
  stack = await startBffStack();
});
afterAll(() => stack?.close());

const VIEWER = `{ viewer { user { email } activeAccount { internalID organization { name kind } } accounts { id internalID organization { name } } sessionExpiresAt portfolio(first: 1) { totalCount } } }`;
const CSRF = { 'x-registry-csrf': '1' };

describe('login', () => {
  test('sets HttpOnly session cookies and returns the token for API clients', async () => {
    const { reply, token } = await graphqlLogin(stack, DEMO_EMAILS.lawFirm);
    expect(reply.body.data.login.userErrors).toEqual([]);
    expect(reply.body.data.login.expiresIn).toBe(86400);
    expect(reply.body.data.login.viewer.user.email).toBe(DEMO_EMAILS.lawFirm);
    expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const names = reply.cookies.map((cookie) => cookie.split('=')[0]);
    expect(names).toEqual(expect.arrayContaining(['registry-token', 'registry-refresh-token']));
    for (const cookie of reply.cookies) expect(cookie).toMatch(/HttpOnly; SameSite=Lax/);
  });

  test('wrong credentials are a userError with the registry text, and no cookie', async () => {
    const { reply, token } = await graphqlLogin(stack, DEMO_EMAILS.lawFirm2, 'not-the-password');
    expect(token).toBeNull();
    expect(reply.body.data.login.userErrors).toEqual([
      { field: null, message: 'Unable to log in with provided credentials.', code: 'INVALID' },
    ]);
    expect(reply.cookies).toEqual([]);
  });

  test('a signed-out viewer is null', async () => {
    expect((await gql(stack, VIEWER)).body.data).toEqual({ viewer: null });
  });
});

describe('cookie sessions and the CSRF guard', () => {
  test('the cookie session answers a JSON POST, and a form-like POST without the header is refused before it runs', async () => {
    const { cookie } = await graphqlLogin(stack, DEMO_EMAILS.provider);
    const ok = await gql(stack, VIEWER, {}, { cookie, headers: CSRF });
    expect(ok.body.data.viewer.user.email).toBe(DEMO_EMAILS.provider);
    // What a cross-site HTML form could send: a simple content type, the cookies, no custom header.
    const form = (headers: Record<string, string>) =>
      stack.bff.yoga.fetch('http://localhost/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie, ...headers },
        body: new URLSearchParams({ query: 'mutation { logout { success } }' }).toString(),
      });
    const refused = await form({});
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as any).errors[0].extensions.code).toBe('CSRF');
    expect(refused.headers.getSetCookie()).toEqual([]);
    // The session is still there: nothing ran.
    expect((await gql(stack, VIEWER, {}, { cookie, headers: CSRF })).body.data.viewer.user.email).toBe(DEMO_EMAILS.provider);
    // A query in a GET URL needs the header too.
    const get = await stack.bff.yoga.fetch(`http://localhost/graphql?query=${encodeURIComponent('{ viewer { user { email } } }')}`, {
      headers: { cookie },
    });
    expect(get.status).toBe(403);
  });

  test('a text/plain POST with the cookies but without the header is refused 403 and its mutation never runs', async () => {
    const { cookie } = await graphqlLogin(stack, DEMO_EMAILS.lawFirm);
    const CASE = `query($id: String!) { viewer { case(internalID: $id) { status history(first: 1) { totalCount } } } }`;
    const firstCase = (
      await gql(stack, `{ viewer { portfolio(first: 1) { edges { node { internalID status } } } } }`, {}, { cookie, headers: CSRF })
    ).body.data.viewer.portfolio.edges[0].node;
    const before = (await gql(stack, CASE, { id: firstCase.internalID }, { cookie, headers: CSRF })).body.data.viewer.case;
    const status = firstCase.status === 'NEGOTIATION' ? 'DEMAND_SENT' : 'NEGOTIATION';
    const mutation = `mutation($input: UpdateCaseStatusInput!) { updateCaseStatus(input: $input) { case { status } userErrors { message } } }`;
    const body = JSON.stringify({ query: mutation, variables: { input: { caseId: firstCase.internalID, status, note: 'cross-site' } } });

    const refused = await stack.bff.yoga.fetch('http://localhost/graphql', {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', cookie },
      body,
    });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as any).errors).toEqual([
      { message: 'This request needs the x-registry-csrf header.', extensions: { code: 'CSRF' } },
    ]);
    expect(refused.headers.getSetCookie()).toEqual([]);
    // Neither the status nor the history moved.
    expect((await gql(stack, CASE, { id: firstCase.internalID }, { cookie, headers: CSRF })).body.data.viewer.case).toEqual(before);
  });

  test('API clients with Authorization: JWT need no CSRF header', async () => {
    const { token } = await graphqlLogin(stack, DEMO_EMAILS.funder);
    const reply = await gql(stack, VIEWER, {}, { token: token! });
    expect(reply.status).toBe(200);
    expect(reply.body.data.viewer.activeAccount.organization.kind).toBe('LIENHOLDER');
    expect(Date.parse(reply.body.data.viewer.sessionExpiresAt)).toBeGreaterThan(Date.now());
  });

  test('logout clears the cookies', async () => {
    const { cookie } = await graphqlLogin(stack, DEMO_EMAILS.insurer);
    const reply = await gql(stack, `mutation { logout(input: {}) { success } }`, {}, { cookie, headers: CSRF });
    expect(reply.body.data.logout.success).toBe(true);
    for (const name of ['registry-token', 'registry-refresh-token', 'registry-account']) {
      expect(reply.cookies.find((c) => c.startsWith(`${name}=`))).toMatch(/Max-Age=0/);
    }
    expect(cookieHeader(reply.cookies)).toBe('');
  });
});

describe('refresh and organisations', () => {
  test('refreshSession exchanges the refresh token; a bad one is a userError', async () => {
    const login = await graphqlLogin(stack, DEMO_EMAILS.lawFirm);
    const refreshToken = /registry-refresh-token=([^;]+)/.exec(login.reply.cookies.join('\n'))![1]!;
    const refreshed = await gql(
      stack,
      `mutation($input: RefreshSessionInput) { refreshSession(input: $input) { token expiresIn userErrors { code } } }`,
      {
        input: { refreshToken: decodeURIComponent(refreshToken) },
      },
    );
    const token = refreshed.body.data.refreshSession.token;
    expect(token).toBeTruthy();
    expect((await gql(stack, VIEWER, {}, { token })).body.data.viewer.user.email).toBe(DEMO_EMAILS.lawFirm);
    const bad = await gql(stack, `mutation { refreshSession(input: { refreshToken: "nope" }) { token userErrors { code } } }`);
    expect(bad.body.data.refreshSession).toEqual({ token: null, userErrors: [expect.objectContaining({ code: 'UNAUTHENTICATED' })] });
  });

  test('switchAccount moves a two-organisation user to the other portfolio and remembers it in a cookie', async () => {
    const { cookie } = await graphqlLogin(stack, DEMO_EMAILS.multi);
    const before = (await gql(stack, VIEWER, {}, { cookie, headers: CSRF })).body.data.viewer;
    expect(before.accounts).toHaveLength(2);
    const other = before.accounts.find((account: any) => account.internalID !== before.activeAccount.internalID);
    const switched = await gql(
      stack,
      `mutation($input: SwitchAccountInput!) { switchAccount(input: $input) { viewer { activeAccount { organization { name } } } userErrors { message } } }`,
      { input: { accountId: other.id } },
      { cookie, headers: CSRF },
    );
    expect(switched.body.data.switchAccount).toEqual({
      viewer: { activeAccount: { organization: { name: other.organization.name } } },
      userErrors: [],
    });
    const nextCookie = `${cookie}; ${cookieHeader(switched.cookies)}`;
    const after = (await gql(stack, VIEWER, {}, { cookie: nextCookie, headers: CSRF })).body.data.viewer;
    expect(after.activeAccount.organization.name).toBe(other.organization.name);
    expect(after.portfolio.totalCount).not.toBe(before.portfolio.totalCount);

    const unknown = await gql(
      stack,
      `mutation { switchAccount(input: { accountId: "00000000-0000-4000-8000-000000000000" }) { userErrors { field message } } }`,
      {},
      { cookie, headers: CSRF },
    );
    expect(unknown.body.data.switchAccount.userErrors).toEqual([{ field: 'accountId', message: 'Unknown account.' }]);
  });

  test('an API client picks the organisation with Registry-Account', async () => {
    const { token } = await graphqlLogin(stack, DEMO_EMAILS.multi);
    const accounts = (await gql(stack, VIEWER, {}, { token: token! })).body.data.viewer.accounts;
    const names = new Set<string>();
    for (const account of accounts) {
      const viewer = (await gql(stack, VIEWER, {}, { token: token!, headers: { 'registry-account': account.internalID } })).body.data
        .viewer;
      expect(viewer.activeAccount.internalID).toBe(account.internalID);
      names.add(viewer.activeAccount.organization.name);
    }
    expect(names.size).toBe(2);
  });
});

describe('lockout', () => {
  test('five wrong passwords lock the account: the lockout message comes back as ACCOUNT_LOCKED', async () => {
    for (let attempt = 0; attempt < 5; attempt++) await graphqlLogin(stack, DEMO_EMAILS.staff, 'wrong-password');
    const { reply, token } = await graphqlLogin(stack, DEMO_EMAILS.staff);
    expect(token).toBeNull();
    expect(reply.body.data.login.userErrors).toEqual([
      {
        field: null,
        code: 'ACCOUNT_LOCKED',
        message:
          'Your account has been locked due to numerous incorrect password attempts. Please contact support for help unlocking your account.',
      },
    ]);
  });
});
