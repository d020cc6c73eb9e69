// Editing case details through GraphQL: the registry's texts as userErrors, and the lock for lienholders.
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

const UPDATE = `mutation($input: UpdateCaseDetailsInput!) { updateCaseDetails(input: $input) {
  case { plaintiff { firstName } stateOfIncident } userErrors { field message } } }`;

describe('updateCaseDetails', () => {
  test('validation texts come back per field; a valid edit returns the case; a locked case refuses the lienholder', async () => {
    const firm = new Set(
      (
        await gql(stack, `{ viewer { portfolio(first: 100) { edges { node { internalID } } } } }`, {}, { token: tokens.lawFirm })
      ).body.data.viewer.portfolio.edges.map((edge: any) => edge.node.internalID),
    );
    const mine = await gql(
      stack,
      `{ viewer { portfolio(first: 100) { edges { node { id internalID isEditableByLienholder } } } } }`,
      {},
      { token: tokens.provider },
    );
    const target = mine.body.data.viewer.portfolio.edges
      .map((edge: any) => edge.node)
      .find((node: any) => firm.has(node.internalID) && !node.isEditableByLienholder);
    expect(target).toBeDefined();

    expect(
      (await gql(stack, UPDATE, { input: { caseId: target.id, firstName: '' } }, { token: tokens.lawFirm })).body.data.updateCaseDetails,
    ).toEqual({
      case: null,
      userErrors: [{ field: 'firstName', message: 'This field is required.' }],
    });
    expect(
      (await gql(stack, UPDATE, { input: { caseId: target.id, birthdate: null, dateOfLoss: null } }, { token: tokens.lawFirm })).body.data
        .updateCaseDetails.userErrors,
    ).toEqual([{ field: null, message: 'Either Birthdate or Date of Loss is required' }]);
    expect(
      (await gql(stack, UPDATE, { input: { caseId: target.id, firstName: 'Pat', stateOfIncident: 'OR' } }, { token: tokens.lawFirm })).body
        .data.updateCaseDetails,
    ).toEqual({
      case: { plaintiff: { firstName: 'Pat' }, stateOfIncident: 'OR' },
      userErrors: [],
    });
    expect(
      (await gql(stack, UPDATE, { input: { caseId: target.id, firstName: 'X' } }, { token: tokens.provider })).body.data.updateCaseDetails
        .userErrors,
    ).toEqual([{ field: null, message: 'Locked by law firm' }]);
  });
});
