// The access log of health data: what an entry is, the catalogue of audited actions, the request scope the write
// path reports to, and appending entries. Reads go through the group-commit writer (writer.ts); a write's
// entry is appended inside the write's own transaction, just before it commits (see http/audit.ts).
import { AsyncLocalStorage } from 'node:async_hooks';
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, sql, type Transaction } from 'kysely';
import type { TransactionHooks } from '../../db/transaction-hooks.ts';
import type { Database } from '../../db/schema.ts';
import { isUuid } from '../ids.ts';

/** What an entry is about. Its `object_ids`: the ids a read answered with, or the ids a request named (path, body). */
export const ACCESS_OBJECT_TYPES = [
  'case',
  'lien',
  'history',
  'thread',
  'message',
  'contact',
  'organization',
  'policy_limit',
  'case_tag',
  'external_key',
  'share_link',
  'access_log',
  'notification',
  'document_request',
  'document',
  'registration',
  'bulk_data_import',
] as const;
export type AccessObjectType = (typeof ACCESS_OBJECT_TYPES)[number];

/** Reads list or view; writes create, update or delete. The log's `action` column holds one of these. */
export const ACCESS_VERBS = ['list', 'view', 'create', 'update', 'delete'] as const;
export type AccessVerb = (typeof ACCESS_VERBS)[number];
export const READ_VERBS: readonly AccessVerb[] = ['list', 'view'];

/** A route's declaration: `case.view`, `lien.update` …, or `none` for a route that touches no health data. */
export type AuditAction = `${AccessObjectType}.${AccessVerb}`;
export type AuditDeclaration = AuditAction | 'none';

export function parseAuditAction(action: AuditAction): { objectType: AccessObjectType; verb: AccessVerb; isRead: boolean } {
  const [objectType, verb] = action.split('.') as [AccessObjectType, AccessVerb];
  return { objectType, verb, isRead: READ_VERBS.includes(verb) };
}

export interface AccessEntry {
  /** The user the request acted as (under impersonation, the impersonated user). */
  userId: string;
  /** The staff member behind an impersonated request. */
  impersonatorId: string | null;
  organizationId: string | null;
  verb: AccessVerb;
  objectType: AccessObjectType;
  objectIds: string[];
  caseIds: string[];
  lienIds: string[];
  requestId: string;
  address: string;
  occurredAt?: Date;
  /** An attempt the registry refused (403/404). */
  refused?: boolean;
}

/** The ids a request read or wrote. */
export interface Accessed {
  objectIds: string[];
  caseIds: string[];
  lienIds: string[];
}

/** One request's audit state, reachable from the write path through AsyncLocalStorage. */
export interface AccessScope {
  action: AuditAction;
  /** Everything of the entry except what the request accessed. */
  actor: Omit<AccessEntry, 'verb' | 'objectType' | 'objectIds' | 'caseIds' | 'lienIds' | 'occurredAt'>;
  /** The ids the request names itself (its path id, the object its body points at). */
  targets(): Accessed;
  /** Cases and liens the write path touched in the transaction now open (reported by outbox.ts). */
  touched: { caseIds: Set<string>; lienIds: Set<string> };
  /** Entries appended for this request so far. */
  entries: number;
  /** Set when the response has gone: a late transaction started from this request is not the request's. */
  finished: boolean;
}

export const accessScope = new AsyncLocalStorage<AccessScope>();

/** Called by the write path (recordActivity, emitEvents) for every case and lien a write touches. */
export function noteTouched(caseId: string | null | undefined, lienId?: string | null): void {
  const scope = accessScope.getStore();
  if (!scope || scope.finished) return;
  if (caseId) scope.touched.caseIds.add(caseId);
  if (lienId) scope.touched.lienIds.add(lienId);
}

/** A write's entry, or null when the current request is not an audited write. Clears what the write touched. */
export function takeWriteEntry(): AccessEntry | null {
  const scope = accessScope.getStore();
  if (!scope || scope.finished) return null;
  const { objectType, verb, isRead } = parseAuditAction(scope.action);
  if (isRead) return null;
  const targets = scope.targets();
  const entry: AccessEntry = {
    ...scope.actor,
    verb,
    objectType,
    objectIds: unique(targets.objectIds),
    caseIds: unique([...targets.caseIds, ...scope.touched.caseIds]),
    lienIds: unique([...targets.lienIds, ...scope.touched.lienIds]),
  };
  scope.touched.caseIds.clear();
  scope.touched.lienIds.clear();
  scope.entries += 1;
  return entry;
}

/** A transaction of the current request rolled back: what it touched was not written. */
export function forgetTouched(): void {
  const scope = accessScope.getStore();
  scope?.touched.caseIds.clear();
  scope?.touched.lienIds.clear();
}

const unique = (values: Iterable<string>) => [...new Set(values)];

/** A PostgreSQL array literal, bound as one parameter (both drivers take it the same way). */
function arrayLiteral(values: string[]): string {
  return `{${values.map((value) => `"${value.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
}

export function accessLogInsert(db: Kysely<Database> | Transaction<Database>, entries: AccessEntry[]) {
  return db.insertInto('access_log').values(
    entries.map((entry) => ({
      ...(entry.occurredAt ? { occurred_at: entry.occurredAt } : {}),
      user_id: entry.userId,
      impersonator_id: entry.impersonatorId,
      organization_id: entry.organizationId,
      action: entry.verb,
      object_type: entry.objectType,
      object_ids: sql<string[]>`${arrayLiteral(entry.objectIds)}::text[]`,
      case_ids: sql<string[]>`${arrayLiteral(entry.caseIds.filter(isUuid))}::uuid[]`,
      lien_ids: sql<string[]>`${arrayLiteral(entry.lienIds.filter(isUuid))}::uuid[]`,
      request_id: entry.requestId,
      address: entry.address,
      refused: entry.refused ?? false,
    })),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Reading the log

export interface AccessLogFilters {
  caseId: string | null;
  userId: string | null;
  verb: AccessVerb | null;
}

/**
 * Who reads the log. Staff read every entry. An organisation's admin reads the entries about one case the
 * organisation sees; a lienholder's admin, like its history, not those about another lienholder's liens only.
 */
export type AccessLogReader = { staff: true } | { staff: false; organizationId: string; caseId: string; ownLienIds: string[] | null };

export function accessLogEntries(db: Kysely<Database>, reader: AccessLogReader, filters: AccessLogFilters) {
  let query = db
    .selectFrom('access_log as e')
    .leftJoin('users as u', 'u.id', 'e.user_id')
    .leftJoin('users as i', 'i.id', 'e.impersonator_id')
    .leftJoin('legal_organizations as o', 'o.id', 'e.organization_id');
  const caseId = reader.staff ? filters.caseId : reader.caseId;
  if (caseId) query = query.where(sql<boolean>`e.case_ids @> ${arrayLiteral([caseId])}::uuid[]`);
  if (!reader.staff && reader.ownLienIds) {
    const own = arrayLiteral(reader.ownLienIds);
    query = query.where(sql<boolean>`(e.lien_ids = '{}' or e.lien_ids && ${own}::uuid[])`);
  }
  if (filters.verb) query = query.where('e.action', '=', filters.verb);
  return query;
}

/** The log filtered by user too (the list); the users facet is counted without that filter. */
export function filteredByUser(query: AccessLogQuery, userId: string | null): AccessLogQuery {
  return userId ? query.where('e.user_id', '=', userId) : query;
}

export type AccessLogQuery = ReturnType<typeof accessLogEntries>;

export function selectEntryColumns(query: AccessLogQuery) {
  return query.select([
    'e.id',
    'e.occurred_at',
    'e.user_id',
    'e.impersonator_id',
    'e.organization_id',
    'e.action',
    'e.object_type',
    'e.object_ids',
    'e.case_ids',
    'e.lien_ids',
    'e.request_id',
    'e.address',
    'e.refused',
    'u.first_name as user_first_name',
    'u.last_name as user_last_name',
    'u.is_staff as user_is_staff',
    'i.first_name as impersonator_first_name',
    'i.last_name as impersonator_last_name',
    'o.name as organization_name',
  ]);
}

type EntryRow = Awaited<ReturnType<ReturnType<typeof selectEntryColumns>['execute']>>[number];

const fullName = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim();

/**
 * Staff see everything. An organisation's admin sees who (name and organisation, as the history shows authors),
 * what and when; the ids and the address and request id only of its own organisation's entries, and of registry
 * staff acting as a user only that it was registry staff, not who.
 */
export function serializeEntry(row: EntryRow, reader: AccessLogReader) {
  const own = reader.staff || row.organization_id === reader.organizationId;
  const isInternal = row.impersonator_id !== null || Boolean(row.user_is_staff);
  // An entry may name other cases too (a portfolio page): an organisation's admin learns only about its own case.
  const otherCases = new Set(row.case_ids.filter((id) => reader.staff || id !== reader.caseId));
  return {
    id: row.id,
    occurred_at: new Date(row.occurred_at).toISOString(),
    action: row.action,
    object_type: row.object_type,
    refused: row.refused,
    user: { id: row.user_id, name: fullName(row.user_first_name, row.user_last_name) },
    organization: row.organization_id ? { id: row.organization_id, name: row.organization_name } : null,
    is_internal_user: isInternal,
    impersonated_by:
      reader.staff && row.impersonator_id
        ? { id: row.impersonator_id, name: fullName(row.impersonator_first_name, row.impersonator_last_name) }
        : null,
    object_ids: reader.staff ? row.object_ids : row.object_ids.filter((id) => id === reader.caseId || (own && !otherCases.has(id))),
    case_ids: reader.staff ? row.case_ids : [reader.caseId],
    request_id: own ? row.request_id : null,
    address: own ? row.address : null,
  };
}

/** Builds (compiles) the entry's insert without a connection; the database runs it on the transaction's own. */
const compiler = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

/**
 * Every transaction appends the access-log entry of the write it belongs to, as its last statement before COMMIT:
 * a committed write always has its entry, a rolled-back one never does (openDatabase's `transactionHooks`).
 */
export const accessLogTransactionHooks: TransactionHooks = {
  beforeCommit: () => {
    const entry = takeWriteEntry();
    return entry ? accessLogInsert(compiler, [entry]).compile() : null;
  },
  afterRollback: forgetTouched,
};
