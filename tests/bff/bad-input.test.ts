// The registry's refusals of bad input reach GraphQL clients as the registry said them: a mutation's userErrors
// name the input field (also when the registry nests the error like the body), a query's error says why.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_EMAILS, loginAs } from '../../registry/testing.ts';
import { gql, startBffStack, type BffStack } from './helpers.ts';

let stack: BffStack;
let token: string;
let caseId: string;

const DISALLOWED = 'This field contains characters that are not allowed.';
const UPDATE = `mutation($input: UpdateCaseDetailsInput!) { updateCaseDetails(input: $input) { case { plaintiff { firstName lastName } } userErrors { field message } } }`;
const SEARCH = `query($search: String) { viewer { portfolio(first: 1, search: $search) { edges { node { id } } } } }`;

beforeAll(async () => {
  stack = await startBffStack();
  token = await loginAs(stack.registry.url, DEMO_EMAILS.lawFirm);
  caseId = (await gql(stack, `{ viewer { portfolio(first: 1) { edges { node { id } } } } }`, {}, { token })).body.data.viewer.portfolio
    .edges[0].node.id;
});
afterAll(() => stack?.close());

describe('bad input through GraphQL', () => {
  test('a NUL, a lone surrogate or an over-long name in updateCaseDetails is a userError on that field; nothing changes', async () => {
    const before = (await gql(stack, UPDATE, { input: { caseId } }, { token })).body.data.updateCaseDetails.case.plaintiff;
    const attempts: Array<[Record<string, string>, { field: string; message: string }]> = [
      [{ firstName: 'Ann\u0000' }, { field: 'firstName', message: DISALLOWED }],
      [{ lastName: 'Lee\ud800' }, { field: 'lastName', message: DISALLOWED }],
      [{ firstName: 'x'.repeat(101) }, { field: 'firstName', message: 'Ensure this field has no more than 100 characters.' }],
      [{ birthdate: '2999-01-01' }, { field: 'birthdate', message: 'Date of birth cannot be in the future.' }],
    ];
    for (const [change, error] of attempts) {
      const reply = await gql(stack, UPDATE, { input: { caseId, ...change } }, { token });
      expect(reply.body.data.updateCaseDetails.userErrors, JSON.stringify(change)).toEqual([error]);
    }
    expect((await gql(stack, UPDATE, { input: { caseId } }, { token })).body.data.updateCaseDetails.case.plaintiff).toEqual(before);
  });

  test("a search with a control character or over 200 characters is refused with the registry's text", async () => {
    for (const [search, message] of [
      ['a\u0000', DISALLOWED],
      ['a'.repeat(201), 'Ensure this field has no more than 200 characters.'],
    ]) {
      const reply = await gql(stack, SEARCH, { search }, { token });
      expect(reply.body.errors?.map((error) => [error.message, error.extensions?.code])).toEqual([[message, 'BAD_REQUEST']]);
    }
  });
});
