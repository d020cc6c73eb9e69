// Reading the access log: who may read which entries (staff every organisation's; an organisation's admin those
// about one case its organisation sees), the filters, and one page with the users facet.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { visibleCases } from '../case-visibility.ts';
import type { RequestContext } from '../context.ts';
import { forbidden, invalidChoice, MESSAGES, notFound, validationError, type FieldErrors } from '../errors.ts';
import { isUuid } from '../ids.ts';
import type { Query } from '../paging.ts';
import {
  ACCESS_VERBS,
  accessLogEntries,
  filteredByUser,
  selectEntryColumns,
  type AccessLogFilters,
  type AccessLogReader,
  type AccessVerb,
} from './entries.ts';

export const ACCESS_LOG_MAX_PAGE_SIZE = 100;
/** The users facet (the filter's choices) names at most this many users. */
const MAX_USERS = 200;

export function parseAccessLogFilters(query: Query): AccessLogFilters & { offset: number | null } {
  const errors: FieldErrors = {};
  if (query.case !== undefined && !isUuid(query.case)) errors.case = [MESSAGES.invalidUuid];
  if (query.user !== undefined && !isUuid(query.user)) errors.user = [MESSAGES.invalidUuid];
  if (query.action !== undefined && !(ACCESS_VERBS as readonly string[]).includes(query.action))
    errors.action = [invalidChoice(query.action)];
  const offset = query.offset === undefined ? null : /^\d{1,9}$/.test(query.offset) ? Number(query.offset) : NaN;
  if (Number.isNaN(offset)) errors.offset = [MESSAGES.invalidInteger];
  if (Object.keys(errors).length) throw validationError(errors);
  return { caseId: query.case ?? null, userId: query.user ?? null, verb: (query.action as AccessVerb | undefined) ?? null, offset };
}

export async function accessLogReaderOf(db: Kysely<Database>, ctx: RequestContext, caseId: string | null): Promise<AccessLogReader> {
  if (ctx.isStaff) return { staff: true };
  if (!ctx.organization || !ctx.kind || ctx.account?.role !== 'ADMIN') throw forbidden();
  if (!caseId) throw validationError({ case: [MESSAGES.required] });
  const viewer = { organizationId: ctx.organization.id, kind: ctx.kind };
  const visible = await visibleCases(db, viewer).select('c.id').where('c.id', '=', caseId).executeTakeFirst();
  if (!visible) throw notFound();
  if (viewer.kind === 'LAW_FIRM') return { staff: false, organizationId: viewer.organizationId, caseId, ownLienIds: null };
  const own = await db
    .selectFrom('liens')
    .select('id')
    .where('case_id', '=', caseId)
    .where('lienholder_id', '=', viewer.organizationId)
    .execute();
  return { staff: false, organizationId: viewer.organizationId, caseId, ownLienIds: own.map((lien) => lien.id) };
}

/** One page of the entries the reader may see, newest first, the count, and (within one case) the users facet. */
export async function readAccessLog(
  db: Kysely<Database>,
  reader: AccessLogReader,
  filters: AccessLogFilters,
  page: { limit: number; offset: number },
) {
  const base = accessLogEntries(db, reader, filters);
  const entries = filteredByUser(base, filters.userId);
  const [rows, total, users] = await Promise.all([
    selectEntryColumns(entries).orderBy('e.id', 'desc').limit(page.limit).offset(page.offset).execute(),
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
  return {
    rows,
    count: Number(total.count),
    users: users.map((user) => ({
      id: user.user_id,
      name: `${user.first_name ?? ''} ${user.last_name ?? ''}`.trim(),
      organization_name: user.organization_name,
    })),
  };
}
