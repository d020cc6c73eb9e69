// External database identifiers: the id a case (law firm) or a lien (lienholder) has in one of the
// organisation's external systems (Filevine, Litify, Clio ...). Keys are private to the organisation whose
// system they belong to. Like tags they write no case history and notify only the organisation itself.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Viewer } from './context.ts';
import { MESSAGES, notFound, validationError, type FieldErrors } from './errors.ts';
import { isUuid } from './ids.ts';
import { TEXT_LIMITS, textProblem } from './input.ts';
import { notifyOwnOrganization } from './tags.ts';

export const EXTERNAL_ID_MAX_LENGTH = TEXT_LIMITS.externalId;
export const EXTERNAL_KEY_MESSAGES = {
  noSystem: 'Your organization has no external system to record identifiers for.',
  duplicate: 'This identifier is already recorded for this system.',
  tooLong: `Ensure this field has no more than ${EXTERNAL_ID_MAX_LENGTH} characters.`,
} as const;

const SYSTEM_FIELD = 'registry_legal_organization_external_system';

type Executor = Kysely<Database> | Transaction<Database>;

export interface NewExternalKey {
  /** The case (law firm) or the lien (lienholder) the identifier belongs to. */
  targetId: string;
  externalId: string;
  /** Absent: the organisation's only system. */
  systemId: string | null;
}

/** Law firms key cases; lienholders key their own lien. */
export const targetField = (viewer: Viewer) => (viewer.kind === 'LAW_FIRM' ? 'case' : 'lien');

export function parseExternalKey(input: unknown, viewer: Viewer): NewExternalKey {
  const raw = (input && typeof input === 'object' && !Array.isArray(input) ? input : {}) as Record<string, unknown>;
  const errors: FieldErrors = {};
  const field = targetField(viewer);
  const target = raw[field];
  if (target === undefined || target === null || target === '') errors[field] = [MESSAGES.required];
  else if (typeof target !== 'string' || !isUuid(target)) errors[field] = [MESSAGES.invalidUuid];
  const externalId = typeof raw.registry_external_id === 'string' ? raw.registry_external_id.trim() : raw.registry_external_id;
  if (externalId === undefined || externalId === null || externalId === '') errors.registry_external_id = [MESSAGES.required];
  else if (typeof externalId !== 'string') errors.registry_external_id = [MESSAGES.notAString];
  else if (textProblem(externalId, EXTERNAL_ID_MAX_LENGTH))
    errors.registry_external_id = [textProblem(externalId, EXTERNAL_ID_MAX_LENGTH)!];
  const system = raw[SYSTEM_FIELD];
  if (system !== undefined && system !== null && system !== '' && (typeof system !== 'string' || !isUuid(system)))
    errors[SYSTEM_FIELD] = [MESSAGES.invalidUuid];
  if (Object.keys(errors).length) throw validationError(errors);
  return { targetId: target as string, externalId: externalId as string, systemId: typeof system === 'string' && system ? system : null };
}

/** The viewer's own external systems. */
export function ownExternalSystems(db: Executor, viewer: Viewer) {
  return db
    .selectFrom('external_systems')
    .select(['id', 'name', 'external_system_type'])
    .where('organization_id', '=', viewer.organizationId)
    .orderBy(sql`lower(name)`)
    .orderBy('id');
}

export const serializeExternalSystem = (row: { id: string; name: string; external_system_type: string }) => ({
  id: row.id,
  name: row.name,
  external_system_type: row.external_system_type,
});

/**
 * The viewer's keys: a law firm's on the cases it represents, a lienholder's on its own non-rejected liens.
 * `case_id` is the case either way (a lien key's case is its lien's).
 */
export function visibleExternalKeys(db: Executor, viewer: Viewer) {
  const query = db
    .selectFrom('external_keys as k')
    .innerJoin('external_systems as s', 's.id', 'k.external_system_id')
    .leftJoin('liens as l', 'l.id', 'k.lien_id')
    .innerJoin('cases as c', (join) => join.on(sql<boolean>`c.id = coalesce(k.case_id, l.case_id)`))
    .select([
      'k.id',
      'k.registry_external_id',
      'k.created_at',
      'k.lien_id',
      'c.id as case_id',
      's.id as system_id',
      's.name as system_name',
      's.external_system_type',
    ])
    .where('s.organization_id', '=', viewer.organizationId);
  return viewer.kind === 'LAW_FIRM'
    ? query.where('k.case_id', 'is not', null).where('c.law_firm_id', '=', viewer.organizationId)
    : query.where('l.lienholder_id', '=', viewer.organizationId).where('l.verification_status', '!=', 'REJECTED');
}

export type ExternalKeyRow = Awaited<ReturnType<ReturnType<typeof visibleExternalKeys>['executeTakeFirstOrThrow']>>;

export const serializeExternalKey = (row: ExternalKeyRow) => ({
  id: row.id,
  case: row.case_id,
  lien: row.lien_id,
  registry_external_id: row.registry_external_id,
  [SYSTEM_FIELD]: { id: row.system_id, name: row.system_name, external_system_type: row.external_system_type },
});

async function chooseSystem(trx: Executor, viewer: Viewer, systemId: string | null): Promise<string> {
  const systems = await ownExternalSystems(trx, viewer).execute();
  if (systemId) {
    if (!systems.some((system) => system.id === systemId)) throw validationError({ [SYSTEM_FIELD]: [MESSAGES.notFound] });
    return systemId;
  }
  // With exactly one system there is nothing to choose; with several the caller must say which.
  if (systems.length === 1) return systems[0].id;
  throw validationError({ [SYSTEM_FIELD]: [systems.length ? MESSAGES.required : EXTERNAL_KEY_MESSAGES.noSystem] });
}

export async function addExternalKey(db: Kysely<Database>, viewer: Viewer, key: NewExternalKey): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const field = targetField(viewer);
    const caseId =
      viewer.kind === 'LAW_FIRM'
        ? (
            await trx
              .selectFrom('cases')
              .select('id')
              .where('id', '=', key.targetId)
              .where('law_firm_id', '=', viewer.organizationId)
              .executeTakeFirst()
          )?.id
        : (
            await trx
              .selectFrom('liens')
              .select('case_id as id')
              .where('id', '=', key.targetId)
              .where('lienholder_id', '=', viewer.organizationId)
              .where('verification_status', '!=', 'REJECTED')
              .executeTakeFirst()
          )?.id;
    if (!caseId) throw validationError({ [field]: [MESSAGES.notFound] });
    const systemId = await chooseSystem(trx, viewer, key.systemId);
    const target = viewer.kind === 'LAW_FIRM' ? { case_id: key.targetId } : { lien_id: key.targetId };
    const targetColumn = viewer.kind === 'LAW_FIRM' ? 'case_id' : 'lien_id';
    // Against the partial unique index of the target column, so a simultaneous duplicate is refused too.
    const inserted = await trx
      .insertInto('external_keys')
      .values({ external_system_id: systemId, registry_external_id: key.externalId, ...target })
      .onConflict((oc) =>
        oc.columns(['external_system_id', targetColumn, 'registry_external_id']).where(targetColumn, 'is not', null).doNothing(),
      )
      .returning('id')
      .executeTakeFirst();
    if (!inserted) throw validationError({ non_field_errors: [EXTERNAL_KEY_MESSAGES.duplicate] });
    const { id } = inserted;
    await notifyOwnOrganization(trx, viewer, caseId);
    return id;
  });
}

export async function deleteExternalKey(db: Kysely<Database>, viewer: Viewer, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await visibleExternalKeys(trx, viewer).where('k.id', '=', id).executeTakeFirst();
    if (!row) throw notFound();
    await trx.deleteFrom('external_keys').where('id', '=', id).execute();
    await notifyOwnOrganization(trx, viewer, row.case_id);
  });
}

export const externalSystemsOf = (db: Executor, viewer: Viewer) => ownExternalSystems(db, viewer).execute();

/** The visible keys on the given cases and/or liens, oldest first. */
export function externalKeysOf(db: Executor, viewer: Viewer, targets: { cases: string[]; liens: string[] }) {
  let keys = visibleExternalKeys(db, viewer);
  if (targets.cases.length) {
    // The keys of the cases and of their liens by index first: the case is joined on coalesce(case, lien's case),
    // which no index serves, and the planner otherwise reads every key of the organisation's system (40,000 of the
    // largest law firm's at a million cases) to keep one.
    const cases = sql.join(targets.cases.map((id) => sql`${id}::uuid`));
    keys = keys.where('c.id', 'in', targets.cases).where(
      sql<boolean>`k.id in (
        select ek.id from external_keys ek where ek.case_id in (${cases})
        union all
        select ek.id from liens cl join external_keys ek on ek.lien_id = cl.id where cl.case_id in (${cases}))`,
    );
  }
  if (targets.liens.length) keys = keys.where('k.lien_id', 'in', targets.liens);
  return keys.orderBy('k.created_at').orderBy('k.id').execute();
}

export const findExternalKey = (db: Executor, viewer: Viewer, id: string) =>
  visibleExternalKeys(db, viewer).where('k.id', '=', id).executeTakeFirstOrThrow();
