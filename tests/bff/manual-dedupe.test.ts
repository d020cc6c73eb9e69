// Staff's manual case dedupe in the graph (issue 14): Viewer.manualDedupeOrganizations and manualDedupeCases,
// previewManualCaseMerge and mergeManualCases. Staff only: null and FORBIDDEN for everyone else.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_EMAILS, loginAs } from '../../registry/testing.ts';
import { gql, startBffStack, type BffStack } from './helpers.ts';

let stack: BffStack;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  stack = await startBffStack();
  for (const key of ['staff', 'lawFirm', 'provider'] as const) tokens[key] = await loginAs(stack.registry.url, DEMO_EMAILS[key]);
});
afterAll(() => stack?.close());

const ORGANIZATIONS = `query ($search: String) { viewer { manualDedupeOrganizations(search: $search, first: 5) { internalID name type } } }`;
const CASES = `query ($org: ID!, $search: String, $exclude: ID, $first: Int, $after: String) {
  viewer { manualDedupeCases(organizationId: $org, search: $search, excludeCaseId: $exclude, first: $first, after: $after) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { cursor node { internalID plaintiffName plaintiffBirthdate dateOfLoss stateOfIncident lawFirmName createdAt } }
  } } }`;
const PREVIEW = `mutation ($input: PreviewManualCaseMergeInput!) { previewManualCaseMerge(input: $input) {
  preview { lastPreviewedAt fields { name label value sourceCaseId source } }
  userErrors { field message code } } }`;
const MERGE = `mutation ($input: MergeManualCasesInput!) { mergeManualCases(input: $input) {
  mergedCaseId removedCaseId userErrors { field message code } } }`;

async function hartwell() {
  const reply = await gql(stack, ORGANIZATIONS, { search: 'Hartwell' }, { token: tokens.staff });
  expect(reply.body.errors).toBeUndefined();
  return reply.body.data.viewer.manualDedupeOrganizations[0] as { internalID: string; name: string; type: string };
}

describe('manual case dedupe (GraphQL)', () => {
  test("staff search organisations and page through a firm's cases, 20 at a time", async () => {
    const firm = await hartwell();
    expect(firm).toEqual({ internalID: expect.any(String), name: 'Hartwell & Associates', type: 'LAW_FIRM' });

    const first = await gql(stack, CASES, { org: firm.internalID }, { token: tokens.staff });
    expect(first.body.errors).toBeUndefined();
    const page = first.body.data.viewer.manualDedupeCases;
    expect(page.edges).toHaveLength(20);
    expect(page.pageInfo.hasNextPage).toBe(true);
    expect(page.edges[0].node).toEqual({
      internalID: expect.any(String),
      plaintiffName: expect.any(String),
      plaintiffBirthdate: expect.toSatisfy((value: unknown) => value === null || /^\d{4}-\d{2}-\d{2}$/.test(String(value))),
      dateOfLoss: expect.toSatisfy((value: unknown) => value === null || /^\d{4}-\d{2}-\d{2}$/.test(String(value))),
      stateOfIncident: expect.toSatisfy((value: unknown) => value === null || typeof value === 'string'),
      lawFirmName: 'Hartwell & Associates',
      createdAt: expect.any(String),
    });
    const second = await gql(stack, CASES, { org: firm.internalID, after: page.pageInfo.endCursor }, { token: tokens.staff });
    const next = second.body.data.viewer.manualDedupeCases;
    expect(next.edges.length).toBeGreaterThan(0);
    const ids = new Set(page.edges.map((edge: any) => edge.node.internalID));
    expect(next.edges.some((edge: any) => ids.has(edge.node.internalID))).toBe(false);

    // A slice across the registry's pages, and the canonical case left out of the duplicate search.
    const across = await gql(stack, CASES, { org: firm.internalID, first: 10, after: page.edges[14].cursor }, { token: tokens.staff });
    expect(across.body.data.viewer.manualDedupeCases.edges.map((edge: any) => edge.node.internalID)).toEqual([
      ...page.edges.slice(15).map((edge: any) => edge.node.internalID),
      ...next.edges.slice(0, 5).map((edge: any) => edge.node.internalID),
    ]);
    const canonical = page.edges[0].node;
    const excluded = await gql(
      stack,
      CASES,
      { org: firm.internalID, search: canonical.plaintiffName, exclude: canonical.internalID },
      { token: tokens.staff },
    );
    expect(excluded.body.data.viewer.manualDedupeCases.edges.map((edge: any) => edge.node.internalID)).not.toContain(canonical.internalID);
  });

  test('staff preview (value and source per field), swap, and merge; a stale or foreign pair comes back as userErrors', async () => {
    const firm = await hartwell();
    const cases = (await gql(stack, CASES, { org: firm.internalID }, { token: tokens.staff })).body.data.viewer.manualDedupeCases.edges;
    const [a, b] = [cases[0].node, cases[1].node];
    const input = { organizationId: firm.internalID, canonicalCaseId: a.internalID, duplicateCaseId: b.internalID };

    const preview = await gql(stack, PREVIEW, { input }, { token: tokens.staff });
    expect(preview.body.errors).toBeUndefined();
    const { fields, lastPreviewedAt } = preview.body.data.previewManualCaseMerge.preview;
    expect(preview.body.data.previewManualCaseMerge.userErrors).toEqual([]);
    expect(fields.map((field: any) => field.name)).toEqual([
      'plaintiff_name',
      'created_by_organization_name',
      'plaintiff_birthdate',
      'date_of_loss',
      'state_of_incident',
    ]);
    expect(fields[0]).toEqual({
      name: 'plaintiff_name',
      label: 'Plaintiff',
      value: a.plaintiffName,
      sourceCaseId: a.internalID,
      source: 'CANONICAL',
    });
    for (const field of fields) expect(field.source).toBe(field.sourceCaseId === a.internalID ? 'CANONICAL' : 'DUPLICATE');

    // Swapped: the other case is canonical now.
    const swapped = await gql(
      stack,
      PREVIEW,
      { input: { ...input, canonicalCaseId: b.internalID, duplicateCaseId: a.internalID } },
      { token: tokens.staff },
    );
    expect(swapped.body.data.previewManualCaseMerge.preview.fields[0]).toMatchObject({ value: b.plaintiffName, source: 'CANONICAL' });

    const stale = await gql(stack, MERGE, { input: { ...input, lastPreviewedAt: '2000-01-01T00:00:00.000Z' } }, { token: tokens.staff });
    expect(stale.body.data.mergeManualCases).toEqual({
      mergedCaseId: null,
      removedCaseId: null,
      userErrors: [{ field: null, message: 'The cases changed after the preview. Preview the merge again.', code: 'INVALID' }],
    });

    const other = (await gql(stack, ORGANIZATIONS, { search: 'Morales' }, { token: tokens.staff })).body.data.viewer
      .manualDedupeOrganizations[0];
    const foreign = await gql(stack, PREVIEW, { input: { ...input, organizationId: other.internalID } }, { token: tokens.staff });
    expect(foreign.body.data.previewManualCaseMerge).toEqual({
      preview: null,
      userErrors: [{ field: 'duplicateCaseId', message: 'Both cases must belong to the chosen organization.', code: 'INVALID' }],
    });

    const merged = await gql(stack, MERGE, { input: { ...input, lastPreviewedAt } }, { token: tokens.staff });
    expect(merged.body.data.mergeManualCases).toEqual({ mergedCaseId: a.internalID, removedCaseId: b.internalID, userErrors: [] });
    const after = await gql(stack, CASES, { org: firm.internalID, search: b.internalID }, { token: tokens.staff });
    expect(after.body.data.viewer.manualDedupeCases.totalCount).toBe(0);
  });

  test('non-staff get null fields and FORBIDDEN userErrors', async () => {
    const firm = await hartwell();
    const cases = (await gql(stack, CASES, { org: firm.internalID }, { token: tokens.staff })).body.data.viewer.manualDedupeCases.edges;
    const input = { organizationId: firm.internalID, canonicalCaseId: cases[0].node.internalID, duplicateCaseId: cases[1].node.internalID };
    // The BFF does not impersonate (tests/contract/manual-dedupe.test.ts refuses staff impersonating at the registry).
    const callers = [{ token: tokens.lawFirm }, { token: tokens.provider }];
    for (const caller of callers) {
      const organizations = await gql(stack, ORGANIZATIONS, { search: 'Hartwell' }, caller);
      expect(organizations.body.errors).toBeUndefined();
      expect(organizations.body.data.viewer.manualDedupeOrganizations).toBeNull();
      const list = await gql(stack, CASES, { org: firm.internalID }, caller);
      expect(list.body.errors).toBeUndefined();
      expect(list.body.data.viewer.manualDedupeCases).toBeNull();
      const preview = await gql(stack, PREVIEW, { input }, caller);
      expect(preview.body.data.previewManualCaseMerge).toEqual({
        preview: null,
        userErrors: [{ field: null, message: 'You do not have permission to perform this action.', code: 'FORBIDDEN' }],
      });
      const merge = await gql(stack, MERGE, { input: { ...input, lastPreviewedAt: new Date().toISOString() } }, caller);
      expect(merge.body.data.mergeManualCases).toMatchObject({ mergedCaseId: null, userErrors: [{ code: 'FORBIDDEN' }] });
    }
    const signedOut = await gql(stack, MERGE, { input: { ...input, lastPreviewedAt: new Date().toISOString() } });
    expect(signedOut.body.data?.mergeManualCases?.mergedCaseId ?? null).toBeNull();
    // Nothing was merged.
    const still = await gql(stack, CASES, { org: firm.internalID, search: cases[1].node.internalID }, { token: tokens.staff });
    expect(still.body.data.viewer.manualDedupeCases.totalCount).toBe(1);
  });
});
