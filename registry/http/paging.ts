// Offset pages and their links (full URLs that keep every other query parameter of the request).
import type { FastifyRequest } from 'fastify';
import { parsePage, parsePageSize, type OffsetPageSource, type Query } from '../domain/paging.ts';

export function pageUrl(request: FastifyRequest, changes: Record<string, string | null>): string {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) url.searchParams.delete(name);
    else url.searchParams.set(name, value);
  }
  return url.toString();
}

/** A `{count, next, previous, results}` page from `?page` and `?page_size` (a number, or `off` for everything). */
export async function offsetPage<Row, Out>(
  request: FastifyRequest,
  query: Query,
  source: OffsetPageSource<Row>,
  serialize: (rows: Row[]) => Out[] | Promise<Out[]>,
) {
  const pageSize = parsePageSize(query.page_size);
  const page = parsePage(query.page) ?? 1;
  const paged = pageSize !== 'off';
  const [rows, count] = await Promise.all([source.rows(paged ? pageSize : null, paged ? (page - 1) * pageSize : 0), source.count()]);
  return {
    count,
    next: paged && page * pageSize < count ? pageUrl(request, { page: String(page + 1) }) : null,
    previous: paged && page > 1 ? pageUrl(request, { page: page === 2 ? null : String(page - 1) }) : null,
    results: await serialize(rows),
  };
}
