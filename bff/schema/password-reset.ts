// Password reset (public: no session needed) and the verification gate's flag on Account. `requestPasswordReset`
// answers the same for every e-mail; `resetPassword` sets the new password with the e-mailed link's uid and token
// (TOKEN_EXPIRED on `token` for an unknown, used or expired link: the web's token-expired view). After a reset every
// session of the user has ended: they sign in again.
import { builder } from '../builder.ts';
import { viewerOf } from '../context.ts';
import type { AccountJson } from '../rest/types.ts';
import { AccountRef } from './refs.ts';
import { UserError, userErrorsFrom, type UserErrorShape } from './user-errors.ts';

/** The registry's text for an unknown, used or expired link (the token-expired view). */
export const TOKEN_EXPIRED_MESSAGE = 'Your invite token has expired.';

builder.objectField(AccountRef, 'isRegistrationPending', (t) =>
  t.boolean({
    description:
      "True while the organisation's registration awaits staff approval: the user can sign in, but the registry refuses every organisation call until approval (the web shows the verification-pending page).",
    resolve: (account) => (account as AccountJson & { is_registration_pending?: boolean }).is_registration_pending ?? false,
  }),
);

builder.queryField('registrationPending', (t) =>
  t.boolean({
    description:
      "True when the signed-in user's active account awaits approval of its registration (the verification gate); false when signed out. A root field of its own: for such an account the organisation's fields of `viewer` are refused, so a page asks this first.",
    resolve: async (_root, _args, ctx) => {
      const viewer = await viewerOf(ctx);
      return Boolean(
        (viewer?.account as (AccountJson & { is_registration_pending?: boolean }) | null | undefined)?.is_registration_pending,
      );
    },
  }),
);

const RequestPasswordResetPayload = builder
  .objectRef<{ sent: boolean; userErrors: UserErrorShape[] }>('RequestPasswordResetPayload')
  .implement({
    description: 'What `requestPasswordReset` returns.',
    fields: (t) => ({
      sent: t.exposeBoolean('sent', {
        description:
          'True when the request was accepted. The answer is the same whether or not the e-mail belongs to a user; only a user gets the e-mail.',
      }),
      userErrors: t.field({
        type: [UserError],
        description: 'Why nothing was done (an invalid e-mail, too many requests).',
        resolve: (p) => p.userErrors,
      }),
    }),
  });

builder.mutationField('requestPasswordReset', (t) =>
  t.field({
    type: RequestPasswordResetPayload,
    description:
      'Asks for a password reset e-mail (no session needed). A known user gets a link valid for one hour that works once; the answer is the same for any e-mail. Rate-limited per address and per e-mail (RATE_LIMITED).',
    args: {
      input: t.arg({
        required: true,
        description: "The mutation's input.",
        type: builder.inputType('RequestPasswordResetInput', {
          description: 'The input of `requestPasswordReset`.',
          fields: (f) => ({ email: f.string({ required: true, description: 'The e-mail address the user signs in with.' }) }),
        }),
      }),
    },
    resolve: async (_root, { input }, ctx) => {
      try {
        await ctx.gateway.passwordReset.request(input.email.trim());
        return { sent: true, userErrors: [] };
      } catch (error) {
        const userErrors = userErrorsFrom(error);
        if (!userErrors) throw error;
        return { sent: false, userErrors };
      }
    },
  }),
);

const ResetPasswordPayload = builder.objectRef<{ success: boolean; userErrors: UserErrorShape[] }>('ResetPasswordPayload').implement({
  description: 'What `resetPassword` returns.',
  fields: (t) => ({
    success: t.exposeBoolean('success', { description: 'True when the new password is set (every session of the user has ended).' }),
    userErrors: t.field({
      type: [UserError],
      description:
        "Why nothing changed: the password policy or the mismatch (on newPassword / reNewPassword), or TOKEN_EXPIRED on `token` ('Your invite token has expired.').",
      resolve: (p) => p.userErrors,
    }),
  }),
});

builder.mutationField('resetPassword', (t) =>
  t.field({
    type: ResetPasswordPayload,
    description:
      "Sets a new password with the reset link's uid and token (no session needed). The link works once; afterwards every session of the user has ended and they sign in with the new password.",
    args: {
      input: t.arg({
        required: true,
        description: "The mutation's input.",
        type: builder.inputType('ResetPasswordInput', {
          description: 'The input of `resetPassword`.',
          fields: (f) => ({
            uid: f.string({ required: true, description: 'The `uid` of the link (/password/reset/confirm/:uid/:token).' }),
            token: f.string({ required: true, description: 'The `token` of the link.' }),
            newPassword: f.string({ required: true, description: 'The new password (at least 10 characters, not a common one).' }),
            reNewPassword: f.string({ required: true, description: 'The new password again.' }),
          }),
        }),
      }),
    },
    resolve: async (_root, { input }, ctx) => {
      try {
        await ctx.gateway.passwordReset.confirm({
          uid: input.uid,
          token: input.token,
          new_password: input.newPassword,
          re_new_password: input.reNewPassword,
        });
        return { success: true, userErrors: [] };
      } catch (error) {
        const userErrors = userErrorsFrom(error);
        if (!userErrors) throw error;
        return {
          success: false,
          userErrors: userErrors.map((userError) =>
            userError.field === 'token' || userError.field === 'uid' ? { ...userError, field: 'token', code: 'TOKEN_EXPIRED' } : userError,
          ),
        };
      }
    },
  }),
);
