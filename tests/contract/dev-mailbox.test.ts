// The development mailbox (GET dev/mailbox/): what the embedded mailer kept instead of sending, newest first, in
// development (and tests) only; a production registry has no such route.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createRegistry, MEMORY } from '../../registry/app.ts';
import { createScratchDatabase, startTestRegistry, type TestRegistry } from '../../registry/testing.ts';
import { renderMail } from '../../registry/domain/mail/templates.ts';
import { call, V1 } from './helpers.ts';

let server: TestRegistry;

beforeAll(async () => {
  server = await startTestRegistry({ seed: false });
});

afterAll(async () => {
  await server?.close();
});

describe('development mailbox', () => {
  test('lists the outbox newest first with subject, recipients, bodies and headers; no sign-in needed', async () => {
    const mail = server.registry.adapters.mail;
    expect(mail.kind).toBe('outbox');
    for (const subject of ['First notice', 'Second notice']) {
      const rendered = renderMail('notification', { title: subject, case: { plaintiffName: 'Jane Doe', caseId: 'c-9' } });
      await mail.send({
        to: ['ann@example.test'],
        ...rendered,
        tag: 'notification',
        listUnsubscribe: { url: 'http://localhost:8080/u/1' },
      });
    }
    const reply = await call(server.url, `${V1}/dev/mailbox/`);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ count: 2, next: null, previous: null, mailer: 'outbox' });
    expect(reply.body.results.map((row: { subject: string }) => row.subject)).toEqual(['Second notice', 'First notice']);
    expect(reply.body.results[0]).toMatchObject({
      to: ['ann@example.test'],
      tag: 'notification',
      headers: { From: 'Lien Registry <no-reply@localhost>', 'List-Unsubscribe': '<http://localhost:8080/u/1>' },
    });
    expect(reply.body.results[0].html).toContain('Jane Doe');
    expect(reply.body.results[0].text).toContain('Second notice');
    expect(Date.parse(reply.body.results[0].created_at)).not.toBeNaN();
    const one = await call(server.url, `${V1}/dev/mailbox/?page_size=1`);
    expect(one.body.count).toBe(2);
    expect(one.body.results.map((row: { subject: string }) => row.subject)).toEqual(['Second notice']);
    const bad = await call(server.url, `${V1}/dev/mailbox/?page_size=lots`);
    expect(bad).toEqual({ status: 400, body: { page_size: ['A valid integer is required.'] } });
  });

  test('a production registry has no mailbox route (404)', async () => {
    const scratch = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL) : undefined;
    const production = await createRegistry({
      databaseUrl: scratch?.url,
      dataDir: MEMORY,
      serviceKey: 'k'.repeat(32),
      environment: 'production',
    });
    try {
      const reply = await production.app.inject({ method: 'GET', url: `${V1}/dev/mailbox/` });
      expect(reply.statusCode).toBe(404);
      expect(reply.json()).toEqual({ detail: 'Not found.' });
    } finally {
      await production.close();
      await scratch?.drop();
    }
  });
});
