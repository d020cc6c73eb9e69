// One-click unsubscribe from a notification category's e-mails (RFC 8058), without signing in. Mail clients POST
// `List-Unsubscribe=One-Click` to the List-Unsubscribe URL; a person following the link from the e-mail's footer
// GETs a page that asks first (a GET never changes anything, so link scanners cannot unsubscribe anyone) and
// posts the same URL. The token is signed (domain/notifications/unsubscribe.ts); using it again changes nothing more.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { escapeHtml } from '../domain/mail/templates.ts';
import { CATEGORY_INFO } from '../domain/notifications/catalogue.ts';
import { updateSetting } from '../domain/notifications/settings.ts';
import { readUnsubscribeToken } from '../domain/notifications/unsubscribe.ts';
import type { RouteDeps } from './types.ts';

const PATH = '/api/v1/unsubscribe/:token/';

function page(reply: FastifyReply, status: number, title: string, body: string) {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} · Lien Registry</title></head><body><main><h1>${escapeHtml(title)}</h1>${body}<p><a href="/settings/communication">Communication preferences</a></p></main></body></html>`;
  return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
}

const INVALID = '<p>This unsubscribe link is not valid. You can change which e-mails you receive in your communication preferences.</p>';

export function unsubscribeRoutes(app: FastifyInstance, { db, settings }: RouteDeps): void {
  const read = (token: string) => (settings.mailLinkSecret ? readUnsubscribeToken(settings.mailLinkSecret, token) : null);
  const userExists = async (userId: string) =>
    Boolean(await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst());

  app.register(async (scoped) => {
    // Mail clients and the page's form post a form body, in either encoding RFC 8058 allows; it is not read (the
    // token says everything).
    for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data'])
      scoped.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 4096 }, (_request, _body, done) => done(null, {}));

    scoped.get(PATH, { config: { permission: 'public', audit: 'none' }, preHandler: app.publicFormLimit }, async (request, reply) => {
      const { token } = request.params as { token: string };
      const target = read(token);
      if (!target || !(await userExists(target.userId))) return page(reply, 404, 'Link not valid', INVALID);
      const label = CATEGORY_INFO[target.category].label;
      return page(
        reply,
        200,
        `Unsubscribe from ${label}`,
        `<p>Stop e-mailing you about <strong>${escapeHtml(label)}</strong>? You still see them in the app unless you turn that off too.</p>` +
          `<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Unsubscribe</button></form>`,
      );
    });

    scoped.post(PATH, { config: { permission: 'public', audit: 'none' }, preHandler: app.publicFormLimit }, async (request, reply) => {
      const { token } = request.params as { token: string };
      const target = read(token);
      if (!target || !(await userExists(target.userId))) return page(reply, 404, 'Link not valid', INVALID);
      await updateSetting(db, target.userId, target.category, { email: false });
      const label = CATEGORY_INFO[target.category].label;
      return page(reply, 200, 'Unsubscribed', `<p>You will no longer receive e-mails about <strong>${escapeHtml(label)}</strong>.</p>`);
    });
  });
}
