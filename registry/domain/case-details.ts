// Editing a case's details: the plaintiff's name and birthdate, date of loss, state and incident type. The case's
// law firm may; a lienholder on the case only when the law firm left the case editable by lienholders.
import { birthAfterLoss, DATE_MESSAGES, parseDate } from './dates.ts';
import { parseText, TEXT_LIMITS } from './input.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { RequestContext, Viewer } from './context.ts';
import { forbidden, invalidChoice, notFound, validationError, type FieldErrors } from './errors.ts';
import { CASE_TYPES, US_STATES, values } from './options.ts';
import { caseAudience, emitEvents, recordActivity } from './outbox.ts';
import { mayEditCaseDetails } from './capabilities.ts';

export const EITHER_DATE = 'Either Birthdate or Date of Loss is required';
export const LOCKED = 'Locked by law firm';

export interface CaseDetails {
  firstName?: string;
  lastName?: string;
  birthdate?: string | null;
  dateOfLoss?: string | null;
  stateOfIncident?: string | null;
  type?: string | null;
}

export function parseCaseDetails(input: unknown): CaseDetails {
  const raw = (input && typeof input === 'object' && !Array.isArray(input) ? input : {}) as Record<string, unknown>;
  const plaintiff = (raw.plaintiff && typeof raw.plaintiff === 'object' ? raw.plaintiff : {}) as Record<string, unknown>;
  const errors: FieldErrors = {};
  const details: CaseDetails = {};
  const name = (value: unknown, field: 'first_name' | 'last_name') => {
    if (value === undefined) return undefined;
    return parseText(value, field, errors, { max: TEXT_LIMITS.personName, required: true }) || undefined;
  };
  const choice = (value: unknown, field: string, allowed: string[]) => {
    if (value === undefined) return undefined;
    if (value === null || value === '') return null;
    if (typeof value === 'string' && allowed.includes(value)) return value;
    errors[field] = [invalidChoice(value)];
    return undefined;
  };
  details.firstName = name(plaintiff.first_name, 'first_name');
  details.lastName = name(plaintiff.last_name, 'last_name');
  details.birthdate = parseDate(plaintiff.birthdate, 'birthdate', errors, { future: DATE_MESSAGES.birthdateInFuture });
  details.dateOfLoss = parseDate(raw.date_of_loss, 'date_of_loss', errors, { future: DATE_MESSAGES.lossInFuture });
  if (birthAfterLoss(details.birthdate, details.dateOfLoss)) errors.birthdate = [DATE_MESSAGES.birthdateAfterLoss];
  details.stateOfIncident = choice(raw.state_of_incident, 'state_of_incident', values(US_STATES));
  details.type = choice(raw.type, 'type', values(CASE_TYPES));
  if (Object.keys(errors).length) throw validationError(errors);
  return details;
}

export async function updateCaseDetails(
  db: Kysely<Database>,
  ctx: RequestContext,
  viewer: Viewer,
  caseId: string,
  details: CaseDetails,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('cases as c')
      .innerJoin('persons as p', 'p.id', 'c.plaintiff_id')
      .select(['c.id', 'c.law_firm_id', 'c.is_editable_by_lienholder', 'c.plaintiff_id', 'c.date_of_loss', 'c.state_of_incident', 'c.type'])
      .select(['p.first_name', 'p.last_name', 'p.birthdate'])
      .where('c.id', '=', caseId)
      .forUpdate('c')
      .executeTakeFirst();
    if (!current) throw notFound();
    if (viewer.kind === 'LAW_FIRM') {
      if (current.law_firm_id !== viewer.organizationId) throw notFound();
    } else {
      const lien = await trx
        .selectFrom('liens')
        .select('id')
        .where('case_id', '=', caseId)
        .where('lienholder_id', '=', viewer.organizationId)
        .where('verification_status', '!=', 'REJECTED')
        .executeTakeFirst();
      if (!lien) throw notFound();
    }
    const holdsLien = viewer.kind === 'LIENHOLDER'; // a lienholder got this far through its lien
    if (
      !mayEditCaseDetails(viewer, { lawFirmId: current.law_firm_id, isEditableByLienholder: current.is_editable_by_lienholder, holdsLien })
    )
      throw forbidden(LOCKED);

    const text = (value: unknown) =>
      value === null || value === undefined ? null : value instanceof Date ? value.toISOString().slice(0, 10) : String(value);
    const next = {
      first_name: details.firstName ?? current.first_name,
      last_name: details.lastName ?? current.last_name,
      birthdate: details.birthdate !== undefined ? details.birthdate : text(current.birthdate),
      date_of_loss: details.dateOfLoss !== undefined ? details.dateOfLoss : text(current.date_of_loss),
      state_of_incident: details.stateOfIncident !== undefined ? details.stateOfIncident : current.state_of_incident,
      type: details.type !== undefined ? details.type : current.type,
    };
    if (!next.birthdate && !next.date_of_loss) throw validationError({ non_field_errors: [EITHER_DATE] });
    // One date may be changed alone: the rule holds against the other's stored value.
    if (birthAfterLoss(next.birthdate, next.date_of_loss)) throw validationError({ birthdate: [DATE_MESSAGES.birthdateAfterLoss] });
    const before = {
      first_name: current.first_name,
      last_name: current.last_name,
      birthdate: text(current.birthdate),
      date_of_loss: text(current.date_of_loss),
      state_of_incident: current.state_of_incident,
      type: current.type,
    };
    const changed = (Object.keys(next) as Array<keyof typeof next>).filter((key) => next[key] !== before[key]);
    if (!changed.length) return;

    await trx
      .updateTable('persons')
      .set({ first_name: next.first_name, last_name: next.last_name, birthdate: next.birthdate })
      .where('id', '=', current.plaintiff_id)
      .execute();
    await trx
      .updateTable('cases')
      .set({ date_of_loss: next.date_of_loss, state_of_incident: next.state_of_incident, type: next.type })
      .where('id', '=', caseId)
      .execute();
    const activityId = await recordActivity(trx, ctx, {
      type: 'CASE_DETAILS_UPDATED',
      caseId,
      data: {
        updated_item: changed,
        old: Object.fromEntries(changed.map((key) => [key, before[key]])),
        new: Object.fromEntries(changed.map((key) => [key, next[key]])),
      },
    });
    const organizationIds = await caseAudience(trx, caseId);
    await emitEvents(trx, [
      { type: 'case.updated', change: 'details', caseId, activityId, organizationIds },
      { type: 'activity.created', change: 'details', caseId, activityId, organizationIds },
    ]);
  });
}
