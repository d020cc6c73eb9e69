// Who holds a lien on a case: a law firm (or a lienholder already on the case) adds a lienholder organisation,
// the case's law firm removes a lien, a lienholder removes the case from its own portfolio. Removing never
// deletes: the lien becomes REJECTED (REJECTED means "removed from the case"), so its history stays
// and law firms and the lienholder stop seeing it. Each write records its history entry and events in one transaction.
// A removal is a change of who is on the case, so its entry is case history (lien_id in activity_data): the law
// firm's Case History shows it, like a change of law firm. An addition is the new lien's first lien-history entry.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { RequestContext, Viewer } from '../context.ts';
import { MESSAGES, notFound, validationError, type FieldErrors } from '../errors.ts';
import { isUuid } from '../ids.ts';
import { parseNoteText } from '../input.ts';
import { organizationKind } from '../kinds.ts';
import { lockOwnLien } from './update.ts';
import { caseAudience, emitEvents, recordActivity, type EventChange, type EventType } from '../outbox.ts';
import { viewerSeesCase } from '../case-visibility.ts';
import { isCaseLawFirm } from '../capabilities.ts';

export const DUPLICATE_LIEN = 'The lienholder already exists on the case.';
export const NOT_A_LIENHOLDER = 'Select a lienholder organisation.';

type Trx = Transaction<Database>;
const body = (input: unknown) => (input && typeof input === 'object' && !Array.isArray(input) ? input : {}) as Record<string, unknown>;

export function parseNote(input: unknown): string {
  const errors: FieldErrors = {};
  const note = parseNoteText(body(input).note, errors);
  if (Object.keys(errors).length) throw validationError(errors);
  return note;
}

export function parseNewLien(input: unknown): { caseId: string; lienholderId: string } {
  const raw = body(input);
  const errors: FieldErrors = {};
  for (const field of ['case', 'lienholder'] as const) {
    const value = raw[field];
    if (value === undefined || value === null || value === '') errors[field] = [MESSAGES.required];
    else if (typeof value !== 'string' || !isUuid(value)) errors[field] = [MESSAGES.invalidUuid];
  }
  if (Object.keys(errors).length) throw validationError(errors);
  return { caseId: raw.case as string, lienholderId: raw.lienholder as string };
}

async function announce(trx: Trx, change: EventChange, caseId: string, lienId: string, activityId: string, organizationIds: string[]) {
  const types: EventType[] = ['lien.updated', 'case.updated', 'activity.created'];
  await emitEvents(
    trx,
    types.map((type) => ({ type, change, caseId, lienId, activityId, organizationIds })),
  );
}

/**
 * Adds a lienholder organisation to a case (a new PENDING lien created by the caller's organisation). Allowed to the
 * case's law firm and to a lienholder holding a lien on the case.
 * A lien the organisation once had on the case and that was removed (REJECTED) comes back as PENDING, keeping its history.
 */
export async function addLien(
  db: Kysely<Database>,
  ctx: RequestContext,
  viewer: Viewer,
  input: { caseId: string; lienholderId: string },
  referralLawFirmIsLawFirm: boolean,
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    let caseQuery = trx.selectFrom('cases as c').select(['c.id', 'c.law_firm_id']).where('c.id', '=', input.caseId);
    caseQuery = caseQuery.where(viewerSeesCase(viewer));
    const kase = await caseQuery.forUpdate().executeTakeFirst();
    if (!kase) throw validationError({ case: [MESSAGES.notFound] });
    const lienholder = await trx
      .selectFrom('legal_organizations')
      .select(['id', 'name', 'type'])
      .where('id', '=', input.lienholderId)
      .executeTakeFirst();
    if (!lienholder || organizationKind(lienholder.type, referralLawFirmIsLawFirm) !== 'LIENHOLDER')
      throw validationError({ lienholder: [NOT_A_LIENHOLDER] });

    const existing = await trx
      .selectFrom('liens')
      .select(['id', 'verification_status'])
      .where('case_id', '=', kase.id)
      .where('lienholder_id', '=', lienholder.id)
      .executeTakeFirst();
    if (existing && existing.verification_status !== 'REJECTED') throw validationError({ non_field_errors: [DUPLICATE_LIEN] });
    let lienId: string;
    if (existing) {
      await trx
        .updateTable('liens')
        .set({ verification_status: 'PENDING', created_by_organization_id: viewer.organizationId, resolution_status: null })
        .where('id', '=', existing.id)
        .execute();
      lienId = existing.id;
    } else {
      lienId = (
        await trx
          .insertInto('liens')
          .values({
            case_id: kase.id,
            lienholder_id: lienholder.id,
            created_by_organization_id: viewer.organizationId,
            verification_status: 'PENDING',
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    }
    const activityId = await recordActivity(trx, ctx, {
      type: 'LIEN_CREATED',
      caseId: kase.id,
      lienId,
      data: { lienholder_name: lienholder.name },
    });
    // The audience after the change: the added organisation learns of its new case.
    await announce(trx, 'lien_added', kase.id, lienId, activityId, await caseAudience(trx, kase.id));
    return lienId;
  });
}

/** The case's law firm removes a lien: REJECTED, so the lienholder loses the case and law firms no longer list it. */
export async function removeLien(db: Kysely<Database>, ctx: RequestContext, viewer: Viewer, lienId: string, note: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const lien = await trx
      .selectFrom('liens as l')
      .innerJoin('cases as c', 'c.id', 'l.case_id')
      .innerJoin('legal_organizations as o', 'o.id', 'l.lienholder_id')
      .select(['l.id', 'l.case_id', 'o.name as lienholder_name', 'c.law_firm_id'])
      .where('l.id', '=', lienId)
      .where('c.law_firm_id', '=', viewer.organizationId)
      .where('l.verification_status', '!=', 'REJECTED')
      .forUpdate('l')
      .executeTakeFirst();
    // The rule of `viewer_can.remove` on the lien (capabilities.ts).
    if (!lien || !isCaseLawFirm(viewer, lien.law_firm_id)) throw notFound();
    // Everyone who saw the case before the change hears of it, the removed lienholder included.
    const audience = await caseAudience(trx, lien.case_id);
    await trx.updateTable('liens').set({ verification_status: 'REJECTED' }).where('id', '=', lien.id).execute();
    const activityId = await recordActivity(trx, ctx, {
      type: 'LIEN_DELETED',
      note,
      caseId: lien.case_id,
      data: { lienholder_name: lien.lienholder_name, lien_id: lien.id },
    });
    await announce(trx, 'lien_removed', lien.case_id, lien.id, activityId, audience);
  });
}

/**
 * A lienholder removes the case from its portfolio (its own lien becomes REJECTED). The note is required when the
 * case's own law firm created the lien, so the firm learns why its lienholder left.
 */
export async function removeCase(db: Kysely<Database>, ctx: RequestContext, viewer: Viewer, lienId: string, note: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const lien = await lockOwnLien(trx, viewer, lienId);
    if (lien.law_firm_id !== null && lien.created_by_organization_id === lien.law_firm_id && !note)
      throw validationError({ note: [MESSAGES.required] });
    const audience = await caseAudience(trx, lien.case_id);
    const holder = await trx
      .selectFrom('legal_organizations')
      .select('name')
      .where('id', '=', lien.lienholder_id)
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('liens')
      .set({ verification_status: 'REJECTED', lienholder_last_active_at: sql`now()` })
      .where('id', '=', lien.id)
      .execute();
    const activityId = await recordActivity(trx, ctx, {
      type: 'LIEN_REMOVED_BY_LIENHOLDER',
      note,
      caseId: lien.case_id,
      data: { lienholder_name: holder.name, lien_id: lien.id },
    });
    await announce(trx, 'lien_removed', lien.case_id, lien.id, activityId, audience);
  });
}
