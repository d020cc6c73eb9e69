// What registering cases costs the organisation (DECISIONS 16), spent in the transaction that writes the cases: on
// a full stage (trial, paid) nothing, but the per-case plan records each case in the month it is billed; otherwise
// one prepaid credit per case, taken by one conditional update (the organisation's row is locked, so two requests
// cannot spend the same credits). No allowance: the caller refuses (and its transaction writes nothing).
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { stageIsActive } from './service.ts';

/** The first day of the UTC month of `now` (YYYY-MM-01): the month a per-case case is billed in. */
export const billingMonth = (now = new Date()) => `${now.toISOString().slice(0, 7)}-01`;

/**
 * Spends the allowance for `caseIds` (just written in `trx`) of the organisation that registered them. Answers
 * false when the organisation's service gives no ADD_CASE for that many cases (the caller throws).
 */
export async function spendCaseAllowance(
  trx: Transaction<Database>,
  organizationId: string,
  caseIds: string[],
  now = new Date(),
): Promise<boolean> {
  if (!caseIds.length) return true;
  const org = await trx
    .selectFrom('legal_organizations')
    .select(['service_stage', 'service_valid_to', 'service_was_trial', 'trial_started_at', 'case_credits', 'per_case_billing'])
    .where('id', '=', organizationId)
    // NO KEY UPDATE, not UPDATE: the cases just inserted hold a KEY SHARE lock on this row (their foreign key), which
    // FOR UPDATE would wait on; two requests would then deadlock instead of queueing for the credit.
    .forNoKeyUpdate()
    .executeTakeFirst();
  if (!org) return false;
  if (stageIsActive(org, now)) {
    if (org.per_case_billing)
      await trx
        .insertInto('plan_case_usage')
        .values(caseIds.map((caseId) => ({ case_id: caseId, organization_id: organizationId, month: billingMonth(now) })))
        .onConflict((oc) => oc.column('case_id').doNothing())
        .execute();
    return true;
  }
  const spent = await trx
    .updateTable('legal_organizations')
    .set({ case_credits: sql<number>`case_credits - ${caseIds.length}` })
    .where('id', '=', organizationId)
    .where('case_credits', '>=', caseIds.length)
    .returning('case_credits')
    .executeTakeFirst();
  return Boolean(spent);
}
