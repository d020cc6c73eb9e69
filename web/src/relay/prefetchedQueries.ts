import type { RequestParameters } from 'relay-runtime';
import { sendPersisted } from './persistedRequest.ts';

// Queries sent before Relay is loaded (main.tsx starts the signed-in pages' first ones with the entry), which Relay's
// network layer takes instead of sending them again: the page's data does not wait for relay-runtime and the routes'
// code to download. Each answer is taken once; a new session (the holder's reset) drops what was not taken.
const pending = new Map<string, Promise<Response>>();

const keyOf = (id: string, variables: Record<string, unknown>) => `${id} ${JSON.stringify(variables)}`;

export function prefetchQuery(params: Pick<RequestParameters, 'id' | 'text' | 'name'>, variables: Record<string, unknown>): void {
  if (!params.id) return;
  const response = sendPersisted(params, variables);
  // A failure not taken by anyone is not an unhandled rejection; the taker sees it.
  response.catch(() => {});
  pending.set(keyOf(params.id, variables), response);
}

/** The answer of the same operation and variables sent early, if any (once). */
export function takePrefetchedQuery(
  params: Pick<RequestParameters, 'id'>,
  variables: Record<string, unknown>,
): Promise<Response> | undefined {
  if (!params.id) return undefined;
  const key = keyOf(params.id, variables);
  const response = pending.get(key);
  pending.delete(key);
  return response;
}

export function dropPrefetchedQueries(): void {
  pending.clear();
}
