// Password reset (issue 12; DECISIONS.md 4). Asking for a reset always answers the same, whether or not the e-mail
// belongs to a user: a known, unlocked user gets an e-mail with a one-time link `/password/reset/confirm/<uid>/<token>`
// (uid = the user's id; the token is valid one hour and only its hash is stored; a newer request spends the older
// link). Confirming sets the new password (the password policy), spends the token, clears the sign-in lockout and
// ends EVERY session of the user in the same transaction (their `session.revoked` events close their live
// subscriptions): the user signs in again with the new password.
//
// Per e-mail, at most RESET_MAILS_PER_HOUR e-mails go out in an hour (more requests answer the same and send nothing);
// the HTTP route also limits requests per client address and per e-mail (registry/http/rate-limits.ts). The route
// answers after queueing a job (PASSWORD_RESET_REQUEST_JOB) that looks the e-mail up, so known and unknown e-mails
// take the same time to answer.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { JobRunner } from '../adapters/jobs.ts';
import type { MailMessage } from '../adapters/mail.ts';
import type { RegistrySettings } from '../domain/context.ts';
import { MESSAGES, validationError, type FieldErrors } from '../domain/errors.ts';
import { isUuid } from '../domain/ids.ts';
import { TEXT_LIMITS, textProblem } from '../domain/input.ts';
import { publicLink } from '../domain/mail/links.ts';
import { renderMail } from '../domain/mail/templates.ts';
import { emitEvents } from '../domain/outbox.ts';
import {
  ACCOUNT_TOKEN_EXPIRED,
  ACCOUNT_TOKEN_TTL_SECONDS,
  findAccountToken,
  issueAccountToken,
  spendAccountToken,
} from './account-tokens.ts';
import { clearAttempts, normalizeEmail } from './login.ts';
import { hashPassword } from './passwords.ts';
import { PASSWORD_MESSAGES, passwordProblems } from './password-policy.ts';

/** The mail job of registry/jobs/mail.ts (auth may not import jobs: the name and payload shape are repeated). */
const MAIL_SEND_JOB = 'mail.send';
/**
 * The job that handles a reset request (registry/jobs/password-reset.ts runs requestPasswordReset): the route only
 * queues it, so answering takes the same work whether or not the e-mail is a user's (no timing difference).
 */
export const PASSWORD_RESET_REQUEST_JOB = 'password-reset.request';
export interface PasswordResetRequestPayload {
  email: string;
}
export const RESET_MAILS_PER_HOUR = 5;
export const INVALID_EMAIL = 'Enter a valid email address.';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const body = (input: unknown) => (input && typeof input === 'object' && !Array.isArray(input) ? input : {}) as Record<string, unknown>;

/** The path of the link in the e-mail (the web's /password/reset/confirm/:uid/:token). */
export const resetPath = (uid: string, token: string) => `/password/reset/confirm/${encodeURIComponent(uid)}/${encodeURIComponent(token)}`;

/** `{email}` → the e-mail, or 400 with the field's problem. */
export function parseResetRequest(input: unknown): string {
  const value = body(input).email;
  if (value === undefined || value === null || (typeof value === 'string' && !value.trim()))
    throw validationError({ email: [MESSAGES.required] });
  if (typeof value !== 'string') throw validationError({ email: [MESSAGES.notAString] });
  const email = value.trim();
  const problem = textProblem(email, TEXT_LIMITS.email);
  if (problem) throw validationError({ email: [problem] });
  if (!EMAIL.test(email)) throw validationError({ email: [INVALID_EMAIL] });
  return email;
}

/** Sends the reset e-mail when the address is a known, unlocked user's (see the header); answers nothing either way. */
export async function requestPasswordReset(
  db: Kysely<Database>,
  jobs: JobRunner,
  settings: Pick<RegistrySettings, 'publicUrl'>,
  email: string,
): Promise<void> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'email', 'first_name'])
    .where(sql<string>`lower(email)`, '=', normalizeEmail(email))
    .where('locked_at', 'is', null)
    .executeTakeFirst();
  if (!user) return;
  const issued = await db.transaction().execute(async (trx) => {
    // One request at a time per user, so the hourly count below cannot be raced.
    await trx.selectFrom('users').select('id').where('id', '=', user.id).forUpdate().execute();
    const { count } = await trx
      .selectFrom('account_tokens')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('user_id', '=', user.id)
      .where('purpose', '=', 'PASSWORD_RESET')
      .where('created_at', '>', sql<Date>`now() - interval '1 hour'`)
      .executeTakeFirstOrThrow();
    if (Number(count) >= RESET_MAILS_PER_HOUR) return null;
    return issueAccountToken(trx, { purpose: 'PASSWORD_RESET', userId: user.id, replacePrevious: true });
  });
  if (!issued) return;
  const minutes = Math.round(ACCOUNT_TOKEN_TTL_SECONDS.PASSWORD_RESET / 60);
  const rendered = renderMail('notification', {
    title: 'Reset your password',
    subject: 'Reset your Lien Registry password',
    intro: `${user.first_name ? `Hello ${user.first_name}, ` : ''}someone asked to reset the password of your Lien Registry account.`,
    lines: [
      `Open the link to choose a new password. The link works once and expires in ${minutes} minutes.`,
      'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    ],
    action: { label: 'Choose a new password', url: publicLink(settings.publicUrl, resetPath(user.id, issued.token)) },
  });
  const message: MailMessage = { to: [user.email], ...rendered, tag: 'password-reset' };
  const key = `password-reset:${issued.id}`;
  await jobs.enqueue(MAIL_SEND_JOB, { message, key }, { key });
}

export interface ResetConfirmation {
  uid: string;
  token: string;
  newPassword: string;
}

const tokenExpired = () => validationError({ token: [ACCOUNT_TOKEN_EXPIRED] });

/** `{new_password, re_new_password, uid, token}`: required strings, the two passwords equal. */
export function parseResetConfirmation(input: unknown): ResetConfirmation {
  const raw = body(input);
  const errors: FieldErrors = {};
  const text = (field: string) => {
    const value = raw[field];
    if (value === undefined || value === null || value === '') errors[field] = [MESSAGES.required];
    else if (typeof value !== 'string') errors[field] = [MESSAGES.notAString];
    else return value;
    return '';
  };
  const newPassword = text('new_password');
  const again = text('re_new_password');
  const uid = text('uid');
  const token = text('token');
  if (!errors.new_password && !errors.re_new_password && newPassword !== again) errors.re_new_password = [PASSWORD_MESSAGES.mismatch];
  if (Object.keys(errors).length) throw validationError(errors);
  return { uid, token, newPassword };
}

/**
 * Sets the new password of the token's user. An unknown, used or expired token, or one of another user than `uid`
 * → 400 `{token: ['Your invite token has expired.']}` (the web's token-expired view); a password the policy refuses
 * → 400 `{new_password: [...]}` and the token stays unspent.
 */
export async function resetPassword(db: Kysely<Database>, input: ResetConfirmation): Promise<void> {
  if (!isUuid(input.uid)) throw tokenExpired();
  const found = await findAccountToken(db, 'PASSWORD_RESET', input.token, input.uid);
  if (!found) throw tokenExpired();
  const user = await db.selectFrom('users').select(['id', 'email']).where('id', '=', input.uid).executeTakeFirst();
  if (!user) throw tokenExpired();
  const problems = passwordProblems(input.newPassword, user.email);
  if (problems.length) throw validationError({ new_password: problems });
  const hash = await hashPassword(input.newPassword);
  await db.transaction().execute(async (trx) => {
    const spent = await spendAccountToken(trx, 'PASSWORD_RESET', input.token, user.id);
    if (!spent) throw tokenExpired();
    await trx.updateTable('users').set({ password_hash: hash }).where('id', '=', user.id).execute();
    // Every other link of the user stops working too.
    await trx
      .updateTable('account_tokens')
      .set({ used_at: sql`now()` })
      .where('user_id', '=', user.id)
      .where('purpose', '=', 'PASSWORD_RESET')
      .where('used_at', 'is', null)
      .execute();
    const ended = await trx
      .updateTable('sessions')
      .set({ revoked_at: sql`now()` })
      .where('user_id', '=', user.id)
      .where('revoked_at', 'is', null)
      .returning('id')
      .execute();
    if (ended.length)
      await emitEvents(
        trx,
        ended.map((session) => ({ type: 'session.revoked' as const, caseId: null, organizationIds: [], sessionId: session.id })),
      );
  });
  // The lockout of the e-mail: the new password works at once.
  await clearAttempts(db, user.email);
}
