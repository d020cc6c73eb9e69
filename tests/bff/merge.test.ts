// Merging duplicate cases through GraphQL: candidate search without the current case, the preview, the merge.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_EMAILS, loginAs } from '../../registry/testing.ts';
import { seedSyntheticCases } from '../../registry/seed/synthetic.ts';
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
    expect(fields.map((field: any) => field.label)).toEqual([
      'Plaintiff',
      'Created by',
      'Date of birth',
      'Date of loss',
      'State of incident',
    ]);

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
    const gone = await gql(
      stack,
      `query($id: String!) { viewer { case(internalID: $id) { internalID } } }`,
      { id: b.internalID },
      { token: tokens.lawFirm },
    );
    expect(gone.body.data.viewer.case).toBeNull();
  });

  test('duplicate candidates: past the portfolio page cap (up to 1000), without the case itself, narrowed by search', async () => {
    await seedSyntheticCases(stack.registry.registry.db, { cases: 150, lawFirmEmail: DEMO_EMAILS.lawFirm2 });
    const [own] = (
      await gql(
        stack,
        `{ viewer { portfolio(first: 1, filter: { isClosed: null }) { edges { node { internalID plaintiff { lastName } } } } } }`,
        {},
        { token: tokens.lawFirm2 },
      )
    ).body.data.viewer.portfolio.edges.map((edge: any) => edge.node);
    const CANDIDATES = `query($caseId: String!, $search: String) { viewer { duplicateCandidates(caseId: $caseId, search: $search) { internalID plaintiff { firstName lastName } } } }`;
    const all = (await gql(stack, CANDIDATES, { caseId: own.internalID }, { token: tokens.lawFirm2 })).body.data.viewer.duplicateCandidates;
    const total = (await gql(stack, `{ viewer { portfolio(filter: { isClosed: null }) { totalCount } } }`, {}, { token: tokens.lawFirm2 }))
      .body.data.viewer.portfolio.totalCount;
    expect(all.length).toBe(total - 1);
    expect(all.length).toBeGreaterThan(100);
    expect(all.map((c: any) => c.internalID)).not.toContain(own.internalID);
    const names = all.map((c: any) => c.plaintiff.lastName.toLowerCase());
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
    const narrowed = (await gql(stack, CANDIDATES, { caseId: own.internalID, search: own.plaintiff.lastName }, { token: tokens.lawFirm2 }))
      .body.data.viewer.duplicateCandidates;
    expect(narrowed.length).toBeGreaterThan(0);
    const prefix = own.plaintiff.lastName.toLowerCase();
    expect(narrowed.length).toBeLessThan(all.length);
    expect(
      narrowed.every((c: any) =>
        [c.plaintiff.firstName, c.plaintiff.lastName].some((name: string) => name.toLowerCase().startsWith(prefix)),
      ),
    ).toBe(true);
    // Another firm sees none of them.
    expect(
      (await gql(stack, CANDIDATES, { caseId: own.internalID }, { token: tokens.lawFirm })).body.data.viewer.duplicateCandidates.some(
        (c: any) => all.some((mine: any) => mine.internalID === c.internalID),
      ),
    ).toBe(false);
  });
});
