// A lienholder sets the law firm that now represents the plaintiff on a case it holds a lien on (the Set Law Firm
// modal, or the answer to a rejection or to a LAW_FIRM_CHANGED notice). The case moves to that firm, every lien on
// it is flagged has_attorney_changed, both firms get a LAW_FIRM_CHANGED thread, and the lienholder's own open
// LAW_FIRM_CHANGED notices are answered. The lienholder stays on the case: only the law firm changes hands.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { RequestContext, Viewer } from '../context.ts';
import { MESSAGES, notFound, validationError, type FieldErrors } from '../errors.ts';
import { isUuid } from '../ids.ts';
import { parseNoteText } from '../input.ts';
import { caseAudience, emitEvents, recordActivity } from '../outbox.ts';
import { openThread, resolveOpenThreads, RESOLUTION_NOTES, type ThreadContext } from '../threads/store.ts';

export const SAME_LAW_FIRM = 'This law firm already represents the plaintiff on this case.';
export const NOT_A_LAW_FIRM = 'Select a law firm.';

export interface LawFirmChange {
  lawFirmId: string;
  note: string;
}

/** `law_firm` is required (a LAW_FIRM organisation's id); `note` is optional. */
export function parseLawFirmId(value: unknown, errors: FieldErrors): string | null {
  if (value === undefined || value === null || value === '') errors.law_firm = [MESSAGES.required];
  else if (typeof value !== 'string' || !isUuid(value)) errors.law_firm = [MESSAGES.invalidUuid];
  else return value;
  return null;
}

export function parseOptionalNote(value: unknown, errors: FieldErrors): string {
  return parseNoteText(value, errors);
}

export function parseLawFirmChange(input: unknown): LawFirmChange {
  const raw = (input && typeof input === 'object' && !Array.isArray(input) ? input : {}) as Record<string, unknown>;
  const errors: FieldErrors = {};
  const lawFirmId = parseLawFirmId(raw.law_firm, errors);
  const note = parseOptionalNote(raw.note, errors);
  if (Object.keys(errors).length) throw validationError(errors);
  return { lawFirmId: lawFirmId!, note };
}

export async function changeLawFirmAsLienholder(
  db: Kysely<Database>,
  ctx: RequestContext,
  viewer: Viewer,
  caseId: string,
  change: LawFirmChange,
): Promise<void> {
  await db.transaction().execute((trx) => changeLawFirmInTransaction(trx, ctx, viewer, caseId, change));
}

/** The change itself, inside the caller's transaction (resolving a rejection by a new law firm reuses it). */
export async function changeLawFirmInTransaction(
  trx: Transaction<Database>,
  ctx: RequestContext,
  viewer: Viewer,
  caseId: string,
  change: LawFirmChange,
): Promise<{ activityId: string }> {
  const holdsLien = await trx
    .selectFrom('liens')
    .select('id')
    .where('case_id', '=', caseId)
    .where('lienholder_id', '=', viewer.organizationId)
    .where('verification_status', '!=', 'REJECTED')
    .executeTakeFirst();
  if (!holdsLien) throw notFound();
  const current = await trx
    .selectFrom('cases')
    .select(['id', 'law_firm_id'])
    .where('id', '=', caseId)
    .forUpdate()
    .executeTakeFirstOrThrow();

  const newFirm = await trx
    .selectFrom('legal_organizations')
    .select(['id', 'name'])
    .where('id', '=', change.lawFirmId)
    .where('type', '=', 'LAW_FIRM')
    .executeTakeFirst();
  if (!newFirm) throw validationError({ law_firm: [NOT_A_LAW_FIRM] });
  if (newFirm.id === current.law_firm_id) throw validationError({ law_firm: [SAME_LAW_FIRM] });
  const oldFirm = current.law_firm_id
    ? await trx.selectFrom('legal_organizations').select(['id', 'name']).where('id', '=', current.law_firm_id).executeTakeFirstOrThrow()
    : null;
  // Everyone who could see the case before the change hears of it, the old firm included.
  const before = await caseAudience(trx, caseId);

  await trx.updateTable('cases').set({ law_firm_id: newFirm.id, law_firm_last_active_at: null }).where('id', '=', caseId).execute();
  await trx.updateTable('liens').set({ has_attorney_changed: true }).where('case_id', '=', caseId).execute();
  const activityId = await recordActivity(trx, ctx, {
    type: 'LAW_FIRM_CHANGED',
    note: change.note,
    caseId,
    data: { old_law_firm_name: oldFirm?.name ?? null, new_law_firm_name: newFirm.name, is_from_lienholder: true },
  });
  const context: ThreadContext = { old_law_firm: oldFirm, new_law_firm: newFirm, is_to_law_firm: true, is_from_lienholder: true };
  await openThread(trx, ctx, { caseId, type: 'LAW_FIRM_CHANGED', toOrganizationId: newFirm.id, context, note: change.note });
  if (oldFirm) await openThread(trx, ctx, { caseId, type: 'LAW_FIRM_CHANGED', toOrganizationId: oldFirm.id, context, note: change.note });
  // The notice that the old firm left (change of representation) is answered by naming the new one.
  await resolveOpenThreads(trx, ctx, { type: 'LAW_FIRM_CHANGED', caseId }, RESOLUTION_NOTES.updatedLawFirm);

  const organizationIds = [...new Set([...before, newFirm.id])].sort();
  await emitEvents(trx, [
    { type: 'case.updated', change: 'law_firm', caseId, activityId, organizationIds },
    { type: 'activity.created', change: 'law_firm', caseId, activityId, organizationIds },
  ]);
  return { activityId };
}
