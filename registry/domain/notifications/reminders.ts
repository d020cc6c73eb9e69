// The daily status reminder: an open case whose law firm has not updated its status for 90 days (the out-of-date
// rule, out-of-date.ts) asks the law firm for an update — a CASE_STATUS_REQUESTED notification to its users. Each
// case is reminded once per out-of-date spell (the source names the case and its last update), and only cases that
// went out of date in the last week are looked at, so a first run does not flood firms with years of old cases.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { outOfDateCondition, OUT_OF_DATE_DAYS } from '../out-of-date.ts';
import type { PlannedNotification } from './fan-out.ts';

const WINDOW_DAYS = 7;

/** The reminders due now: one plan per case that went out of date within the window. */
export async function dueReminders(db: Kysely<Database>): Promise<PlannedNotification[]> {
  const rows = await db
    .selectFrom('cases as c')
    .innerJoin('persons as p', 'p.id', 'c.plaintiff_id')
    .select(['c.id', 'c.law_firm_id', 'c.last_updated_at', 'p.first_name', 'p.last_name'])
    .where('c.law_firm_id', 'is not', null)
    .where(outOfDateCondition(true))
    .where(sql<boolean>`coalesce(c.last_updated_at, c.created_at) > now() - make_interval(days => ${OUT_OF_DATE_DAYS + WINDOW_DAYS})`)
    .orderBy('c.id')
    .execute();
  return rows.map((row) => {
    const plaintiff = `${row.first_name} ${row.last_name}`.trim();
    const body = row.last_updated_at
      ? `The status of ${plaintiff}'s case was last updated ${OUT_OF_DATE_DAYS} or more days ago. Its lienholders are waiting for an update.`
      : `The status of ${plaintiff}'s case has never been updated. Its lienholders are waiting for an update.`;
    return {
      source: `out-of-date:${row.id}:${row.last_updated_at ? new Date(row.last_updated_at).getTime() : 'never'}`,
      type: 'CASE_STATUS_REQUESTED' as const,
      organizationIds: [row.law_firm_id!],
      actorUserId: null,
      caseId: row.id,
      subject: 'Case status update due',
      body,
      lines: [body],
    };
  });
}
