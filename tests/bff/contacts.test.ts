// The Contacts tab through GraphQL: sections with plural titles and the former law firm, contacts search, Assign
// to me, the add/create/delete mutations with their userErrors (incl. CONFIRMATION_REQUIRED), batching per page.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_EMAILS, loginAs } from '../../registry/testing.ts';
import { gql, startBffStack, type BffStack } from './helpers.ts';

let stack: BffStack;
const tokens: Record<string, string> = {};
let soleCaseId: string; // a case of law firm 1 where the provider is the only lienholder
let sharedCaseId: string; // a case of law firm 1 with several lienholders, the provider among them

const SECTIONS = `query($id: String!) { viewer { case(internalID: $id) { contactOrganizations { title cards {
  id isFormer isOwn canManageContacts isViewerAssigned lastActiveAt organization { id internalID name website }
  contacts { id fullName canDelete isAccountDeactivated } viewerContact { id fullName } } } } } }`;

const sectionsOf = async (token: string, id: string) =>
  (await gql(stack, SECTIONS, { id }, { token })).body.data.viewer.case.contactOrganizations as any[];
const cardOf = (sections: any[], name: string) =>
  sections.flatMap((section) => section.cards).find((card) => card.organization.name === name);

beforeAll(async () => {
  stack = await startBffStack();
  for (const key of ['lawFirm', 'lawFirm2', 'provider'] as const) tokens[key] = await loginAs(stack.registry.url, DEMO_EMAILS[key]);
  const cases = (
    await gql(
      stack,
      `{ viewer { portfolio(first: 100, filter: { isClosed: null }) { edges { node { internalID hasSingleLienholder lienholders { name } } } } } }`,
      {},
      { token: tokens.lawFirm },
    )
  ).body.data.viewer.portfolio.edges.map((edge: any) => edge.node);
  const withProvider = cases.filter((c: any) => c.lienholders.some((l: any) => l.name === 'Riverside Spine & Rehab'));
  soleCaseId = withProvider.find((c: any) => c.hasSingleLienholder).internalID;
  sharedCaseId = withProvider.find((c: any) => c.lienholders.length > 1).internalID;
});
afterAll(() => stack?.close());

describe('contact organisations', () => {
  test('the Law Firms section first, lienholders under plural type titles; Assign to me only on the own card', async () => {
    const sections = await sectionsOf(tokens.provider, sharedCaseId);
    expect(sections[0].title).toBe('Law Firms');
    expect(sections.map((s) => s.title)).toContain('Medical Practices');
    expect(sections.every((s) => ['Law Firms', 'Medical Practices', 'Funders', 'Health Insurers'].includes(s.title))).toBe(true);
    const own = cardOf(sections, 'Riverside Spine & Rehab');
    expect(own).toMatchObject({
      isOwn: true,
      canManageContacts: true,
      isViewerAssigned: false,
      viewerContact: { fullName: 'Priya Raman' },
    });
    // Several lienholders: the provider does not manage the firm's contacts.
    expect(cardOf(sections, 'Hartwell & Associates')).toMatchObject({ isOwn: false, canManageContacts: false, viewerContact: null });
    expect(cardOf(await sectionsOf(tokens.provider, soleCaseId), 'Hartwell & Associates').canManageContacts).toBe(true);
  });

  test('Assign to me, then Unassign from me, seen by the law firm', async () => {
    const ASSIGN = `mutation($input: AssignCaseToMeInput!) { assignCaseToMe(input: $input) { case { contactOrganizations { cards { organization { name } isViewerAssigned contacts { fullName } } } } userErrors { message } } }`;
    // The demo data may already have a colleague on the case: Assign to me adds the viewer beside them.
    const namesOn = (sections: any[]) =>
      cardOf(sections, 'Riverside Spine & Rehab')
        .contacts.map((c: any) => c.fullName)
        .sort();
    const before = namesOn(await sectionsOf(tokens.provider, sharedCaseId));
    expect(before).not.toContain('Priya Raman');
    const assigned = await gql(stack, ASSIGN, { input: { caseId: sharedCaseId } }, { token: tokens.provider });
    expect(assigned.body.data.assignCaseToMe.userErrors).toEqual([]);
    expect(cardOf(assigned.body.data.assignCaseToMe.case.contactOrganizations, 'Riverside Spine & Rehab').isViewerAssigned).toBe(true);
    expect(namesOn(assigned.body.data.assignCaseToMe.case.contactOrganizations)).toEqual([...before, 'Priya Raman'].sort());
    expect(namesOn(await sectionsOf(tokens.lawFirm, sharedCaseId))).toEqual([...before, 'Priya Raman'].sort());
    const twice = await gql(stack, ASSIGN, { input: { caseId: sharedCaseId } }, { token: tokens.provider });
    expect(twice.body.data.assignCaseToMe.userErrors).toEqual([{ message: 'Cannot add a duplicate contact' }]);

    const unassigned = await gql(
      stack,
      `mutation($input: AssignCaseToMeInput!) { unassignCaseFromMe(input: $input) { case { contactOrganizations { cards { isOwn isViewerAssigned } } } userErrors { message } } }`,
      { input: { caseId: sharedCaseId } },
      { token: tokens.provider },
    );
    const own = unassigned.body.data.unassignCaseFromMe.case.contactOrganizations.flatMap((s: any) => s.cards).find((c: any) => c.isOwn);
    expect(own.isViewerAssigned).toBe(false);
    // The law firm side goes through its own path.
    const firm = await gql(
      stack,
      `mutation($input: AssignCaseToMeInput!) { assignCaseToMe(input: $input) { userErrors { message } } }`,
      { input: { caseId: sharedCaseId } },
      { token: tokens.lawFirm },
    );
    expect(firm.body.data.assignCaseToMe.userErrors).toEqual([]);
    // Another firm's case is not found.
    const other = await gql(
      stack,
      `mutation($input: AssignCaseToMeInput!) { assignCaseToMe(input: $input) { userErrors { code } } }`,
      { input: { caseId: sharedCaseId } },
      { token: tokens.lawFirm2 },
    );
    expect(other.body.data.assignCaseToMe.userErrors[0].code).toBe('NOT_FOUND');
  });

  test('create asks a lienholder to confirm an e-mail outside the verified domain, then adds and assigns; search and delete', async () => {
    const firmCard = cardOf(await sectionsOf(tokens.provider, soleCaseId), 'Hartwell & Associates');
    const CREATE = `mutation($input: CreateContactInput!) { createContact(input: $input) { contact { id fullName canDelete } case { internalID } userErrors { field message code } } }`;
    const input = {
      organizationId: firmCard.organization.id,
      caseId: soleCaseId,
      firstName: 'Nora',
      lastName: 'Vance',
      email: 'nora@gmail.example',
    };
    const asked = await gql(stack, CREATE, { input }, { token: tokens.provider });
    expect(asked.body.data.createContact.userErrors).toEqual([
      {
        field: null,
        message: 'Nothing in nora@gmail.example matches a verified domain of Hartwell & Associates.',
        code: 'CONFIRMATION_REQUIRED',
      },
    ]);
    const missing = await gql(stack, CREATE, { input: { ...input, firstName: '', email: 'bad' } }, { token: tokens.provider });
    expect(missing.body.data.createContact.userErrors).toEqual([
      { field: 'firstName', message: 'This field is required.', code: 'INVALID' },
      { field: 'email', message: 'Enter a valid email address.', code: 'INVALID' },
    ]);
    const created = await gql(stack, CREATE, { input: { ...input, confirmEmail: true } }, { token: tokens.provider });
    expect(created.body.data.createContact).toMatchObject({
      contact: { fullName: 'Nora Vance' },
      case: { internalID: soleCaseId },
      userErrors: [],
    });
    const nora = created.body.data.createContact.contact.id;
    expect(cardOf(await sectionsOf(tokens.lawFirm, soleCaseId), 'Hartwell & Associates').contacts.map((c: any) => c.fullName)).toContain(
      'Nora Vance',
    );

    const SEARCH = `query($org: ID!, $case: ID) { node(id: $org) { ... on Organization { contacts(search: "nora", caseId: $case) { id fullName canDelete } } } }`;
    const found = await gql(stack, SEARCH, { org: firmCard.organization.id, case: soleCaseId }, { token: tokens.provider });
    expect(found.body.data.node.contacts).toEqual([{ id: nora, fullName: 'Nora Vance', canDelete: true }]);

    const ADD = `mutation($input: CaseContactInput!) { addCaseContact(input: $input) { userErrors { field message } } }`;
    expect(
      (await gql(stack, ADD, { input: { caseId: soleCaseId, contactId: nora } }, { token: tokens.provider })).body.data.addCaseContact
        .userErrors,
    ).toEqual([{ field: 'contactId', message: 'Cannot add a duplicate contact' }]);
    const DELETE = `mutation($input: DeleteContactInput!) { deleteContact(input: $input) { deletedContactId case { internalID } userErrors { code } } }`;
    expect(
      (await gql(stack, DELETE, { input: { contactId: nora, caseId: sharedCaseId } }, { token: tokens.provider })).body.data.deleteContact
        .userErrors,
    ).toEqual([{ code: 'FORBIDDEN' }]);
    expect(
      (await gql(stack, DELETE, { input: { contactId: nora, caseId: soleCaseId } }, { token: tokens.provider })).body.data.deleteContact,
    ).toEqual({
      deletedContactId: nora,
      case: { internalID: soleCaseId },
      userErrors: [],
    });
  });

  test("a page of cases reads every case's contact organisations in a fixed number of registry calls", async () => {
    const calls = async (first: number) =>
      (
        await gql(
          stack,
          `query($first: Int) { viewer { portfolio(first: $first) { edges { node { contactOrganizations { title cards { contacts { fullName } } } } } } } }`,
          { first },
          { token: tokens.lawFirm },
        )
      ).body.extensions!.upstreamCalls;
    await calls(1);
    expect(await calls(5)).toBe(await calls(25));
  });
});
