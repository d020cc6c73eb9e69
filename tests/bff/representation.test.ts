// Change of representation through GraphQL, with the law-firm directory it picks the new firm from.
import { encodeGlobalID } from '@pothos/plugin-relay';
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

const CHANGE = `mutation($input: ChangeRepresentationInput!) { changeRepresentation(input: $input) { removedCaseId userErrors { field message } } }`;
const firstCase = async () =>
  (await gql(stack, `{ viewer { portfolio(first: 1) { edges { node { id internalID } } } } }`, {}, { token: tokens.lawFirm })).body.data
    .viewer.portfolio.edges[0].node;

describe('changeRepresentation', () => {
  test('the directory finds the other firm by name', async () => {
    const reply = await gql(
      stack,
      `{ viewer { lawFirmDirectory(search: "cole") { internalID name type } } }`,
      {},
      { token: tokens.lawFirm },
    );
    expect(reply.body.data.viewer.lawFirmDirectory).toEqual([
      { internalID: expect.any(String), name: 'Morales Cole Trial Lawyers', type: 'LAW_FIRM' },
    ]);
  });

  test('missing answers are userErrors on the input fields', async () => {
    const target = await firstCase();
    expect((await gql(stack, CHANGE, { input: { caseId: target.id } }, { token: tokens.lawFirm })).body.data.changeRepresentation).toEqual({
      removedCaseId: null,
      userErrors: [{ field: 'knowsNewFirm', message: 'This field is required.' }],
    });
    expect(
      (await gql(stack, CHANGE, { input: { caseId: target.id, knowsNewFirm: false } }, { token: tokens.lawFirm })).body.data
        .changeRepresentation.userErrors,
    ).toEqual([{ field: 'note', message: 'This field is required.' }]);
    expect(
      (await gql(stack, CHANGE, { input: { caseId: target.id, knowsNewFirm: true } }, { token: tokens.lawFirm })).body.data
        .changeRepresentation.userErrors,
    ).toEqual([{ field: 'lawFirmId', message: 'This field is required.' }]);
  });

  test('lienholders and other firms are refused; the firm moves the case to the named firm', async () => {
    const target = await firstCase();
    expect(
      (await gql(stack, CHANGE, { input: { caseId: target.id, knowsNewFirm: false, note: 'x' } }, { token: tokens.provider })).body
        .errors?.[0]?.extensions?.code,
    ).toBe('FORBIDDEN');
    expect(
      (await gql(stack, CHANGE, { input: { caseId: target.id, knowsNewFirm: false, note: 'x' } }, { token: tokens.lawFirm2 })).body.data
        .changeRepresentation.userErrors,
    ).toEqual([{ field: null, message: 'Not found.' }]);
    const [morales] = (await gql(stack, `{ viewer { lawFirmDirectory(search: "morales") { internalID } } }`, {}, { token: tokens.lawFirm }))
      .body.data.viewer.lawFirmDirectory;
    const done = await gql(
      stack,
      CHANGE,
      { input: { caseId: target.internalID, knowsNewFirm: true, lawFirmId: morales.internalID } },
      { token: tokens.lawFirm },
    );
    expect(done.body.data.changeRepresentation).toEqual({ removedCaseId: encodeGlobalID('Case', target.internalID), userErrors: [] });
    const query = `query($id: String!) { viewer { case(internalID: $id) { lawFirm { name } } } }`;
    expect((await gql(stack, query, { id: target.internalID }, { token: tokens.lawFirm })).body.data.viewer.case).toBeNull();
    expect((await gql(stack, query, { id: target.internalID }, { token: tokens.lawFirm2 })).body.data.viewer.case.lawFirm.name).toBe(
      'Morales Cole Trial Lawyers',
    );
  });
});
