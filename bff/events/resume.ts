// Resumable subscriptions. Every live event carries its version (the registry event's id; ids become visible in
// commit order). A client whose connection dropped subscribes again with `after: <the last version it received>`:
// the subscription listens to the bus at once (buffering), asks the registry for the events after that version
// addressed to the viewer's organisation (GET …/events/replay/, as the viewer), hands those on, then the buffered
// and later live events above the last one replayed: no gap (anything committed after the replay's read is on the
// bus, which was listening before it) and no duplicate. When more was missed than the registry replays (or the
// version is unknown) the first step is a resync: the client refetches what it shows, then continues live.
import type { BffContext } from '../context.ts';
import { clientError } from '../errors.ts';
import { RegistryHttpError } from '../rest/registry-client.ts';
import type { RegistryEvent } from './registry-event.ts';

/** One step of a resumable subscription: an event (replayed or live), or a resync from `version` on. */
export type LiveStep = { event: RegistryEvent } | { resync: number };

/** The description of every resumable subscription's `after` argument. */
export const AFTER_DESCRIPTION =
  'The `version` of the last event this client received on this subscription (after a dropped connection): the events it missed since are sent first, in order and once, then live ones. When more was missed than can be replayed, the first event is a resync (refetch what is shown). Leave it out to start from now.';

/** The `after` argument of a subscription, as a version; null when not given. */
export function parseAfter(after: string | null | undefined): number | null {
  if (after === null || after === undefined || after === '') return null;
  if (!/^\d{1,15}$/.test(after)) throw clientError('after must be the version of a live event (decimal digits).', 'BAD_USER_INPUT');
  return Number(after);
}

export interface ResumeScope {
  /** Only events about this case are replayed (caseChanged); the live ones are filtered by the caller. */
  caseId?: string | null;
  /** The live events the subscription may want (bus.ts): others never reach it. */
  wants?: (event: RegistryEvent) => boolean;
}

/**
 * The registry events a subscription hears from now on, preceded, when `after` is given, by what its viewer's
 * organisation was told after that version. The caller filters steps as it filters live events (the registry
 * replays by organisation and case only) and loads them as it loads live ones.
 */
export function resumableEvents(ctx: BffContext, after: number | null, scope: ResumeScope = {}): AsyncIterableIterator<LiveStep> {
  // Listening before the registry is asked: nothing committed after its answer can be missed.
  const live = ctx.deps.events.subscribe(scope.wants);
  let replayed: Promise<{ steps: LiveStep[]; floor: number } | 'ended'> | null = after === null ? null : replay(ctx, after, scope);
  let pending: LiveStep[] = [];
  /** Live events at or below this version were replayed (or covered by a resync). */
  let floor = -1;
  const finished = async (): Promise<IteratorResult<LiveStep, undefined>> => {
    await live.return?.();
    return { value: undefined, done: true };
  };
  return {
    [Symbol.asyncIterator]() {
      return this;
    },
    async next() {
      if (replayed) {
        const outcome = await replayed;
        replayed = null;
        if (outcome === 'ended') return finished();
        pending = outcome.steps;
        floor = outcome.floor;
      }
      const step = pending.shift();
      if (step) return { value: step, done: false };
      for (;;) {
        const next = await live.next();
        if (next.done) return finished();
        if (next.value.id > floor) return { value: { event: next.value }, done: false };
      }
    },
    return: finished,
    async throw(error: unknown) {
      await finished();
      throw error;
    },
  };
}

async function replay(ctx: BffContext, after: number, scope: ResumeScope): Promise<{ steps: LiveStep[]; floor: number } | 'ended'> {
  try {
    const answer = await ctx.gateway.events.replay(after, scope.caseId);
    // Live events above the registry's newest follow the refetch (an `after` above it came from another store).
    if (!answer.complete) return { steps: [{ resync: answer.latest }], floor: answer.latest };
    const last = answer.results.at(-1)?.id ?? after;
    return { steps: answer.results.map((event) => ({ event })), floor: Math.max(after, last) };
  } catch (error) {
    // The session ended: the subscription ends (its socket is being closed too).
    if (error instanceof RegistryHttpError && error.status === 401) return 'ended';
    // The registry could not say what was missed: the client refetches rather than trusting a gap (and hears every
    // live event since this subscription began: a repeat is harmless after a refetch, a gap is not).
    return { steps: [{ resync: after }], floor: -1 };
  }
}
