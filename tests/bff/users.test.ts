// Organisation users through GraphQL: Organization.users (own organisation only), Viewer.canManageUsers, the admins'
// inviteUser / updateUser / deactivateUser / resendInvitation with userErrors, and the public invitation(token:) /
// acceptInvitation, against a real registry.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_EMAILS } from '../../registry/testing.ts';
import { createUser } from '../contract/helpers.ts';
import { gql, graphqlLogin, startBffStack, type BffStack } from './helpers.ts';

let stack: BffStack;
let admin: string;
let otherAdmin: string;
let member: string;
const PASSWORD = 'a-fine-test-password-2';

const USERS = `{ viewer { canManageUsers activeAccount { organization { internalID users { totalCount edges { node {
  id internalID email name firstName lastName role isActive invitationStatus isViewer viewerCan { edit deactivate resendInvitation } } } } } } } }`;
const INVITE = `mutation($input: InviteUserInput!) { inviteUser(input: $input) {
  user { id email role invitationStatus } userEdge { cursor node { id } } userErrors { field message code } } }`;
const UPDATE = `mutation($input: UpdateUserInput!) { updateUser(input: $input) { user { id firstName lastName role } userErrors { field message code } } }`;
const DEACTIVATE = `mutation($input: DeactivateUserInput!) { deactivateUser(input: $input) { user { id isActive viewerCan { deactivate } } userErrors { field message code } } }`;
const RESEND = `mutation($input: ResendInvitationInput!) { resendInvitation(input: $input) { user { id invitationStatus } userErrors { field message code } } }`;
const INVITATION = `query($token: String!) { invitation(token: $token) { invitation { email organizationName organizationInternalID firstName lastName phoneNumber } redirectToLogin errorCode } }`;
const ACCEPT = `mutation($input: AcceptInvitationInput!) { acceptInvitation(input: $input) { accepted redirectToLogin userErrors { field message code } } }`;

async function lastInvitationToken(email: string): Promise<string> {
  await stack.registry.registry.adapters.jobs.idle();
  const rows = await stack.registry.registry.db
    .selectFrom('mail_outbox')
    .select(['to', 'text'])
    .where('tag', '=', 'invitation')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const row = rows.find((candidate) => candidate.to[0]?.toLowerCase() === email.toLowerCase())!;
  return decodeURIComponent(/\/invite\?token=([^\s&]+)/.exec(row.text)![1]!);
}

beforeAll(async () => {
  stack = await startBffStack({ rateLimits: { perAddress: 200 } });
  admin = (await graphqlLogin(stack, DEMO_EMAILS.lawFirm)).token!;
  otherAdmin = (await graphqlLogin(stack, DEMO_EMAILS.lawFirm2)).token!;
  const organizationId = (await gql(stack, `{ viewer { activeAccount { organization { internalID } } } }`, {}, { token: admin })).body.data
    .viewer.activeAccount.organization.internalID;
  const user = await createUser(stack.registry.registry.db, { password: PASSWORD, organizationId });
  member = (await graphqlLogin(stack, user.email, PASSWORD)).token!;
});
afterAll(() => stack?.close());

let invitedId: string;
let invitedEmail: string;

describe('the users table', () => {
  test("admins and members read their organisation's users; only admins may manage them", async () => {
    const mine = (await gql(stack, USERS, {}, { token: admin })).body.data.viewer;
    expect(mine.canManageUsers).toBe(true);
    const rows = mine.activeAccount.organization.users.edges.map((edge: any) => edge.node);
    const self = rows.find((row: any) => row.isViewer);
    expect(self).toMatchObject({ email: DEMO_EMAILS.lawFirm, role: 'ADMIN', isActive: true, viewerCan: { deactivate: false } });
    expect(mine.activeAccount.organization.users.totalCount).toBe(rows.length);

    const theirs = (await gql(stack, USERS, {}, { token: member })).body.data.viewer;
    expect(theirs.canManageUsers).toBe(false);
    for (const edge of theirs.activeAccount.organization.users.edges)
      expect(edge.node.viewerCan).toEqual({ edit: false, deactivate: false, resendInvitation: false });
  });

  test("another organisation's users are not readable (null), not even by node id", async () => {
    const ownId = (await gql(stack, USERS, {}, { token: admin })).body.data.viewer.activeAccount.organization.users.edges[0].node.id;
    const other = await gql(
      stack,
      `query($id: ID!) { node(id: $id) { id ... on OrganizationUser { email } } }`,
      { id: ownId },
      { token: otherAdmin },
    );
    expect(other.body.data.node).toBeNull();
    const organizationId = (await gql(stack, USERS, {}, { token: admin })).body.data.viewer.activeAccount.organization.internalID;
    const { data } = (
      await gql(
        stack,
        `query($id: ID!) { node(id: $id) { ... on Organization { users { totalCount } } } }`,
        { id: Buffer.from(`Organization:${organizationId}`).toString('base64') },
        { token: otherAdmin },
      )
    ).body;
    expect(data?.node?.users ?? null).toBeNull();
    expect((await gql(stack, USERS)).body.data.viewer).toBeNull();
  });
});

describe('admin actions', () => {
  test('inviteUser adds a member with an edge for the list; the spec text for an e-mail already here', async () => {
    invitedEmail = `invitee-${Date.now()}@example.test`;
    const invited = (await gql(stack, INVITE, { input: { email: invitedEmail, firstName: 'Ivy', role: 'USER' } }, { token: admin })).body
      .data.inviteUser;
    expect(invited.userErrors).toEqual([]);
    expect(invited.user).toMatchObject({ email: invitedEmail, role: 'USER', invitationStatus: 'SENT' });
    expect(invited.userEdge.node.id).toBe(invited.user.id);
    invitedId = invited.user.id;

    const again = (await gql(stack, INVITE, { input: { email: invitedEmail } }, { token: admin })).body.data.inviteUser;
    expect(again).toMatchObject({
      user: null,
      userEdge: null,
      userErrors: [{ field: 'email', message: 'User already has an account for this organization.', code: 'INVALID' }],
    });
    expect((await gql(stack, INVITE, { input: { email: 'nope' } }, { token: admin })).body.data.inviteUser.userErrors).toEqual([
      { field: 'email', message: 'Enter a valid email address.', code: 'INVALID' },
    ]);
  });

  test('non-admins, other organisations and anonymous callers are refused', async () => {
    expect(
      (await gql(stack, INVITE, { input: { email: 'x@example.test' } }, { token: member })).body.data.inviteUser.userErrors[0].code,
    ).toBe('FORBIDDEN');
    for (const [query, input] of [
      [UPDATE, { userId: invitedId, firstName: 'A', lastName: 'B' }],
      [DEACTIVATE, { userId: invitedId }],
      [RESEND, { userId: invitedId }],
    ] as const) {
      const name = /\{ (\w+)\(/.exec(query)![1]!;
      expect((await gql(stack, query, { input }, { token: member })).body.data[name].userErrors[0].code).toBe('FORBIDDEN');
      expect((await gql(stack, query, { input }, { token: otherAdmin })).body.data[name].userErrors[0].code).toBe('NOT_FOUND');
      const anonymous = await gql(stack, query, { input });
      expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
    expect((await gql(stack, INVITE, { input: { email: 'x@example.test' } })).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  test('updateUser and resendInvitation; deactivating oneself is refused with the spec text', async () => {
    const updated = (
      await gql(stack, UPDATE, { input: { userId: invitedId, firstName: 'Ivy', lastName: 'Vance', role: 'ADMIN' } }, { token: admin })
    ).body.data.updateUser;
    expect(updated).toMatchObject({ user: { firstName: 'Ivy', lastName: 'Vance', role: 'ADMIN' }, userErrors: [] });
    const missing = (await gql(stack, UPDATE, { input: { userId: invitedId, firstName: '', lastName: 'Vance' } }, { token: admin })).body
      .data.updateUser;
    expect(missing.userErrors).toEqual([{ field: 'firstName', message: 'This field is required.', code: 'INVALID' }]);
    const resent = (await gql(stack, RESEND, { input: { userId: invitedId } }, { token: admin })).body.data.resendInvitation;
    expect(resent).toMatchObject({ user: { invitationStatus: 'SENT' }, userErrors: [] });

    const self = (await gql(stack, USERS, {}, { token: admin })).body.data.viewer.activeAccount.organization.users.edges
      .map((edge: any) => edge.node)
      .find((row: any) => row.isViewer);
    expect((await gql(stack, DEACTIVATE, { input: { userId: self.id } }, { token: admin })).body.data.deactivateUser.userErrors).toEqual([
      { field: null, message: 'You cannot deactivate your own account.', code: 'INVALID' },
    ]);
  });
});

describe('accepting an invitation without a session', () => {
  test('invitation(token:) prefills the form; acceptInvitation sets the password; the link then expires', async () => {
    const token = await lastInvitationToken(invitedEmail);
    expect((await gql(stack, INVITATION, { token: 'bad' })).body.data.invitation).toEqual({
      invitation: null,
      redirectToLogin: false,
      errorCode: 'TOKEN_EXPIRED',
    });
    const opened = (await gql(stack, INVITATION, { token })).body.data.invitation;
    expect(opened).toMatchObject({
      invitation: { email: invitedEmail, firstName: 'Ivy', lastName: 'Vance', phoneNumber: '' },
      errorCode: null,
    });
    const weak = (await gql(stack, ACCEPT, { input: { token, firstName: 'Ivy', lastName: 'Vance', password: 'short1' } })).body.data
      .acceptInvitation;
    expect(weak.accepted).toBe(false);
    expect(weak.userErrors[0]).toMatchObject({ field: 'password', code: 'INVALID' });
    const accepted = (
      await gql(stack, ACCEPT, { input: { token, firstName: 'Ivy', lastName: 'Vance', password: PASSWORD, phoneNumber: '555 0101' } })
    ).body.data.acceptInvitation;
    expect(accepted).toEqual({ accepted: true, redirectToLogin: false, userErrors: [] });
    const again = (await gql(stack, ACCEPT, { input: { token, firstName: 'Ivy', lastName: 'Vance', password: PASSWORD } })).body.data
      .acceptInvitation;
    expect(again.userErrors).toEqual([{ field: 'token', message: 'Your invite token has expired.', code: 'TOKEN_EXPIRED' }]);
    expect((await graphqlLogin(stack, invitedEmail, PASSWORD)).token).toBeTruthy();
  });

  test('a user with a password is sent to sign in', async () => {
    const invited = (await gql(stack, INVITE, { input: { email: DEMO_EMAILS.lawFirm } }, { token: otherAdmin })).body.data.inviteUser;
    expect(invited.userErrors).toEqual([]);
    const token = await lastInvitationToken(DEMO_EMAILS.lawFirm);
    expect((await gql(stack, INVITATION, { token })).body.data.invitation).toEqual({
      invitation: null,
      redirectToLogin: true,
      errorCode: null,
    });
  });

  test('deactivateUser: the member is inactive at once and signed out (it was their only account)', async () => {
    const signedIn = (await graphqlLogin(stack, invitedEmail, PASSWORD)).token!;
    const result = (await gql(stack, DEACTIVATE, { input: { userId: invitedId } }, { token: admin })).body.data.deactivateUser;
    expect(result).toEqual({ user: { id: invitedId, isActive: false, viewerCan: { deactivate: false } }, userErrors: [] });
    expect((await gql(stack, `{ viewer { user { email } } }`, {}, { token: signedIn })).body.data.viewer).toBeNull();
  });
});
