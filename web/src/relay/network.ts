import { Network, Observable } from 'relay-runtime';
import type { FetchFunction, GraphQLResponse, SubscribeFunction } from 'relay-runtime';
import { GRAPHQL_PATH } from './endpoint.ts';
import { sendPersisted } from './persistedRequest.ts';
import { takePrefetchedQuery } from './prefetchedQueries.ts';
import { createSubscribeFunction } from './subscriptions.ts';

export { GRAPHQL_PATH };

/** A GraphQL response whose `errors` left no usable data, or an HTTP failure of the endpoint. */
export class GraphQLRequestError extends Error {
  readonly status: number | null;
  readonly errors: ReadonlyArray<{ message: string }>;
  constructor(message: string, status: number | null, errors: ReadonlyArray<{ message: string }> = []) {
    super(message);
    this.name = 'GraphQLRequestError';
    this.status = status;
    this.errors = errors;
  }
}

type Fetch = typeof globalThis.fetch;

/** POSTs operations to the same-origin BFF with the session cookies and the CSRF header the BFF demands. */
export function createFetchFunction(fetchImpl: Fetch = (input, init) => globalThis.fetch(input, init)): FetchFunction {
  return (request, variables) =>
    Observable.from(
      (async (): Promise<GraphQLResponse> => {
        const response = await (takePrefetchedQuery(request, variables) ?? sendPersisted(request, variables, fetchImpl));
        let body: unknown;
        try {
          body = await response.json();
        } catch {
          throw new GraphQLRequestError(`The server answered ${response.status} without a GraphQL body.`, response.status);
        }
        const result = body as { data?: unknown; errors?: Array<{ message: string }> };
        if (result.errors?.length && (result.data === null || result.data === undefined)) {
          throw new GraphQLRequestError(result.errors.map((e) => e.message).join('\n'), response.status, result.errors);
        }
        if (!response.ok && result.data == null) {
          throw new GraphQLRequestError(`The server answered ${response.status}.`, response.status);
        }
        return result as GraphQLResponse;
      })(),
    );
}

export function createNetwork(options: { fetch?: Fetch; subscribe?: SubscribeFunction; onResync?: () => void } = {}) {
  return Network.create(
    createFetchFunction(options.fetch),
    options.subscribe ?? createSubscribeFunction(undefined, { onResync: options.onResync }),
  );
}
