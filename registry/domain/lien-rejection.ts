// Rejecting a lien's verification (the case's law firm) and resolving that rejection (the lien's holder).
// A rejection does not set verification_status REJECTED: that status means "removed from the case" and hides the
// lien from everyone. It is an open LIEN_REJECTION thread from the firm to the lienholder whose first message is
// the firm's reasons; the lien stays visible and shows `has_open_rejection` until the lienholder answers by
// resubmitting (status RESUBMITTED) or by naming the plaintiff's new law firm.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { RequestContext, Viewer } from './context.ts';
import { invalidChoice, MESSAGES, notFound, validationError, type FieldErrors } from './errors.ts';
import { changeLawFirmInTransaction, parseLawFirmId, parseOptionalNote } from './representation/by-lienholder.ts';
import { lienAudience, lockOwnLien } from './liens/update.ts';
import { emitEvents, recordActivity } from './outbox.ts';
import { mayRejectVerification, mayResolveRejection } from './capabilities.ts';
import { addMessage, openThread, resolveThread, RESOLUTION_NOTES } from './threads/store.ts';

export const REJECTION_MESSAGES = {
  alreadyRejected: 'This lien already has an open rejection. Wait for the lienholder to resolve it.',
  noOpenRejection: 'This lien has no open rejection to resolve.',
  resubmitNoteRequired: 'This field is required. Please provide additional information to the law firm.',
} as const;

export const RESOLVE_REJECTION_PATHS = ['RESUBMIT', 'CHANGE_LAW_FIRM'] as const;
export type ResolveRejectionPath = (typeof RESOLVE_REJECTION_PATHS)[number];

const body = (input: unknown) => (input && typeof input === 'object' && !Array.isArray(input) ? input : {}) as Record<string, unknown>;

/** The reasons ('This lien is rejected for the following reasons') are required. */
export function parseRejection(input: unknown): { note: string } {
  const errors: FieldErrors = {};
  const note = parseOptionalNote(body(input).note, errors);
  if (!note && !errors.note) errors.note = [MESSAGES.required];
  if (Object.keys(errors).length) throw validationError(errors);
  return { note };
}

export type RejectionAnswer = { path: 'RESUBMIT'; note: string } | { path: 'CHANGE_LAW_FIRM'; lawFirmId: string; note: string };

export function parseRejectionAnswer(input: unknown): RejectionAnswer {
  const raw = body(input);
  const errors: FieldErrors = {};
  const path = raw.path;
  const note = parseOptionalNote(raw.note, errors);
  if (path === undefined || path === null || path === '') errors.path = [MESSAGES.required];
  else if (typeof path !== 'string' || !(RESOLVE_REJECTION_PATHS as readonly string[]).includes(path)) errors.path = [invalidChoice(path)];
  else if (path === 'RESUBMIT' && !note && !errors.note) errors.note = [REJECTION_MESSAGES.resubmitNoteRequired];
  // The law firm is asked for (and read) only on the change-firm path.
  const lawFirmId = path === 'CHANGE_LAW_FIRM' ? parseLawFirmId(raw.law_firm, errors) : null;
  if (Object.keys(errors).length) throw validationError(errors);
  return path === 'RESUBMIT' ? { path, note } : { path: 'CHANGE_LAW_FIRM', lawFirmId: lawFirmId!, note };
}

type Trx = Transaction<Database>;

const openRejections = (trx: Trx, lienId: string) =>
  trx
    .selectFrom('case_threads')
    .select('id')
    .where('lien_id', '=', lienId)
    .where('type', '=', 'LIEN_REJECTION')
    .where('is_resolved', '=', false);

export async function rejectLienVerification(
  db: Kysely<Database>,
  ctx: RequestContext,
  viewer: Viewer,
  lienId: string,
  note: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const lien = await trx
      .selectFrom('liens as l')
      .innerJoin('cases as c', 'c.id', 'l.case_id')
      .select(['l.id', 'l.case_id', 'l.lienholder_id', 'l.verification_status', 'c.law_firm_id'])
      .where('l.id', '=', lienId)
      .where('c.law_firm_id', '=', viewer.organizationId)
      .where('l.verification_status', '!=', 'REJECTED')
      .forUpdate('l')
      .executeTakeFirst();
    if (!lien) throw notFound();
    const hasOpenRejection = (await openRejections(trx, lien.id).executeTakeFirst()) !== undefined;
    if (!mayRejectVerification(viewer, { lawFirmId: lien.law_firm_id, hasOpenRejection }))
      throw validationError({ non_field_errors: [REJECTION_MESSAGES.alreadyRejected] });

    await openThread(trx, ctx, {
      caseId: lien.case_id,
      lienId: lien.id,
      type: 'LIEN_REJECTION',
      toOrganizationId: lien.lienholder_id,
      note,
    });
    const activityId = await recordActivity(trx, ctx, {
      type: 'LIEN_REJECTED',
      note,
      caseId: lien.case_id,
      lienId: lien.id,
      data: { lienholder_name: await lienholderName(trx, lien.lienholder_id), old_status: lien.verification_status },
    });
    await emitLienChange(trx, lien, activityId);
  });
}

export async function resolveLienRejection(
  db: Kysely<Database>,
  ctx: RequestContext,
  viewer: Viewer,
  lienId: string,
  answer: RejectionAnswer,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const lien = await lockOwnLien(trx, viewer, lienId);
    const open = await openRejections(trx, lien.id).where('to_organization_id', '=', viewer.organizationId).execute();
    // lockOwnLien refused a blacklisted lienholder already.
    const facts = { lienholderId: lien.lienholder_id, isBlacklisted: false, hasOpenRejection: open.length > 0 };
    if (!mayResolveRejection(viewer, facts)) throw validationError({ non_field_errors: [REJECTION_MESSAGES.noOpenRejection] });

    if (answer.path === 'CHANGE_LAW_FIRM') {
      // The firm that rejected the lien no longer represents the plaintiff: the new firm gets the lien as it is.
      const { activityId } = await changeLawFirmInTransaction(trx, ctx, viewer, lien.case_id, {
        lawFirmId: answer.lawFirmId,
        note: answer.note,
      });
      for (const { id } of open) await resolveThread(trx, ctx, id, RESOLUTION_NOTES.resolvedRejection);
      const changed = await trx.selectFrom('cases').select('law_firm_id').where('id', '=', lien.case_id).executeTakeFirstOrThrow();
      await emitLienChange(trx, { ...lien, law_firm_id: changed.law_firm_id }, activityId, { withActivity: false });
      return;
    }

    for (const { id } of open) {
      await addMessage(trx, ctx, id, answer.note);
      await resolveThread(trx, ctx, id, RESOLUTION_NOTES.resubmittedLien);
    }
    await trx
      .updateTable('liens')
      .set({ verification_status: 'RESUBMITTED', lienholder_last_active_at: sql`now()` })
      .where('id', '=', lien.id)
      .execute();
    const activityId = await recordActivity(trx, ctx, {
      type: 'LIEN_VERIFICATION_UPDATED',
      note: answer.note,
      caseId: lien.case_id,
      lienId: lien.id,
      data: { old_status: lien.verification_status, new_status: 'RESUBMITTED' },
    });
    await emitLienChange(trx, lien, activityId);
  });
}

async function lienholderName(trx: Trx, organizationId: string): Promise<string> {
  return (await trx.selectFrom('legal_organizations').select('name').where('id', '=', organizationId).executeTakeFirstOrThrow()).name;
}

/** Lien changes are for the case's law firm and the lien's holder (other lienholders never see a rejection). */
async function emitLienChange(
  trx: Trx,
  lien: { id: string; case_id: string; law_firm_id: string | null; lienholder_id: string },
  activityId: string,
  { withActivity = true } = {},
) {
  const organizationIds = lienAudience(lien);
  await emitEvents(trx, [
    { type: 'lien.updated', change: 'lien_rejection', caseId: lien.case_id, lienId: lien.id, activityId, organizationIds },
    ...(withActivity
      ? [
          {
            type: 'activity.created' as const,
            change: 'lien_rejection' as const,
            caseId: lien.case_id,
            lienId: lien.id,
            activityId,
            organizationIds,
          },
        ]
      : []),
  ]);
}
