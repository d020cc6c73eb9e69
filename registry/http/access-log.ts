// GET /api/registry/v1/access-log/?case=&user=&action=&page=&page_size=&offset= — who accessed health data.
// Staff read every organisation's entries (case optional); an organisation's admin reads those about one case its
// organisation sees (case required; another organisation's case is 404); everyone else is refused (403).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serializeEntry } from '../domain/access-log/entries.ts';
import { ACCESS_LOG_MAX_PAGE_SIZE, accessLogReaderOf, parseAccessLogFilters, readAccessLog } from '../domain/access-log/reading.ts';
import { parsePage, parsePageSize, type Query } from '../domain/paging.ts';
import { contextOf } from './permissions.ts';
import { pageUrl } from './paging.ts';
import type { RouteDeps } from './types.ts';

export function accessLogRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  app.get('/api/registry/v1/access-log/', { config: { permission: 'user', audit: 'access_log.list' } }, async (request: FastifyRequest) => {
    const query = request.query as Query;
    const filters = parseAccessLogFilters(query);
    const reader = await accessLogReaderOf(db, contextOf(request), filters.caseId);
    const pageSize = Math.min(parsePageSize(query.page_size === 'off' ? undefined : query.page_size) as number, ACCESS_LOG_MAX_PAGE_SIZE);
    const page = parsePage(query.page) ?? 1;
    const offset = filters.offset ?? (page - 1) * pageSize;
    const { rows, count, users } = await readAccessLog(db, reader, filters, { limit: pageSize, offset });
    const link = (to: number) =>
      pageUrl(request, filters.offset !== null ? { offset: String(to), page: null } : { page: to <= 0 ? null : String(to / pageSize + 1) });
    return {
      count,
      next: offset + pageSize < count ? link(offset + pageSize) : null,
      previous: offset > 0 ? link(Math.max(0, offset - pageSize)) : null,
      results: rows.map((row) => serializeEntry(row, reader)),
      users,
    };
  });
}
