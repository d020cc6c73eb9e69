// Password reset, the verification gate's flag and provider invitations through GraphQL: requestPasswordReset and
// resetPassword work without a session (the same answer for any e-mail; TOKEN_EXPIRED on `token`; policy texts on
// newPassword), the reset ends the browser's session; Account.isRegistrationPending; a law firm's inviteProvider,
// providerInvitations and resendProviderInvitation with userErrors, refused for lienholders and signed-out callers.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PASSWORD_MESSAGES } from '../../registry/auth/password-policy.ts';
import { DEMO_EMAILS } from '../../registry/testing.ts';
import { createUser } from '../contract/helpers.ts';
import { gql, graphqlLogin, startBffStack, type BffStack } from './helpers.ts';

let stack: BffStack;
const PASSWORD = 'old-password-1';
const NEW_PASSWORD = 'a brand new passphrase';

const REQUEST = `mutation($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { sent userErrors { field message code } } }`;
const RESET = `mutation($input: ResetPasswordInput!) { resetPassword(input: $input) { success userErrors { field message code } } }`;
const ME = `{ viewer { user { email } activeAccount { isRegistrationPending } } }`;
const INVITE = `mutation($input: InviteProviderInput!) { inviteProvider(input: $input) {
  invitation { id internalID toEmail toName state fromLawFirmName viewerCan { resend } }
  invitationEdge { cursor node { internalID } } userErrors { field message code } } }`;
const RESEND = `mutation($input: ResendProviderInvitationInput!) { resendProviderInvitation(input: $input) {
  invitation { internalID state lastSentAt } userErrors { field message code } } }`;
const LIST = `query($first: Int, $after: String) { viewer { canInviteProviders providerInvitations(first: $first, after: $after) {
  totalCount edges { cursor node { internalID toEmail state } } pageInfo { hasNextPage endCursor } } } }`;

async function resetLink(email: string) {
  await stack.registry.registry.adapters.jobs.idle();
  const row = await stack.registry.registry.db
    .selectFrom('mail_outbox')
    .select(['to', 'text'])
    .where('tag', '=', 'password-reset')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const match = /\/password\/reset\/confirm\/([0-9a-f-]{36})\/([A-Za-z0-9_-]+)/.exec(row.find((r) => r.to[0] === email)!.text)!;
  return { uid: match[1]!, token: match[2]! };
}

beforeAll(async () => {
  stack = await startBffStack();
});
afterAll(() => stack?.close());

describe('password reset', () => {
  test('request and reset without a session; the old browser session ends; the link works once', async () => {
    const user = await createUser(stack.registry.registry.db, { password: PASSWORD });
    const browser = await graphqlLogin(stack, user.email, PASSWORD);
    expect(
      (await gql(stack, ME, {}, { cookie: browser.cookie, headers: { 'x-requested-with': 'fetch' } })).body.data.viewer,
    ).not.toBeNull();

    for (const email of [user.email, 'nobody@example.test'])
      expect((await gql(stack, REQUEST, { input: { email } })).body.data.requestPasswordReset).toEqual({ sent: true, userErrors: [] });
    expect((await gql(stack, REQUEST, { input: { email: 'nope' } })).body.data.requestPasswordReset).toEqual({
      sent: false,
      userErrors: [{ field: 'email', message: 'Enter a valid email address.', code: 'INVALID' }],
    });

    const link = await resetLink(user.email);
    const reset = (input: Record<string, string>) => gql(stack, RESET, { input: { ...link, ...input } });
    expect((await reset({ newPassword: 'x7q!', reNewPassword: 'x7q!' })).body.data.resetPassword).toEqual({
      success: false,
      userErrors: [{ field: 'newPassword', message: PASSWORD_MESSAGES.tooShort, code: 'INVALID' }],
    });
    expect((await reset({ newPassword: NEW_PASSWORD, reNewPassword: 'something else' })).body.data.resetPassword).toEqual({
      success: false,
      userErrors: [{ field: 'reNewPassword', message: PASSWORD_MESSAGES.mismatch, code: 'INVALID' }],
    });
    expect((await reset({ newPassword: NEW_PASSWORD, reNewPassword: NEW_PASSWORD })).body.data.resetPassword).toEqual({
      success: true,
      userErrors: [],
    });
    expect(
      (await gql(stack, ME, {}, { cookie: browser.cookie, headers: { 'x-requested-with': 'fetch' } })).body.data?.viewer ?? null,
    ).toBeNull();
    expect((await reset({ newPassword: 'another passphrase', reNewPassword: 'another passphrase' })).body.data.resetPassword).toEqual({
      success: false,
      userErrors: [{ field: 'token', message: 'Your invite token has expired.', code: 'TOKEN_EXPIRED' }],
    });
    expect(
      (await reset({ uid: 'not-a-uuid', newPassword: NEW_PASSWORD, reNewPassword: NEW_PASSWORD })).body.data.resetPassword.userErrors,
    ).toEqual([{ field: 'token', message: 'Your invite token has expired.', code: 'TOKEN_EXPIRED' }]);
    expect((await graphqlLogin(stack, user.email, PASSWORD)).token).toBeNull();
    expect((await graphqlLogin(stack, user.email, NEW_PASSWORD)).token).toBeTruthy();
  });

  test('Account.isRegistrationPending', async () => {
    const user = await createUser(stack.registry.registry.db, { password: PASSWORD });
    await stack.registry.registry.db
      .updateTable('accounts')
      .set({ is_registration_pending: true })
      .where('id', '=', user.accountId)
      .execute();
    const { token } = await graphqlLogin(stack, user.email, PASSWORD);
    expect((await gql(stack, `{ registrationPending }`, {}, { token: token! })).body.data).toEqual({ registrationPending: true });
    expect((await gql(stack, `{ registrationPending }`)).body.data).toEqual({ registrationPending: false });
    expect((await gql(stack, ME, {}, { token: token! })).body.data.viewer).toEqual({
      user: { email: user.email },
      activeAccount: { isRegistrationPending: true },
    });
    const { token: firm } = await graphqlLogin(stack, DEMO_EMAILS.lawFirm);
    expect((await gql(stack, ME, {}, { token: firm! })).body.data.viewer.activeAccount).toEqual({ isRegistrationPending: false });
    expect((await gql(stack, `{ registrationPending }`, {}, { token: firm! })).body.data).toEqual({ registrationPending: false });
  });
});

describe('provider invitations', () => {
  test('a law firm invites, lists (newest first, paged) and resends; a duplicate is a userError', async () => {
    const { token } = await graphqlLogin(stack, DEMO_EMAILS.lawFirm);
    const invite = (email: string) => gql(stack, INVITE, { input: { email, name: 'Dr. Who' } }, { token: token! });
    const first = (await invite('bff-one@provider.test')).body.data.inviteProvider;
    expect(first).toMatchObject({
      invitation: { toEmail: 'bff-one@provider.test', toName: 'Dr. Who', state: 'SENT', viewerCan: { resend: true } },
      userErrors: [],
    });
    expect(first.invitationEdge.node.internalID).toBe(first.invitation.internalID);
    const second = (await invite('bff-two@provider.test')).body.data.inviteProvider;
    expect((await invite('BFF-ONE@provider.test')).body.data.inviteProvider).toMatchObject({
      invitation: null,
      invitationEdge: null,
      userErrors: [{ field: 'email', code: 'INVALID' }],
    });

    const page1 = (await gql(stack, LIST, { first: 1 }, { token: token! })).body.data.viewer;
    expect(page1.canInviteProviders).toBe(true);
    expect(page1.providerInvitations.totalCount).toBe(2);
    expect(page1.providerInvitations.edges.map((e: any) => e.node.internalID)).toEqual([second.invitation.internalID]);
    expect(page1.providerInvitations.pageInfo.hasNextPage).toBe(true);
    const page2 = (await gql(stack, LIST, { first: 1, after: page1.providerInvitations.pageInfo.endCursor }, { token: token! })).body.data
      .viewer.providerInvitations;
    expect(page2.edges.map((e: any) => e.node.internalID)).toEqual([first.invitation.internalID]);
    expect(page2.pageInfo.hasNextPage).toBe(false);

    const resent = (await gql(stack, RESEND, { input: { invitationId: first.invitation.id } }, { token: token! })).body.data
      .resendProviderInvitation;
    expect(resent).toMatchObject({ invitation: { internalID: first.invitation.internalID, state: 'SENT' }, userErrors: [] });
    const node = await gql(
      stack,
      `query($id: ID!) { node(id: $id) { ... on ProviderInvitation { toEmail } } }`,
      { id: first.invitation.id },
      {
        token: token!,
      },
    );
    expect(node.body.data.node).toEqual({ toEmail: 'bff-one@provider.test' });

    // Another law firm: not its invitation.
    const { token: other } = await graphqlLogin(stack, DEMO_EMAILS.lawFirm2);
    expect(
      (await gql(stack, RESEND, { input: { invitationId: first.invitation.id } }, { token: other! })).body.data.resendProviderInvitation,
    ).toMatchObject({
      invitation: null,
      userErrors: [{ code: 'NOT_FOUND' }],
    });
    expect((await gql(stack, LIST, {}, { token: other! })).body.data.viewer.providerInvitations.totalCount).toBe(0);
  });

  test('lienholders and signed-out callers are refused', async () => {
    const { token } = await graphqlLogin(stack, DEMO_EMAILS.provider);
    const lienholder = await gql(stack, INVITE, { input: { email: 'x@provider.test' } }, { token: token! });
    expect(lienholder.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const list = await gql(stack, LIST, {}, { token: token! });
    expect(list.body).toEqual({
      data: { viewer: { canInviteProviders: false, providerInvitations: null } },
      extensions: expect.anything(),
    });
    expect((await gql(stack, `{ viewer { canInviteProviders } }`, {}, { token: token! })).body.data.viewer.canInviteProviders).toBe(false);
    const anonymous = await gql(stack, INVITE, { input: { email: 'x@provider.test' } });
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const resend = await gql(stack, RESEND, { input: { invitationId: 'whatever' } });
    expect(resend.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
