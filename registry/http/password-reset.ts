// Password reset (public; registry/auth/password-reset.ts): asking always answers 204, the same for every e-mail;
// confirming answers 204 or 400 (policy, mismatch, or the token-expired text on `token`). Both are rate-limited per
// client address; the request also per e-mail.
import type { FastifyInstance } from 'fastify';
import {
  parseResetConfirmation,
  parseResetRequest,
  PASSWORD_RESET_REQUEST_JOB,
  resetPassword,
  type PasswordResetRequestPayload,
} from '../auth/password-reset.ts';
import type { RouteDeps } from './types.ts';

export function passwordResetRoutes(app: FastifyInstance, { db, adapters }: RouteDeps): void {
  app.post(
    '/api/v1/auth/password/reset/',
    { config: { permission: 'public', audit: 'none' }, preHandler: app.passwordResetLimits },
    async (request, reply) => {
      const payload: PasswordResetRequestPayload = { email: parseResetRequest(request.body) };
      // The lookup happens in the job: the answer costs the same for every e-mail.
      await adapters.jobs.enqueue(PASSWORD_RESET_REQUEST_JOB, payload);
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
