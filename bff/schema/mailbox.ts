// Query.devMailbox: the development mailbox — the mail the embedded mailer kept instead of sending (no SMTP_URL).
// Null in production, where the registry has no mailbox; it needs no sign-in (a local mail catcher for every demo
// login), which is why it exists only outside production.
import { builder } from '../builder.ts';
import type { DevMailboxJson, DevMailboxMessageJson } from '../registry/mailbox.ts';

const MailDelivery = builder.enumType('MailDelivery', {
  description: 'How the registry delivers e-mail.',
  values: {
    SMTP: { description: 'Sent through the SMTP server of SMTP_URL (the mailbox stays empty).', value: 'smtp' },
    OUTBOX: { description: 'Kept in the outbox table and shown in the development mailbox (no SMTP_URL).', value: 'outbox' },
  } as const,
});

const header = (message: DevMailboxMessageJson, name: string) => message.headers[name] ?? null;

const DevMailboxMessage = builder.objectRef<DevMailboxMessageJson>('DevMailboxMessage').implement({
  description: 'One e-mail the registry kept instead of sending, as it would have been sent.',
  fields: (t) => ({
    internalID: t.exposeString('id', { description: "The registry's id of the kept message." }),
    to: t.exposeStringList('to', { description: 'The recipients.' }),
    from: t.string({ description: 'The sender (MAIL_FROM).', nullable: true, resolve: (message) => header(message, 'From') }),
    replyTo: t.string({
      description: 'Where a reply goes (a reply-by-e-mail address), when set.',
      nullable: true,
      resolve: (message) => header(message, 'Reply-To'),
    }),
    listUnsubscribe: t.string({
      description: 'The List-Unsubscribe header (one-click unsubscribe link), when set.',
      nullable: true,
      resolve: (message) => header(message, 'List-Unsubscribe'),
    }),
    subject: t.exposeString('subject', { description: 'The subject line.' }),
    text: t.exposeString('text', { description: 'The plain-text body.' }),
    html: t.exposeString('html', { description: 'The HTML body (show it sandboxed: it is a whole document).' }),
    tag: t.exposeString('tag', { description: 'The kind of message, e.g. `notification` or `chat-message`.' }),
    createdAt: t.field({ description: 'When the message was kept.', type: 'DateTime', resolve: (message) => message.created_at }),
  }),
});

const DevMailbox = builder.objectRef<DevMailboxJson>('DevMailbox').implement({
  description: 'The development mailbox: the latest e-mails the registry kept instead of sending.',
  fields: (t) => ({
    delivery: t.field({ description: 'How the registry delivers e-mail now.', type: MailDelivery, resolve: (mailbox) => mailbox.mailer }),
    count: t.exposeInt('count', { description: 'How many messages the mailbox holds.' }),
    messages: t.field({
      description: 'The latest 50 kept messages, newest first.',
      type: [DevMailboxMessage],
      resolve: async (_mailbox, _args, ctx) => (await ctx.gateway.mailbox.latest())?.results ?? [],
    }),
  }),
});

builder.queryField('devMailbox', (t) =>
  t.field({
    type: DevMailbox,
    nullable: true,
    description:
      'The development mailbox: every e-mail the registry kept instead of sending (no SMTP_URL). Development only, no sign-in needed; null in production.',
    // Only asks whether there is a mailbox (and its count); `messages` loads them when selected.
    resolve: (_root, _args, ctx) => ctx.gateway.mailbox.latest(0),
  }),
);
