// Sign-in and the session: login, refreshSession, switchAccount and logout. Browsers get the tokens in HttpOnly
// cookies; every other client reads `token` from the payload and sends `Authorization: JWT <token>`.
import { builder } from '../builder.ts';
import { internalId } from './ids.ts';
import type { TokenJson } from '../rest/types.ts';
import { UserError, userErrorsFrom, type UserErrorShape } from './user-errors.ts';
import { Viewer } from './viewer.ts';
import { viewerOf, startSession, switchAccount, endSession, type ViewerState } from '../context.ts';

interface SessionPayloadShape {
  token: string | null;
  /** Only for a client that passed its refresh token itself (browsers keep theirs in a cookie). */
  refreshToken?: string | null;
  expiresIn: number | null;
  viewer: ViewerState | null;
  userErrors: UserErrorShape[];
}

const sessionPayload = (name: string, description: string) =>
  builder.objectRef<SessionPayloadShape>(name).implement({
    description,
    fields: (t) => ({
      token: t.exposeString('token', {
        nullable: true,
        description: 'The access token, for clients that send `Authorization: JWT <token>` (browsers use the cookie).',
      }),
      expiresIn: t.exposeInt('expiresIn', { nullable: true, description: 'Seconds until the token expires.' }),
      ...(name === 'RefreshSessionPayload'
        ? {
            refreshToken: t.string({
              nullable: true,
              description:
                'The next refresh token, for a client that passed `refreshToken` (browsers get it as a cookie). A refresh token works once: sending a spent one again ends the session.',
              resolve: (payload) => payload.refreshToken ?? null,
            }),
          }
        : {}),
      viewer: t.field({
        type: Viewer,
        nullable: true,
        description: 'The viewer as the session now stands; null when refused.',
        resolve: (payload) => payload.viewer,
      }),
      userErrors: t.field({
        description: 'Why nothing changed, in words for the person who asked; empty when the change was made.',
        type: [UserError],
        resolve: (payload) => payload.userErrors,
      }),
    }),
  });

const LoginPayload = sessionPayload(
  'LoginPayload',
  'What `login` returns: the new session (cookies, or `token` for other clients) and its viewer, or `userErrors`.',
);
const RefreshSessionPayload = sessionPayload(
  'RefreshSessionPayload',
  'What `refreshSession` returns: the renewed session and its viewer, or `userErrors`.',
);

const failed = (userErrors: UserErrorShape[]): SessionPayloadShape => ({ token: null, expiresIn: null, viewer: null, userErrors });

const LoginInput = builder.inputType('LoginInput', {
  description: 'The input of `login`.',
  fields: (t) => ({
    email: t.string({ description: "The user's e-mail address (surrounding spaces are ignored).", required: true }),
    password: t.string({ description: "The user's password.", required: true }),
  }),
});

builder.mutationField('login', (t) =>
  t.field({
    type: LoginPayload,
    description: 'Signs in with e-mail and password; sets the session cookies and returns the token.',
    args: { input: t.arg({ description: "The mutation's input; its type describes each field.", type: LoginInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      let tokens: TokenJson;
      try {
        tokens = await ctx.gateway.auth.login({
          username: input.email.trim(),
          password: input.password,
          // The session list shows the browser that signed in, not the BFF.
          user_agent: userAgentOf(ctx),
        });
      } catch (error) {
        const userErrors = userErrorsFrom(error, { username: 'email' });
        if (!userErrors) throw error;
        // A lockout (403) is a message about the account, not a permission failure of this call.
        return failed(
          userErrors.map((userError) => (userError.code === 'FORBIDDEN' ? { ...userError, code: 'ACCOUNT_LOCKED' } : userError)),
        );
      }
      startSession(ctx, { token: tokens.token, refreshToken: tokens.refresh_token, expiresIn: tokens.expires_in }, null);
      return { token: tokens.token, expiresIn: tokens.expires_in, viewer: await viewerOf(ctx), userErrors: [] };
    },
  }),
);

const RefreshSessionInput = builder.inputType('RefreshSessionInput', {
  description: 'The input of `refreshSession`.',
  fields: (t) => ({
    refreshToken: t.string({ description: 'Non-browser clients pass the refresh token; browsers use the cookie.' }),
  }),
});

builder.mutationField('refreshSession', (t) =>
  t.field({
    type: RefreshSessionPayload,
    description: 'Exchanges the refresh token for a new access token (and a new refresh token).',
    args: { input: t.arg({ description: "The mutation's input; its type describes each field.", type: RefreshSessionInput }) },
    resolve: async (_root, { input }, ctx) => {
      const refreshToken = input?.refreshToken ?? ctx.session.refreshToken;
      if (!refreshToken) return failed([{ field: 'refreshToken', message: 'You are not signed in.', code: 'UNAUTHENTICATED' }]);
      let tokens: TokenJson;
      try {
        tokens = await ctx.gateway.auth.refresh(refreshToken);
      } catch (error) {
        const userErrors = userErrorsFrom(error, { token: 'refreshToken' });
        if (!userErrors) throw error;
        if (ctx.session.via === 'cookie') endSession(ctx);
        return failed(userErrors.map((userError) => ({ ...userError, code: 'UNAUTHENTICATED' })));
      }
      startSession(ctx, { token: tokens.token, refreshToken: tokens.refresh_token, expiresIn: tokens.expires_in }, ctx.session.accountId);
      return {
        token: tokens.token,
        refreshToken: input?.refreshToken ? tokens.refresh_token : null,
        expiresIn: tokens.expires_in,
        viewer: await viewerOf(ctx),
        userErrors: [],
      };
    },
  }),
);

const SwitchAccountInput = builder.inputType('SwitchAccountInput', {
  description: 'The input of `switchAccount`.',
  fields: (t) => ({ accountId: t.id({ required: true, description: "Global id or internal id of one of the viewer's accounts." }) }),
});

const SwitchAccountPayload = builder
  .objectRef<{ viewer: ViewerState | null; userErrors: UserErrorShape[] }>('SwitchAccountPayload')
  .implement({
    description: 'What `switchAccount` returns: the objects as they are after the change, and `userErrors` when nothing changed.',
    fields: (t) => ({
      viewer: t.field({
        description: 'The viewer acting for the chosen organisation; null when refused.',
        type: Viewer,
        nullable: true,
        resolve: (payload) => payload.viewer,
      }),
      userErrors: t.field({
        description: 'Why nothing changed, in words for the person who asked; empty when the change was made.',
        type: [UserError],
        resolve: (payload) => payload.userErrors,
      }),
    }),
  });

builder.mutationField('switchAccount', (t) =>
  t.field({
    type: SwitchAccountPayload,
    description:
      "Acts for another of the user's organisations from now on (browsers: remembered in a cookie; other clients send Registry-Account).",
    authScopes: { signedIn: true },
    args: {
      input: t.arg({ description: "The mutation's input; its type describes each field.", type: SwitchAccountInput, required: true }),
    },
    resolve: async (_root, { input }, ctx) => {
      const viewer = await viewerOf(ctx);
      const accountId = internalId('Account', String(input.accountId));
      const account = viewer?.me.registry_accounts.find(
        (candidate) => candidate.id === accountId && candidate.is_active && !candidate.is_suspended,
      );
      if (!account) {
        return { viewer, userErrors: [{ field: 'accountId', message: 'Unknown account.', code: 'NOT_FOUND' }] };
      }
      switchAccount(ctx, account.id);
      return { viewer: await viewerOf(ctx), userErrors: [] };
    },
  }),
);

const LogoutInput = builder.inputType('LogoutInput', {
  description: 'The input of `logout`.',
  fields: (t) => ({ clientMutationId: t.string({ description: 'Unused; kept for clients that send it.' }) }),
});

const LogoutPayload = builder.objectRef<{ success: boolean }>('LogoutPayload').implement({
  description: 'What `logout` returns: whether the session was ended (its cookies are cleared either way).',
  fields: (t) => ({
    success: t.exposeBoolean('success', {
      description: 'True when the registry ended the session; false when it could not be told (the cookies are cleared all the same).',
    }),
  }),
});

builder.mutationField('logout', (t) =>
  t.field({
    type: LogoutPayload,
    description:
      'Signs out: the registry ends the session at once (its tokens stop working everywhere, its subscriptions close) and the session cookies are cleared. `success` is false when the registry could not be told; the cookies are cleared all the same.',
    args: { input: t.arg({ description: "The mutation's input; its type describes each field.", type: LogoutInput }) },
    resolve: async (_root, _args, ctx) => {
      const { token, refreshToken } = ctx.session;
      let success = true;
      if (token || refreshToken) {
        try {
          // The access token names the session; without one (it ran out) the refresh token does.
          await ctx.gateway.auth.logout(token ? null : refreshToken);
        } catch {
          success = false;
        }
      }
      endSession(ctx);
      return { success };
    },
  }),
);

/** The caller's browser (HTTP requests; graphql-ws has none here). */
function userAgentOf(ctx: object): string | undefined {
  const request = (ctx as { request?: { headers?: { get?: (name: string) => string | null } } }).request;
  return request?.headers?.get?.('user-agent')?.slice(0, 512) ?? undefined;
}
