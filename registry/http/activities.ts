// Activity (history) routes. Case activities: whoever sees the case. Lien activities: the case's law firm and
// the lien's own organisation only.
import { sql, type Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/schema.ts';
import type { Viewer } from '../domain/context.ts';
import { MESSAGES, validationError, type FieldErrors } from '../domain/errors.ts';
import { isUuid } from '../domain/ids.ts';
import { parseOffset, parsePage, parsePageSize, type Query } from '../domain/paging.ts';
import { iso } from '../domain/serialize.ts';
import { viewerOf } from './permissions.ts';
import { pageUrl } from './paging.ts';
import type { RouteDeps } from './types.ts';

export function visibleActivities(db: Kysely<Database>, viewer: Viewer) {
  const query = db
    .selectFrom('activities as a')
    .innerJoin('cases as c', 'c.id', 'a.case_id')
    .leftJoin('liens as l', 'l.id', 'a.lien_id')
    .leftJoin('legal_organizations as o', 'o.id', 'a.created_by_organization_id');
  if (viewer.kind === 'LAW_FIRM') return query.where('c.law_firm_id', '=', viewer.organizationId);
  return query
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('liens as mine')
          .select(sql`1`.as('one'))
          .whereRef('mine.case_id', '=', 'c.id')
          .where('mine.lienholder_id', '=', viewer.organizationId)
          .where('mine.verification_status', '!=', 'REJECTED'),
      ),
    )
    .where((eb) => eb.or([eb('a.lien_id', 'is', null), eb('l.lienholder_id', '=', viewer.organizationId)]));
}

export function activityRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  app.get('/api/registry/v1/:role/activities/', { config: { permission: 'role', audit: 'history.list' } }, async (request) => {
    const viewer = viewerOf(request);
    const query = request.query as Query;
    const errors: FieldErrors = {};
    if (query.case && !isUuid(query.case)) errors.case = [MESSAGES.invalidUuid];
    if (query.lien && !isUuid(query.lien)) errors.lien = [MESSAGES.invalidUuid];
    const ids = (query.id ?? '').split(',').map((id) => id.trim()).filter(Boolean);
    if (ids.some((id) => !isUuid(id))) errors.id = [MESSAGES.invalidUuid];
    if (Object.keys(errors).length) throw validationError(errors);

    let base = visibleActivities(db, viewer);
    if (ids.length) base = base.where('a.id', 'in', ids);
    if (query.case) base = base.where('a.case_id', '=', query.case);
    if (query.lien) base = base.where('a.lien_id', '=', query.lien);
    if (query.case_only === 'true') base = base.where('a.lien_id', 'is', null);
    if (query.type) base = base.where('a.type', 'in', query.type.split(',').map((type) => type.trim()));

    const pageSize = parsePageSize(query.page_size);
    const page = parsePage(query.page) ?? 1;
    // `offset` (instead of `page`) lets a client resume after any row, e.g. a GraphQL cursor.
    const offset = parseOffset(query.offset);
    let rowsQuery = base
      .selectAll('a')
      .select(['o.name as created_by_organization_name'])
      .orderBy('a.created_at', 'desc')
      .orderBy('a.id', 'desc');
    if (pageSize !== 'off') rowsQuery = rowsQuery.limit(pageSize).offset(offset ?? (page - 1) * pageSize);
    const [rows, total] = await Promise.all([
      rowsQuery.execute(),
      base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    ]);
    const count = Number(total.count);
    const paged = pageSize !== 'off';
    return {
      count,
      next: !paged ? null : offset !== null
        ? (offset + pageSize < count ? pageUrl(request, { offset: String(offset + pageSize) }) : null)
        : page * pageSize < count ? pageUrl(request, { page: String(page + 1) }) : null,
      previous: !paged ? null : offset !== null
        ? (offset > 0 ? pageUrl(request, { offset: String(Math.max(0, offset - pageSize)) }) : null)
        : page > 1 ? pageUrl(request, { page: page === 2 ? null : String(page - 1) }) : null,
      results: rows.map((row) => {
        // hide_created_by hides the author's name from other organisations.
        const hidden = row.hide_created_by && row.created_by_organization_id !== viewer.organizationId;
        return {
          id: row.id,
          type: row.type,
          note: row.note,
          created_at: iso(row.created_at),
          created_by_name: hidden ? null : row.created_by_name,
          created_by_organization: row.created_by_organization_id
            ? { id: row.created_by_organization_id, name: row.created_by_organization_name }
            : null,
          created_by_organization_id: row.created_by_organization_id,
          hide_created_by: row.hide_created_by,
          is_internal_user: row.is_internal_user,
          case: row.case_id,
          lien: row.lien_id,
          activity_data: row.activity_data,
        };
      }),
    };
  });
}
