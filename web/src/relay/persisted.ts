import type { RequestParameters } from 'relay-runtime';

/**
 * The operation as the BFF knows it: relay-compiler persists every operation (relay.config.js), so artifacts carry
 * an id and no text, and the BFF looks the id up in the file the compiler wrote; an operation without an id goes
 * as its text.
 */
export function documentOf(request: Pick<RequestParameters, 'id' | 'text'>): { documentId: string } | { query: string } {
  return request.id ? { documentId: request.id } : { query: request.text ?? '' };
}
