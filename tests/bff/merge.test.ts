// Merging duplicate cases through GraphQL: candidate search without the current case, the preview, the merge.
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

const MERGE = `mutation($input: MergeCasesInput!) { mergeCases(input: $input) { case { internalID history(first: 1) { edges { node { type } } } } userErrors { field message } } }`;

describe('mergeCases', () => {
  test('candidates exclude the current case; preview then merge; another firm may not', async () => {
    const page = await gql(stack, `{ viewer { portfolio(first: 2) { edges { node { id internalID } } } } }`, {}, { token: tokens.lawFirm });
    const [a, b] = page.body.data.viewer.portfolio.edges.map((edge: any) => edge.node);
    const candidates = await gql(
      stack,
      `query($exclude: String) { viewer { portfolio(first: 100, filter: { isClosed: null, exclude: $exclude }) { edges { node { internalID } } } } }`,
      { exclude: a.internalID },
      { token: tokens.lawFirm },
    );
    const ids = candidates.body.data.viewer.portfolio.edges.map((edge: any) => edge.node.internalID);
    expect(ids).not.toContain(a.internalID);
    expect(ids).toContain(b.internalID);

    const preview = await gql(
      stack,
      `query($a: ID!, $b: ID!) { viewer { mergePreview(caseId: $a, duplicateId: $b) { lastPreviewedAt fields { name label value sourceCaseId } } } }`,
      { a: a.id, b: b.id },
      { token: tokens.lawFirm },
    );
    const { lastPreviewedAt, fields } = preview.body.data.viewer.mergePreview;
    expect(fields.map((field: any) => field.label)).toEqual(['Plaintiff', 'Created by', 'Date of birth', 'Date of loss', 'State of incident']);

    // Lienholders merge too (tests/bff/lien-actions.test.ts); another firm's cases are not found.
    const refused = await gql(stack, MERGE, { input: { caseId: a.id, duplicateId: b.id, lastPreviewedAt } }, { token: tokens.lawFirm2 });
    expect(refused.body.data.mergeCases).toEqual({ case: null, userErrors: [{ field: null, message: 'Not found.' }] });
    const noPreview = await gql(stack, MERGE, { input: { caseId: a.id, duplicateId: b.id } }, { token: tokens.lawFirm });
    expect(noPreview.body.data.mergeCases.userErrors).toEqual([{ field: 'lastPreviewedAt', message: 'This field is required.' }]);

    const merged = await gql(stack, MERGE, { input: { caseId: a.id, duplicateId: b.id, lastPreviewedAt } }, { token: tokens.lawFirm });
    expect(merged.body.data.mergeCases).toEqual({
      case: { internalID: a.internalID, history: { edges: [{ node: { type: 'CASES_MERGED' } }] } },
      userErrors: [],
    });
    const gone = await gql(stack, `query($id: String!) { viewer { case(internalID: $id) { internalID } } }`, { id: b.internalID }, { token: tokens.lawFirm });
    expect(gone.body.data.viewer.case).toBeNull();
  });
});
