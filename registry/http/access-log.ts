// GET /api/registry/v1/access-log/?case=&user=&action=&page=&page_size=&offset= — who accessed health data.
// Staff read every organisation's entries (case optional); an organisation's admin reads those about one case its
// organisation sees (case required; another organisation's case is 404); everyone else is refused (403).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { visibleCases } from '../domain/case-visibility.ts';
import {
  ACCESS_VERBS,
  accessLogEntries,
  filteredByUser,
  selectEntryColumns,
  serializeEntry,
  type AccessLogFilters,
  type AccessLogReader,
  type AccessVerb,
} from '../domain/access-log/entries.ts';
import type { RequestContext } from '../domain/context.ts';
import { forbidden, invalidChoice, MESSAGES, notFound, validationError, type FieldErrors } from '../domain/errors.ts';
import { isUuid } from '../domain/ids.ts';
import { parsePage, parsePageSize, type Query } from '../domain/paging.ts';
import { contextOf } from './permissions.ts';
import { pageUrl } from './paging.ts';
import type { RouteDeps } from './types.ts';

const MAX_PAGE_SIZE = 100;
/** The users facet (the filter's choices) names at most this many users. */
const MAX_USERS = 200;

function parseFilters(query: Query): AccessLogFilters & { offset: number | null } {
  const errors: FieldErrors = {};
  if (query.case !== undefined && !isUuid(query.case)) errors.case = [MESSAGES.invalidUuid];
  if (query.user !== undefined && !isUuid(query.user)) errors.user = [MESSAGES.invalidUuid];
  if (query.action !== undefined && !(ACCESS_VERBS as readonly string[]).includes(query.action)) errors.action = [invalidChoice(query.action)];
  const offset = query.offset === undefined ? null : /^\d{1,9}$/.test(query.offset) ? Number(query.offset) : NaN;
  if (Number.isNaN(offset)) errors.offset = [MESSAGES.invalidInteger];
  if (Object.keys(errors).length) throw validationError(errors);
  return { caseId: query.case ?? null, userId: query.user ?? null, verb: (query.action as AccessVerb | undefined) ?? null, offset };
}

async function readerOf(db: Kysely<Database>, ctx: RequestContext, caseId: string | null): Promise<AccessLogReader> {
  if (ctx.isStaff) return { staff: true };
  if (!ctx.organization || !ctx.kind || ctx.account?.role !== 'ADMIN') throw forbidden();
  if (!caseId) throw validationError({ case: [MESSAGES.required] });
  const viewer = { organizationId: ctx.organization.id, kind: ctx.kind };
  const visible = await visibleCases(db, viewer).select('c.id').where('c.id', '=', caseId).executeTakeFirst();
  if (!visible) throw notFound();
  if (viewer.kind === 'LAW_FIRM') return { staff: false, organizationId: viewer.organizationId, caseId, ownLienIds: null };
  const own = await db.selectFrom('liens').select('id').where('case_id', '=', caseId).where('lienholder_id', '=', viewer.organizationId).execute();
  return { staff: false, organizationId: viewer.organizationId, caseId, ownLienIds: own.map((lien) => lien.id) };
}

export function accessLogRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  app.get('/api/registry/v1/access-log/', { config: { permission: 'user', audit: 'access_log.list' } }, async (request: FastifyRequest) => {
    const query = request.query as Query;
    const filters = parseFilters(query);
    const reader = await readerOf(db, contextOf(request), filters.caseId);
    const pageSize = Math.min(parsePageSize(query.page_size === 'off' ? undefined : query.page_size) as number, MAX_PAGE_SIZE);
    const page = parsePage(query.page) ?? 1;
    const offset = filters.offset ?? (page - 1) * pageSize;

    const base = accessLogEntries(db, reader, filters);
    const entries = filteredByUser(base, filters.userId);
    const [rows, total, users] = await Promise.all([
      selectEntryColumns(entries).orderBy('e.id', 'desc').limit(pageSize).offset(offset).execute(),
      entries.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
      // Only within one case: across the whole log it would read every entry.
      filters.caseId
        ? base
            .select(['e.user_id', 'u.first_name', 'u.last_name', 'o.name as organization_name'])
            .distinct()
            .orderBy('u.first_name')
            .orderBy('u.last_name')
            .orderBy('e.user_id')
            .limit(MAX_USERS)
            .execute()
        : [],
    ]);
    const count = Number(total.count);
    const link = (to: number) => pageUrl(request, filters.offset !== null ? { offset: String(to), page: null } : { page: to <= 0 ? null : String(to / pageSize + 1) });
    return {
      count,
      next: offset + pageSize < count ? link(offset + pageSize) : null,
      previous: offset > 0 ? link(Math.max(0, offset - pageSize)) : null,
      results: rows.map((row) => serializeEntry(row, reader)),
      users: users.map((user) => ({
        id: user.user_id,
        name: `${user.first_name ?? ''} ${user.last_name ?? ''}`.trim(),
        organization_name: user.organization_name,
      })),
    };
  });
}
