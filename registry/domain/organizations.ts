// Organisations: who the viewer may see (its own, and every organisation on a case it can see: the case's law firm
// and the lienholders with non-rejected liens), and the public directory by name.
import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Viewer } from './context.ts';
import { pageSourceOf, type PageSize } from './paging.ts';

type OrgExpressions = ExpressionBuilder<Database & { o: Database['legal_organizations'] }, 'o'>;

function visibleOrganization(eb: OrgExpressions, viewer: Viewer) {
  const me = viewer.organizationId;
  if (viewer.kind === 'LAW_FIRM') {
    return eb.or([
      eb('o.id', '=', me),
      eb.exists(
        eb
          .selectFrom('liens as l')
          .innerJoin('cases as c', 'c.id', 'l.case_id')
          .select(sql`1`.as('one'))
          .whereRef('l.lienholder_id', '=', 'o.id')
          .where('c.law_firm_id', '=', me)
          .where('l.verification_status', '!=', 'REJECTED'),
      ),
    ]);
  }
  return eb.or([
    eb('o.id', '=', me),
    eb.exists(
      eb
        .selectFrom('liens as mine')
        .innerJoin('cases as c', 'c.id', 'mine.case_id')
        .select(sql`1`.as('one'))
        .where('mine.lienholder_id', '=', me)
        .where('mine.verification_status', '!=', 'REJECTED')
        .whereRef('c.law_firm_id', '=', 'o.id'),
    ),
    eb.exists(
      eb
        .selectFrom('liens as mine')
        .innerJoin('liens as other', 'other.case_id', 'mine.case_id')
        .select(sql`1`.as('one'))
        .where('mine.lienholder_id', '=', me)
        .where('mine.verification_status', '!=', 'REJECTED')
        .whereRef('other.lienholder_id', '=', 'o.id')
        .where('other.verification_status', '!=', 'REJECTED'),
    ),
  ]);
}

export const visibleOrganizations = (db: Kysely<Database>, viewer: Viewer) =>
  db.selectFrom('legal_organizations as o').where((eb) => visibleOrganization(eb, viewer));

/** Pages of the visible organisations (all of them, or those among `ids`), by name. */
export function visibleOrganizationPages(db: Kysely<Database>, viewer: Viewer, ids: string[] | undefined) {
  let base = visibleOrganizations(db, viewer).selectAll('o');
  if (ids) base = base.where('o.id', 'in', ids.length ? ids : [sql<string>`null`]);
  return pageSourceOf(base, (query) => query.orderBy('o.name').orderBy('o.id'));
}

export function findVisibleOrganization(db: Kysely<Database>, viewer: Viewer, id: string) {
  return visibleOrganizations(db, viewer).selectAll('o').where('o.id', '=', id).executeTakeFirst();
}

export function organizationById(db: Kysely<Database>, id: string) {
  return db.selectFrom('legal_organizations').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

export interface DirectorySearch {
  types: string[];
  /** Only these types (`in`) or all but these (`not in`): the kind filter, after the referral-firm setting. */
  kindTypes: { operator: 'in' | 'not in'; types: string[] } | null;
  search: string;
  pageSize: PageSize;
}

/** The directory of organisations by name: only id, name, type, city and state (not protected data). */
export async function searchDirectory(db: Kysely<Database>, search: DirectorySearch) {
  let base = db.selectFrom('legal_organizations as o');
  if (search.types.length) base = base.where('o.type', 'in', search.types);
  if (search.kindTypes) base = base.where('o.type', search.kindTypes.operator, search.kindTypes.types);
  const words = search.search.trim().toLowerCase();
  if (words) base = base.where(sql<boolean>`lower(o.name) like ${`%${words.replace(/[%_\\]/g, (c) => `\\${c}`)}%`}`);
  let rowsQuery = base.select(['o.id', 'o.name', 'o.type', 'o.city', 'o.state']).orderBy('o.name').orderBy('o.id');
  if (search.pageSize !== 'off') rowsQuery = rowsQuery.limit(search.pageSize);
  const [rows, total] = await Promise.all([
    rowsQuery.execute(),
    base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { count: Number(total.count), results: rows };
}
