// One execution per event, audience and operation. A live event is loaded once per audience (audiences.ts), and
// every subscriber of that audience receives the very same payload object, marked with the context it was loaded
// in: its fields resolve in that context (the audience's gateway and caches) rather than the subscriber's own.
// Subscribers who also sent the same operation (the same web client) would then compute the same answer field by
// field, so the per-event execution runs once for them and every one gets the result: 1,000 browser tabs on one
// case cost one execution and 1,000 socket writes. Unmarked payloads execute per subscriber, as GraphQL says.
// Over graphql-ws, the subscriptions of one session to the same operation also share their stream of results
// (subscription-groups.ts), and results go to the sockets directly (direct-delivery.ts).
import {
  createSourceEventStream,
  executeSubscriptionEvent,
  Kind,
  mapSourceToResponseEvent,
  validateSubscriptionArgs,
  type ExecutionArgs,
  type ExecutionResult,
} from 'graphql';
import { isAsyncIterable, type Plugin } from 'graphql-yoga';
import type { BffContext } from '../context.ts';
import { directSinkOf } from './direct-delivery.ts';
import { SubscriptionGroup, subscriptionGroups } from './subscription-groups.ts';

type EventArgs = Parameters<typeof executeSubscriptionEvent>[0];

/** Per-event executions run and answers handed on without running (tests, the bench). */
export const sharedExecutionCounts = { executed: 0, shared: 0 };

const contexts = new WeakMap<object, unknown>();
const resultsByPayload = new WeakMap<object, Map<string, Promise<ExecutionResult>>>();

/** Marks a subscription payload as the same for every subscriber it is yielded to, resolved in `context`. */
export function sharedPayload<T extends object>(payload: T, context: unknown): T {
  contexts.set(payload, context);
  return payload;
}

/** What a resumable subscription's payload says of itself (resume.ts): its version, and whether it is a resync. */
export interface LiveMark {
  version: number;
  resync?: boolean;
}

const liveMarks = new WeakMap<object, LiveMark>();

/**
 * Marks a payload with its version: every result sent for it carries `extensions.live { version, resync }`, so a
 * client can resume after it (`after`) whatever its selection.
 */
export function markLive<T extends object>(payload: T, mark: LiveMark): T {
  liveMarks.set(payload, mark);
  return payload;
}

async function withLiveExtension(payload: unknown, result: ExecutionResult | Promise<ExecutionResult>): Promise<ExecutionResult> {
  const mark = typeof payload === 'object' && payload !== null ? liveMarks.get(payload) : undefined;
  const resolved = await result;
  if (!mark) return resolved;
  const live = mark.resync ? { version: String(mark.version), resync: true } : { version: String(mark.version) };
  return { ...resolved, extensions: { ...resolved.extensions, live } };
}

const keys = new WeakMap<object, string | null>();

/** Same text, operation and variables: the same answer for subscribers of one audience (kept per subscription). */
function operationKey(args: EventArgs): string | null {
  const known = keys.get(args.variableValues);
  if (known !== undefined) return known;
  const text = args.operation.loc?.source.body;
  const key = text === undefined ? null : `${args.operation.name?.value ?? ''}\n${JSON.stringify(args.variableValues.coerced)}\n${text}`;
  keys.set(args.variableValues, key);
  return key;
}

function executeEvent(args: EventArgs): Promise<ExecutionResult> {
  const payload = args.rootValue;
  const context = typeof payload === 'object' && payload !== null ? contexts.get(payload) : undefined;
  const run = () => {
    sharedExecutionCounts.executed += 1;
    return withLiveExtension(payload, executeSubscriptionEvent(context === undefined ? args : { ...args, contextValue: context }));
  };
  if (context === undefined) return run();
  const key = operationKey(args);
  if (key === null) return run();
  let results = resultsByPayload.get(payload as object);
  if (!results) resultsByPayload.set(payload as object, (results = new Map()));
  let result = results.get(key);
  if (result) sharedExecutionCounts.shared += 1;
  else results.set(key, (result = run()));
  return result;
}

/** Subscriptions over a transport with a direct sink (graphql-ws) run in groups (subscription-groups.ts). */
async function subscribeSharing(args: ExecutionArgs) {
  const validated = validateSubscriptionArgs(args);
  if (!('schema' in validated)) return { errors: validated };
  // Every subscription subscribes as itself: its authorisation and arguments are checked, whether it joins or not.
  const source = await createSourceEventStream(validated);
  if (!isAsyncIterable(source)) return source;
  const sink = directSinkOf(validated.contextValue);
  if (!sink) return mapSourceToResponseEvent(validated, source, executeEvent);
  const context = validated.contextValue as BffContext;
  const groups = subscriptionGroups(context.deps.events);
  const key = groupKey(context, validated);
  const existing = key === null ? undefined : groups.get(key);
  if (existing?.joinable) {
    await source[Symbol.asyncIterator]().return?.();
    return existing.join(sink);
  }
  const group: SubscriptionGroup = new SubscriptionGroup(mapSourceToResponseEvent(validated, source, executeEvent), {
    resumes: resumes(validated),
    onEnd: () => {
      if (key !== null && groups.get(key) === group) groups.delete(key);
    },
  });
  if (key !== null && !groups.get(key)?.joinable) groups.set(key, group);
  return group.join(sink);
}

/** Whether a root field is given `after` (every resumable live field's argument, resume.ts): it replays first. */
function resumes(args: EventArgs): boolean {
  return args.operation.selectionSet.selections.some(
    (selection) =>
      selection.kind === Kind.FIELD &&
      selection.arguments?.some(
        (argument) =>
          argument.name.value === 'after' &&
          (argument.value.kind === Kind.VARIABLE
            ? args.variableValues.coerced[argument.value.name.value] != null
            : argument.value.kind !== Kind.NULL),
      ),
  );
}

/** One session (and account), one operation and its variables; null when the operation's text is not known. */
function groupKey(context: BffContext, args: EventArgs): string | null {
  const operation = operationKey(args);
  const { token, accountId } = context.session;
  return operation === null || !token ? null : `${token}\n${accountId ?? ''}\n${operation}`;
}

export function sharedExecutionPlugin(): Plugin {
  return {
    onSubscribe({ setSubscribeFn }) {
      setSubscribeFn(subscribeSharing as Parameters<typeof setSubscribeFn>[0]);
    },
  };
}
