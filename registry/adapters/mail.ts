// Mail: what the registry will send (invitations, password resets, new-case notices). The embedded default keeps
// every message in an in-process outbox instead of sending it, so development and tests can read what went out;
// a real provider (SMTP, an e-mail API) implements the same interface.
import { randomUUID } from 'node:crypto';

export interface MailMessage {
  to: string[];
  subject: string;
  text: string;
  html?: string;
  /** Groups messages of one kind (e.g. `password-reset`), for the provider's statistics and for tests. */
  tag?: string;
}

export interface SentMail extends MailMessage {
  id: string;
  sentAt: Date;
}

export interface Mailer {
  /** Accepts the message for delivery and answers its id; refuses a message without a recipient or subject. */
  send(message: MailMessage): Promise<{ id: string }>;
}

export interface OutboxMailer extends Mailer {
  /** Everything sent so far, oldest first. */
  readonly sent: readonly SentMail[];
  clear(): void;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function createOutboxMailer(): OutboxMailer {
  const sent: SentMail[] = [];
  return {
    sent,
    async send(message) {
      if (!message.to.length || message.to.some((address) => !EMAIL.test(address)))
        throw new Error('mail: every recipient must be an e-mail address');
      if (!message.subject.trim()) throw new Error('mail: a subject is required');
      const mail: SentMail = { ...message, to: [...message.to], id: randomUUID(), sentAt: new Date() };
      sent.push(mail);
      return { id: mail.id };
    },
    clear() {
      sent.length = 0;
    },
  };
}
