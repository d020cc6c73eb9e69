// The access log through GraphQL: an organisation's admin pages and filters its case's log, staff read every
// organisation's, and another organisation or a user who is not an admin is refused.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_EMAILS, loginAs } from '../../registry/testing.ts';
import { createUser } from '../contract/helpers.ts';
import { gql, startBffStack, type BffStack } from './helpers.ts';

let stack: BffStack;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  stack = await startBffStack();
  for (const key of ['lawFirm', 'lawFirm2', 'provider', 'staff'] as const)
    tokens[key] = await loginAs(stack.registry.url, DEMO_EMAILS[key]);
});
afterAll(() => stack?.close());

const CASE_LOG = `query($internalID: String!, $first: Int, $after: String, $userId: String, $action: AccessAction) {
  viewer { case(internalID: $internalID) { id accessLog(first: $first, after: $after, userId: $userId, action: $action) {
    totalCount users { internalID name organizationName }
    pageInfo { hasNextPage endCursor }
    edges { node { internalID action objectType userID userName organizationName isInternalUser impersonatedByName caseIDs address } } } } } }`;

const NODE_LOG = `query($id: ID!, $first: Int, $after: String, $userId: String, $action: AccessAction) {
  node(id: $id) { ... on Case { accessLog(first: $first, after: $after, userId: $userId, action: $action) {
    pageInfo { hasNextPage endCursor } edges { node { internalID action userID } } } } } }`;

async function firstCase(token: string): Promise<{ id: string; internalID: string }> {
  return (await gql(stack, `{ viewer { portfolio(first: 1) { edges { node { id internalID } } } } }`, {}, { token })).body.data.viewer
    .portfolio.edges[0].node;
}

describe('Case.accessLog', () => {
  test("the case's admin sees the reads of the case, filters by user and action, and pages", async () => {
    const target = await firstCase(tokens.lawFirm);
    // Two reads of the case through GraphQL, each an entry in the registry's log (viewer.case reads the case's
    // workspace, a VIEW entry naming this case).
    for (let i = 0; i < 2; i += 1)
      await gql(
        stack,
        `query($id: String!) { viewer { case(internalID: $id) { id } } }`,
        { id: target.internalID },
        { token: tokens.lawFirm },
      );

    const all = await gql(stack, CASE_LOG, { internalID: target.internalID, first: 50 }, { token: tokens.lawFirm });
    expect(all.body.errors).toBeUndefined();
    const log = all.body.data.viewer.case.accessLog;
    expect(log.totalCount).toBeGreaterThanOrEqual(2);
    const views = log.edges.map((edge: any) => edge.node).filter((node: any) => node.action === 'VIEW' && node.objectType === 'case');
    expect(views.length).toBeGreaterThanOrEqual(2);
    expect(views[0]).toMatchObject({
      userName: 'Laura Hartwell',
      caseIDs: [target.internalID],
      isInternalUser: false,
      impersonatedByName: null,
      address: expect.any(String),
    });
    const me = log.users.find((user: any) => user.name === 'Laura Hartwell');
    expect(me).toBeDefined();

    // Paged through node(id): loading the case by id is a LIST entry, so the pages' own reads do not add to the
    // VIEW entries they page through (an offset page would shift under them).
    const filtered = await gql(
      stack,
      NODE_LOG,
      { id: target.id, first: 1, userId: me.internalID, action: 'VIEW' },
      { token: tokens.lawFirm },
    );
    const page1 = filtered.body.data.node.accessLog;
    expect(page1.edges).toHaveLength(1);
    expect(page1.pageInfo.hasNextPage).toBe(true);
    const page2 = (
      await gql(
        stack,
        NODE_LOG,
        { id: target.id, first: 1, after: page1.pageInfo.endCursor, userId: me.internalID, action: 'VIEW' },
        { token: tokens.lawFirm },
      )
    ).body.data.node.accessLog;
    expect(page2.edges).toHaveLength(1);
    expect(page2.edges[0].node.internalID).not.toBe(page1.edges[0].node.internalID);
    for (const node of [...page1.edges, ...page2.edges].map((edge: any) => edge.node))
      expect(node).toMatchObject({ action: 'VIEW', userID: me.internalID });
  });

  test('another organisation is refused: its node is null and asking the registry directly is NOT_FOUND', async () => {
    const target = await firstCase(tokens.lawFirm);
    const node = await gql(
      stack,
      `query($id: ID!) { node(id: $id) { ... on Case { accessLog { totalCount } } } }`,
      { id: target.id },
      { token: tokens.lawFirm2 },
    );
    expect(node.body.data?.node ?? null).toBeNull();
    const direct = await gql(
      stack,
      `query($caseId: String) { viewer { accessLog(caseId: $caseId) { totalCount } } }`,
      { caseId: target.internalID },
      { token: tokens.lawFirm2 },
    );
    expect(direct.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(direct.body.data?.viewer ?? null).toBeNull();
  });

  test('a user of the organisation who is not an admin is FORBIDDEN', async () => {
    const target = await firstCase(tokens.lawFirm);
    const organizationId = (
      await stack.registry.registry.db
        .selectFrom('accounts')
        .innerJoin('users', 'users.id', 'accounts.user_id')
        .select('organization_id')
        .where('users.email', '=', DEMO_EMAILS.lawFirm)
        .executeTakeFirstOrThrow()
    ).organization_id;
    const colleague = await createUser(stack.registry.registry.db, { password: 'colleague-password', organizationId });
    const token = await loginAs(stack.registry.url, colleague.email, 'colleague-password');
    const reply = await gql(stack, CASE_LOG, { internalID: target.internalID }, { token });
    expect(reply.body.errors?.[0]).toMatchObject({
      message: 'You do not have permission to perform this action.',
      extensions: { code: 'FORBIDDEN' },
    });
  });
});

describe('Viewer.accessLog', () => {
  test("staff read every organisation's entries with the impersonating staff member named; others may not", async () => {
    // The BFF does not impersonate; a staff tool calls the registry with `impostor` directly.
    const impersonated = await fetch(`${stack.registry.url}/api/registry/v1/escrow-agent/portfolio/?page_size=1`, {
      headers: { authorization: `JWT ${tokens.staff}`, impostor: DEMO_EMAILS.lawFirm2 },
    });
    expect(impersonated.status).toBe(200);
    const staff = await gql(
      stack,
      `{ viewer { accessLog(first: 100, action: LIST) { edges { node { userName impersonatedByName isInternalUser objectType } } } } }`,
      {},
      { token: tokens.staff },
    );
    expect(staff.body.errors).toBeUndefined();
    const nodes = staff.body.data.viewer.accessLog.edges.map((edge: any) => edge.node);
    expect(nodes).toContainEqual({
      userName: 'Marco Morales',
      impersonatedByName: expect.any(String),
      isInternalUser: true,
      objectType: 'case',
    });
    const refused = await gql(stack, `{ viewer { accessLog { totalCount } } }`, {}, { token: tokens.provider });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
  });
});
