// Sign-in, token refresh, logout, the user's sessions, the staff's unlock, and the signed-in user with its accounts.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clearAttempts, login, unlockUser } from '../auth/login.ts';
import { activeAccountsOf } from '../auth/accounts.ts';
import { activeSessions, isLiveSessionOf, revokeSession, rotateRefreshToken } from '../auth/sessions.ts';
import { forbidden, MESSAGES, notFound, validationError, type FieldErrors } from '../domain/errors.ts';
import { isUuid } from '../domain/ids.ts';
import { iso, serializeAccount, serializeUser } from '../domain/serialize.ts';
import { contextOf } from './permissions.ts';
import type { RouteDeps } from './types.ts';

function requireStrings<K extends string>(body: unknown, fields: K[]): Record<K, string> {
  const input = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const errors: FieldErrors = {};
  for (const field of fields) {
    const value = input[field];
    if (value === undefined || value === null || value === '') errors[field] = [MESSAGES.required];
    else if (typeof value !== 'string') errors[field] = [MESSAGES.notAString];
  }
  if (Object.keys(errors).length) throw validationError(errors);
  return input as Record<K, string>;
}

/** Where a session was opened from. The BFF passes its caller's browser as `user_agent` (the header would be its own). */
function clientOf(request: FastifyRequest) {
  const given = (request.body as { user_agent?: unknown } | null)?.user_agent;
  return { userAgent: typeof given === 'string' ? given : (request.headers['user-agent'] ?? ''), ipAddress: request.ip };
}

export function authRoutes(app: FastifyInstance, { db, signer, settings }: RouteDeps): void {
  app.post('/api/v1/auth/jwt/', { config: { permission: 'public' }, preHandler: app.signInLimits }, async (request) => {
    const { username, password } = requireStrings(request.body, ['username', 'password']);
    const { user, ...tokens } = await login(db, signer, username, password, clientOf(request));
    return { ...tokens, user: serializeUser(user) };
  });

  // Rotates: the answer's refresh_token replaces the one sent, which is spent; sending a spent one again ends the
  // whole session (whoever holds a copy loses it too).
  app.post('/api/v1/auth/jwt/refresh/', { config: { permission: 'public' }, preHandler: app.publicFormLimit }, async (request) => {
    const { token } = requireStrings(request.body, ['token']);
    const outcome = await rotateRefreshToken(db, signer, token);
    if (!outcome.ok) {
      if (outcome.reused) request.log.warn('a spent refresh token was used again: its session is ended');
      throw validationError({ token: [MESSAGES.invalidToken] });
    }
    return outcome.tokens;
  });

  // Ends the session of the access token (Authorization: JWT) or of a refresh token (`{"token": …}`), so a client
  // whose access token has run out can still sign out. Always 204: ending an ended session is no error.
  app.post('/api/v1/auth/logout/', { config: { permission: 'public' }, preHandler: app.publicFormLimit }, async (request, reply) => {
    const match = /^JWT\s+(\S+)$/i.exec(String(request.headers.authorization ?? '').trim());
    const body = (request.body && typeof request.body === 'object' ? request.body : {}) as { token?: unknown };
    const claims = match
      ? await signer.verify(match[1]!, 'access')
      : typeof body.token === 'string'
        ? await signer.verify(body.token, 'refresh')
        : null;
    if (!match && body.token === undefined) throw validationError({ token: [MESSAGES.required] });
    if (claims && isUuid(claims.sessionId) && isUuid(claims.userId)) await revokeSession(db, claims.sessionId, { userId: claims.userId });
    return reply.status(204).send();
  });

  // The signed-in user's own sessions (while impersonating: the staff member's own).
  app.get('/api/v1/auth/sessions/', { config: { permission: 'user', audit: 'none' } }, async (request) => {
    const ctx = contextOf(request);
    const sessions = await activeSessions(db, (ctx.impersonatedBy ?? ctx.user).id);
    return sessions.map((session) => ({
      id: session.id,
      created_at: iso(session.created_at),
      last_used_at: iso(session.last_used_at),
      expires_at: iso(session.expires_at),
      user_agent: session.user_agent,
      ip_address: session.ip_address,
      is_current: session.id === ctx.sessionId,
    }));
  });

  // Ends one of the user's own sessions; anyone else's (or an unknown id) is not found.
  app.delete<{ Params: { id: string } }>(
    '/api/v1/auth/sessions/:id/',
    { config: { permission: 'user', audit: 'none' } },
    async (request, reply) => {
      const ctx = contextOf(request);
      const { id } = request.params;
      if (!isUuid(id)) throw notFound();
      const owner = (ctx.impersonatedBy ?? ctx.user).id;
      if (!(await isLiveSessionOf(db, owner, id))) throw notFound();
      await revokeSession(db, id, { userId: owner });
      return reply.status(204).send();
    },
  );

  // Staff lift a sign-in lockout (and their own lock of the account) before it runs out.
  app.post('/api/v1/auth/unlock/', { config: { permission: 'user', audit: 'none' } }, async (request, reply) => {
    const ctx = contextOf(request);
    if (!ctx.user.is_staff || ctx.impersonatedBy) throw forbidden();
    const { email } = requireStrings(request.body, ['email']);
    await clearAttempts(db, email);
    await unlockUser(db, email);
    return reply.status(204).send();
  });

  app.get('/api/registry/v1/accounts-auth/', { config: { permission: 'user', audit: 'none' } }, async (request) => {
    const ctx = contextOf(request);
    const accounts = await activeAccountsOf(db, ctx.user.id);
    return {
      ...serializeUser(ctx.user),
      registry_accounts: accounts.map((row) =>
        serializeAccount(
          row,
          {
            ...row,
            id: row.organization_id,
            phone_number: row.organization_phone_number,
            created_at: row.organization_created_at,
          },
          settings.referralLawFirmIsLawFirm,
        ),
      ),
      active_account_id: ctx.account?.id ?? null,
      impersonated_by: ctx.impersonatedBy ? { id: ctx.impersonatedBy.id, email: ctx.impersonatedBy.email } : null,
    };
  });
}
