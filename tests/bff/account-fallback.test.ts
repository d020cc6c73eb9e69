// A remembered account (the registry-account cookie, or Registry-Account) that is no longer the user's: the
// gateway falls back to the user's default account for the rest of the request, and a browser's stale cookie
// is cleared; other clients keep what they send.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_EMAILS } from '../../registry/testing.ts';
import { gql, graphqlLogin, startBffStack, type BffStack } from './helpers.ts';

let stack: BffStack;
beforeAll(async () => {
  stack = await startBffStack();
});
afterAll(() => stack?.close());

const GONE = '00000000-0000-4000-8000-00000000dead';
const CSRF = { 'x-registry-csrf': '1' };
const QUERY = `{ viewer { activeAccount { organization { name } } portfolio(first: 1) { totalCount } } }`;

describe('a remembered account the user no longer has', () => {
  test("a browser's cookie: the default account answers, its cases too, and the cookie is cleared", async () => {
    const { cookie } = await graphqlLogin(stack, DEMO_EMAILS.lawFirm);
    const plain = await gql(stack, QUERY, {}, { cookie, headers: CSRF });
    const stale = await gql(stack, QUERY, {}, { cookie: `${cookie}; registry-account=${GONE}`, headers: CSRF });
    expect(stale.body.errors).toBeUndefined();
    expect(stale.body.data).toEqual(plain.body.data);
    expect(stale.cookies).toEqual([expect.stringMatching(/^registry-account=;.*Max-Age=0/)]);
    expect(plain.cookies).toEqual([]);
  });

  test('an API client’s Registry-Account header: the default account answers and no cookie is set', async () => {
    const { token } = await graphqlLogin(stack, DEMO_EMAILS.lawFirm);
    const plain = await gql(stack, QUERY, {}, { token: token! });
    const stale = await gql(stack, QUERY, {}, { token: token!, headers: { 'registry-account': GONE } });
    expect(stale.body.errors).toBeUndefined();
    expect(stale.body.data).toEqual(plain.body.data);
    expect(stale.cookies).toEqual([]);
  });
});
