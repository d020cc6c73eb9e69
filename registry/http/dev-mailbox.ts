// GET /api/registry/v1/dev/mailbox/?page_size=0..50 — the development mailbox: the latest 50 (or page_size) messages the embedded mailer kept in
// mail_outbox instead of sending, newest first. It holds every user's mail, so it exists only outside production
// (PORTAL_MODE=development, and tests): in production the route is not registered at all (404). It needs no
// sign-in, like a local mail catcher: a new user reads the mail of any demo login there.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { countOutboxMail, latestOutboxMail, MAILBOX_LIMIT } from '../domain/mail/mailbox.ts';
import { validationError } from '../domain/errors.ts';
import type { RouteDeps } from './types.ts';

export function devMailboxAvailable(environment: string): boolean {
  return environment !== 'production';
}

export function devMailboxRoutes(app: FastifyInstance, { db, settings, adapters }: RouteDeps): void {
  if (!devMailboxAvailable(settings.environment)) return;
  app.get('/api/registry/v1/dev/mailbox/', { config: { permission: 'public', audit: 'none' } }, async (request: FastifyRequest) => {
    const { page_size: pageSize } = request.query as { page_size?: string };
    if (pageSize !== undefined && !/^\d{1,2}$/.test(pageSize)) throw validationError({ page_size: ['A valid integer is required.'] });
    const messages = await latestOutboxMail(db, Math.min(MAILBOX_LIMIT, pageSize === undefined ? MAILBOX_LIMIT : Number(pageSize)));
    return {
      count: await countOutboxMail(db),
      next: null,
      previous: null,
      /** `smtp` when SMTP_URL sends the mail (the outbox then stays empty). */
      mailer: adapters.mail.kind,
      results: messages.map((message) => ({
        id: message.id,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers,
        tag: message.tag,
        created_at: message.createdAt.toISOString(),
      })),
    };
  });
}
