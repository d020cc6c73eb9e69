// Policy limits of a case: visible to whoever sees the case; added and deleted by the case's law firm. MedPay
// has no maximum.
import type { Kysely, Selectable } from 'kysely';
import type { Database, PolicyLimitsTable } from '../db/schema.ts';
import type { RequestContext, Viewer } from './context.ts';
import { invalidChoice, MESSAGES, notFound, validationError, type FieldErrors } from './errors.ts';
import { isUuid } from './ids.ts';
import { parseMoney } from './liens/update.ts';
import { POLICY_LIMIT_TYPES, labelOf, values } from './options.ts';
import { caseAudience, emitEvents, recordActivity } from './outbox.ts';
import { iso } from './serialize.ts';
import { isCaseLawFirm } from './capabilities.ts';

export const MAX_BELOW_MIN = 'Ensure Max is greater than or equal to Min.';

export interface NewPolicyLimit {
  caseId: string;
  coverageType: string;
  lower: string;
  upper: string | null;
}

export function parsePolicyLimit(input: unknown): NewPolicyLimit {
  const raw = (input && typeof input === 'object' && !Array.isArray(input) ? input : {}) as Record<string, unknown>;
  const errors: FieldErrors = {};
  if (typeof raw.case !== 'string' || !isUuid(raw.case))
    errors.case = [raw.case === undefined || raw.case === null ? MESSAGES.required : MESSAGES.invalidUuid];
  const type = raw.coverage_type;
  if (type === undefined || type === null || type === '') errors.coverage_type = [MESSAGES.required];
  else if (typeof type !== 'string' || !values(POLICY_LIMIT_TYPES).includes(type)) errors.coverage_type = [invalidChoice(type)];
  const lower = parseMoney(raw.coverage_limit_lower ?? null, 'coverage_limit_lower', errors);
  // MedPay carries no maximum: whatever is sent for it is ignored.
  const upper = type === 'MEDPAY' ? null : (parseMoney(raw.coverage_limit_upper ?? null, 'coverage_limit_upper', errors) ?? null);
  if (lower !== undefined && upper !== null && Number(upper) < Number(lower)) errors.coverage_limit_upper = [MAX_BELOW_MIN];
  if (Object.keys(errors).length) throw validationError(errors);
  return { caseId: raw.case as string, coverageType: type as string, lower: lower!, upper };
}

/** Policy limits of the cases the viewer sees. */
export function visiblePolicyLimits(db: Kysely<Database>, viewer: Viewer) {
  const query = db
    .selectFrom('policy_limits as p')
    .innerJoin('cases as c', 'c.id', 'p.case_id')
    // Its document (issue 11): a POLICY_LIMIT case document, seen by whoever sees the case.
    .leftJoin('documents as pd', 'pd.id', 'p.document_id')
    .selectAll('p')
    .select('pd.name as document_name');
  if (viewer.kind === 'LAW_FIRM') return query.where('c.law_firm_id', '=', viewer.organizationId);
  return query.where((eb) =>
    eb.exists(
      eb
        .selectFrom('liens as l')
        .select('l.id')
        .whereRef('l.case_id', '=', 'c.id')
        .where('l.lienholder_id', '=', viewer.organizationId)
        .where('l.verification_status', '!=', 'REJECTED'),
    ),
  );
}

export function serializePolicyLimit(row: Selectable<PolicyLimitsTable> & { document_name?: string | null }) {
  return {
    id: row.id,
    case: row.case_id,
    coverage_type: row.coverage_type,
    coverage_limit_lower: row.coverage_limit_lower,
    coverage_limit_upper: row.coverage_limit_upper,
    created_at: iso(row.created_at),
    // Its download link comes from the document's own detail (GET /:role/documents/:id/), which logs the access.
    document: row.document_id ? { id: row.document_id, name: row.document_name ?? '' } : null,
  };
}

export async function addPolicyLimit(db: Kysely<Database>, ctx: RequestContext, viewer: Viewer, limit: NewPolicyLimit): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const kase = await trx
      .selectFrom('cases')
      .select(['id', 'law_firm_id'])
      .where('id', '=', limit.caseId)
      .where('law_firm_id', '=', viewer.organizationId)
      .executeTakeFirst();
    // The rule of `viewer_can.edit_policy_limits` (capabilities.ts).
    if (!kase || !isCaseLawFirm(viewer, kase.law_firm_id)) throw validationError({ case: [MESSAGES.notFound] });
    const { id } = await trx
      .insertInto('policy_limits')
      .values({
        case_id: limit.caseId,
        coverage_type: limit.coverageType,
        coverage_limit_lower: limit.lower,
        coverage_limit_upper: limit.upper,
        created_by_organization_id: viewer.organizationId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeChange(trx, ctx, limit.caseId, 'POLICY_LIMIT_ADDED', {
      updated_item: labelOf(POLICY_LIMIT_TYPES, limit.coverageType),
      lower: limit.lower,
      upper: limit.upper,
    });
    return id;
  });
}

export async function deletePolicyLimit(db: Kysely<Database>, ctx: RequestContext, viewer: Viewer, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('policy_limits as p')
      .innerJoin('cases as c', 'c.id', 'p.case_id')
      .select(['p.id', 'p.case_id', 'p.coverage_type', 'c.law_firm_id'])
      .where('p.id', '=', id)
      .where('c.law_firm_id', '=', viewer.organizationId)
      .executeTakeFirst();
    if (!row || !isCaseLawFirm(viewer, row.law_firm_id)) throw notFound();
    await trx.deleteFrom('policy_limits').where('id', '=', id).execute();
    await writeChange(trx, ctx, row.case_id, 'POLICY_LIMIT_DELETED', { updated_item: labelOf(POLICY_LIMIT_TYPES, row.coverage_type) });
  });
}

async function writeChange(
  trx: Parameters<typeof caseAudience>[0],
  ctx: RequestContext,
  caseId: string,
  type: string,
  data: Record<string, unknown>,
) {
  const activityId = await recordActivity(trx, ctx, { type, caseId, data });
  const organizationIds = await caseAudience(trx, caseId);
  await emitEvents(trx, [
    { type: 'case.updated', change: 'policy_limits', caseId, activityId, organizationIds },
    { type: 'activity.created', change: 'policy_limits', caseId, activityId, organizationIds },
  ]);
}

export const policyLimitsOf = (db: Kysely<Database>, viewer: Viewer, caseIds: string[]) =>
  visiblePolicyLimits(db, viewer).where('p.case_id', 'in', caseIds).orderBy('p.created_at').orderBy('p.id').execute();

export const findPolicyLimit = (db: Kysely<Database>, viewer: Viewer, id: string) =>
  visiblePolicyLimits(db, viewer).where('p.id', '=', id).executeTakeFirstOrThrow();
