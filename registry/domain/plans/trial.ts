// The free trial (spec 000 §2 "Plan upgrade", §4, §9; DECISIONS 16): an admin of an eligible organisation (FREEMIUM or
// LEAD, never trialled) starts 30 days of every feature. Starting is one conditional update, so two requests at
// once start one trial and the other is told the organisation is not eligible. The daily job ends trials whose last
// day has passed: TRIAL (or EXTENDED_TRIAL) → FREEMIUM, remembering it was a trial. Both tell the organisation's
// open pages (`organization.updated`); features follow the validity at once anyway (service.ts).
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { RequestContext } from '../context.ts';
import { forbidden, HttpError, notFound } from '../errors.ts';
import { isUuid } from '../ids.ts';
import { emitEvents } from '../outbox.ts';
import { currentService, TRIAL_DAYS, type CurrentService } from './service.ts';

export const PLAN_MESSAGES = {
  adminsOnly: 'Only organization administrators can change the plan.',
  notWhileImpersonating: 'The plan cannot be changed while impersonating a user.',
  notEligible: 'Your organization is not eligible for a free trial.',
  alreadyPerCase: 'Your organization is already on the per-case plan.',
  paymentMethodRequired: 'Payment method invalid!',
} as const;

/**
 * The organisation of the path must be the acting one (else 404) and the account its admin (else 403). Staff
 * impersonating an admin may look but not buy or start a trial: a charge is the customer's own decision.
 */
export function assertPlanAdmin(ctx: RequestContext, organizationId: string): string {
  if (!isUuid(organizationId) || !ctx.organization || ctx.organization.id !== organizationId) throw notFound();
  if (ctx.account?.role !== 'ADMIN') throw forbidden(PLAN_MESSAGES.adminsOnly);
  if (ctx.impersonatedBy) throw forbidden(PLAN_MESSAGES.notWhileImpersonating);
  return organizationId;
}

/** What the viewer may do with the plans (GET plans/ answers it as `viewer_can`; the writes ask assertPlanAdmin). */
export function planCapabilities(ctx: RequestContext, service: { is_eligible_for_trial: boolean; stage: string }) {
  const admin = ctx.account?.role === 'ADMIN' && !ctx.impersonatedBy;
  return {
    start_trial: admin && service.is_eligible_for_trial,
    purchase: admin,
    // The Enterprise/upgrade link (spec 000 §4): admins of an organisation that is not a law firm, on the free plan.
    see_upgrade_link: admin && ctx.kind !== 'LAW_FIRM' && ['FREEMIUM', 'LEAD'].includes(service.stage),
  };
}

export const serviceChanged = (trx: Kysely<Database> | Transaction<Database>, organizationIds: string[]) =>
  emitEvents(trx, [{ type: 'organization.updated', caseId: null, organizationIds }]);

/** The trial's last day: today and the 29 days after it (30 days). */
export const trialLastDay = (now = new Date()) => new Date(now.getTime() + (TRIAL_DAYS - 1) * 86_400_000).toISOString().slice(0, 10);

export async function startTrial(db: Kysely<Database>, ctx: RequestContext, organizationId: string): Promise<CurrentService> {
  assertPlanAdmin(ctx, organizationId);
  return db.transaction().execute(async (trx) => {
    const started = await trx
      .updateTable('legal_organizations')
      .set({ service_stage: 'TRIAL', service_valid_to: trialLastDay(), trial_started_at: sql`now()` })
      .where('id', '=', organizationId)
      .where('service_stage', 'in', ['FREEMIUM', 'LEAD'])
      .where('service_was_trial', '=', false)
      .where('trial_started_at', 'is', null)
      .returningAll()
      .executeTakeFirst();
    if (!started) throw new HttpError(400, { detail: PLAN_MESSAGES.notEligible });
    await serviceChanged(trx, [organizationId]);
    return currentService(started);
  });
}

/** Ends the trials whose last day is before `now`'s UTC day; answers the organisations changed. */
export async function expireTrials(db: Kysely<Database>, now = new Date()): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    const ended = await trx
      .updateTable('legal_organizations')
      .set({ service_stage: 'FREEMIUM', service_was_trial: true, service_valid_to: null })
      .where('service_stage', 'in', ['TRIAL', 'EXTENDED_TRIAL'])
      .where('service_valid_to', '<', now.toISOString().slice(0, 10))
      .returning('id')
      .execute();
    const ids = ended.map((row) => row.id).sort();
    if (ids.length) await serviceChanged(trx, ids);
    return ids;
  });
}
