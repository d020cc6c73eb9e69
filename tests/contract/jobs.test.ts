// Staff's list of failed jobs (GET staff/failed-jobs/, POST …/{id}/retry/): staff only, payload shown as its
// identifiers only (a payload may carry health data).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_EMAILS, loginAs, startTestRegistry, type TestRegistry } from '../../registry/testing.ts';
import { call, V1 } from './helpers.ts';

const CASE_ID = '00000000-0000-4000-8000-00000000ca5e';
let registry: TestRegistry;
let failNext = true;
let runs = 0;

beforeAll(async () => {
  registry = await startTestRegistry({
    jobs: {
      register: ({ jobs }) => {
        jobs.register<{ caseId: string; eventId: number; plaintiffName: string }>(
          'test.deliver',
          async () => {
            runs += 1;
            if (failNext) throw new Error('550 mailbox unavailable');
          },
          { attempts: 1 },
        );
      },
    },
  });
});
afterAll(() => registry?.close());

describe('failed jobs (staff)', () => {
  test('staff see a failed job with its identifiers, not its text, and can retry it; others are refused', async () => {
    const { jobs } = registry.registry.adapters;
    const id = await jobs.enqueue('test.deliver', {
      caseId: CASE_ID,
      eventId: 42,
      plaintiffName: 'Jane Plaintiff',
      nested: { userId: CASE_ID },
    });
    await jobs.idle();
    expect(runs).toBe(1);

    const staff = await loginAs(registry.url, DEMO_EMAILS.staff);
    const list = await call(registry.url, `${V1}/staff/failed-jobs/`, { token: staff });
    expect(list.status).toBe(200);
    expect(list.body).toEqual({
      count: 1,
      results: [
        {
          id,
          name: 'test.deliver',
          payload_summary: `caseId=${CASE_ID}, eventId=42, nested.userId=${CASE_ID}`,
          attempts: 1,
          error: '550 mailbox unavailable',
          created_at: expect.any(String),
          failed_at: expect.any(String),
        },
      ],
    });
    expect(JSON.stringify(list.body)).not.toContain('Jane');
    expect((await call(registry.url, `${V1}/staff/failed-jobs/?offset=1`, { token: staff })).body).toEqual({ count: 1, results: [] });
    expect((await call(registry.url, `${V1}/staff/failed-jobs/?limit=x`, { token: staff })).body).toEqual({
      limit: ['A valid integer is required.'],
    });

    // Every organisation's users, admins included, are refused, whatever they ask.
    for (const email of [DEMO_EMAILS.lawFirm, DEMO_EMAILS.provider, DEMO_EMAILS.insurer]) {
      const token = await loginAs(registry.url, email);
      expect((await call(registry.url, `${V1}/staff/failed-jobs/`, { token })).status).toBe(403);
      expect((await call(registry.url, `${V1}/staff/failed-jobs/?limit=x`, { token })).status).toBe(403);
      expect((await call(registry.url, `${V1}/staff/failed-jobs/${id}/retry/`, { token, method: 'POST' })).status).toBe(403);
    }
    expect((await call(registry.url, `${V1}/staff/failed-jobs/`)).status).toBe(401);
    expect(runs).toBe(1);

    // Retry: unknown or malformed ids are 404; the job runs again and leaves the list.
    expect((await call(registry.url, `${V1}/staff/failed-jobs/${CASE_ID}/retry/`, { token: staff, method: 'POST' })).status).toBe(404);
    expect((await call(registry.url, `${V1}/staff/failed-jobs/nope/retry/`, { token: staff, method: 'POST' })).status).toBe(404);
    failNext = false;
    const retried = await call(registry.url, `${V1}/staff/failed-jobs/${id}/retry/`, { token: staff, method: 'POST' });
    expect(retried).toEqual({ status: 200, body: { id } });
    await jobs.idle();
    expect(runs).toBe(2);
    expect((await call(registry.url, `${V1}/staff/failed-jobs/`, { token: staff })).body).toEqual({ count: 0, results: [] });
  });
});
