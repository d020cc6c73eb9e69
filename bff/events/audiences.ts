// One load per event and audience. The subscribers of one organisation receive the same answers from the registry
// (the only part that differs per user, the account's linked contact, is part of the audience), so the first
// subscriber to handle an event loads what changed through a gateway acting as itself, in a context of its own
// for that event; every other subscriber of the audience receives the same payload, and its fields resolve in that
// context (shared-execution.ts), nested fields included. The registry then sees one read per event and audience,
// whatever the number of subscribers.
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
   * Told once per event and audience (batched) which users received what the leader loaded without reading it
   * themselves, for the access log (the leader's own reads are logged by the registry as they happen).
   */
  delivered?: (event: RegistryEvent, leader: BffContext, organizationId: string, recipients: Recipient[]) => Promise<void>;
}

export class AudienceLoads<T> {
  /** Shared loads started so far (tests and the bench). */
  started = 0;
  private readonly loads = new Map<string, SharedLoad<T>>();
  private readonly options: AudienceLoadsOptions<T>;
  private readonly pending = new Map<string, { event: RegistryEvent; leader: BffContext; recipients: Map<string, Recipient> }>();

  constructor(options: AudienceLoadsOptions<T>) {
    this.options = options;
  }

  /** What `event` changed, as `viewer`'s audience sees it; null when the subscriber's own session has ended. */
  async forSubscriber(ctx: BffContext, viewer: ActingViewer, event: RegistryEvent): Promise<T | null> {
    const key = `${event.id}|${audienceOf(viewer)}`;
    for (let attempt = 0; attempt < 2; attempt++) {
      const shared = this.join(key, ctx, viewer, event);
      try {
        const result = await shared.result;
        if (shared.leader !== ctx) this.noteDelivery(key, event, shared.leader, viewer);
        return result;
      } catch (error) {
        if (!(error instanceof RegistryHttpError && error.status === 401)) throw error;
        if (this.loads.get(key) === shared) this.loads.delete(key);
        // The leader's session ended: this subscriber loads again as itself; its own ended: it stops.
        if (shared.leader === ctx) return null;
      }
    }
    return null;
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

  /** Collects the recipients of one event and audience and reports them together, once the burst is over. */
  private noteDelivery(key: string, event: RegistryEvent, leader: BffContext, viewer: ActingViewer): void {
    const { delivered } = this.options;
    if (!delivered) return;
    let batch = this.pending.get(key);
    if (!batch) {
      batch = { event, leader, recipients: new Map() };
      this.pending.set(key, batch);
      const flushing = batch;
      setTimeout(() => {
        this.pending.delete(key);
        delivered(flushing.event, flushing.leader, viewer.organizationId, [...flushing.recipients.values()]).catch(() => undefined);
      }, 50).unref();
    }
    const impersonator = (viewer.me as { impersonated_by?: { id: string } | null }).impersonated_by;
    batch.recipients.set(`${viewer.me.id}/${impersonator?.id ?? ''}`, { userId: viewer.me.id, impersonatorId: impersonator?.id ?? null });
  }
}
