// Policy limits through GraphQL: batched reads on the case, the law firm's add and delete, userErrors.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_EMAILS, loginAs } from '../../registry/testing.ts';
import { gql, startBffStack, type BffStack } from './helpers.ts';

let stack: BffStack;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  stack = await startBffStack();
  for (const key of ['lawFirm', 'provider'] as const) tokens[key] = await loginAs(stack.registry.url, DEMO_EMAILS[key]);
});
afterAll(() => stack?.close());

const ADD = `mutation($input: AddPolicyLimitInput!) { addPolicyLimit(input: $input) {
  policyLimit { id coverageType coverageLimitLower coverageLimitUpper } case { policyLimits { coverageType } } userErrors { field message } } }`;

describe('policy limits', () => {
  test('the law firm adds and deletes; bad input is a userError; lienholders cannot add', async () => {
    const target = (await gql(stack, `{ viewer { portfolio(first: 1) { edges { node { id } } } } }`, {}, { token: tokens.lawFirm })).body
      .data.viewer.portfolio.edges[0].node;
    const bad = await gql(
      stack,
      ADD,
      { input: { caseId: target.id, coverageType: 'BODILY_INJURY', coverageLimitLower: '100', coverageLimitUpper: '50' } },
      { token: tokens.lawFirm },
    );
    expect(bad.body.data.addPolicyLimit.userErrors).toEqual([
      { field: 'coverageLimitUpper', message: 'Ensure Max is greater than or equal to Min.' },
    ]);

    const added = await gql(
      stack,
      ADD,
      { input: { caseId: target.id, coverageType: 'MEDPAY', coverageLimitLower: '5000', coverageLimitUpper: '1' } },
      { token: tokens.lawFirm },
    );
    expect(added.body.data.addPolicyLimit).toMatchObject({
      policyLimit: { coverageType: 'MEDPAY', coverageLimitLower: '5000.00', coverageLimitUpper: null },
      case: { policyLimits: [{ coverageType: 'MEDPAY' }] },
      userErrors: [],
    });
    const refused = await gql(
      stack,
      ADD,
      { input: { caseId: target.id, coverageType: 'MEDPAY', coverageLimitLower: '1' } },
      { token: tokens.provider },
    );
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const deleted = await gql(
      stack,
      `mutation($input: DeletePolicyLimitInput!) { deletePolicyLimit(input: $input) { case { policyLimits { id } } userErrors { message } } }`,
      { input: { policyLimitId: added.body.data.addPolicyLimit.policyLimit.id, caseId: target.id } },
      { token: tokens.lawFirm },
    );
    expect(deleted.body.data.deletePolicyLimit).toEqual({ case: { policyLimits: [] }, userErrors: [] });
  });

  test('a page of cases reads every policy limit in one registry call', async () => {
    const calls = async (first: number) =>
      (
        await gql(
          stack,
          `query($first: Int) { viewer { portfolio(first: $first) { edges { node { policyLimits { coverageType } } } } } }`,
          { first },
          { token: tokens.lawFirm },
        )
      ).body.extensions!.upstreamCalls;
    await calls(1);
    expect(await calls(5)).toBe(await calls(25));
  });
});
