// The signed-in user's sessions (one per sign-in, kept by the registry): `Viewer.sessions` lists them and
// `endSession` ends one — the registry refuses its tokens at once and its open subscriptions are closed.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../builder.ts';
import type { SessionJson } from '../rest/types.ts';
import { endSession, viewerOf, type ViewerState } from '../context.ts';
import { internalId } from './ids.ts';
import { UserError, userErrorsFrom, type UserErrorShape } from './user-errors.ts';
import { Viewer } from './viewer.ts';

const Session = builder.objectRef<SessionJson>('Session').implement({
  description: 'A signed-in browser or client of the viewer: one per sign-in, until it signs out, is ended or runs out.',
  fields: (t) => ({
    id: t.id({
      description: 'The global id: opaque, stable, and unique across every type.',
      resolve: (session) => encodeGlobalID('Session', session.id),
    }),
    createdAt: t.field({ type: 'DateTime', description: 'When it signed in.', resolve: (session) => session.created_at }),
    lastUsedAt: t.field({ type: 'DateTime', description: 'Last active (to the minute).', resolve: (session) => session.last_used_at }),
    userAgent: t.exposeString('user_agent', { description: 'The browser or client it signed in with, as it named itself.' }),
    address: t.exposeString('ip_address', { description: 'The network address it signed in from.' }),
    current: t.exposeBoolean('is_current', { description: 'True for the session making this request ("This device").' }),
  }),
});

builder.objectField(Viewer, 'sessions', (t) =>
  t.field({
    type: [Session],
    description: "The viewer's sessions that can still be used, most recently active first (while impersonating: the staff member's own).",
    resolve: (_viewer, _args, ctx) => ctx.gateway.sessions.list(),
  }),
);

const EndSessionInput = builder.inputType('EndSessionInput', {
  description: 'The input of `endSession`.',
  fields: (t) => ({
    sessionId: t.id({ required: true, description: "Global id (Session.id) or registry id of one of the viewer's sessions." }),
  }),
});

const EndSessionPayload = builder
  .objectRef<{ endedSessionId: string | null; viewer: ViewerState | null; userErrors: UserErrorShape[] }>('EndSessionPayload')
  .implement({
    description: 'What `endSession` returns: the objects as they are after the change, and `userErrors` when nothing changed.',
    fields: (t) => ({
      endedSessionId: t.id({ nullable: true, description: 'The Session.id that ended.', resolve: (payload) => payload.endedSessionId }),
      viewer: t.field({
        type: Viewer,
        nullable: true,
        description: 'Null when the viewer ended the session it is using.',
        resolve: (payload) => payload.viewer,
      }),
      userErrors: t.field({
        description: 'Why nothing changed, in words for the person who asked; empty when the change was made.',
        type: [UserError],
        resolve: (payload) => payload.userErrors,
      }),
    }),
  });

builder.mutationField('endSession', (t) =>
  t.field({
    type: EndSessionPayload,
    description: "Ends one of the viewer's sessions (signs that browser out at once). Ending the current one signs this one out.",
    authScopes: { signedIn: true },
    args: { input: t.arg({ description: "The mutation's input; its type describes each field.", type: EndSessionInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const sessionId = internalId('Session', String(input.sessionId));
      const current = (await ctx.gateway.sessions.list()).find((session) => session.is_current);
      try {
        await ctx.gateway.sessions.end(sessionId);
      } catch (error) {
        const userErrors = userErrorsFrom(error, {});
        if (!userErrors) throw error;
        return {
          endedSessionId: null,
          viewer: await viewerOf(ctx),
          userErrors: userErrors.map((userError) => (userError.code === 'NOT_FOUND' ? { ...userError, field: 'sessionId' } : userError)),
        };
      }
      if (current?.id === sessionId) endSession(ctx);
      return { endedSessionId: encodeGlobalID('Session', sessionId), viewer: await viewerOf(ctx), userErrors: [] };
    },
  }),
);
