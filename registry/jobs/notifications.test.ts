// Which committed events start a notification fan-out, and when the daily reminders run is queued.
import { describe, expect, test } from 'vitest';
import type { JobRunner } from '../adapters/jobs.ts';
import type { RegistrySettings } from '../domain/context.ts';
import type { EventJobSubscriber } from './events.ts';
import { FAN_OUT_JOB, REMINDERS_JOB, registerNotificationJobs, startReminders } from './notifications.ts';

function fakeRunner() {
  const queued: { name: string; payload: unknown; key?: string; delaySeconds?: number }[] = [];
  const registered: string[] = [];
  const runner = {
    register: (name: string) => void registered.push(name),
    enqueue: async (name: string, payload: unknown, options: { key?: string; delaySeconds?: number } = {}) => {
      queued.push({ name, payload, ...options });
      return 'id';
    },
  } as unknown as JobRunner;
  return { runner, queued, registered };
}

const event = (type: string, change: string | null) => ({
  id: 7,
  type,
  change,
  version: 7,
  case_id: 'c',
  lien_id: null,
  activity_id: 'a',
  thread_id: null,
  message_id: null,
  organization_ids: ['o'],
  session_id: null,
  user_id: null,
  notification_id: null,
  created_at: '2026-01-01T00:00:00.000Z',
});

describe('notification jobs', () => {
  const { runner, registered } = fakeRunner();
  let subscriber: EventJobSubscriber | null = null;
  registerNotificationJobs({
    db: {} as never,
    jobs: runner,
    settings: { publicUrl: 'http://localhost:8080' } as RegistrySettings,
    onRegistryEvent: (given) => void (subscriber = given),
  });

  test('registers the fan-out, e-mail and reminders jobs', () => {
    expect(registered).toEqual(['notifications.fan-out', 'notifications.email', 'notifications.reminders']);
  });

  test('one fan-out per change that tells someone (its activity event, or a chat message), keyed by the event', () => {
    const jobsOf = (type: string, change: string | null) => subscriber!(event(type, change) as never);
    for (const change of ['status', 'law_firm', 'lien_added', 'lien_rejection', 'case_created'])
      expect(jobsOf('activity.created', change), change).toEqual([{ name: FAN_OUT_JOB, payload: { eventId: 7 }, key: 'fanout:7' }]);
    expect(jobsOf('case.updated', 'chat')).toHaveLength(1);
    // The same change's other events, and changes nobody is told of.
    for (const [type, change] of [
      ['case.updated', 'status'],
      ['lien.updated', 'lien_added'],
      ['activity.created', 'details'],
      ['activity.created', 'tags'],
      ['case.updated', 'threads'],
      ['notification.created', null],
      ['session.revoked', null],
    ] as const)
      expect(jobsOf(type, change), `${type} ${change}`).toEqual([]);
  });
});

describe('daily reminders', () => {
  test('before 06:00 UTC the run of today is queued for 06:00; after it, tomorrow’s', async () => {
    const early = fakeRunner();
    await startReminders(early.runner, new Date('2026-03-10T05:00:00Z'));
    expect(early.queued).toEqual([
      { name: REMINDERS_JOB, payload: { day: '2026-03-10' }, key: 'reminders:2026-03-10', delaySeconds: 3600 },
    ]);
    const late = fakeRunner();
    await startReminders(late.runner, new Date('2026-03-10T07:00:00Z'));
    expect(late.queued).toEqual([
      { name: REMINDERS_JOB, payload: { day: '2026-03-11' }, key: 'reminders:2026-03-11', delaySeconds: 23 * 3600 },
    ]);
  });
});
