// The organisation's users (Settings › Organization, DECISIONS 8) and invitation acceptance (/invite?token=…,
// DECISIONS 6). `Organization.users` lists the acting organisation's accounts (null for any other organisation);
// `Viewer.canManageUsers` says whether the viewer is an admin; inviteUser, updateUser, deactivateUser and
// resendInvitation are the admins' actions (the registry decides; `viewerCan` on each row says what it will allow).
// `invitation(token:)` and `acceptInvitation` need no session: the token is the credential.
import { cursorToOffset, offsetToCursor } from '@pothos/plugin-relay';
import { builder } from '../builder.ts';
import { viewerOf } from '../context.ts';
import type { InvitationJson, OrganizationUserJson } from '../registry/users.ts';
import { RegistryHttpError } from '../rest/registry-client.ts';
import { internalId } from './ids.ts';
import { OrganizationRef } from './refs.ts';
import { UserError, userErrorsFrom, type UserErrorShape } from './user-errors.ts';
import { viewerCanType } from './viewer-can.ts';
import { Viewer } from './viewer.ts';

const TYPENAME = 'OrganizationUser';

const OrganizationUserRole = builder.enumType('OrganizationUserRole', {
  description: "A member's role in the organisation (shown as Admin / User).",
  values: {
    ADMIN: { description: 'Manages the organisation: its users, settings and access log.' },
    USER: { description: 'A member of the organisation.' },
  } as const,
});

const InvitationStatus = builder.enumType('InvitationStatus', {
  description: "Where a member's invitation stands.",
  values: {
    SENT: { description: 'Invited; the invitation is not accepted yet (it can be resent).' },
    ACCEPTED: { description: 'The member accepted the invitation and chose a password.' },
  } as const,
});

const OrganizationUserViewerCan = viewerCanType<OrganizationUserJson['viewer_can']>(
  'OrganizationUserViewerCan',
  'What the viewer may do with a member (the registry answers from the rules its account management enforces).',
  {
    edit: { from: 'edit', description: "Change the member's names and role (admins; active members)." },
    deactivate: {
      from: 'deactivate',
      description: 'Deactivate the member (admins; never oneself, never the last active admin).',
    },
    resendInvitation: { from: 'resend_invitation', description: 'Send the invitation e-mail again (while it is not accepted).' },
  },
);

export const OrganizationUser = builder.objectRef<OrganizationUserJson>(TYPENAME);

builder.node(OrganizationUser, {
  description: "A member of the viewer's organisation: a user's account there.",
  id: { resolve: (row) => row.id },
  loadOne: async (id, ctx) => {
    const viewer = await viewerOf(ctx);
    if (!viewer?.organizationId) return null;
    return (await ctx.gateway.users.list()).find((row) => row.id === id) ?? null;
  },
  fields: (t) => ({
    internalID: t.exposeString('id', { description: "The account's registry id." }),
    userInternalID: t.string({ description: "The user's registry id.", resolve: (row) => row.user.id }),
    email: t.exposeString('email', { description: 'The e-mail address the member signs in with (not editable).' }),
    firstName: t.exposeString('first_name', { description: 'First name.' }),
    lastName: t.exposeString('last_name', { description: 'Last name.' }),
    name: t.string({
      description: 'First and last name; the e-mail address when both are empty.',
      resolve: (row) => `${row.first_name} ${row.last_name}`.trim() || row.email,
    }),
    role: t.field({ type: OrganizationUserRole, description: "The member's role.", resolve: (row) => row.role }),
    isActive: t.exposeBoolean('is_active', { description: 'False once an admin deactivated the account.' }),
    invitationStatus: t.field({
      type: InvitationStatus,
      nullable: true,
      description: 'SENT or ACCEPTED; null when the member was never invited (e.g. registered themselves).',
      resolve: (row) => row.invitation_status,
    }),
    invitedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the last invitation was sent.',
      resolve: (row) => row.invited_at,
    }),
    invitationAcceptedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the invitation was accepted.',
      resolve: (row) => row.invitation_accepted_at,
    }),
    lastLogin: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the user last signed in.',
      resolve: (row) => row.last_login,
    }),
    isViewer: t.boolean({
      description: 'True for the signed-in user’s own account.',
      resolve: async (row, _args, ctx) => (await viewerOf(ctx))?.me.id === row.user.id,
    }),
    viewerCan: t.field({
      type: OrganizationUserViewerCan,
      description: 'What the viewer may do with this member.',
      resolve: (row) => row.viewer_can,
    }),
  }),
});

const OrganizationUserEdge = builder.edgeObject({ type: OrganizationUser, name: 'OrganizationUserEdge' });

const OrganizationUserConnection = builder.connectionObject(
  {
    type: OrganizationUser,
    name: 'OrganizationUserConnection',
    fields: (t) => ({
      totalCount: t.int({ description: 'How many members the organisation has (active or not).', resolve: (c) => c.totalCount }),
    }),
  },
  OrganizationUserEdge,
);

const MAX_USERS = 100;

builder.objectField(OrganizationRef, 'users', (t) =>
  t.field({
    type: OrganizationUserConnection,
    nullable: true,
    description:
      "The organisation's members, active ones first, then by name. Only for the viewer's own organisation (null for any other).",
    args: {
      first: t.arg.int({ description: `How many members to return: 1 to ${MAX_USERS} (${MAX_USERS} when omitted).` }),
      after: t.arg.string({ description: 'Return the members after this cursor (an `endCursor` of the same list).' }),
    },
    resolve: async (organization, args, ctx) => {
      const viewer = await viewerOf(ctx);
      if (!viewer || viewer.organizationId !== organization.id) return null;
      const rows = await ctx.gateway.users.list();
      const first = Math.min(Math.max(args.first ?? MAX_USERS, 1), MAX_USERS);
      const offset = args.after ? cursorToOffset(args.after) + 1 : 0;
      const edges = rows.slice(offset, offset + first).map((node, index) => ({ cursor: offsetToCursor(offset + index), node }));
      return {
        totalCount: rows.length,
        edges,
        pageInfo: {
          hasNextPage: offset + edges.length < rows.length,
          hasPreviousPage: offset > 0,
          startCursor: edges[0]?.cursor ?? null,
          endCursor: edges.at(-1)?.cursor ?? null,
        },
      };
    },
  }),
);

builder.objectField(Viewer, 'canManageUsers', (t) =>
  t.boolean({
    description: 'True when the viewer is an admin of the organisation they act for: they invite, edit and deactivate its members.',
    resolve: (viewer) => viewer.account?.role === 'ADMIN',
  }),
);

// Signed-in mutations.

interface UserPayloadShape {
  user: OrganizationUserJson | null;
  userErrors: UserErrorShape[];
}

const userPayload = (name: string, description: string, withEdge = false) =>
  builder.objectRef<UserPayloadShape>(name).implement({
    description,
    fields: (t) => ({
      user: t.field({
        type: OrganizationUser,
        nullable: true,
        description: 'The member after the change; null when refused.',
        resolve: (payload) => payload.user,
      }),
      ...(withEdge
        ? {
            userEdge: t.field({
              type: OrganizationUserEdge,
              nullable: true,
              description: 'The new member as an edge of `Organization.users` (to append it to the list); null when refused.',
              resolve: (payload) => (payload.user ? { cursor: `new:${payload.user.id}`, node: payload.user } : null),
            }),
          }
        : {}),
      userErrors: t.field({
        type: [UserError],
        description: 'Why nothing changed, in words for the person who asked; empty when the change was made.',
        resolve: (payload) => payload.userErrors,
      }),
    }),
  });

const FIELDS = { first_name: 'firstName', last_name: 'lastName', phone_number: 'phoneNumber' };

const refused = (error: unknown): UserPayloadShape => {
  const userErrors = userErrorsFrom(error, FIELDS);
  if (!userErrors) throw error;
  return { user: null, userErrors };
};

const userIdOf = (id: string | number) => internalId(TYPENAME, String(id));

builder.mutationField('inviteUser', (t) =>
  t.field({
    type: userPayload('InviteUserPayload', 'What `inviteUser` returns: the new member, or `userErrors`.', true),
    description:
      "An admin invites someone to the organisation: a new e-mail gets a user without a password; the invitation e-mail links to /invite?token=… (valid 7 days). An e-mail that already has an account here is refused on `email` ('User already has an account for this organization.').",
    authScopes: { signedIn: true },
    args: {
      input: t.arg({
        required: true,
        description: "The mutation's input.",
        type: builder.inputType('InviteUserInput', {
          description: 'The input of `inviteUser`.',
          fields: (f) => ({
            email: f.string({ required: true, description: 'The e-mail address to invite (required).' }),
            firstName: f.string({ description: 'First name (optional; the person may change it when accepting).' }),
            lastName: f.string({ description: 'Last name (optional).' }),
            role: f.field({ type: OrganizationUserRole, description: 'The role (USER when omitted).' }),
          }),
        }),
      }),
    },
    resolve: async (_root, { input }, ctx) => {
      try {
        const user = await ctx.gateway.users.invite({
          email: input.email,
          ...(input.firstName != null ? { first_name: input.firstName } : {}),
          ...(input.lastName != null ? { last_name: input.lastName } : {}),
          ...(input.role ? { role: input.role } : {}),
        });
        return { user, userErrors: [] };
      } catch (error) {
        return refused(error);
      }
    },
  }),
);

builder.mutationField('updateUser', (t) =>
  t.field({
    type: userPayload('UpdateUserPayload', 'What `updateUser` returns: the member after the change, or `userErrors`.'),
    description:
      "An admin changes a member's first and last name and role (the e-mail is not editable). The last active admin cannot be demoted. The change holds from the member's next request on.",
    authScopes: { signedIn: true },
    args: {
      input: t.arg({
        required: true,
        description: "The mutation's input.",
        type: builder.inputType('UpdateUserInput', {
          description: 'The input of `updateUser`.',
          fields: (f) => ({
            userId: f.id({ required: true, description: 'The member (OrganizationUser.id, or its internalID).' }),
            firstName: f.string({ required: true, description: 'First name (required).' }),
            lastName: f.string({ required: true, description: 'Last name (required).' }),
            role: f.field({ type: OrganizationUserRole, description: 'The new role; unchanged when omitted.' }),
          }),
        }),
      }),
    },
    resolve: async (_root, { input }, ctx) => {
      try {
        const user = await ctx.gateway.users.update(userIdOf(input.userId), {
          first_name: input.firstName,
          last_name: input.lastName,
          ...(input.role ? { role: input.role } : {}),
        });
        return { user, userErrors: [] };
      } catch (error) {
        return refused(error);
      }
    },
  }),
);

const userIdInput = (name: string, description: string) =>
  builder.inputType(name, {
    description,
    fields: (f) => ({ userId: f.id({ required: true, description: 'The member (OrganizationUser.id, or its internalID).' }) }),
  });

builder.mutationField('deactivateUser', (t) =>
  t.field({
    type: userPayload('DeactivateUserPayload', 'What `deactivateUser` returns: the member, now inactive, or `userErrors`.'),
    description:
      "An admin deactivates a member: from their next request on they no longer act for the organisation (signed out everywhere when it was their only account). Never oneself ('You cannot deactivate your own account.'), never the last active admin.",
    authScopes: { signedIn: true },
    args: {
      input: t.arg({
        required: true,
        description: "The mutation's input.",
        type: userIdInput('DeactivateUserInput', 'The input of `deactivateUser`.'),
      }),
    },
    resolve: async (_root, { input }, ctx) => {
      const id = userIdOf(input.userId);
      try {
        await ctx.gateway.users.deactivate(id);
        return { user: (await ctx.gateway.users.list()).find((row) => row.id === id) ?? null, userErrors: [] };
      } catch (error) {
        return refused(error);
      }
    },
  }),
);

builder.mutationField('resendInvitation', (t) =>
  t.field({
    type: userPayload('ResendInvitationPayload', 'What `resendInvitation` returns: the member, or `userErrors`.'),
    description: 'An admin sends a member their invitation again (a fresh link; the old one stops working). Only while it is not accepted.',
    authScopes: { signedIn: true },
    args: {
      input: t.arg({
        required: true,
        description: "The mutation's input.",
        type: userIdInput('ResendInvitationInput', 'The input of `resendInvitation`.'),
      }),
    },
    resolve: async (_root, { input }, ctx) => {
      try {
        return { user: await ctx.gateway.users.resendInvitation(userIdOf(input.userId)), userErrors: [] };
      } catch (error) {
        return refused(error);
      }
    },
  }),
);

// Invitation acceptance (no session).

/** TOKEN_EXPIRED: an unknown, used or expired link, answered by the registry on `token` (the token-expired view). */
const isTokenError = (error: unknown) =>
  error instanceof RegistryHttpError && error.status === 400 && Array.isArray((error.body as { token?: unknown } | null)?.token);

interface InvitationShape {
  invitation: Exclude<InvitationJson, { redirect: true }> | null;
  redirectToLogin: boolean;
  errorCode: string | null;
}

const Invitation = builder.objectRef<Exclude<InvitationJson, { redirect: true }>>('Invitation').implement({
  description: 'Who an invitation link invites, to which organisation (the acceptance form is prefilled with it).',
  fields: (t) => ({
    email: t.exposeString('email', { description: 'The invited e-mail address (the sign-in name; not editable).' }),
    organizationName: t.string({ description: 'The organisation invited to.', resolve: (row) => row.organization.name }),
    organizationInternalID: t.string({ description: "The organisation's registry id.", resolve: (row) => row.organization.id }),
    firstName: t.exposeString('first_name', { description: 'First name as the inviter gave it (may be empty).' }),
    lastName: t.exposeString('last_name', { description: 'Last name as the inviter gave it (may be empty).' }),
    phoneNumber: t.exposeString('phone_number', { description: 'Phone number on the account (may be empty).' }),
  }),
});

const InvitationResult = builder.objectRef<InvitationShape>('InvitationResult').implement({
  description: 'What an invitation link opens.',
  fields: (t) => ({
    invitation: t.field({
      type: Invitation,
      nullable: true,
      description: 'The invitation; null when the link redirects to sign-in or opens nothing.',
      resolve: (result) => result.invitation,
    }),
    redirectToLogin: t.exposeBoolean('redirectToLogin', {
      description:
        "True when the invited user already has a password: the invitation now counts as accepted and they sign in ('Redirecting to Login – We already have a matching account.').",
    }),
    errorCode: t.exposeString('errorCode', {
      nullable: true,
      description: "TOKEN_EXPIRED for an unknown, used or expired link ('Your invite token has expired.'); null otherwise.",
    }),
  }),
});

builder.queryField('invitation', (t) =>
  t.field({
    type: InvitationResult,
    description: 'The invitation acceptance page: who the e-mailed link invites (no session needed; the token is not spent).',
    args: { token: t.arg.string({ required: true, description: 'The `token` of the link.' }) },
    resolve: async (_root, { token }, ctx) => {
      try {
        const answer = await ctx.gateway.users.verifyInvitation(token);
        if (answer.redirect) return { invitation: null, redirectToLogin: true, errorCode: null };
        return { invitation: answer, redirectToLogin: false, errorCode: null };
      } catch (error) {
        if (isTokenError(error)) return { invitation: null, redirectToLogin: false, errorCode: 'TOKEN_EXPIRED' };
        throw error;
      }
    },
  }),
);

const AcceptInvitationPayload = builder
  .objectRef<{ accepted: boolean; redirectToLogin: boolean; userErrors: UserErrorShape[] }>('AcceptInvitationPayload')
  .implement({
    description: 'What `acceptInvitation` returns.',
    fields: (t) => ({
      accepted: t.exposeBoolean('accepted', { description: 'True when the names and password are set: the user signs in with them.' }),
      redirectToLogin: t.exposeBoolean('redirectToLogin', {
        description: 'True when the user already had a password (it is not replaced): they sign in with it.',
      }),
      userErrors: t.field({
        type: [UserError],
        description:
          "Why nothing changed: required fields and the password policy (on firstName, lastName, password, phoneNumber), or TOKEN_EXPIRED on `token` ('Your invite token has expired.').",
        resolve: (p) => p.userErrors,
      }),
    }),
  });

builder.mutationField('acceptInvitation', (t) =>
  t.field({
    type: AcceptInvitationPayload,
    description:
      "Accepts an invitation with the e-mailed link's token (no session needed): sets the user's names, password and optional phone number. The link works once.",
    args: {
      input: t.arg({
        required: true,
        description: "The mutation's input.",
        type: builder.inputType('AcceptInvitationInput', {
          description: 'The input of `acceptInvitation`.',
          fields: (f) => ({
            token: f.string({ required: true, description: 'The `token` of the link.' }),
            firstName: f.string({ required: true, description: 'First name (required).' }),
            lastName: f.string({ required: true, description: 'Last name (required).' }),
            password: f.string({ required: true, description: 'The new password (the password policy applies).' }),
            phoneNumber: f.string({ description: 'Phone number (optional).' }),
          }),
        }),
      }),
    },
    resolve: async (_root, { input }, ctx) => {
      try {
        const answer = await ctx.gateway.users.acceptInvitation({
          token: input.token,
          first_name: input.firstName,
          last_name: input.lastName,
          password: input.password,
          ...(input.phoneNumber ? { phone_number: input.phoneNumber } : {}),
        });
        const redirect = Boolean(answer && (answer as { redirect?: boolean }).redirect);
        return { accepted: !redirect, redirectToLogin: redirect, userErrors: [] };
      } catch (error) {
        const userErrors = userErrorsFrom(error, FIELDS);
        if (!userErrors) throw error;
        return {
          accepted: false,
          redirectToLogin: false,
          userErrors: isTokenError(error)
            ? userErrors.map((userError) => (userError.field === 'token' ? { ...userError, code: 'TOKEN_EXPIRED' } : userError))
            : userErrors,
        };
      }
    },
  }),
);
