// Password reset (public; registry/auth/password-reset.ts): asking always answers 204, the same for every e-mail;
// confirming answers 204 or 400 (policy, mismatch, or the token-expired text on `token`). Both are rate-limited per
// client address; the request also per e-mail.
import type { FastifyInstance } from 'fastify';
import { parseResetConfirmation, parseResetRequest, requestPasswordReset, resetPassword } from '../auth/password-reset.ts';
import type { RouteDeps } from './types.ts';

export function passwordResetRoutes(app: FastifyInstance, { db, adapters, settings }: RouteDeps): void {
  app.post(
    '/api/v1/auth/password/reset/',
    { config: { permission: 'public', audit: 'none' }, preHandler: app.passwordResetLimits },
    async (request, reply) => {
      const email = parseResetRequest(request.body);
      await requestPasswordReset(db, adapters.jobs, settings, email);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/v1/auth/password/reset/confirm/',
    { config: { permission: 'public', audit: 'none' }, preHandler: app.publicFormLimit },
    async (request, reply) => {
      await resetPassword(db, parseResetConfirmation(request.body));
      return reply.status(204).send();
    },
  );
}
