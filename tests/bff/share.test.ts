// Copy Case Link through GraphQL: creating a link, and following it as someone who may or may not see the case.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_EMAILS, loginAs } from '../../registry/testing.ts';
import { gql, startBffStack, type BffStack } from './helpers.ts';

let stack: BffStack;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  stack = await startBffStack();
  for (const key of ['lawFirm', 'lawFirm2', 'provider'] as const) tokens[key] = await loginAs(stack.registry.url, DEMO_EMAILS[key]);
});
afterAll(() => stack?.close());

describe('share links', () => {
  test('the provider creates a link; its law firm follows it; another firm gets null', async () => {
    const firm = new Set(
      (
        await gql(stack, `{ viewer { portfolio(first: 100) { edges { node { internalID } } } } }`, {}, { token: tokens.lawFirm })
      ).body.data.viewer.portfolio.edges.map((edge: any) => edge.node.internalID),
    );
    const mine = await gql(
      stack,
      `{ viewer { portfolio(first: 100) { edges { node { id internalID } } } } }`,
      {},
      { token: tokens.provider },
    );
    const shared = mine.body.data.viewer.portfolio.edges.map((edge: any) => edge.node).find((node: any) => firm.has(node.internalID));
    const created = await gql(
      stack,
      `mutation($input: CreateCaseShareLinkInput!) { createCaseShareLink(input: $input) { path userErrors { message } } }`,
      { input: { caseId: shared.id } },
      { token: tokens.provider },
    );
    const path: string = created.body.data.createCaseShareLink.path;
    expect(path).toMatch(/^\/share\/[\w-]+$/);
    const follow = `query($id: String!) { viewer { sharedCase(shareLinkId: $id) { internalID } } }`;
    const id = path.slice('/share/'.length);
    expect((await gql(stack, follow, { id }, { token: tokens.lawFirm })).body.data.viewer.sharedCase).toEqual({
      internalID: shared.internalID,
    });
    expect((await gql(stack, follow, { id }, { token: tokens.lawFirm2 })).body.data.viewer.sharedCase).toBeNull();
  });
});
