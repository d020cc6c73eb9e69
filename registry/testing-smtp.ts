// A real SMTP peer for tests (smtp-server, in process, on a random loopback port, no TLS, any or no login): every
// message it accepts is parsed with mailparser and kept in `messages`. `refuseNext(n)` makes the next n messages
// fail at the end of DATA (451), as a server that is briefly unavailable would.
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface TestSmtpServer {
  /** smtp://127.0.0.1:<port> — an SMTP_URL for the mailer. */
  url: string;
  port: number;
  /** Every accepted message, parsed, in the order they arrived. */
  messages: ParsedMail[];
  /** The SMTP envelope recipients of each accepted message (Bcc included), same order as `messages`. */
  envelopes: { from: string; to: string[] }[];
  /** Resolves once at least `count` messages have arrived (rejects after `timeoutMs`, default 10 s). */
  waitFor(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
  /** The next `count` messages are refused with a temporary error (451). */
  refuseNext(count?: number): void;
  /** How many messages were refused so far. */
  readonly refused: number;
  close(): Promise<void>;
}

export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const messages: ParsedMail[] = [];
  const envelopes: { from: string; to: string[] }[] = [];
  let waiters: { count: number; resolve: () => void }[] = [];
  let toRefuse = 0;
  let refused = 0;

  const wake = () => {
    const ready = waiters.filter((waiter) => messages.length >= waiter.count);
    waiters = waiters.filter((waiter) => messages.length < waiter.count);
    for (const waiter of ready) waiter.resolve();
  };

  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    logger: false,
    onAuth(_auth, _session, callback) {
      callback(null, { user: 'test' });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (toRefuse > 0) {
          toRefuse -= 1;
          refused += 1;
          const error = Object.assign(new Error('Try again later'), { responseCode: 451 });
          callback(error);
          return;
        }
        simpleParser(Buffer.concat(chunks))
          .then((parsed) => {
            messages.push(parsed);
            const from = session.envelope.mailFrom;
            envelopes.push({ from: from ? from.address : '', to: session.envelope.rcptTo.map((rcpt) => rcpt.address) });
            callback();
            wake();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    envelopes,
    get refused() {
      return refused;
    },
    waitFor(count, timeoutMs = 10_000) {
      if (messages.length >= count) return Promise.resolve(messages);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters = waiters.filter((waiter) => waiter !== entry);
          reject(new Error(`test SMTP server: ${messages.length} of ${count} messages arrived within ${timeoutMs} ms`));
        }, timeoutMs);
        const entry = {
          count,
          resolve: () => {
            clearTimeout(timer);
            resolve(messages);
          },
        };
        waiters.push(entry);
      });
    },
    refuseNext(count = 1) {
      toRefuse += count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
