// The history slice: case and lien activities. Case activities: whoever sees the case. Lien activities: the case's
// law firm and the lien's own organisation only. `hide_created_by` hides the author's name from other organisations.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Viewer } from './context.ts';
import { MESSAGES, validationError, type FieldErrors } from './errors.ts';
import { isUuid } from './ids.ts';
import type { Query } from './paging.ts';
import { iso } from './serialize.ts';

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

export interface ActivityFilters {
  ids: string[];
  caseId: string | null;
  lienId: string | null;
  caseOnly: boolean;
  types: string[] | null;
}

export function parseActivityFilters(query: Query): ActivityFilters {
  const errors: FieldErrors = {};
  if (query.case && !isUuid(query.case)) errors.case = [MESSAGES.invalidUuid];
  if (query.lien && !isUuid(query.lien)) errors.lien = [MESSAGES.invalidUuid];
  const ids = (query.id ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  if (ids.some((id) => !isUuid(id))) errors.id = [MESSAGES.invalidUuid];
  if (Object.keys(errors).length) throw validationError(errors);
  return {
    ids,
    caseId: query.case || null,
    lienId: query.lien || null,
    caseOnly: query.case_only === 'true',
    types: query.type ? query.type.split(',').map((type) => type.trim()) : null,
  };
}

/** One page of the visible activities, newest first, and how many there are in all. */
export async function findActivities(
  db: Kysely<Database>,
  viewer: Viewer,
  filters: ActivityFilters,
  page: { limit: number | null; offset: number },
) {
  let base = visibleActivities(db, viewer);
  if (filters.ids.length) base = base.where('a.id', 'in', filters.ids);
  if (filters.caseId) base = base.where('a.case_id', '=', filters.caseId);
  if (filters.lienId) base = base.where('a.lien_id', '=', filters.lienId);
  if (filters.caseOnly) base = base.where('a.lien_id', 'is', null);
  if (filters.types) base = base.where('a.type', 'in', filters.types);
  let rowsQuery = base
    .selectAll('a')
    .select(['o.name as created_by_organization_name'])
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc');
  if (page.limit !== null) rowsQuery = rowsQuery.limit(page.limit).offset(page.offset);
  const [rows, total] = await Promise.all([
    rowsQuery.execute(),
    base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(total.count) };
}

type ActivityRow = Awaited<ReturnType<typeof findActivities>>['rows'][number];

export function serializeActivity(row: ActivityRow, viewer: Viewer) {
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
}
