import type { Client } from 'graphql-ws';
import { Observable } from 'relay-runtime';
import type { GraphQLResponse, SubscribeFunction } from 'relay-runtime';
import { GRAPHQL_PATH } from './endpoint.ts';
import { LiveResume } from './liveResume.ts';
import { documentOf } from './persisted.ts';

export function subscriptionUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${GRAPHQL_PATH}`;
}

export interface SubscribeOptions {
  /** A live result said more was missed than can be replayed: refetch what the page shows. */
  onResync?: () => void;
}

/**
 * One graphql-ws client per environment, loaded and connected on the first subscription (the sign-in
 * page never pays for it) and reconnecting with graphql-ws' randomised back-off while the page lives. After a
 * reconnection each subscription resumes after the last version it received (liveResume.ts).
 */
export function createSubscribeFunction(
  makeClient: () => Promise<Client> = defaultClient,
  options: SubscribeOptions = {},
): SubscribeFunction {
  let client: Promise<Client> | null = null;
  const resume = new LiveResume();
  const connect = async () => {
    const ws = await makeClient();
    ws.on('connected', (_socket, acknowledgement) => resume.connected(acknowledgement));
    ws.on('closed', () => resume.closed());
    return ws;
  };
  return (request, variables) =>
    Observable.create<GraphQLResponse>((sink) => {
      let closed = false;
      let dispose: (() => void) | null = null;
      let tracked: ReturnType<LiveResume['track']> | null = null;
      client ??= connect();
      client.then(
        (ws) => {
          if (closed) return;
          // graphql-ws demands a `query` string: a persisted operation goes as '' with its `documentId`. The same
          // object is sent again after a reconnection, with `variables.after` brought up to date.
          const payload = { operationName: request.name, query: '', ...documentOf(request), variables: { ...variables } };
          tracked = resume.track(payload);
          dispose = ws.subscribe(payload, {
            next: (value) => {
              if (tracked?.received(value)) options.onResync?.();
              sink.next(value as GraphQLResponse);
            },
            error: (error) => sink.error(error instanceof Error ? error : new Error('Subscription failed.')),
            complete: () => sink.complete(),
          });
        },
        (error: unknown) => sink.error(error instanceof Error ? error : new Error('Subscription client failed.')),
      );
      return () => {
        closed = true;
        tracked?.stop();
        dispose?.();
      };
    });
}

async function defaultClient(): Promise<Client> {
  const { createClient } = await import('graphql-ws');
  return createClient({
    url: subscriptionUrl(),
    lazy: true,
    retryAttempts: Number.POSITIVE_INFINITY,
    shouldRetry: () => true,
  });
}
