// The in-process bus: a subscription hears every event from its start, in order, or only those it wants (the rest
// never wake it); ending it stops delivery.
import { expect, test } from 'vitest';
import { RegistryEventBus } from './bus.ts';
import type { RegistryEvent } from './registry-event.ts';

const event = (id: number, threadId: string | null): RegistryEvent => ({
  id,
  type: 'case.updated',
  change: threadId ? 'chat' : 'status',
  case_id: 'c',
  lien_id: null,
  activity_id: null,
  thread_id: threadId,
  organization_ids: ['o'],
  created_at: '2026-01-01T00:00:00.000Z',
});

test('a subscription with `wants` receives only the events it wants, in order; one without receives all', async () => {
  const bus = RegistryEventBus.inProcess();
  const wanted: RegistryEvent[] = [];
  let asked = 0;
  const chat = bus.subscribe((candidate) => {
    asked += 1;
    return candidate.thread_id === 't1';
  });
  const all = bus.subscribe();
  for (const [id, thread] of [
    [1, 't1'],
    [2, null],
    [3, 't2'],
    [4, 't1'],
  ] as const)
    bus.publish(event(id, thread));
  for (let i = 0; i < 2; i++) wanted.push((await chat.next()).value!);
  expect(wanted.map((e) => e.id)).toEqual([1, 4]);
  expect(asked).toBe(4);
  const everything = [];
  for (let i = 0; i < 4; i++) everything.push((await all.next()).value!.id);
  expect(everything).toEqual([1, 2, 3, 4]);
  // Nothing else is queued for the filtered one: ended, it answers done at once.
  await chat.return!();
  expect(await chat.next()).toEqual({ value: undefined, done: true });
  bus.publish(event(5, 't1'));
  expect((await all.next()).value!.id).toBe(5);
  await all.return!();
});
