// Lien actions through GraphQL: the lienholder directory, adding an organisation to a case, the law firm's removal
// of a lien, the lienholder's removal of a case and its merge of duplicates, with userErrors in the product's texts.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_EMAILS, loginAs } from '../../registry/testing.ts';
import { gql, startBffStack, type BffStack } from './helpers.ts';

let stack: BffStack;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  stack = await startBffStack();
  for (const key of ['lawFirm', 'lawFirm2', 'funder', 'insurer'] as const)
    tokens[key] = await loginAs(stack.registry.url, DEMO_EMAILS[key]);
});
afterAll(() => stack?.close());

const DIRECTORY = `query($search: String) { viewer { lienholderDirectory(search: $search) { internalID name type city state } } }`;
const ADD = `mutation($input: AddLienholderOrganizationInput!) { addLienholderOrganization(input: $input) {
  lien { id verificationStatus createdByCaseLawFirm lienholder { name } } case { id liens { lienholder { name } } } userErrors { field message code } } }`;
const REMOVE_LIEN = `mutation($input: RemoveLienInput!) { removeLien(input: $input) { removedLienId case { liens { id } } userErrors { field message code } } }`;
const REMOVE_CASE = `mutation($input: RemoveCaseInput!) { removeCase(input: $input) { removedCaseId userErrors { field message code } } }`;

async function funder() {
  const found = await gql(stack, DIRECTORY, { search: 'beacon' }, { token: tokens.lawFirm });
  return found.body.data.viewer.lienholderDirectory[0];
}

/** A case of law firm 1 without a Beacon (funder) lien. */
async function caseWithoutFunder() {
  const page = await gql(
    stack,
    `{ viewer { portfolio(first: 100) { edges { node { id internalID lawFirm { internalID } lienholders { name } } } } } }`,
    {},
    { token: tokens.lawFirm },
  );
  return page.body.data.viewer.portfolio.edges
    .map((edge: any) => edge.node)
    .filter((node: any) => !node.lienholders.some((l: any) => l.name === 'Beacon Settlement Funding'));
}

describe('lien actions', () => {
  test('the directory lists lienholder organisations by name with their city and state only', async () => {
    expect(await funder()).toEqual({
      internalID: expect.any(String),
      name: 'Beacon Settlement Funding',
      type: 'FUNDER',
      city: 'Miami',
      state: 'FL',
    });
    const all = await gql(stack, DIRECTORY, {}, { token: tokens.insurer });
    expect(all.body.data.viewer.lienholderDirectory.some((entry: any) => entry.type === 'LAW_FIRM')).toBe(false);
  });

  test('the law firm adds the funder, a second time is refused as a duplicate, then removes the lien; the funder removes nothing of others', async () => {
    const [target] = await caseWithoutFunder();
    const org = await funder();
    const added = await gql(stack, ADD, { input: { caseId: target.id, lienholderId: org.internalID } }, { token: tokens.lawFirm });
    const payload = added.body.data.addLienholderOrganization;
    expect(payload.userErrors).toEqual([]);
    expect(payload.lien).toMatchObject({
      verificationStatus: 'PENDING',
      createdByCaseLawFirm: true,
      lienholder: { name: 'Beacon Settlement Funding' },
    });
    expect(payload.case.liens.map((lien: any) => lien.lienholder.name)).toContain('Beacon Settlement Funding');

    const again = await gql(stack, ADD, { input: { caseId: target.id, lienholderId: org.internalID } }, { token: tokens.lawFirm });
    expect(again.body.data.addLienholderOrganization).toMatchObject({
      lien: null,
      userErrors: [{ field: null, message: 'The lienholder already exists on the case.', code: 'INVALID' }],
    });
    const otherFirm = await gql(stack, ADD, { input: { caseId: target.id, lienholderId: org.internalID } }, { token: tokens.lawFirm2 });
    expect(otherFirm.body.data.addLienholderOrganization.userErrors).toEqual([{ field: 'caseId', message: 'Not found.', code: 'INVALID' }]);

    // The wrong side is turned away before the registry.
    const wrongSide = await gql(stack, REMOVE_LIEN, { input: { lienId: payload.lien.id, note: 'x' } }, { token: tokens.funder });
    expect(wrongSide.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const otherTenant = await gql(stack, REMOVE_LIEN, { input: { lienId: payload.lien.id } }, { token: tokens.lawFirm2 });
    expect(otherTenant.body.data.removeLien).toMatchObject({
      removedLienId: null,
      userErrors: [{ message: 'Not found.', code: 'NOT_FOUND' }],
    });

    const removed = await gql(
      stack,
      REMOVE_LIEN,
      { input: { lienId: payload.lien.id, note: 'Duplicate provider entry.' } },
      { token: tokens.lawFirm },
    );
    expect(removed.body.data.removeLien.userErrors).toEqual([]);
    expect(removed.body.data.removeLien.removedLienId).toBe(payload.lien.id);
    expect(removed.body.data.removeLien.case.liens.map((lien: any) => lien.id)).not.toContain(payload.lien.id);
  });

  test('the lienholder removes a case: the note rule as a userError, then the case leaves its portfolio', async () => {
    const [target] = await caseWithoutFunder();
    const org = await funder();
    const added = await gql(stack, ADD, { input: { caseId: target.id, lienholderId: org.internalID } }, { token: tokens.lawFirm });
    const lienId = added.body.data.addLienholderOrganization.lien.id;

    const wrongSide = await gql(stack, REMOVE_CASE, { input: { lienId } }, { token: tokens.lawFirm });
    expect(wrongSide.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const withoutNote = await gql(stack, REMOVE_CASE, { input: { lienId } }, { token: tokens.funder });
    expect(withoutNote.body.data.removeCase).toEqual({
      removedCaseId: null,
      userErrors: [{ field: 'note', message: 'This field is required.', code: 'INVALID' }],
    });
    const notTheirs = await gql(stack, REMOVE_CASE, { input: { lienId, note: 'x' } }, { token: tokens.insurer });
    expect(notTheirs.body.data.removeCase.userErrors[0].code).toBe('NOT_FOUND');

    const removed = await gql(stack, REMOVE_CASE, { input: { lienId, note: 'Not our patient.' } }, { token: tokens.funder });
    expect(removed.body.data.removeCase).toEqual({ removedCaseId: target.id, userErrors: [] });
    const after = await gql(
      stack,
      `query($id: String!) { viewer { case(internalID: $id) { id } } }`,
      { id: target.internalID },
      { token: tokens.funder },
    );
    expect(after.body.data.viewer.case).toBeNull();
  });

  test('a lienholder searches duplicates of the same law firm and merges them', async () => {
    const [first, second] = await caseWithoutFunder();
    const org = await funder();
    for (const kase of [first, second])
      await gql(stack, ADD, { input: { caseId: kase.id, lienholderId: org.internalID } }, { token: tokens.lawFirm });
    const candidates = await gql(
      stack,
      `query($exclude: String, $lawFirm: String) { viewer { portfolio(first: 100, filter: { isResolved: null, exclude: $exclude, lawFirm: $lawFirm }) { edges { node { id lawFirm { internalID } } } } } }`,
      { exclude: first.internalID, lawFirm: first.lawFirm.internalID },
      { token: tokens.funder },
    );
    const nodes = candidates.body.data.viewer.portfolio.edges.map((edge: any) => edge.node);
    expect(nodes.map((node: any) => node.id)).toContain(second.id);
    expect(nodes.every((node: any) => node.id !== first.id && node.lawFirm.internalID === first.lawFirm.internalID)).toBe(true);

    const preview = await gql(
      stack,
      `query($a: ID!, $b: ID!) { viewer { mergePreview(caseId: $a, duplicateId: $b) { lastPreviewedAt } } }`,
      { a: first.id, b: second.id },
      { token: tokens.funder },
    );
    const merged = await gql(
      stack,
      `mutation($input: MergeCasesInput!) { mergeCases(input: $input) { case { id } userErrors { message } } }`,
      { input: { caseId: first.id, duplicateId: second.id, lastPreviewedAt: preview.body.data.viewer.mergePreview.lastPreviewedAt } },
      { token: tokens.funder },
    );
    expect(merged.body.data.mergeCases).toEqual({ case: { id: first.id }, userErrors: [] });
  });
});
