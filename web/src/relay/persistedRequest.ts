import type { RequestParameters } from 'relay-runtime';
import { GRAPHQL_PATH } from './endpoint.ts';
import { documentOf } from './persisted.ts';

/** A refused or failed request: the endpoint's HTTP failure, or `errors` without data. */
export class PersistedRequestError extends Error {
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.name = 'PersistedRequestError';
    this.status = status;
  }
}

type PersistedParams = Pick<RequestParameters, 'id' | 'text' | 'name'>;

/** The request Relay's network layer (network.ts) makes for an operation: its persisted id, the CSRF header, the cookies. */
export function sendPersisted(
  params: PersistedParams,
  variables: Record<string, unknown>,
  fetchImpl: typeof globalThis.fetch = (input, init) => globalThis.fetch(input, init),
): Promise<Response> {
  return fetchImpl(GRAPHQL_PATH, {
    method: 'POST',
    credentials: 'same-origin',
    headers: {
      accept: 'application/graphql-response+json, application/json',
      'content-type': 'application/json',
      'x-registry-csrf': '1',
    },
    body: JSON.stringify({ ...documentOf(params), operationName: params.name, variables }),
  });
}

/**
 * One operation sent as Relay's network layer sends it (its persisted id, the CSRF header, the session cookies), without
 * Relay: the sign-in page uses it so that it does not load relay-runtime. `operation` is the operation's generated
 * artifact; only its id and name are read.
 */
export async function persistedRequest<TResponse>(
  operation: { params: PersistedParams },
  variables: Record<string, unknown>,
): Promise<TResponse> {
  const response = await sendPersisted(operation.params, variables);
  let body: { data?: TResponse | null; errors?: Array<{ message: string }> };
  try {
    body = (await response.json()) as typeof body;
  } catch {
    throw new PersistedRequestError(`The server answered ${response.status} without a GraphQL body.`, response.status);
  }
  if (body.data === null || body.data === undefined) {
    const messages = body.errors?.map((error) => error.message).join('\n');
    throw new PersistedRequestError(messages || `The server answered ${response.status}.`, response.status);
  }
  return body.data;
}
