// A subscription group runs one stream for its members: results without errors go to every member's sink at once,
// a result with errors reaches each member's iterator before anything after it is sent, a member hears only what
// comes after it joined, the stream stops when the last member leaves, and a resumed stream takes no one new once
// it has sent something.
import type { ExecutionResult } from 'graphql';
import { GraphQLError } from 'graphql';
import { expect, test } from 'vitest';
import type { DirectSink } from './direct-delivery.ts';
import { SubscriptionGroup } from './subscription-groups.ts';

/** A stream whose results the test pushes one by one; `returned` tells whether it was stopped. */
function stream() {
  const queue: Array<IteratorResult<ExecutionResult>> = [];
  let waiting: ((step: IteratorResult<ExecutionResult>) => void) | null = null;
  const state = { returned: false };
  const iterator: AsyncIterator<ExecutionResult> = {
    next: () => {
      const step = queue.shift();
      return step ? Promise.resolve(step) : new Promise((resolve) => (waiting = resolve));
    },
    return: () => {
      state.returned = true;
      waiting?.({ value: undefined, done: true });
      return Promise.resolve({ value: undefined, done: true });
    },
  };
  const push = (step: IteratorResult<ExecutionResult>) => {
    const resolve = waiting;
    waiting = null;
    if (resolve) resolve(step);
    else queue.push(step);
  };
  return {
    iterator,
    state,
    push: (value: ExecutionResult) => push({ value, done: false }),
    end: () => push({ value: undefined, done: true }),
  };
}

/** A sink that records, in one shared log, what each member was sent. */
function recorder(log: string[], name: string): DirectSink {
  return { send: (result) => log.push(`${name}:${String((result.data as { n: number }).n)}`) };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));
const ok = (n: number): ExecutionResult => ({ data: { n } });

test('results without errors go to every member; a member hears only what comes after it joined', async () => {
  const source = stream();
  const group = new SubscriptionGroup(source.iterator, { resumes: false, onEnd: () => {} });
  const log: string[] = [];
  group.join(recorder(log, 'a'));
  source.push(ok(1));
  await settle();
  group.join(recorder(log, 'b'));
  source.push(ok(2));
  await settle();
  expect(log).toEqual(['a:1', 'a:2', 'b:2']);
});

test('a result with errors reaches each member before the next result is sent, and the end completes them', async () => {
  const source = stream();
  const ended: string[] = [];
  const group = new SubscriptionGroup(source.iterator, { resumes: false, onEnd: () => ended.push('group') });
  const log: string[] = [];
  const a = group.join(recorder(log, 'a'));
  const b = group.join(recorder(log, 'b'));
  const refused: ExecutionResult = { errors: [new GraphQLError('Not allowed')] };
  source.push(refused);
  source.push(ok(3));
  await settle();
  // Nothing after the error is sent while a member has not taken it.
  expect(log).toEqual([]);
  expect(await a.next()).toEqual({ value: refused, done: false });
  await settle();
  expect(log).toEqual([]);
  expect(await b.next()).toEqual({ value: refused, done: false });
  const aNext = a.next();
  const bNext = b.next();
  await settle();
  expect(log).toEqual(['a:3', 'b:3']);
  source.end();
  expect(await aNext).toEqual({ value: undefined, done: true });
  expect(await bNext).toEqual({ value: undefined, done: true });
  expect(ended).toEqual(['group']);
});

test('the stream stops when the last member leaves, not before', async () => {
  const source = stream();
  const ended: string[] = [];
  const group = new SubscriptionGroup(source.iterator, { resumes: false, onEnd: () => ended.push('group') });
  const a = group.join(recorder([], 'a'));
  const b = group.join(recorder([], 'b'));
  await a.return!();
  expect(source.state.returned).toBe(false);
  expect(group.joinable).toBe(true);
  await b.return!();
  expect(source.state.returned).toBe(true);
  expect(group.joinable).toBe(false);
  expect(ended).toEqual(['group']);
});

test('a failing stream fails every member', async () => {
  const failure = new Error('registry unreachable');
  const iterator: AsyncIterator<ExecutionResult> = { next: () => Promise.reject(failure) };
  const group = new SubscriptionGroup(iterator, { resumes: false, onEnd: () => {} });
  const member = group.join(recorder([], 'a'));
  await expect(member.next()).rejects.toBe(failure);
  expect(await member.next()).toEqual({ value: undefined, done: true });
});

test('a resumed stream is joinable only until it has sent something', async () => {
  const source = stream();
  const group = new SubscriptionGroup(source.iterator, { resumes: true, onEnd: () => {} });
  group.join(recorder([], 'a'));
  expect(group.joinable).toBe(true);
  source.push(ok(1));
  await settle();
  expect(group.joinable).toBe(false);
});
