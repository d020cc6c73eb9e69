// Organisation routes. Visible: the caller's own organisation and every organisation on a case it can see
// (the case's law firm and the lienholders with non-rejected liens).
import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/schema.ts';
import type { Viewer } from '../domain/context.ts';
import { invalidChoice, MESSAGES, notFound, validationError } from '../domain/errors.ts';
import { lawFirmTypes } from '../domain/kinds.ts';
import { isUuid } from '../domain/ids.ts';
import { parsePageSize, type Query } from '../domain/paging.ts';
import { serializeOrganization } from '../domain/serialize.ts';
import { viewerOf } from './permissions.ts';
import { offsetPage } from './paging.ts';
import type { RouteDeps } from './types.ts';

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

export function organizationRoutes(app: FastifyInstance, { db, settings }: RouteDeps): void {
  const serialize = (row: Parameters<typeof serializeOrganization>[0]) => serializeOrganization(row, settings.referralLawFirmIsLawFirm);

  app.get('/api/registry/v1/beta/organizations/', { config: { permission: 'account', audit: 'none' } }, async (request) => {
    const viewer = viewerOf(request);
    const query = request.query as Query;
    const ids = query.id?.split(',').map((id) => id.trim()).filter(Boolean);
    if (ids?.some((id) => !isUuid(id))) throw validationError({ id: [MESSAGES.invalidUuid] });
    let base = visibleOrganizations(db, viewer);
    if (ids) base = base.where('o.id', 'in', ids.length ? ids : [sql<string>`null`]);
    return offsetPage(
      request,
      query,
      {
        rows: (limit, offset) => {
          const ordered = base.selectAll('o').orderBy('o.name').orderBy('o.id');
          return (limit === null ? ordered : ordered.limit(limit).offset(offset)).execute();
        },
        count: async () => Number((await base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow()).count),
      },
      (rows) => rows.map(serialize),
    );
  });

  app.get('/api/registry/v1/beta/organizations/:id/', { config: { permission: 'account', audit: 'none' } }, async (request) => {
    const { id } = request.params as { id: string };
    if (!isUuid(id)) throw notFound();
    const row = await visibleOrganizations(db, viewerOf(request)).selectAll('o').where('o.id', '=', id).executeTakeFirst();
    if (!row) throw notFound();
    return serialize(row);
  });

  // The directory of organisations by name (law firm search when a case changes hands, adding a lienholder to a
  // case): only id, name, type, city and state, which are not protected data, for any signed-in account.
  app.get('/api/registry/v1/legal-organizations-light/', { config: { permission: 'account', audit: 'none' } }, async (request) => {
    const query = request.query as Query;
    const types = (query.type ?? '').split(',').map((type) => type.trim()).filter(Boolean);
    const pageSize = parsePageSize(query.page_size ?? '50');
    let base = db.selectFrom('legal_organizations as o');
    if (types.length) base = base.where('o.type', 'in', types);
    // kind=LAW_FIRM|LIENHOLDER follows the referral-firm setting, so clients need not know which types are which.
    if (query.kind !== undefined) {
      if (query.kind !== 'LAW_FIRM' && query.kind !== 'LIENHOLDER') throw validationError({ kind: [invalidChoice(query.kind)] });
      const lawFirms = lawFirmTypes(settings.referralLawFirmIsLawFirm);
      base = base.where('o.type', query.kind === 'LAW_FIRM' ? 'in' : 'not in', lawFirms);
    }
    const search = query.search?.trim().toLowerCase();
    if (search) base = base.where(sql<boolean>`lower(o.name) like ${`%${search.replace(/[%_\\]/g, (c) => `\\${c}`)}%`}`);
    let rowsQuery = base.select(['o.id', 'o.name', 'o.type', 'o.city', 'o.state']).orderBy('o.name').orderBy('o.id');
    if (pageSize !== 'off') rowsQuery = rowsQuery.limit(pageSize);
    const [rows, total] = await Promise.all([rowsQuery.execute(), base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow()]);
    return { count: Number(total.count), next: null, previous: null, results: rows };
  });
}
