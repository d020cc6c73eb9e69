import { describe, expect, test } from 'vitest';
import { createOutboxMailer } from './mail.ts';

describe('outbox mailer', () => {
  test('records what is sent, in order, with an id; refuses a message without a valid recipient or subject', async () => {
    const mailer = createOutboxMailer();
    const first = await mailer.send({ to: ['ann@example.test'], subject: 'Welcome', text: 'Hello', tag: 'invitation' });
    await mailer.send({ to: ['bob@example.test', 'cy@example.test'], subject: 'Reset', text: 'Link' });
    expect(mailer.sent.map((mail) => mail.subject)).toEqual(['Welcome', 'Reset']);
    expect(mailer.sent[0]).toMatchObject({ id: first.id, to: ['ann@example.test'], tag: 'invitation' });
    expect(mailer.sent[0].sentAt).toBeInstanceOf(Date);
    await expect(mailer.send({ to: [], subject: 'x', text: '' })).rejects.toThrow();
    await expect(mailer.send({ to: ['not an address'], subject: 'x', text: '' })).rejects.toThrow();
    await expect(mailer.send({ to: ['ann@example.test'], subject: ' ', text: '' })).rejects.toThrow();
    expect(mailer.sent).toHaveLength(2);
    mailer.clear();
    expect(mailer.sent).toHaveLength(0);
  });
});
