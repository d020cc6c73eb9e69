// Where registry events meet subscriptions: an in-process fan-out to every open subscription, and with Redis a
// bridge so that an event read by one BFF replica reaches the subscribers connected to every replica. The bridge
// holds one Redis subscription per replica (not one per GraphQL subscription) and owns every Redis promise it starts.
// The fan-out is a plain queue per subscription: with 1,000 subscriptions an event costs 1,000 array pushes or
// promise resolutions, not an EventTarget dispatch plus a Repeater per listener.
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { RegistryEvent } from './registry-event.ts';

/** A subscriber about to receive live data: its user, the staff member behind it when impersonated, its session. */
export interface Recipient {
  userId: string;
  impersonatorId: string | null;
  sessionId: string;
}

/**
 * Asks the registry which of these recipients may receive what one event's load read, and has it log them in
 * the access log (feed.ts). Resolves to the refused sessions.
 */
export type DeliveryLog = (eventId: number, organizationId: string, recipients: Recipient[]) => Promise<Set<string>>;

const TOPIC = 'registry-event';

/** One subscription's events, in order; ending it (return) resolves a waiting next() at once. */
class EventQueue implements AsyncIterableIterator<RegistryEvent> {
  private readonly buffered: RegistryEvent[] = [];
  private waiting: ((result: IteratorResult<RegistryEvent, undefined>) => void) | null = null;
  private ended = false;
  private readonly onEnd: () => void;
  /** The events this subscription wants (the rest never wake it); every event when absent. */
  readonly wants: ((event: RegistryEvent) => boolean) | undefined;

  constructor(onEnd: () => void, wants?: (event: RegistryEvent) => boolean) {
    this.onEnd = onEnd;
    this.wants = wants;
  }

  push(event: RegistryEvent): void {
    if (this.ended) return;
    const waiting = this.waiting;
    if (waiting) {
      this.waiting = null;
      waiting({ value: event, done: false });
    } else this.buffered.push(event);
  }

  next(): Promise<IteratorResult<RegistryEvent, undefined>> {
    const event = this.buffered.shift();
    if (event) return Promise.resolve({ value: event, done: false });
    if (this.ended) return Promise.resolve({ value: undefined, done: true });
    return new Promise((resolve) => (this.waiting = resolve));
  }

  return(): Promise<IteratorResult<RegistryEvent, undefined>> {
    if (!this.ended) {
      this.ended = true;
      this.buffered.length = 0;
      this.onEnd();
      this.waiting?.({ value: undefined, done: true });
      this.waiting = null;
    }
    return Promise.resolve({ value: undefined, done: true });
  }

  [Symbol.asyncIterator](): this {
    return this;
  }
}

export class RegistryEventBus {
  private readonly queues = new Set<EventQueue>();
  private readonly redis: { publisher: Redis; subscriber: Redis; channel: string } | null;
  private readonly logger?: Logger;
  private deliveryLog: DeliveryLog | null = null;
  private newest: number | null = null;
  /** Resolves once events published anywhere will reach this replica. */
  readonly ready: Promise<void>;

  private constructor(redis: RegistryEventBus['redis'], logger?: Logger) {
    this.redis = redis;
    this.logger = logger;
    if (!redis) {
      this.ready = Promise.resolve();
      return;
    }
    for (const client of [redis.publisher, redis.subscriber]) {
      client.on('error', (error: unknown) => this.logger?.warn({ err: error }, 'Redis connection error (the client reconnects)'));
    }
    redis.subscriber.on('message', (channel: string, message: string) => {
      if (channel !== redis.channel) return;
      try {
        this.deliverHere(JSON.parse(message) as RegistryEvent);
      } catch (error) {
        this.logger?.warn({ err: error }, 'ignored a malformed registry event from Redis');
      }
    });
    this.ready = redis.subscriber.subscribe(redis.channel).then(
      () => undefined,
      (error: unknown) => this.logger?.error({ err: error }, 'could not subscribe to registry events in Redis'),
    );
  }

  static inProcess(logger?: Logger): RegistryEventBus {
    return new RegistryEventBus(null, logger);
  }

  static redis(redisUrl: string, namespace: string, logger?: Logger): RegistryEventBus {
    const options = { maxRetriesPerRequest: 3 };
    return new RegistryEventBus(
      { publisher: new Redis(redisUrl, options), subscriber: new Redis(redisUrl, options), channel: `${namespace}:${TOPIC}` },
      logger,
    );
  }

  get usesRedis(): boolean {
    return this.redis !== null;
  }

  /** Asks Redis for an answer (readiness); nothing to ask in process. */
  async ping(): Promise<void> {
    await this.redis?.publisher.ping();
  }

  publish(event: RegistryEvent): void {
    if (!this.redis) {
      this.deliverHere(event);
      return;
    }
    // Every replica, this one included, receives it back through its subscription.
    this.redis.publisher.publish(this.redis.channel, JSON.stringify(event)).catch((error: unknown) => {
      this.logger?.warn({ err: error, eventId: event.id }, 'could not publish a registry event to Redis');
    });
  }

  /** Where deliveries are recorded (the event feed knows the registry and the service credential). */
  useDeliveryLog(log: DeliveryLog): void {
    this.deliveryLog = log;
  }

  /**
   * The recipients' sessions the registry refuses (ended, expired, no longer of the organisation). When it cannot
   * be asked, every recipient is refused for this event: health data is not pushed unchecked and unlogged.
   */
  async refusedRecipients(eventId: number, organizationId: string, recipients: Recipient[]): Promise<Set<string>> {
    if (!recipients.length) return new Set();
    if (!this.deliveryLog) return new Set(recipients.map((recipient) => recipient.sessionId));
    try {
      return await this.deliveryLog(eventId, organizationId, recipients);
    } catch (error) {
      this.logger?.warn({ err: error, eventId }, 'could not admit live recipients; the event is withheld from them');
      return new Set(recipients.map((recipient) => recipient.sessionId));
    }
  }

  private deliverHere(event: RegistryEvent): void {
    this.notePosition(event.id);
    for (const queue of this.queues) if (!queue.wants || queue.wants(event)) queue.push(event);
  }

  /**
   * The newest event id this replica has handed on (or its feed started after); null until known. A subscription
   * started now hears every event after it, so a client may resume from it before its first event (the graphql-ws
   * acknowledgement carries it as `liveVersion`).
   */
  get position(): number | null {
    return this.newest;
  }

  /** The feed started reading after `id` (or another replica recorded it): events up to it are not coming here. */
  notePosition(id: number): void {
    if (this.newest === null || id > this.newest) this.newest = id;
  }

  /**
   * Every event from now on (or those `wants` accepts), until the iterator's return(). With 1,000 subscriptions an
   * event another subscription is about costs a function call each, not an iterator step and a promise.
   */
  subscribe(wants?: (event: RegistryEvent) => boolean): AsyncIterableIterator<RegistryEvent> {
    const queue: EventQueue = new EventQueue(() => this.queues.delete(queue), wants);
    this.queues.add(queue);
    return queue;
  }

  async close(): Promise<void> {
    if (!this.redis) return;
    const { publisher, subscriber } = this.redis;
    await Promise.all(
      [publisher, subscriber].map((client) =>
        client.quit().then(
          () => undefined,
          () => client.disconnect(),
        ),
      ),
    );
  }
}
