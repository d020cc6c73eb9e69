// The rewards programme (docs/PRODUCT.md, "Rewards"): law-firm users of a participating organisation earn points
// for keeping their cases current. One rule, applied by the `rewards.award` job to every committed status update:
// a status update or "No change" confirmation made while the case was not yet out of date (within 90 days of its
// previous status update, or of its registration when it has none) earns POINTS_PER_UPDATE points for the user who
// made it, once per case and 90-day period of the case (periods counted from its registration). A late update (the
// case was already out of date) earns nothing and closes the period for the organisation, so a late update
// followed at once by a confirmation does not earn either. Staff and impersonated updates earn nothing and close
// nothing. A card is reached at CARD_POINTS.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { forbidden, notFound } from './errors.ts';
import { isOutOfDate, OUT_OF_DATE_DAYS } from './out-of-date.ts';

export const POINTS_PER_UPDATE = 50;
export const CARD_POINTS = 5000;
const PERIOD_MS = OUT_OF_DATE_DAYS * 86_400_000;
const STATUS_ACTIVITIES = ['CASE_STATUS_UPDATED', 'CASE_STATUS_CONFIRMED'];

export const REWARDS_RULE =
  `Earn ${POINTS_PER_UPDATE} points each time you update or confirm a case's status before it is out of date ` +
  `(within ${OUT_OF_DATE_DAYS} days of its last update), once per case every ${OUT_OF_DATE_DAYS} days; ` +
  `a late update earns nothing until the case's next ${OUT_OF_DATE_DAYS}-day period. ` +
  `${CARD_POINTS.toLocaleString('en-US')} points earn a gift card.`;

export const REWARDS_MESSAGES = {
  notParticipant: 'Your organization does not take part in the rewards program.',
} as const;

export interface RewardsJson {
  total_points: number;
  points_to_card: number;
  /** total / (total + points_to_card) × 100, rounded down, 0–100. */
  percent: number;
  points_per_update: number;
  card_points: number;
  rule: string;
}

export function rewardsProgress(totalPoints: number): RewardsJson {
  const pointsToCard = Math.max(0, CARD_POINTS - totalPoints);
  const sum = totalPoints + pointsToCard;
  const percent = sum > 0 ? Math.min(100, Math.max(0, Math.floor((totalPoints / sum) * 100))) : 0;
  return {
    total_points: totalPoints,
    points_to_card: pointsToCard,
    percent,
    points_per_update: POINTS_PER_UPDATE,
    card_points: CARD_POINTS,
    rule: REWARDS_RULE,
  };
}

/** The 90-day period of the case an instant falls in (0 from its registration). */
export function casePeriod(caseCreatedAt: Date, at: Date): number {
  return Math.max(0, Math.floor((at.getTime() - caseCreatedAt.getTime()) / PERIOD_MS));
}

/**
 * The rewards of the signed-in user in their acting organisation. Only the user themself may read them (another
 * user's are "not found"), and only in an organisation of the programme.
 */
export async function rewardsOf(
  db: Kysely<Database>,
  viewer: { userId: string; organizationId: string },
  requestedUserId: string,
): Promise<RewardsJson> {
  if (requestedUserId !== viewer.userId) throw notFound();
  const organization = await db
    .selectFrom('legal_organizations')
    .select('is_rewards_participant')
    .where('id', '=', viewer.organizationId)
    .executeTakeFirst();
  if (!organization?.is_rewards_participant) throw forbidden(REWARDS_MESSAGES.notParticipant);
  const { total } = await db
    .selectFrom('reward_points')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string | number>('points'), eb.lit(0)).as('total'))
    .where('user_id', '=', viewer.userId)
    .where('organization_id', '=', viewer.organizationId)
    .executeTakeFirstOrThrow();
  return rewardsProgress(Number(total));
}

export type AwardOutcome = 'awarded' | 'late' | 'already-awarded' | 'not-eligible';

/**
 * Applies the rule to one committed outbox event (the `rewards.award` job). Idempotent: the award's source key is
 * the event, and the ledger's unique indexes keep one award per case and period, so a retried or racing job adds
 * nothing twice.
 */
export async function awardPointsForStatusEvent(db: Kysely<Database>, eventId: number): Promise<AwardOutcome> {
  const event = await db
    .selectFrom('events')
    .select(['type', 'change', 'case_id', 'activity_id'])
    .where('id', '=', eventId)
    .executeTakeFirst();
  if (!event || event.type !== 'case.updated' || event.change !== 'status' || !event.case_id || !event.activity_id) return 'not-eligible';

  const update = await db
    .selectFrom('activities as a')
    .innerJoin('cases as c', 'c.id', 'a.case_id')
    .innerJoin('legal_organizations as o', 'o.id', 'a.created_by_organization_id')
    .select([
      'a.id',
      'a.type',
      'a.created_at',
      'a.created_by_user_id',
      'a.created_by_organization_id',
      'a.is_internal_user',
      'a.activity_data',
      'c.id as case_id',
      'c.created_at as case_created_at',
      'o.is_rewards_participant',
    ])
    .where('a.id', '=', event.activity_id)
    .executeTakeFirst();
  if (
    !update ||
    !STATUS_ACTIVITIES.includes(update.type) ||
    update.is_internal_user ||
    !update.is_rewards_participant ||
    !update.created_by_user_id ||
    !update.created_by_organization_id
  )
    return 'not-eligible';

  // The update that came before this one: it (or the registration) decides whether the case was current.
  const previous = await db
    .selectFrom('activities')
    .select((eb) => eb.fn.max('created_at').as('at'))
    .where('case_id', '=', update.case_id)
    .where('type', 'in', STATUS_ACTIVITIES)
    .where('created_at', '<', update.created_at)
    .executeTakeFirst();
  const previousAt = previous?.at ? new Date(previous.at) : new Date(update.case_created_at);
  const oldStatus = typeof update.activity_data.old_status === 'string' ? update.activity_data.old_status : null;
  const madeAt = new Date(update.created_at);
  const late = isOutOfDate(oldStatus, previousAt, madeAt.getTime());

  const inserted = await db
    .insertInto('reward_points')
    .values({
      organization_id: update.created_by_organization_id,
      user_id: update.created_by_user_id,
      // A late update's row earns 0 and holds the period, so nothing else in it earns.
      points: late ? 0 : POINTS_PER_UPDATE,
      reason: late ? `${update.type}_LATE` : update.type,
      case_id: update.case_id,
      period: casePeriod(new Date(update.case_created_at), madeAt),
      source_key: `status-event:${eventId}`,
    })
    .onConflict((conflict) => conflict.doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return 'already-awarded';
  return late ? 'late' : 'awarded';
}
