// Change of representation: the case's law firm says it no longer represents the plaintiff. The case moves to
// the new firm when the user knows it (or is left without a firm), every lien on it is flagged
// has_attorney_changed, and the history and events tell the lienholders and both firms.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { RequestContext, Viewer } from '../context.ts';
import { MESSAGES, notFound, validationError, type FieldErrors } from '../errors.ts';
import { isUuid } from '../ids.ts';
import { parseNoteText } from '../input.ts';
import { caseAudience, emitEvents, recordActivity } from '../outbox.ts';
import { openThread } from '../threads/store.ts';
import { isCaseLawFirm } from '../capabilities.ts';

export interface RepresentationChange {
  knowsNewFirm: boolean;
  lawFirmId: string | null;
  note: string;
}

export function parseRepresentationChange(input: unknown): RepresentationChange {
  const raw = (input && typeof input === 'object' && !Array.isArray(input) ? input : {}) as Record<string, unknown>;
  const errors: FieldErrors = {};
  const knows = raw.knows_new_firm;
  if (typeof knows !== 'boolean')
    errors.knows_new_firm = [knows === undefined || knows === null ? MESSAGES.required : MESSAGES.invalidBoolean];
  const note = parseNoteText(raw.note, errors);
  let lawFirmId: string | null = null;
  if (knows === true) {
    if (raw.law_firm === undefined || raw.law_firm === null || raw.law_firm === '') errors.law_firm = [MESSAGES.required];
    else if (typeof raw.law_firm !== 'string' || !isUuid(raw.law_firm)) errors.law_firm = [MESSAGES.invalidUuid];
    else lawFirmId = raw.law_firm;
  }
  if (knows === false && !note && !errors.note) errors.note = [MESSAGES.required];
  if (Object.keys(errors).length) throw validationError(errors);
  return { knowsNewFirm: knows as boolean, lawFirmId, note };
}

export async function changeRepresentation(
  db: Kysely<Database>,
  ctx: RequestContext,
  viewer: Viewer,
  caseId: string,
  change: RepresentationChange,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('cases')
      .select(['id', 'law_firm_id'])
      .where('id', '=', caseId)
      .where('law_firm_id', '=', viewer.organizationId)
      .forUpdate()
      .executeTakeFirst();
    // The rule of `viewer_can.change_representation` (capabilities.ts).
    if (!current || !isCaseLawFirm(viewer, current.law_firm_id)) throw notFound();
    let newFirm: { id: string; name: string } | null = null;
    if (change.lawFirmId) {
      newFirm =
        (await trx
          .selectFrom('legal_organizations')
          .select(['id', 'name'])
          .where('id', '=', change.lawFirmId)
          .where('type', '=', 'LAW_FIRM')
          .executeTakeFirst()) ?? null;
      if (!newFirm) throw validationError({ law_firm: ['Select a law firm.'] });
      if (newFirm.id === viewer.organizationId)
        throw validationError({ law_firm: ['Choose the law firm that now represents the plaintiff, not your own.'] });
    }
    const oldFirm = await trx
      .selectFrom('legal_organizations')
      .select('name')
      .where('id', '=', viewer.organizationId)
      .executeTakeFirstOrThrow();
    // Everyone who could see the case before the change hears of it, the old firm included.
    const before = await caseAudience(trx, caseId);

    await trx
      .updateTable('cases')
      .set({ law_firm_id: newFirm?.id ?? null, law_firm_last_active_at: null })
      .where('id', '=', caseId)
      .execute();
    await trx.updateTable('liens').set({ has_attorney_changed: true }).where('case_id', '=', caseId).execute();
    const activityId = await recordActivity(trx, ctx, {
      type: 'LAW_FIRM_CHANGED',
      note: change.note,
      caseId,
      data: { old_law_firm_name: oldFirm.name, new_law_firm_name: newFirm?.name ?? null },
    });
    // Each lienholder on the case gets a LAW_FIRM_CHANGED notice it can answer by setting the new law firm.
    const lienholders = await trx
      .selectFrom('liens')
      .select('lienholder_id')
      .distinct()
      .where('case_id', '=', caseId)
      .where('verification_status', '!=', 'REJECTED')
      .orderBy('lienholder_id')
      .execute();
    const context = {
      old_law_firm: { id: viewer.organizationId, name: oldFirm.name },
      new_law_firm: newFirm,
      is_to_law_firm: false,
      is_from_lienholder: false,
    };
    for (const { lienholder_id } of lienholders) {
      await openThread(trx, ctx, { caseId, type: 'LAW_FIRM_CHANGED', toOrganizationId: lienholder_id, context, note: change.note });
    }
    const organizationIds = [...new Set([...before, ...(newFirm ? [newFirm.id] : [])])].sort();
    await emitEvents(trx, [
      { type: 'case.updated', change: 'law_firm', caseId, activityId, organizationIds },
      { type: 'activity.created', change: 'law_firm', caseId, activityId, organizationIds },
    ]);
  });
}
