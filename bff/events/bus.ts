// Where registry events meet subscriptions: Yoga's pub/sub, in-process by default, or over Redis so that an
// event read by one BFF replica reaches the subscribers connected to every replica.
import { setMaxListeners } from 'node:events';
import { createPubSub, type PubSub } from 'graphql-yoga';
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { Redis } from 'ioredis';
import type { RegistryEvent } from '../rest/types.ts';

type PubSubEventTarget = NonNullable<NonNullable<Parameters<typeof createPubSub>[0]>['eventTarget']>;

export class RegistryEventBus {
  private readonly pubsub: PubSub<Record<string, [RegistryEvent]>>;
  private readonly topic: string;
  private readonly clients: Redis[];

  private constructor(pubsub: PubSub<Record<string, [RegistryEvent]>>, topic: string, clients: Redis[]) {
    this.pubsub = pubsub;
    this.topic = topic;
    this.clients = clients;
  }

  static inProcess(namespace: string): RegistryEventBus {
    // One listener per open subscription: Node's default cap of 10 would warn on any busy replica.
    const eventTarget = new EventTarget();
    setMaxListeners(0, eventTarget);
    return new RegistryEventBus(
      createPubSub<Record<string, [RegistryEvent]>>({ eventTarget: eventTarget as PubSubEventTarget }),
      `${namespace}:registry-event`,
      [],
    );
  }

  static redis(redisUrl: string, namespace: string): RegistryEventBus {
    const publishClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
    const subscribeClient = new Redis(redisUrl, { lazyConnect: false });
    const eventTarget = createRedisEventTarget<CustomEvent>({ publishClient, subscribeClient });
    return new RegistryEventBus(createPubSub<Record<string, [RegistryEvent]>>({ eventTarget }), `${namespace}:registry-event`, [
      publishClient,
      subscribeClient,
    ]);
  }

  get usesRedis(): boolean {
    return this.clients.length > 0;
  }

  publish(event: RegistryEvent): void {
    this.pubsub.publish(this.topic, event);
  }

  subscribe(): AsyncIterable<RegistryEvent> {
    return this.pubsub.subscribe(this.topic);
  }

  async close(): Promise<void> {
    await Promise.all(this.clients.map((client) => client.quit().catch(() => client.disconnect())));
  }
}
