// Where registry events meet subscriptions: Yoga's in-process pub/sub, and with Redis a bridge so that an event
// read by one BFF replica reaches the subscribers connected to every replica. The bridge holds one Redis
// subscription per replica (not one per GraphQL subscription) and owns every Redis promise it starts.
import { setMaxListeners } from 'node:events';
import { createPubSub, type PubSub } from 'graphql-yoga';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { RegistryEvent } from './registry-event.ts';

/** A user who received live data (and the staff member behind them when impersonated). */
export interface Recipient {
  userId: string;
  impersonatorId: string | null;
}

/** Records in the registry's access log that these users received what one event's load read (feed.ts). */
export type DeliveryLog = (eventId: number, organizationId: string, recipients: Recipient[]) => Promise<void>;

type PubSubEventTarget = NonNullable<NonNullable<Parameters<typeof createPubSub>[0]>['eventTarget']>;

const TOPIC = 'registry-event';

function localPubSub(): PubSub<Record<string, [RegistryEvent]>> {
  // One listener per open subscription: Node's default cap of 10 would warn on any busy replica.
  const eventTarget = new EventTarget();
  setMaxListeners(0, eventTarget);
  return createPubSub<Record<string, [RegistryEvent]>>({ eventTarget: eventTarget as PubSubEventTarget });
}

export class RegistryEventBus {
  private readonly local = localPubSub();
  private readonly redis: { publisher: Redis; subscriber: Redis; channel: string } | null;
  private readonly logger?: Logger;
  private deliveryLog: DeliveryLog | null = null;
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
        this.local.publish(TOPIC, JSON.parse(message) as RegistryEvent);
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
      this.local.publish(TOPIC, event);
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

  async recordDeliveries(eventId: number, organizationId: string, recipients: Recipient[]): Promise<void> {
    if (!this.deliveryLog || !recipients.length) return;
    try {
      await this.deliveryLog(eventId, organizationId, recipients);
    } catch (error) {
      this.logger?.warn({ err: error, eventId }, 'could not record live deliveries in the access log');
    }
  }

  subscribe(): AsyncIterable<RegistryEvent> {
    return this.local.subscribe(TOPIC);
  }

  async close(): Promise<void> {
    if (!this.redis) return;
    const { publisher, subscriber } = this.redis;
    await Promise.all([publisher, subscriber].map((client) => client.quit().then(() => undefined, () => client.disconnect())));
  }
}
