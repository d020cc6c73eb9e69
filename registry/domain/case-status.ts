// The escrow agent's status update (PATCH …/escrow-agent/portfolio/{id}/): validation and the write.
import { DATE_MESSAGES, parseDate } from './dates.ts';
import { parseNoteText } from './input.ts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { RequestContext, Viewer } from './context.ts';
import { invalidChoice, MESSAGES, notFound, validationError, type FieldErrors } from './errors.ts';
import { CASE_DATE_FIELDS, CASE_STATUSES, DATED_CASE_STATUSES, values, type CaseDateField } from './options.ts';
import { caseAudience, emitEvents, recordActivity } from './outbox.ts';
import { isCaseLawFirm } from './capabilities.ts';

export interface StatusUpdate {
  /** null with statusNoChange: confirm the current status. */
  status: string | null;
  dates: Partial<Record<CaseDateField, string | null>>;
  note: string;
  statusNoChange: boolean;
}

/** Validates a PATCH body. Unknown fields are ignored (as DRF serializers do). */
export function parseStatusUpdate(body: unknown): StatusUpdate {
  const input = (body && typeof body === 'object' && !Array.isArray(body) ? body : {}) as Record<string, unknown>;
  const errors: FieldErrors = {};

  let statusNoChange = false;
  if (input.status_no_change !== undefined && input.status_no_change !== null) {
    if (typeof input.status_no_change === 'boolean') statusNoChange = input.status_no_change;
    else errors.status_no_change = [MESSAGES.invalidBoolean];
  }

  let status: string | null = null;
  if (input.status === undefined || input.status === null || input.status === '') {
    if (!statusNoChange) errors.status = [MESSAGES.required];
  } else if (typeof input.status !== 'string' || !values(CASE_STATUSES).includes(input.status)) {
    errors.status = [invalidChoice(input.status)];
  } else {
    status = input.status;
  }

  const dates: StatusUpdate['dates'] = {};
  for (const field of CASE_DATE_FIELDS) {
    // A lawsuit is filed in the past; hearings and expected checks may be ahead.
    const value = parseDate(
      input[field],
      field,
      errors,
      field === 'lawsuit_filed_date' ? { future: DATE_MESSAGES.lawsuitFiledInFuture } : {},
    );
    if (value !== undefined) dates[field] = value;
  }

  const dated = DATED_CASE_STATUSES.find((option) => option.value === status);
  if (dated && !errors[dated.date_field] && !dates[dated.date_field]) errors[dated.date_field] = [MESSAGES.required];

  const note = parseNoteText(input.note, errors);

  if (Object.keys(errors).length) throw validationError(errors);
  return { status, dates, note, statusNoChange };
}

/**
 * Applies a status update for the case's law firm. Only the date of the chosen status is written; the dates of
 * other statuses keep their history. One transaction: case, activity, events.
 */
export async function updateCaseStatus(
  db: Kysely<Database>,
  ctx: RequestContext,
  viewer: Viewer,
  caseId: string,
  update: StatusUpdate,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('cases')
      .selectAll()
      .where('id', '=', caseId)
      .where('law_firm_id', '=', viewer.organizationId)
      .forUpdate()
      .executeTakeFirst();
    // The rule of `viewer_can.update_status` (capabilities.ts).
    if (!current || !isCaseLawFirm(viewer, current.law_firm_id)) throw notFound();

    const newStatus = update.statusNoChange && !update.status ? current.status : update.status;
    const dated = DATED_CASE_STATUSES.find((option) => option.value === newStatus);
    const changes: Partial<Record<CaseDateField, string | null>> = {};
    if (dated && update.dates[dated.date_field] !== undefined) changes[dated.date_field] = update.dates[dated.date_field];

    await trx
      .updateTable('cases')
      .set({
        status: newStatus,
        ...changes,
        last_updated_at: sql`now()`,
        last_updated_by_organization_id: viewer.organizationId,
        law_firm_last_active_at: sql`now()`,
      })
      .where('id', '=', caseId)
      .execute();

    const confirmed = update.statusNoChange && newStatus === current.status;
    const activityId = await recordActivity(trx, ctx, {
      type: confirmed ? 'CASE_STATUS_CONFIRMED' : 'CASE_STATUS_UPDATED',
      note: update.note,
      caseId,
      data: {
        old_status: current.status,
        new_status: newStatus,
        ...(dated ? { [dated.date_field]: changes[dated.date_field] ?? current[dated.date_field] } : {}),
      },
    });
    const organizationIds = await caseAudience(trx, caseId);
    await emitEvents(trx, [
      { type: 'case.updated', change: 'status', caseId, activityId, organizationIds },
      { type: 'activity.created', change: 'status', caseId, activityId, organizationIds },
    ]);
  });
}
