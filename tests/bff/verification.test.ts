// Staff verification through GraphQL: the contacts and organisations tables with counts and paging, verifyContact
// with the e-mail-domain confirmation round trip (CONFIRMATION_REQUIRED, then confirmed), needs more information
// (the row stays, note updated), could not verify, verifyLegalOrganization against a Verified Match, saveVerifiedMatch
// and the drawer's list; null / FORBIDDEN for everyone but staff.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from '../../registry/db/schema.ts';
import { DEMO_EMAILS, loginAs } from '../../registry/testing.ts';
import { gql, startBffStack, type BffStack } from './helpers.ts';

let stack: BffStack;
const tokens: Record<string, string> = {};
const db = (): Kysely<Database> => stack.registry.registry.db;

beforeAll(async () => {
  stack = await startBffStack();
  for (const key of ['lawFirm', 'provider', 'staff'] as const) tokens[key] = await loginAs(stack.registry.url, DEMO_EMAILS[key]);
});
afterAll(() => stack?.close());

async function organization(name: string, website = '') {
  return (
    await db()
      .insertInto('legal_organizations')
      .values({ name, type: 'MEDICAL_PRACTICE', website })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}
async function contact(organizationId: string, first: string, email: string) {
  return (
    await db()
      .insertInto('contacts')
      .values({ first_name: first, last_name: 'Tester', email, legal_organization_id: organizationId })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}

const CONTACTS = `query($search: String, $status: StaffVerificationStatus, $first: Int, $after: String) {
  viewer {
    verificationCounts(modelType: CONTACT, search: $search) { new needsMoreInformation }
    verificationContacts(search: $search, status: $status, first: $first, after: $after) {
      totalCount
      pageInfo { hasNextPage endCursor }
      edges { node { id internalID firstName email status dismissedVerificationNote canVerify legalOrganization { name } } }
    }
  }
}`;
const ORGS = `query($search: String) {
  viewer {
    verificationCounts(modelType: LEGAL_ORGANIZATION, search: $search) { new needsMoreInformation }
    verificationOrganizations(search: $search) { totalCount edges { node { id internalID name status kind caseCount address { city } } } }
    verifiedMatches(search: $search) { totalCount edges { node { id name lastVerifiedAt contactEmails } } }
  }
}`;
const VERIFY = `mutation($input: VerifyContactInput!) { verifyContact(input: $input) { removedId contact { status firstName } userErrors { field message code } } }`;
const NMI = `mutation($input: MarkVerificationNeedsMoreInformationInput!) {
  markVerificationNeedsMoreInformation(input: $input) { removedId contact { status dismissedVerificationNote } organization { status } userErrors { field message code } }
}`;
const CNV = `mutation($input: MarkVerificationCouldNotVerifyInput!) { markVerificationCouldNotVerify(input: $input) { removedId userErrors { field message code } } }`;
const VERIFY_ORG = `mutation($input: VerifyLegalOrganizationInput!) { verifyLegalOrganization(input: $input) { removedId organization { status verifiedMatch { name } } userErrors { field message code } } }`;
const SAVE = `mutation($input: SaveVerifiedMatchInput!) { saveVerifiedMatch(input: $input) { verifiedMatch { id name lastVerifiedAt contactEmails } userErrors { field message code } } }`;

const staff = () => ({ token: tokens.staff });
const matchInput = (name: string) => ({
  name,
  type: 'MEDICAL_PRACTICE',
  address1: '2 Elm St',
  city: 'Denver',
  state: 'CO',
  zipCode: '80202',
  email: 'desk@elm.example',
  website: 'elm.example',
});

describe('staff', () => {
  test('contacts: list and paging, needs more information keeps the row, verify with the confirmation round trip', async () => {
    const tag = `Gq${randomUUID().slice(0, 6)}`;
    const org = await organization(`${tag} Clinic`, 'https://clinic-gq.example');
    const ids = [];
    for (let index = 0; index < 3; index += 1) ids.push(await contact(org, `${tag}${index}`, `p${index}@other.example`));
    const first = await gql(stack, CONTACTS, { search: tag, first: 2 }, staff());
    const list = first.body.data.viewer.verificationContacts;
    expect(list.totalCount).toBe(3);
    expect(list.edges).toHaveLength(2);
    expect(list.pageInfo.hasNextPage).toBe(true);
    const next = await gql(stack, CONTACTS, { search: tag, first: 2, after: list.pageInfo.endCursor }, staff());
    expect(next.body.data.viewer.verificationContacts.edges).toHaveLength(1);
    expect(first.body.data.viewer.verificationCounts).toEqual({ new: 3, needsMoreInformation: 0 });

    const row = list.edges[0].node;
    const asked = await gql(stack, NMI, { input: { id: row.id, note: 'Which office?' } }, staff());
    expect(asked.body.data.markVerificationNeedsMoreInformation).toMatchObject({
      removedId: null,
      contact: { status: 'NEEDS_MORE_INFORMATION', dismissedVerificationNote: 'Which office?' },
      userErrors: [],
    });

    const input = { id: row.id, firstName: 'Pat', email: row.email, verificationReason: 'Phoned', verifyEmailDomain: true };
    const mismatch = await gql(stack, VERIFY, { input }, staff());
    expect(mismatch.body.data.verifyContact.userErrors).toEqual([
      {
        field: 'verifyEmailDomain',
        code: 'CONFIRMATION_REQUIRED',
        message: `This contact is listed with ${tag} Clinic ... but their email (${row.email}) does not match the organization's domain (clinic-gq.example). Are you sure you want to verify this contact?`,
      },
    ]);
    const confirmed = await gql(stack, VERIFY, { input: { ...input, confirmed: true } }, staff());
    expect(confirmed.body.data.verifyContact).toMatchObject({
      removedId: row.id,
      contact: { status: 'VERIFIED', firstName: 'Pat' },
      userErrors: [],
    });
    const after = await gql(stack, CONTACTS, { search: tag }, staff());
    expect(after.body.data.viewer.verificationCounts).toEqual({ new: 2, needsMoreInformation: 0 });

    const invalid = await gql(stack, VERIFY, { input: { ...input, id: list.edges[1].node.id, firstName: '', email: 'nope' } }, staff());
    expect(invalid.body.data.verifyContact.userErrors.map((error: any) => error.field).sort()).toEqual(['email', 'firstName']);
    const gone = await gql(stack, CNV, { input: { id: list.edges[1].node.id, note: 'No answer' } }, staff());
    expect(gone.body.data.markVerificationCouldNotVerify).toEqual({ removedId: list.edges[1].node.id, userErrors: [] });
    const again = await gql(stack, CNV, { input: { id: list.edges[1].node.id, note: 'No answer' } }, staff());
    expect(again.body.data.markVerificationCouldNotVerify.userErrors[0].code).toBe('CONFLICT');
  });

  test('organisations: verify against a Verified Match added in the drawer', async () => {
    const tag = `Og${randomUUID().slice(0, 6)}`;
    await organization(`${tag} Listed`);
    const saved = await gql(stack, SAVE, { input: matchInput(`${tag} Verified`) }, staff());
    const match = saved.body.data.saveVerifiedMatch.verifiedMatch;
    expect(match).toMatchObject({ name: `${tag} Verified`, contactEmails: ['desk@elm.example'] });
    expect(match.lastVerifiedAt).not.toBeNull();
    const bad = await gql(stack, SAVE, { input: { ...matchInput(''), zipCode: 'x', id: match.id, email: 'a@b.example' } }, staff());
    expect(bad.body.data.saveVerifiedMatch.userErrors.map((error: any) => error.field).sort()).toEqual(['email', 'name', 'zipCode']);
    const edited = await gql(stack, SAVE, { input: { ...matchInput(`${tag} Verified 2`), email: null, id: match.id } }, staff());
    expect(edited.body.data.saveVerifiedMatch.verifiedMatch.name).toBe(`${tag} Verified 2`);

    const reply = await gql(stack, ORGS, { search: tag }, staff());
    const { verificationOrganizations, verifiedMatches, verificationCounts } = reply.body.data.viewer;
    expect(verificationCounts).toEqual({ new: 1, needsMoreInformation: 0 });
    expect(verificationOrganizations.edges.map((edge: any) => edge.node.name)).toEqual([`${tag} Listed`]);
    expect(verifiedMatches.edges.map((edge: any) => edge.node.name)).toEqual([`${tag} Verified 2`]);
    const listed = verificationOrganizations.edges[0].node;
    const verified = await gql(stack, VERIFY_ORG, { input: { id: listed.id, verifiedMatchId: match.id } }, staff());
    expect(verified.body.data.verifyLegalOrganization).toMatchObject({
      removedId: listed.id,
      organization: { status: 'VERIFIED', verifiedMatch: { name: `${tag} Verified 2` } },
      userErrors: [],
    });
  });
});

describe('everyone else', () => {
  test('non-staff read null and get FORBIDDEN; nothing changes', async () => {
    const org = await organization(`Nope ${randomUUID().slice(0, 6)}`);
    const id = await contact(org, 'Nobody', 'nobody@x.example');
    const rowId = Buffer.from(`VerificationContact:${id}`).toString('base64');
    const orgId = Buffer.from(`StaffLegalOrganization:${org}`).toString('base64');
    for (const who of ['provider', 'lawFirm'] as const) {
      const options = { token: tokens[who] };
      const contacts = await gql(stack, CONTACTS, {}, options);
      expect(contacts.body.data.viewer.verificationContacts, who).toBeNull();
      expect(contacts.body.data.viewer.verificationCounts, who).toBeNull();
      const orgs = await gql(stack, ORGS, {}, options);
      expect(orgs.body.data.viewer, who).toEqual({ verificationCounts: null, verificationOrganizations: null, verifiedMatches: null });
      for (const [query, input, field] of [
        [VERIFY, { id: rowId, firstName: 'A', email: 'a@b.example', verificationReason: 'x' }, 'verifyContact'],
        [NMI, { id: rowId, note: 'x' }, 'markVerificationNeedsMoreInformation'],
        [CNV, { id: orgId, note: 'x' }, 'markVerificationCouldNotVerify'],
        [VERIFY_ORG, { id: orgId }, 'verifyLegalOrganization'],
        [SAVE, matchInput('Sneaky'), 'saveVerifiedMatch'],
      ] as const) {
        const mutation = await gql(stack, query, { input }, options);
        expect(mutation.body.data[field].userErrors[0].code, `${who} ${field}`).toBe('FORBIDDEN');
      }
    }
    const signedOut = await gql(stack, NMI, { input: { id: rowId, note: 'x' } });
    expect(signedOut.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(
      (await db().selectFrom('contacts').select('verification_status').where('id', '=', id).executeTakeFirstOrThrow()).verification_status,
    ).toBe('NEW');
    expect(await db().selectFrom('legal_organizations').select('id').where('name', '=', 'Sneaky').execute()).toEqual([]);
  });
});
