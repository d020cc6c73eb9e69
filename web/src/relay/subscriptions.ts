import type { Client } from 'graphql-ws';
import { Observable } from 'relay-runtime';
import type { GraphQLResponse, SubscribeFunction } from 'relay-runtime';
import { GRAPHQL_PATH } from './endpoint.ts';
import { documentOf } from './persisted.ts';

export function subscriptionUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${GRAPHQL_PATH}`;
}

/**
 * One graphql-ws client per environment, loaded and connected on the first subscription (the sign-in
 * page never pays for it) and reconnecting with graphql-ws' randomised back-off while the page lives.
 */
export function createSubscribeFunction(makeClient: () => Promise<Client> = defaultClient): SubscribeFunction {
  let client: Promise<Client> | null = null;
  return (request, variables) =>
    Observable.create<GraphQLResponse>((sink) => {
      let closed = false;
      let dispose: (() => void) | null = null;
      client ??= makeClient();
      client.then(
        (ws) => {
          if (closed) return;
          dispose = ws.subscribe(
            // graphql-ws demands a `query` string: a persisted operation goes as '' with its `documentId`.
            { operationName: request.name, query: '', ...documentOf(request), variables },
            {
              next: (value) => sink.next(value as GraphQLResponse),
              error: (error) => sink.error(error instanceof Error ? error : new Error('Subscription failed.')),
              complete: () => sink.complete(),
            },
          );
        },
        (error: unknown) => sink.error(error instanceof Error ? error : new Error('Subscription client failed.')),
      );
      return () => {
        closed = true;
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
