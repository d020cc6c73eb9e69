// Feeds the event bus from the registry's outbox. Alone (no Redis), the BFF reads the stream itself. With
// Redis, the replicas elect one reader with a lease (SET NX PX, renewed while it reads); the reader publishes
// every event to Redis and records its position there, so the next leader resumes where the last one stopped.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { REGISTRY_PREFIX, type RegistryConnection } from '../rest/registry-client.ts';
import type { DeliveryLog, RegistryEventBus } from './bus.ts';
import { RegistryEventStream } from './stream.ts';

const LEASE_MS = 15_000;
const RENEW_MS = 5_000;
/** Positions are kept a day: a stream not read for that long starts again at the present. */
const POSITION_TTL_S = 24 * 3600;

const RENEW_IF_OURS = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;
const RELEASE_IF_OURS = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

export interface EventFeedOptions {
  connection: RegistryConnection;
  serviceKey: string;
  bus: RegistryEventBus;
  namespace: string;
  redisUrl?: string;
  logger?: Logger;
}

export interface EventFeed {
  /** Resolves when events are flowing (this replica reads the stream, or another replica holds the lease). */
  start(): Promise<void>;
  close(): Promise<void>;
}

export function createEventFeed(options: EventFeedOptions): EventFeed {
  options.bus.useDeliveryLog(deliveryLog(options));
  return options.redisUrl ? new LeasedEventFeed(options, options.redisUrl) : new DirectEventFeed(options);
}

/** POST /events/:id/deliveries/ with the service credential: one call per event and audience. */
function deliveryLog({ connection, serviceKey }: EventFeedOptions): DeliveryLog {
  return async (eventId, organizationId, recipients) => {
    const response = await connection.request({
      method: 'POST',
      path: `${REGISTRY_PREFIX}/events/${eventId}/deliveries/`,
      headers: { authorization: `Service ${serviceKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        organization_id: organizationId,
        recipients: recipients.map((recipient) => ({
          user_id: recipient.userId,
          impersonator_id: recipient.impersonatorId,
          session_id: recipient.sessionId,
        })),
      }),
    });
    if (response.statusCode !== 200) {
      await response.body.dump();
      throw new Error(`admitting live recipients answered ${response.statusCode}`);
    }
    const { refused } = (await response.body.json()) as { refused: string[] };
    return new Set(refused);
  };
}

class DirectEventFeed implements EventFeed {
  private readonly stream: RegistryEventStream;

  constructor({ connection, serviceKey, bus, logger }: EventFeedOptions) {
    this.stream = new RegistryEventStream({
      connection,
      serviceKey,
      lastEventId: null,
      logger,
      onEvent: (event) => bus.publish(event),
      onStart: (after) => bus.notePosition(after),
    });
  }

  async start(): Promise<void> {
    this.stream.start();
    await this.stream.ready;
  }

  close(): Promise<void> {
    return this.stream.close();
  }
}

class LeasedEventFeed implements EventFeed {
  private readonly options: EventFeedOptions;
  private readonly redis: Redis;
  private readonly instance = randomUUID();
  private readonly leaseKey: string;
  private readonly positionKey: string;
  private stream: RegistryEventStream | null = null;
  private timer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(options: EventFeedOptions, redisUrl: string) {
    this.options = options;
    this.redis = new Redis(redisUrl, { maxRetriesPerRequest: 3 });
    this.redis.on('error', (error: unknown) => options.logger?.warn({ err: error }, 'Redis connection error (the client reconnects)'));
    this.leaseKey = `${options.namespace}:events:leader`;
    this.positionKey = `${options.namespace}:events:position`;
  }

  async start(): Promise<void> {
    // Where the reader stands: this replica hears everything after it (until its first event says more).
    const position = await this.redis.get(this.positionKey).catch(() => null);
    if (position !== null) this.options.bus.notePosition(Number(position));
    await this.tick();
    const schedule = () => {
      if (this.closed) return;
      this.timer = setTimeout(() => {
        this.tick()
          .catch((error: unknown) => this.options.logger?.warn({ err: error }, 'event feed lease check failed'))
          .finally(schedule);
      }, RENEW_MS);
      this.timer.unref();
    };
    schedule();
    await this.stream?.ready;
  }

  private async tick(): Promise<void> {
    if (this.stream) {
      const renewed = await this.redis.eval(RENEW_IF_OURS, 1, this.leaseKey, this.instance, String(LEASE_MS));
      if (renewed === 1) return;
      this.options.logger?.warn('lost the event feed lease; another replica reads the registry stream now');
      await this.stopReading();
    }
    const acquired = await this.redis.set(this.leaseKey, this.instance, 'PX', LEASE_MS, 'NX');
    if (acquired === 'OK') await this.startReading();
  }

  private async startReading(): Promise<void> {
    const stored = await this.redis.get(this.positionKey);
    const { connection, serviceKey, bus, logger } = this.options;
    this.stream = new RegistryEventStream({
      connection,
      serviceKey,
      logger,
      lastEventId: stored === null ? null : Number(stored),
      onStart: (after) => bus.notePosition(after),
      onEvent: async (event) => {
        bus.publish(event);
        await this.redis.set(this.positionKey, String(event.id), 'EX', POSITION_TTL_S);
      },
    });
    logger?.info({ after: stored }, 'this replica reads the registry event stream');
    this.stream.start();
  }

  private async stopReading(): Promise<void> {
    const stream = this.stream;
    this.stream = null;
    await stream?.close();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    const wasReading = this.stream !== null;
    await this.stopReading();
    if (wasReading) await this.redis.eval(RELEASE_IF_OURS, 1, this.leaseKey, this.instance).catch(() => undefined);
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
