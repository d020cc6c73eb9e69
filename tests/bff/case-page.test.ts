// The case page's route query (web/src/routes/CaseRoute.tsx, as the web client sends it) costs a few registry calls
// whatever the case holds: the viewer, the organisation's external systems and one case workspace read
// (GET …/case-workspace/:id/) that primes every loader the page's fields read. Another organisation's case is
// still null, as before.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_EMAILS } from '../../registry/testing.ts';
import { gql, graphqlLogin, startBffStack, type BffStack } from './helpers.ts';

const persisted = JSON.parse(readFileSync(new URL('../../web/persisted-operations.json', import.meta.url), 'utf8')) as Record<
  string,
  string
>;
const generated = readFileSync(new URL('../../web/src/__generated__/CaseRouteQuery.graphql.ts', import.meta.url), 'utf8');
const CASE_ROUTE_QUERY = persisted[/"id": "([0-9a-f]{64})"/.exec(generated)![1]!]!;

let stack: BffStack;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  stack = await startBffStack();
  for (const who of ['lawFirm', 'lawFirm2', 'provider'] as const) tokens[who] = (await graphqlLogin(stack, DEMO_EMAILS[who])).token!;
});
afterAll(() => stack?.close());

const ok = async (query: string, variables: Record<string, unknown>, token: string) => {
  const reply = await gql(stack, query, variables, { token });
  expect(reply.body.errors).toBeUndefined();
  return reply.body.data;
};

/** Fills one of the law firm's cases: more liens, tags, external identifiers, policy limits and chat messages. */
async function richCase(): Promise<string> {
  const page = await ok(`{ viewer { portfolio(first: 1) { edges { node { internalID } } } } }`, {}, tokens.lawFirm!);
  const caseId = page.viewer.portfolio.edges[0].node.internalID as string;
  const directory = await ok(`{ viewer { lienholderDirectory(search: "") { internalID } } }`, {}, tokens.lawFirm!);
  for (const lienholder of directory.viewer.lienholderDirectory.slice(0, 4))
    await gql(
      stack,
      `mutation($input: AddLienholderOrganizationInput!) { addLienholderOrganization(input: $input) { userErrors { message } } }`,
      { input: { caseId, lienholderId: lienholder.internalID } },
      { token: tokens.lawFirm },
    );
  for (const name of ['Priority', 'Settlement', 'Follow up'])
    await ok(
      `mutation($input: AddCaseTagInput!) { addCaseTag(input: $input) { userErrors { message } } }`,
      { input: { caseId, name } },
      tokens.lawFirm!,
    );
  const systems = (await ok(`{ viewer { externalSystems { id } } }`, {}, tokens.lawFirm!)).viewer.externalSystems;
  for (const [index, system] of systems.slice(0, 2).entries())
    await ok(
      `mutation($input: AddExternalKeyInput!) { addExternalKey(input: $input) { userErrors { message } } }`,
      { input: { caseId, externalSystemId: system.id, externalSystemIdentifier: `RICH-${index}` } },
      tokens.lawFirm!,
    );
  for (const coverageType of ['BODILY_INJURY', 'MEDPAY'])
    await ok(
      `mutation($input: AddPolicyLimitInput!) { addPolicyLimit(input: $input) { userErrors { message } } }`,
      { input: { caseId, coverageType, coverageLimitLower: '1000', coverageLimitUpper: '5000' } },
      tokens.lawFirm!,
    );
  const liens = (
    await ok(`query($id: String!) { viewer { case(internalID: $id) { liens { chat { id } } } } }`, { id: caseId }, tokens.lawFirm!)
  ).viewer.case.liens;
  for (const lien of liens.filter((candidate: any) => candidate.chat))
    await ok(
      `mutation($input: SendChatMessageInput!) { sendChatMessage(input: $input) { userErrors { message } } }`,
      { input: { threadId: lien.chat.id, note: 'About the balance' } },
      tokens.lawFirm!,
    );
  return caseId;
}

describe('the case page', () => {
  test('its route query costs at most 5 registry calls for a rich case', async () => {
    const caseId = await richCase();
    const reply = await gql(stack, CASE_ROUTE_QUERY, { internalID: caseId }, { token: tokens.lawFirm });
    expect(reply.body.errors).toBeUndefined();
    const kase = reply.body.data.viewer.case;
    // The case really is rich: what the count must not grow with is there.
    expect(kase.liens.length).toBeGreaterThanOrEqual(3);
    expect(kase.tags.length).toBe(3);
    expect(kase.externalKeys.length).toBeGreaterThanOrEqual(1);
    expect(kase.policyLimits.length).toBeGreaterThanOrEqual(2);
    expect(kase.lienholders.length).toBeGreaterThanOrEqual(3);
    expect(kase.history.edges.length).toBeGreaterThan(0);
    expect(reply.body.extensions?.upstreamCalls).toBeLessThanOrEqual(5);
  });

  test("a lienholder's page (with its own lien's history) stays within 5 calls too", async () => {
    const page = await ok(`{ viewer { portfolio(first: 5) { edges { node { internalID } } } } }`, {}, tokens.provider!);
    for (const edge of page.viewer.portfolio.edges) {
      const reply = await gql(stack, CASE_ROUTE_QUERY, { internalID: edge.node.internalID }, { token: tokens.provider });
      expect(reply.body.errors).toBeUndefined();
      expect(reply.body.data.viewer.case.userLien).not.toBeNull();
      expect(reply.body.extensions?.upstreamCalls).toBeLessThanOrEqual(5);
    }
  });

  test("another organisation's case is null, as before, and an id that is no case too", async () => {
    const page = await ok(`{ viewer { portfolio(first: 1) { edges { node { internalID } } } } }`, {}, tokens.lawFirm!);
    const caseId = page.viewer.portfolio.edges[0].node.internalID;
    const foreign = await gql(stack, CASE_ROUTE_QUERY, { internalID: caseId }, { token: tokens.lawFirm2 });
    expect(foreign.body.errors).toBeUndefined();
    expect(foreign.body.data.viewer.case).toBeNull();
    const unknown = await gql(stack, CASE_ROUTE_QUERY, { internalID: 'not-a-case' }, { token: tokens.lawFirm });
    expect(unknown.body.data.viewer.case).toBeNull();
  });
});
