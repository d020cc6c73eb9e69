// Query.devMailbox: the development mailbox through GraphQL (the registry's outbox, newest first, no sign-in), and
// null when the registry has none (production answers 404).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { mailboxGateway } from '../../bff/registry/mailbox.ts';
import type { GatewayScope } from '../../bff/registry/scope.ts';
import { RegistryHttpError } from '../../bff/rest/registry-client.ts';
import { renderMail } from '../../registry/domain/mail/templates.ts';
import { gql, startBffStack, type BffStack } from './helpers.ts';

let stack: BffStack;
beforeAll(async () => {
  stack = await startBffStack();
});
afterAll(() => stack?.close());

const MAILBOX = `{ devMailbox { delivery count messages { internalID to from replyTo listUnsubscribe subject text html tag createdAt } } }`;

describe('Query.devMailbox', () => {
  test('lists what the registry kept, newest first, with its headers; signed out too', async () => {
    const mail = stack.registry.registry.adapters.mail;
    for (const title of ['Older', 'Newer']) {
      const rendered = renderMail('chat-message', {
        fromName: 'Ann Lee',
        fromOrganization: 'Lee Law',
        note: `${title} <b>note</b>`,
        subject: title,
        replyable: true,
      });
      await mail.send({ to: ['bob@example.test'], ...rendered, tag: 'chat-message', replyTo: 'reply+t@reply.example.test' });
    }
    const reply = await gql(stack, MAILBOX);
    expect(reply.body.errors).toBeUndefined();
    const mailbox = reply.body.data.devMailbox;
    expect(mailbox.delivery).toBe('OUTBOX');
    expect(mailbox.count).toBeGreaterThanOrEqual(2);
    const kept = mailbox.messages.filter((message: { subject: string }) => ['Older', 'Newer'].includes(message.subject));
    expect(kept.map((message: { subject: string }) => message.subject)).toEqual(['Newer', 'Older']);
    expect(kept[0]).toMatchObject({
      to: ['bob@example.test'],
      from: 'Lien Registry <no-reply@localhost>',
      replyTo: 'reply+t@reply.example.test',
      listUnsubscribe: null,
      tag: 'chat-message',
    });
    // The note is escaped in the HTML body and kept as written in the text body.
    expect(kept[0].html).toContain('Newer &lt;b&gt;note&lt;/b&gt;');
    expect(kept[0].text).toContain('Newer <b>note</b>');
    expect(kept[0].text).toContain('Reply to this e-mail');
  });

  test('null when the registry has no mailbox (production)', async () => {
    const scope = {
      client: {
        get: async () => {
          throw new RegistryHttpError('GET', '/api/registry/v1/dev/mailbox/', 404, { detail: 'Not found.' });
        },
      },
    } as unknown as GatewayScope;
    expect(await mailboxGateway(scope).latest()).toBeNull();
    const failing = {
      client: {
        get: async () => {
          throw new RegistryHttpError('GET', '/api/registry/v1/dev/mailbox/', 500, null);
        },
      },
    } as unknown as GatewayScope;
    await expect(mailboxGateway(failing).latest()).rejects.toThrow(RegistryHttpError);
  });
});
