// The 90-day rule: an open case whose status was not updated for 90 days, or never, is out of date (its status
// update is due). One rule for the case JSON (`is_out_of_date`, `days_since_last_update`) and the portfolio's
// `?is_out_of_date=` filter and count, so the list and the badge cannot disagree.
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { CLOSED_CASE_STATUSES, isClosedStatus } from './options.ts';

export const OUT_OF_DATE_DAYS = 90;
const DAY_MS = 86_400_000;

/** Whole days since the last update (never negative), null when the case was never updated. */
export function daysSinceLastUpdate(lastUpdatedAt: Date | string | null, now = Date.now()): number | null {
  if (lastUpdatedAt === null) return null;
  return Math.max(0, Math.floor((now - new Date(lastUpdatedAt).getTime()) / DAY_MS));
}

export function isOutOfDate(status: string | null, lastUpdatedAt: Date | string | null, now = Date.now()): boolean {
  return !isClosedStatus(status) && (daysSinceLastUpdate(lastUpdatedAt, now) ?? Infinity) >= OUT_OF_DATE_DAYS;
}

/** The same rule over `cases as c` (90 × 24 hours, as above: no calendar days, no daylight-saving shift). */
export function outOfDateCondition(outOfDate: boolean): RawBuilder<SqlBool> {
  const closed = sql.join(CLOSED_CASE_STATUSES.map((status) => sql`${status}`));
  const rule = sql<SqlBool>`((c.status is null or c.status not in (${closed})) and (c.last_updated_at is null or c.last_updated_at <= now() - make_interval(hours => ${OUT_OF_DATE_DAYS * 24})))`;
  return outOfDate ? rule : sql<SqlBool>`not ${rule}`;
}
