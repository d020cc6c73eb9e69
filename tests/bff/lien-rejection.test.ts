// Lien rejection through GraphQL: the law firm rejects, the lienholder sees the reasons and resubmits or names the
// new law firm, the registry's texts come back as userErrors on the input names, and the wrong side is refused.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_EMAILS, loginAs } from '../../registry/testing.ts';
import { gql, startBffStack, type BffStack } from './helpers.ts';

let stack: BffStack;
const tokens: Record<string, string> = {};
let shared: Array<{ caseId: string; lienId: string }>;

const REJECT = `mutation($input: RejectLienVerificationInput!) { rejectLienVerification(input: $input) {
  lien { internalID hasOpenRejection rejectionNote verificationStatus } userErrors { field message code } } }`;
const RESOLVE = `mutation($input: ResolveLienRejectionInput!) { resolveLienRejection(input: $input) {
  lien { internalID hasOpenRejection rejectionNote verificationStatus } case { lawFirm { name } } userErrors { field message code } } }`;
const CHANGE = `mutation($input: ChangeCaseLawFirmInput!) { changeCaseLawFirm(input: $input) {
  case { internalID lawFirm { name } userLien { hasAttorneyChanged } } userErrors { field message code } } }`;
const OWN = `query($id: String!) { viewer { case(internalID: $id) { userLien { hasOpenRejection rejectionNote verificationStatus } } } }`;

beforeAll(async () => {
  stack = await startBffStack();
  for (const key of ['lawFirm', 'lawFirm2', 'provider'] as const) tokens[key] = await loginAs(stack.registry.url, DEMO_EMAILS[key]);
  const firmCases = new Set(
    (
      await gql(
        stack,
        `{ viewer { portfolio(first: 100, filter: { isClosed: null }) { edges { node { internalID } } } } }`,
        {},
        { token: tokens.lawFirm },
      )
    ).body.data.viewer.portfolio.edges.map((edge: any) => edge.node.internalID),
  );
  const mine = await gql(
    stack,
    `{ viewer { portfolio(first: 100) { edges { node { internalID userLien { internalID } } } } } }`,
    {},
    { token: tokens.provider },
  );
  shared = mine.body.data.viewer.portfolio.edges
    .filter((edge: any) => firmCases.has(edge.node.internalID))
    .map((edge: any) => ({ caseId: edge.node.internalID, lienId: edge.node.userLien.internalID }));
});
afterAll(() => stack?.close());

async function directoryId(name: string) {
  const reply = await gql(
    stack,
    `query($search: String) { viewer { lawFirmDirectory(search: $search) { internalID name } } }`,
    { search: name },
    { token: tokens.provider },
  );
  return reply.body.data.viewer.lawFirmDirectory[0].internalID as string;
}

describe('rejectLienVerification and resolveLienRejection', () => {
  test('the reasons are required; the lienholder sees them; resubmitting needs a note and clears the rejection', async () => {
    const { caseId, lienId } = shared[0]!;
    const empty = await gql(stack, REJECT, { input: { lienId, note: '' } }, { token: tokens.lawFirm });
    expect(empty.body.data.rejectLienVerification).toEqual({
      lien: null,
      userErrors: [{ field: 'note', message: 'This field is required.', code: 'INVALID' }],
    });

    const rejected = await gql(stack, REJECT, { input: { lienId, note: 'No itemised bill' } }, { token: tokens.lawFirm });
    expect(rejected.body.data.rejectLienVerification).toMatchObject({
      lien: { hasOpenRejection: true, rejectionNote: 'No itemised bill' },
      userErrors: [],
    });
    const twice = await gql(stack, REJECT, { input: { lienId, note: 'Again' } }, { token: tokens.lawFirm });
    expect(twice.body.data.rejectLienVerification.userErrors).toEqual([
      { field: null, message: 'This lien already has an open rejection. Wait for the lienholder to resolve it.', code: 'INVALID' },
    ]);
    const seen = await gql(stack, OWN, { id: caseId }, { token: tokens.provider });
    expect(seen.body.data.viewer.case.userLien).toMatchObject({ hasOpenRejection: true, rejectionNote: 'No itemised bill' });

    const noNote = await gql(stack, RESOLVE, { input: { lienId, path: 'RESUBMIT' } }, { token: tokens.provider });
    expect(noNote.body.data.resolveLienRejection.userErrors).toEqual([
      { field: 'note', message: 'This field is required. Please provide additional information to the law firm.', code: 'INVALID' },
    ]);
    const unknown = await gql(stack, RESOLVE, { input: { lienId, path: 'X' } }, { token: tokens.provider });
    expect(unknown.body.data.resolveLienRejection.userErrors).toEqual([
      { field: 'path', message: '"X" is not a valid choice.', code: 'INVALID' },
    ]);
    const noFirm = await gql(stack, RESOLVE, { input: { lienId, path: 'CHANGE_LAW_FIRM' } }, { token: tokens.provider });
    expect(noFirm.body.data.resolveLienRejection.userErrors).toEqual([
      { field: 'lawFirmId', message: 'This field is required.', code: 'INVALID' },
    ]);

    const resubmitted = await gql(
      stack,
      RESOLVE,
      { input: { lienId, path: 'RESUBMIT', note: 'Bill uploaded' } },
      { token: tokens.provider },
    );
    expect(resubmitted.body.data.resolveLienRejection).toMatchObject({
      lien: { hasOpenRejection: false, rejectionNote: null, verificationStatus: 'RESUBMITTED' },
      case: { lawFirm: { name: 'Hartwell & Associates' } },
      userErrors: [],
    });
  });

  test('the wrong side is turned away; another firm gets NOT_FOUND', async () => {
    const { lienId } = shared[1]!;
    const byLienholder = await gql(stack, REJECT, { input: { lienId, note: 'x' } }, { token: tokens.provider });
    expect(byLienholder.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const byFirm = await gql(stack, RESOLVE, { input: { lienId, path: 'RESUBMIT', note: 'x' } }, { token: tokens.lawFirm });
    expect(byFirm.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const otherFirm = await gql(stack, REJECT, { input: { lienId, note: 'x' } }, { token: tokens.lawFirm2 });
    expect(otherFirm.body.data.rejectLienVerification.userErrors).toEqual([{ field: null, message: 'Not found.', code: 'NOT_FOUND' }]);
  });

  test('answering with the new law firm moves the case and clears the rejection', async () => {
    const { lienId } = shared[1]!;
    await gql(stack, REJECT, { input: { lienId, note: 'Not our client' } }, { token: tokens.lawFirm });
    const reply = await gql(
      stack,
      RESOLVE,
      { input: { lienId, path: 'CHANGE_LAW_FIRM', lawFirmId: await directoryId('Morales') } },
      { token: tokens.provider },
    );
    expect(reply.body.data.resolveLienRejection).toMatchObject({
      lien: { hasOpenRejection: false },
      case: { lawFirm: { name: 'Morales Cole Trial Lawyers' } },
      userErrors: [],
    });
  });
});

describe('changeCaseLawFirm', () => {
  test('the lienholder sets the new firm and stays on the case; the same firm is a userError; a law firm is refused', async () => {
    const { caseId } = shared[2]!;
    const same = await gql(stack, CHANGE, { input: { caseId, lawFirmId: await directoryId('Hartwell') } }, { token: tokens.provider });
    expect(same.body.data.changeCaseLawFirm.userErrors).toEqual([
      { field: 'lawFirmId', message: 'This law firm already represents the plaintiff on this case.', code: 'INVALID' },
    ]);
    const missing = await gql(stack, CHANGE, { input: { caseId } }, { token: tokens.provider });
    expect(missing.body.data.changeCaseLawFirm.userErrors).toEqual([
      { field: 'lawFirmId', message: 'This field is required.', code: 'INVALID' },
    ]);
    const byFirm = await gql(stack, CHANGE, { input: { caseId, lawFirmId: await directoryId('Morales') } }, { token: tokens.lawFirm });
    expect(byFirm.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const changed = await gql(
      stack,
      CHANGE,
      { input: { caseId, lawFirmId: await directoryId('Morales'), note: 'New counsel' } },
      { token: tokens.provider },
    );
    expect(changed.body.data.changeCaseLawFirm).toEqual({
      case: { internalID: caseId, lawFirm: { name: 'Morales Cole Trial Lawyers' }, userLien: { hasAttorneyChanged: true } },
      userErrors: [],
    });
  });
});
