// One load per event and audience. The subscribers of one organisation receive the same answers from the registry
// (the only part that differs per user, the account's linked contact, is part of the audience), so the first
// subscriber to handle an event loads what changed through a gateway acting as itself, in a context of its own
// for that event; every other subscriber of the audience receives the same payload, and its fields resolve in that
// context (shared-execution.ts), nested fields included. Before the others receive it, one registry call admits
// them (their sessions still live, their users still of the organisation) and logs them in the access log. The
// registry then sees one read and one admission per event and audience, whatever the number of subscribers.
import { contextCacheSymbol } from '@pothos/core';
import type { BffContext } from '../context.ts';
import { createGateway, type ActingViewer } from '../registry/gateway.ts';
import { RegistryHttpError } from '../rest/registry-client.ts';
import type { Recipient } from './bus.ts';
import type { RegistryEvent } from './registry-event.ts';

/** Subscribers whose registry answers are the same: one organisation, one linked contact. */
export const audienceOf = (viewer: ActingViewer) => `${viewer.organizationId}/${viewer.account?.linked_contact ?? ''}`;

/** How long a shared load stays for a slow subscriber of its audience (a later one loads again). */
const KEPT_MS = 30_000;

interface SharedLoad<T> {
  /** The leader's context with the shared gateway (a new object, so Pothos' per-context caches are new too). */
  context: BffContext;
  /** The subscriber whose identity loads. */
  leader: BffContext;
  result: Promise<T>;
}

export interface AudienceLoadsOptions<T> {
  /** Loads what the event changed in `context` (whose gateway is the audience's). */
  load: (context: BffContext, event: RegistryEvent) => Promise<T>;
  /**
   * Asked once per event and audience (for all subscribers waiting then) which of the subscribers who did not load
   * themselves may receive it; the registry logs those in the access log (the leader's own reads are logged as they
   * happen). Resolves to the refused sessions, or null when the registry could not be asked.
   */
  admit: (event: RegistryEvent, leader: BffContext, organizationId: string, recipients: Recipient[]) => Promise<Set<string> | null>;
}

/** One subscription as the audience sees it. */
export interface Subscriber {
  ctx: BffContext;
  viewer: ActingViewer;
  /** The server-side session of the subscriber's token. */
  sessionId: string;
}

/** What a subscriber gets for an event: the change, nothing this time, or the end (its session ended). */
export type Outcome<T> = { change: T } | 'skip' | 'ended';

interface Admission {
  event: RegistryEvent;
  leader: BffContext;
  organizationId: string;
  recipients: Map<string, Recipient>;
  answer: Promise<Set<string> | null>;
}

export class AudienceLoads<T> {
  /** Shared loads started so far (tests and the bench). */
  started = 0;
  private readonly loads = new Map<string, SharedLoad<T>>();
  private readonly options: AudienceLoadsOptions<T>;
  private readonly admissions = new Map<string, Admission>();

  constructor(options: AudienceLoadsOptions<T>) {
    this.options = options;
  }

  /** What `event` changed, as the subscriber's audience sees it, if the subscriber may still receive it. */
  async forSubscriber(subscriber: Subscriber, event: RegistryEvent): Promise<Outcome<T>> {
    const { ctx, viewer } = subscriber;
    const key = `${event.id}|${audienceOf(viewer)}`;
    for (let attempt = 0; attempt < 2; attempt++) {
      const shared = this.join(key, ctx, viewer, event);
      let result: T;
      try {
        result = await shared.result;
      } catch (error) {
        if (!(error instanceof RegistryHttpError && error.status === 401)) throw error;
        if (this.loads.get(key) === shared) this.loads.delete(key);
        // The leader's session ended: this subscriber loads again as itself; its own ended: it stops.
        if (shared.leader === ctx) return 'ended';
        continue;
      }
      // The leader's reads checked its own session; the others are admitted by the registry, all at once.
      if (shared.leader === ctx) return { change: result };
      const refused = await this.admission(key, event, shared.leader, subscriber);
      if (refused === null) return 'skip';
      return refused.has(subscriber.sessionId) ? 'ended' : { change: result };
    }
    return 'ended';
  }

  private join(key: string, ctx: BffContext, viewer: ActingViewer, event: RegistryEvent): SharedLoad<T> {
    const existing = this.loads.get(key);
    if (existing) return existing;
    const gateway = createGateway({ client: ctx.baseRegistry.withIdentity(ctx.gateway.identity), options: ctx.deps.options, viewer });
    // A fresh Pothos cache key, should the subscriber's context carry one (a copied key would share its caches).
    const context = { ...ctx, gateway, [contextCacheSymbol]: {} } as BffContext;
    const shared: SharedLoad<T> = { context, leader: ctx, result: this.options.load(context, event) };
    this.started += 1;
    // A failed load is not kept (the caller decides); an unobserved rejection would crash the process.
    shared.result.catch(() => undefined);
    this.loads.set(key, shared);
    setTimeout(() => {
      if (this.loads.get(key) === shared) this.loads.delete(key);
    }, KEPT_MS).unref();
    return shared;
  }

  /**
   * Joins the subscriber to the audience's pending question to the registry. The subscribers of an event resume
   * together once its load resolves, so one question (asked on the next turn of the event loop) covers them; a
   * latecomer starts another.
   */
  private admission(key: string, event: RegistryEvent, leader: BffContext, subscriber: Subscriber): Promise<Set<string> | null> {
    const { viewer, sessionId } = subscriber;
    let admission = this.admissions.get(key);
    if (!admission) {
      let ask!: () => void;
      const asked = new Promise<void>((resolve) => (ask = resolve));
      const created: Admission = {
        event,
        leader,
        organizationId: viewer.organizationId,
        recipients: new Map(),
        answer: asked.then(() => this.options.admit(event, leader, viewer.organizationId, [...created.recipients.values()])),
      };
      admission = created;
      this.admissions.set(key, created);
      setImmediate(() => {
        if (this.admissions.get(key) === created) this.admissions.delete(key);
        ask();
      });
    }
    const impersonator = (viewer.me as { impersonated_by?: { id: string } | null }).impersonated_by;
    admission.recipients.set(sessionId + '/' + viewer.me.id, { userId: viewer.me.id, impersonatorId: impersonator?.id ?? null, sessionId });
    return admission.answer;
  }
}
