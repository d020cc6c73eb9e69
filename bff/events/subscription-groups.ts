// Subscriptions of one session to the same operation with the same variables (a person's browser tabs, a card open
// twice) share one stream of results. Each still subscribes as itself (authorisation and arguments are checked for
// every one), then joins its group: the group runs the field's subscription once and sends every result without
// errors to all its members' sockets in one loop (direct-delivery.ts), instead of one async pipeline per socket.
// A member receives what its own subscription would have: one session sees the same data, each result has passed
// the registry's admission of that session, and a member hears the results from its joining on. A result with
// errors goes to each member the ordinary way (error masking) before the next result is sent. A subscription that
// resumes (`after`, events/resume.ts) first replays what it missed, so others join it only before its first result.
import type { ExecutionResult } from 'graphql';
import type { DirectSink } from './direct-delivery.ts';

type Step = IteratorResult<ExecutionResult, undefined>;

const DONE: Step = { value: undefined, done: true };

/** One subscription of a group, as the transport iterates it: only results with errors, and the end. */
class Member implements AsyncIterableIterator<ExecutionResult, undefined> {
  readonly sink: DirectSink;
  private readonly group: SubscriptionGroup;
  private waiting: { resolve: (step: Step) => void; reject: (error: unknown) => void } | null = null;
  private handed: ExecutionResult | null = null;
  /** Resolves the group's wait once the transport asks for more (it has sent the handed result). */
  private taken: (() => void) | null = null;
  private ended: { error: unknown } | null = null;

  constructor(group: SubscriptionGroup, sink: DirectSink) {
    this.group = group;
    this.sink = sink;
  }

  /** Hands a result with errors to the transport; resolves once it has been sent (or the member left). */
  handOn(result: ExecutionResult): Promise<void> {
    if (this.ended) return Promise.resolve();
    return new Promise((resolve) => {
      this.taken = resolve;
      if (this.waiting) {
        const { resolve: deliver } = this.waiting;
        this.waiting = null;
        deliver({ value: result, done: false });
      } else this.handed = result;
    });
  }

  /** The group's stream ended (or failed): the transport completes (or reports the error). */
  end(error?: unknown): void {
    if (this.ended) return;
    this.ended = { error };
    this.release();
    const waiting = this.waiting;
    this.waiting = null;
    if (!waiting) return;
    // Reported once: the transport's next call hears the end.
    this.ended = { error: undefined };
    if (error === undefined) waiting.resolve(DONE);
    else waiting.reject(error);
  }

  next(): Promise<Step> {
    this.release();
    if (this.handed) {
      const value = this.handed;
      this.handed = null;
      return Promise.resolve({ value, done: false });
    }
    if (this.ended) {
      const { error } = this.ended;
      this.ended = { error: undefined };
      return error === undefined ? Promise.resolve(DONE) : Promise.reject(error);
    }
    return new Promise((resolve, reject) => (this.waiting = { resolve, reject }));
  }

  return(): Promise<Step> {
    this.group.leave(this);
    this.end();
    return Promise.resolve(DONE);
  }

  throw(): Promise<Step> {
    return this.return();
  }

  [Symbol.asyncIterator](): this {
    return this;
  }

  private release(): void {
    const taken = this.taken;
    this.taken = null;
    taken?.();
  }
}

export class SubscriptionGroup {
  private readonly members = new Set<Member>();
  private readonly results: AsyncIterator<ExecutionResult, unknown>;
  private readonly resumes: boolean;
  private readonly onEnd: () => void;
  private started = false;
  private ended = false;

  /** Runs `results` until it ends or the last member leaves; `resumes`: the stream replays missed results first. */
  constructor(results: AsyncIterator<ExecutionResult, unknown>, options: { resumes: boolean; onEnd: () => void }) {
    this.results = results;
    this.resumes = options.resumes;
    this.onEnd = options.onEnd;
    void this.pump();
  }

  /** Whether a new subscription receives from here on what its own would (not a resumed stream already replaying). */
  get joinable(): boolean {
    return !this.ended && !(this.resumes && this.started);
  }

  join(sink: DirectSink): AsyncIterableIterator<ExecutionResult, undefined> {
    const member = new Member(this, sink);
    this.members.add(member);
    return member;
  }

  leave(member: Member): void {
    if (!this.members.delete(member) || this.members.size || this.ended) return;
    this.finish();
    void this.results.return?.();
  }

  private finish(): void {
    this.ended = true;
    this.onEnd();
  }

  private async pump(): Promise<void> {
    let failure: unknown;
    try {
      for (;;) {
        const step = await this.results.next();
        if (step.done || this.ended) break;
        this.started = true;
        const result = step.value;
        if (!result.errors) {
          for (const member of this.members) member.sink.send(result);
          continue;
        }
        await Promise.all([...this.members].map((member) => member.handOn(result)));
      }
    } catch (error) {
      failure = error ?? new Error('The subscription failed.');
    }
    if (!this.ended) this.finish();
    for (const member of this.members) member.end(failure);
  }
}

const groupsByScope = new WeakMap<object, Map<string, SubscriptionGroup>>();

/** The groups open in one scope (a BFF's event bus: replicas in one process stay apart). */
export function subscriptionGroups(scope: object): Map<string, SubscriptionGroup> {
  let groups = groupsByScope.get(scope);
  if (!groups) groupsByScope.set(scope, (groups = new Map()));
  return groups;
}
