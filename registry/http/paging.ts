// Page links as full URLs, keeping every other query parameter of the request.
import type { FastifyRequest } from 'fastify';

export function pageUrl(request: FastifyRequest, changes: Record<string, string | null>): string {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) url.searchParams.delete(name);
    else url.searchParams.set(name, value);
  }
  return url.toString();
}
