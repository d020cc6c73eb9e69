// A query starts with the viewer remembered from the session's previous request while the registry is asked again
// in parallel (bff/viewer-memory.ts); no answer may rest on the remembered one: a session ended behind the BFF's
// back gives a null viewer, a changed role the new role, another account its own organisation.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_EMAILS, DEMO_PASSWORD, loginAs } from '../../registry/testing.ts';
import { gql, startBffStack, type BffStack } from './helpers.ts';

let stack: BffStack;
beforeAll(async () => {
  stack = await startBffStack();
});
afterAll(() => stack?.close());

const ME = `{ viewer { user { email } activeAccount { role organization { name } } portfolio(first: 1) { totalCount } } }`;

describe('the remembered viewer', () => {
  test('a repeated query answers the same, the viewer confirmed by the identity the page answer names (one call)', async () => {
    const token = await loginAs(stack.registry.url, DEMO_EMAILS.lawFirm, DEMO_PASSWORD);
    const first = await gql(stack, ME, {}, { token });
    const second = await gql(stack, ME, {}, { token });
    expect(first.body.errors).toBeUndefined();
    expect(first.body.extensions?.upstreamCalls).toBe(2);
    expect(second.body.data).toEqual(first.body.data);
    expect(second.body.extensions?.upstreamCalls).toBe(1);
  });

  test('the registry names the resolved identity on every authorised answer, and a change of it on the next one', async () => {
    const token = await loginAs(stack.registry.url, DEMO_EMAILS.provider, DEMO_PASSWORD);
    const identityOf = async (path: string) =>
      (await fetch(`${stack.registry.url}${path}`, { headers: { authorization: `JWT ${token}` } })).headers.get('registry-identity');
    const me = await identityOf('/api/registry/v1/accounts-auth/');
    expect(me).toMatch(/^[0-9a-f-]{36}\.[\w-]{32}$/);
    expect(await identityOf('/api/registry/v1/lienholder/portfolio/?page_size=1')).toBe(me);
    const refused = await fetch(`${stack.registry.url}/api/registry/v1/lienholder/portfolio/`, {
      headers: { authorization: 'JWT nonsense' },
    });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('registry-identity')).toBeNull();
    const db = stack.registry.registry.db;
    const user = await db
      .selectFrom('users')
      .select(['id', 'first_name'])
      .where('email', '=', DEMO_EMAILS.provider)
      .executeTakeFirstOrThrow();
    // The BFF remembers the viewer with its identity; a renamed user is a new identity, so the next query reads the viewer again.
    const NAME = `{ viewer { user { firstName } portfolio(first: 1) { totalCount } } }`;
    await gql(stack, NAME, {}, { token });
    await db.updateTable('users').set({ first_name: 'Renamed' }).where('id', '=', user.id).execute();
    try {
      expect(await identityOf('/api/registry/v1/accounts-auth/')).not.toBe(me);
      const renamed = await gql(stack, NAME, {}, { token });
      expect(renamed.body.data.viewer.user.firstName).toBe('Renamed');
    } finally {
      await db.updateTable('users').set({ first_name: user.first_name }).where('id', '=', user.id).execute();
    }
  });

  test('a session ended at the registry gives a null viewer at once', async () => {
    const token = await loginAs(stack.registry.url, DEMO_EMAILS.lawFirm2, DEMO_PASSWORD);
    expect((await gql(stack, ME, {}, { token })).body.data.viewer.user.email).toBe(DEMO_EMAILS.lawFirm2);
    const logout = await fetch(`${stack.registry.url}/api/v1/auth/logout/`, { method: 'POST', headers: { authorization: `JWT ${token}` } });
    expect(logout.status).toBe(204);
    const after = await gql(stack, ME, {}, { token });
    expect(after.body).toMatchObject({ data: { viewer: null } });
    expect(after.body.errors).toBeUndefined();
  });

  test('a changed role shows at once; another account is its own viewer', async () => {
    const token = await loginAs(stack.registry.url, DEMO_EMAILS.multi, DEMO_PASSWORD);
    const accounts = (await gql(stack, `{ viewer { accounts { internalID organization { name } } } }`, {}, { token })).body.data.viewer
      .accounts as { internalID: string; organization: { name: string } }[];
    expect(accounts.length).toBe(2);
    const as = (accountId: string) => gql(stack, ME, {}, { token, headers: { 'registry-account': accountId } });
    const [one, two] = [await as(accounts[0]!.internalID), await as(accounts[1]!.internalID)];
    expect(one.body.data.viewer.activeAccount.organization.name).toBe(accounts[0]!.organization.name);
    expect(two.body.data.viewer.activeAccount.organization.name).toBe(accounts[1]!.organization.name);
    const before = one.body.data.viewer.activeAccount.role;
    const changed = before === 'ADMIN' ? 'USER' : 'ADMIN';
    const db = stack.registry.registry.db;
    await db.updateTable('accounts').set({ role: changed }).where('id', '=', accounts[0]!.internalID).execute();
    try {
      expect((await as(accounts[0]!.internalID)).body.data.viewer.activeAccount.role).toBe(changed);
    } finally {
      await db.updateTable('accounts').set({ role: before }).where('id', '=', accounts[0]!.internalID).execute();
    }
    expect((await as(accounts[1]!.internalID)).body.data.viewer.activeAccount.organization.name).toBe(accounts[1]!.organization.name);
  });
});
