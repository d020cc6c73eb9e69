// Activity (history) routes: the visible history (domain/history.ts), by page or from an offset.
import type { FastifyInstance } from 'fastify';
import { findActivities, parseActivityFilters, serializeActivity } from '../domain/history.ts';
import { parseOffset, parsePage, parsePageSize, type Query } from '../domain/paging.ts';
import { viewerOf } from './permissions.ts';
import { pageUrl } from './paging.ts';
import type { RouteDeps } from './types.ts';

export function activityRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  app.get('/api/registry/v1/:role/activities/', { config: { permission: 'role', audit: 'history.list' } }, async (request) => {
    const viewer = viewerOf(request);
    const query = request.query as Query;
    const filters = parseActivityFilters(query);
    const pageSize = parsePageSize(query.page_size);
    const page = parsePage(query.page) ?? 1;
    // `offset` (instead of `page`) lets a client resume after any row, e.g. a GraphQL cursor.
    const offset = parseOffset(query.offset);
    const paged = pageSize !== 'off';
    const { rows, count } = await findActivities(
      db,
      viewer,
      filters,
      paged ? { limit: pageSize, offset: offset ?? (page - 1) * pageSize } : { limit: null, offset: 0 },
    );
    return {
      count,
      next: !paged
        ? null
        : offset !== null
          ? offset + pageSize < count
            ? pageUrl(request, { offset: String(offset + pageSize) })
            : null
          : page * pageSize < count
            ? pageUrl(request, { page: String(page + 1) })
            : null,
      previous: !paged
        ? null
        : offset !== null
          ? offset > 0
            ? pageUrl(request, { offset: String(Math.max(0, offset - pageSize)) })
            : null
          : page > 1
            ? pageUrl(request, { page: page === 2 ? null : String(page - 1) })
            : null,
      results: rows.map((row) => serializeActivity(row, viewer)),
    };
  });
}
