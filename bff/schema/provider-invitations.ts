// A law firm's provider invitations (the signed-in /invite page; DECISIONS.md 6): the list of sent invitations
// (newest first), inviting a provider by e-mail, and resending an invitation that is not accepted yet. Only law
// firms invite (`Viewer.canInviteProviders`); the registry refuses everyone else.
import { builder } from '../builder.ts';
import type { BffContext } from '../context.ts';
import type { ProviderInvitationJson } from '../registry/provider-invitations.ts';
import { internalId } from './ids.ts';
import { UserError, userErrorsFrom, type UserErrorShape } from './user-errors.ts';
import { Viewer } from './viewer.ts';

export const ProviderInvitationRef = builder.loadableNodeRef<ProviderInvitationJson>('ProviderInvitation', {
  id: { resolve: (invitation) => invitation.id },
  load: (ids: string[], ctx) =>
    Promise.all(ids.map(async (id) => (await ctx.gateway.providerInvitations.load(id)) ?? new Error('Not found.'))),
  toKey: (invitation) => invitation.id,
  cacheResolved: true,
});

const ProviderInvitationState = builder.enumType('ProviderInvitationState', {
  description: 'Where a provider invitation stands.',
  values: {
    SENT: { description: "E-mailed; the provider's registration is not approved yet." },
    ACCEPTED: { description: 'The provider registered and the registration was approved.' },
  } as const,
});

const ProviderInvitationViewerCan = builder.objectRef<ProviderInvitationJson['viewer_can']>('ProviderInvitationViewerCan').implement({
  description: 'What the viewer may do with the invitation (computed by the registry).',
  fields: (t) => ({
    resend: t.exposeBoolean('resend', { description: 'E-mail it again (only while it is SENT).' }),
  }),
});

ProviderInvitationRef.implement({
  description: "A law firm's invitation of a provider (a lienholder) to register on the registry, sent by e-mail.",
  fields: (t) => ({
    internalID: t.exposeString('id', { description: "The registry's id (the wizard's `compulsion_request`)." }),
    toEmail: t.exposeString('to_email', { description: 'The e-mail address invited.' }),
    toName: t.exposeString('to_name', { description: "The provider's name as the law firm typed it; empty when not given." }),
    fromName: t.exposeString('from_name', { description: 'Who sent it.' }),
    fromEmail: t.exposeString('from_email', { description: "The sender's e-mail address." }),
    fromLawFirmName: t.exposeString('from_law_firm_name', { description: "The sender's law firm, as named when sent." }),
    state: t.field({
      type: ProviderInvitationState,
      description: 'SENT or ACCEPTED.',
      resolve: (invitation) => (invitation.state === 'accepted' ? 'ACCEPTED' : 'SENT'),
    }),
    createdAt: t.field({ type: 'DateTime', description: 'When it was first sent.', resolve: (invitation) => invitation.created_at }),
    lastSentAt: t.field({
      type: 'DateTime',
      description: 'When it was last e-mailed (a resend moves it).',
      resolve: (i) => i.last_sent_at,
    }),
    acceptedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: "When the provider's registration was approved; null while SENT.",
      resolve: (invitation) => invitation.accepted_at,
    }),
    viewerCan: t.field({ type: ProviderInvitationViewerCan, description: 'What the viewer may do with it.', resolve: (i) => i.viewer_can }),
  }),
});

export const ProviderInvitationEdge = builder.edgeObject({ type: ProviderInvitationRef, name: 'ProviderInvitationEdge' });

const ProviderInvitationConnection = builder.connectionObject(
  {
    type: ProviderInvitationRef,
    name: 'ProviderInvitationConnection',
    fields: (t) => ({
      totalCount: t.int({ description: 'How many invitations the law firm has sent, not only this page.', resolve: (c) => c.totalCount }),
    }),
  },
  ProviderInvitationEdge,
);

const MAX_PAGE = 100;
const cursorOf = (offset: number) => Buffer.from(`offset:${offset}`).toString('base64url');
function offsetOf(cursor: string | null | undefined): number {
  if (!cursor) return 0;
  const match = /^offset:(\d{1,9})$/.exec(Buffer.from(cursor, 'base64url').toString());
  return match ? Number(match[1]) + 1 : 0;
}

async function invitationConnection(ctx: BffContext, args: { first?: number | null; after?: string | null }) {
  const first = Math.min(Math.max(args.first ?? 20, 1), MAX_PAGE);
  const start = offsetOf(args.after);
  // The registry pages by page number: a start on a page boundary is one page; any other start reads from the top.
  const aligned = start % first === 0;
  const page = aligned
    ? await ctx.gateway.providerInvitations.page(start / first + 1, first)
    : await ctx.gateway.providerInvitations.page(1, Math.min(start + first, 1000));
  const rows = aligned ? page.results : page.results.slice(start, start + first);
  const edges = rows.map((node, index) => ({ cursor: cursorOf(start + index), node }));
  return {
    totalCount: page.count,
    edges,
    pageInfo: {
      hasNextPage: start + rows.length < page.count,
      hasPreviousPage: start > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

builder.objectFields(Viewer, (t) => ({
  canInviteProviders: t.boolean({
    description: 'True when the viewer acts for a law firm: it may invite providers from /invite.',
    resolve: (viewer) => viewer.kind === 'LAW_FIRM',
  }),
  providerInvitations: t.field({
    type: ProviderInvitationConnection,
    nullable: true,
    description:
      "The law firm's provider invitations, newest first; null when the viewer does not act for a law firm (only law firms invite providers).",
    authScopes: { signedIn: true },
    args: {
      first: t.arg.int({ description: 'How many to return: 1 to 100 (20 when omitted).' }),
      after: t.arg.string({ description: 'Return the invitations after this cursor (an `endCursor` of the same list).' }),
    },
    resolve: (viewer, args, ctx) => (viewer.kind === 'LAW_FIRM' ? invitationConnection(ctx, args) : null),
  }),
}));

interface InvitationPayloadShape {
  invitation: ProviderInvitationJson | null;
  userErrors: UserErrorShape[];
}

const invitationPayload = (name: string, description: string, withEdge: boolean) =>
  builder.objectRef<InvitationPayloadShape>(name).implement({
    description,
    fields: (t) => ({
      invitation: t.field({
        type: ProviderInvitationRef,
        nullable: true,
        description: 'The invitation after the change; null when refused.',
        resolve: (payload) => payload.invitation,
      }),
      ...(withEdge
        ? {
            invitationEdge: t.field({
              type: ProviderInvitationEdge,
              nullable: true,
              description: 'The new invitation as an edge of `Viewer.providerInvitations` (prepend it: the list is newest first).',
              resolve: (payload) => (payload.invitation ? { cursor: cursorOf(0), node: payload.invitation } : null),
            }),
          }
        : {}),
      userErrors: t.field({
        type: [UserError],
        description: 'Why nothing changed, in words for the person who asked; empty when it was sent.',
        resolve: (payload) => payload.userErrors,
      }),
    }),
  });

const refused = (error: unknown, fieldNames: Record<string, string> = {}): InvitationPayloadShape => {
  const userErrors = userErrorsFrom(error, fieldNames);
  if (!userErrors) throw error;
  return { invitation: null, userErrors };
};

builder.mutationField('inviteProvider', (t) =>
  t.field({
    type: invitationPayload('InviteProviderPayload', 'What `inviteProvider` returns: the new invitation, or `userErrors`.', true),
    description:
      'A law firm invites a provider by e-mail: the provider gets a link to the lienholder registration with the e-mail filled in. An invitation to the same e-mail that is still SENT is refused (resend it instead).',
    authScopes: { lawFirm: true },
    args: {
      input: t.arg({
        required: true,
        description: "The mutation's input.",
        type: builder.inputType('InviteProviderInput', {
          description: 'The input of `inviteProvider`.',
          fields: (f) => ({
            email: f.string({ required: true, description: "The provider's e-mail address (Provider Email Address)." }),
            name: f.string({ description: "The provider's name (optional)." }),
          }),
        }),
      }),
    },
    resolve: async (_root, { input }, ctx) => {
      try {
        const invitation = await ctx.gateway.providerInvitations.invite({
          to_email: input.email.trim(),
          ...(input.name?.trim() ? { to_name: input.name.trim() } : {}),
        });
        return { invitation, userErrors: [] };
      } catch (error) {
        return refused(error, { to_email: 'email', to_name: 'name' });
      }
    },
  }),
);

builder.mutationField('resendProviderInvitation', (t) =>
  t.field({
    type: invitationPayload(
      'ResendProviderInvitationPayload',
      'What `resendProviderInvitation` returns: the invitation, or `userErrors`.',
      false,
    ),
    description: 'E-mails a provider invitation again (only while it is SENT); its `lastSentAt` moves to now.',
    authScopes: { lawFirm: true },
    args: {
      input: t.arg({
        required: true,
        description: "The mutation's input.",
        type: builder.inputType('ResendProviderInvitationInput', {
          description: 'The input of `resendProviderInvitation`.',
          fields: (f) => ({ invitationId: f.id({ required: true, description: 'The invitation (global or registry id).' }) }),
        }),
      }),
    },
    resolve: async (_root, { input }, ctx) => {
      try {
        const invitation = await ctx.gateway.providerInvitations.resend(internalId('ProviderInvitation', String(input.invitationId)));
        return { invitation, userErrors: [] };
      } catch (error) {
        return refused(error);
      }
    },
  }),
);
