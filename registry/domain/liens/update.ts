// A lienholder's own updates of its lien: balance, treatment status, the documents toggles, and resolving or
// re-opening it. Each change writes its history entry and a lien.updated event for the case's law firm and the
// lien's owner, in the transaction of the change.
import { DATE_MESSAGES, parseDate } from '../dates.ts';
import { parseNoteText } from '../input.ts';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { RequestContext, Viewer } from '../context.ts';
import { forbidden, invalidChoice, MESSAGES, notFound, validationError, type FieldErrors } from '../errors.ts';
import { LIEN_RESOLUTION_STATUSES, TREATMENT_STATUSES, values } from '../options.ts';
import { emitEvents, recordActivity, type EventChange } from '../outbox.ts';
import { onShareDocumentsChanged } from '../threads/inbox.ts';
import { mayChangeOwnLien, mayReopenLien, mayResolveLien } from '../capabilities.ts';

export interface LienUpdate {
  balance?: string;
  plaintiffTreatmentStatus?: 'TREATING' | 'DONE_TREATING';
  finalTreatmentDate?: string | null;
  hasLienholderFinalizedDocuments?: boolean;
  shareDocuments?: boolean;
  note: string;
}

const MONEY = /^\d+(\.\d+)?$/;

/** Money as the forms send it: a number or a decimal string, at most 2 decimals, not negative. */
export function parseMoney(value: unknown, field: string, errors: FieldErrors): string | undefined {
  if (value === undefined) return undefined;
  if (value === null || value === '') {
    errors[field] = [MESSAGES.required];
    return undefined;
  }
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (/^-\d/.test(text)) {
    errors[field] = [MESSAGES.notNegative];
    return undefined;
  }
  if (!MONEY.test(text)) {
    errors[field] = [MESSAGES.invalidNumber];
    return undefined;
  }
  const [whole, fraction = ''] = text.split('.');
  if (fraction.length > 2) errors[field] = [MESSAGES.maxDecimals];
  else if (whole!.replace(/^0+(?=\d)/, '').length > 12) errors[field] = [MESSAGES.maxDigits];
  else return `${BigInt(whole!)}.${fraction.padEnd(2, '0')}`;
  return undefined;
}

function parseBoolean(value: unknown, field: string, errors: FieldErrors): boolean | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'boolean') return value;
  errors[field] = [MESSAGES.invalidBoolean];
  return undefined;
}

const parseNote = (value: unknown, errors: FieldErrors): string => parseNoteText(value, errors);

const body = (input: unknown) => (input && typeof input === 'object' && !Array.isArray(input) ? input : {}) as Record<string, unknown>;

export function parseLienUpdate(input: unknown): LienUpdate {
  const raw = body(input);
  const errors: FieldErrors = {};
  const update: LienUpdate = { note: parseNote(raw.note, errors) };
  update.balance = parseMoney(raw.balance, 'balance', errors);

  const treatment = raw.plaintiff_treatment_status;
  if (treatment !== undefined) {
    if (typeof treatment === 'string' && values(TREATMENT_STATUSES).includes(treatment))
      update.plaintiffTreatmentStatus = treatment as LienUpdate['plaintiffTreatmentStatus'];
    else errors.plaintiff_treatment_status = [treatment === null || treatment === '' ? MESSAGES.required : invalidChoice(treatment)];
  }
  const finalDate = parseDate(raw.final_treatment_date, 'final_treatment_date', errors, { future: DATE_MESSAGES.finalTreatmentInFuture });
  if (finalDate !== undefined) update.finalTreatmentDate = finalDate;
  // Done treating needs the date treatment ended; clearing it while saying so is refused here, and the lien's
  // stored date is checked in the write.
  if (update.plaintiffTreatmentStatus === 'DONE_TREATING' && finalDate === null) errors.final_treatment_date = [MESSAGES.required];
  update.hasLienholderFinalizedDocuments = parseBoolean(
    raw.has_lienholder_finalized_documents,
    'has_lienholder_finalized_documents',
    errors,
  );
  update.shareDocuments = parseBoolean(raw.share_documents, 'share_documents', errors);
  if (Object.keys(errors).length) throw validationError(errors);
  return update;
}

type Trx = Transaction<Database>;

/** The viewer's own lien on a case it can still see, locked for the change; 404 otherwise, 403 when blacklisted. */
export async function lockOwnLien(trx: Trx, viewer: Viewer, lienId: string) {
  const lien = await trx
    .selectFrom('liens as l')
    .innerJoin('cases as c', 'c.id', 'l.case_id')
    .selectAll('l')
    .select(['c.law_firm_id'])
    .where('l.id', '=', lienId)
    .where('l.lienholder_id', '=', viewer.organizationId)
    .where('l.verification_status', '!=', 'REJECTED')
    .forUpdate('l')
    .executeTakeFirst();
  if (!lien) throw notFound();
  const blacklisted = lien.law_firm_id
    ? await trx
        .selectFrom('organization_blacklists')
        .select('id')
        .where('law_firm_id', '=', lien.law_firm_id)
        .where('lienholder_id', '=', lien.lienholder_id)
        .executeTakeFirst()
    : undefined;
  if (!mayChangeOwnLien(viewer, ownLienFacts(lien, Boolean(blacklisted)))) throw forbidden(MESSAGES.blacklisted);
  return lien;
}

/** An own lien as the capability rules see it (after lockOwnLien, `isBlacklisted` is known to be false). */
const ownLienFacts = (lien: { lienholder_id: string; resolution_status: string | null }, isBlacklisted: boolean) => ({
  lienholderId: lien.lienholder_id,
  isBlacklisted,
  isResolved: lien.resolution_status !== null,
});

/** Lien changes are for the case's law firm and the lien's owner (other lienholders never see them). */
export const lienAudience = (lien: { law_firm_id: string | null; lienholder_id: string }) =>
  [lien.law_firm_id, lien.lienholder_id].filter((id): id is string => id !== null).sort();

async function writeLienChange(
  trx: Trx,
  ctx: RequestContext,
  lien: { id: string; case_id: string; law_firm_id: string | null; lienholder_id: string },
  entries: Array<{ type: string; data: Record<string, unknown> }>,
  note: string,
  change: EventChange = 'lien_updated',
) {
  let lastActivityId: string | null = null;
  for (const [index, entry] of entries.entries()) {
    // The note belongs to the first entry of the change only.
    lastActivityId = await recordActivity(trx, ctx, {
      type: entry.type,
      note: index === 0 ? note : '',
      caseId: lien.case_id,
      lienId: lien.id,
      data: entry.data,
    });
  }
  if (!lastActivityId) return;
  const organizationIds = lienAudience(lien);
  await emitEvents(trx, [
    { type: 'lien.updated', change, caseId: lien.case_id, lienId: lien.id, activityId: lastActivityId, organizationIds },
    { type: 'activity.created', change, caseId: lien.case_id, lienId: lien.id, activityId: lastActivityId, organizationIds },
  ]);
}

export async function updateLien(
  db: Kysely<Database>,
  ctx: RequestContext,
  viewer: Viewer,
  lienId: string,
  update: LienUpdate,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const lien = await lockOwnLien(trx, viewer, lienId);
    const set: Record<string, unknown> = {};
    const entries: Array<{ type: string; data: Record<string, unknown> }> = [];

    if (update.balance !== undefined && update.balance !== lien.balance) {
      Object.assign(set, {
        balance: update.balance,
        balance_last_updated_at: sql`now()`,
        balance_last_updated_by_organization_id: viewer.organizationId,
      });
      entries.push({ type: 'LIEN_BALANCE_UPDATED', data: { old_balance: lien.balance, balance: update.balance } });
    } else if (update.balance !== undefined) {
      // Posting the same balance confirms it: the date moves, nothing else.
      Object.assign(set, { balance_last_updated_at: sql`now()`, balance_last_updated_by_organization_id: viewer.organizationId });
      entries.push({ type: 'LIEN_BALANCE_UPDATED', data: { old_balance: lien.balance, balance: update.balance } });
    }

    const treatment = update.plaintiffTreatmentStatus ?? lien.plaintiff_treatment_status;
    // final_treatment_date goes with DONE_TREATING and is cleared by TREATING.
    const finalDate =
      treatment === 'DONE_TREATING'
        ? update.finalTreatmentDate !== undefined
          ? update.finalTreatmentDate
          : lien.final_treatment_date
        : null;
    const treatmentTouched = update.plaintiffTreatmentStatus !== undefined || update.finalTreatmentDate !== undefined;
    if (treatmentTouched && treatment === 'DONE_TREATING' && !finalDate)
      throw validationError({ final_treatment_date: [MESSAGES.required] });
    if (treatment !== lien.plaintiff_treatment_status || finalDate !== lien.final_treatment_date) {
      Object.assign(set, { plaintiff_treatment_status: treatment, final_treatment_date: finalDate });
      entries.push({
        type: 'LIEN_TREATMENT_STATUS_UPDATED',
        data: { plaintiff_treatment_status: treatment, final_treatment_date: finalDate },
      });
    }
    if (
      update.hasLienholderFinalizedDocuments !== undefined &&
      update.hasLienholderFinalizedDocuments !== lien.has_lienholder_finalized_documents
    ) {
      set.has_lienholder_finalized_documents = update.hasLienholderFinalizedDocuments;
      entries.push({ type: 'LIEN_DOCUMENTS_FINALIZED_UPDATED', data: { updated_item: update.hasLienholderFinalizedDocuments } });
    }
    if (update.shareDocuments !== undefined && update.shareDocuments !== lien.share_documents) {
      set.share_documents = update.shareDocuments;
      entries.push({ type: 'LIEN_SHARE_DOCUMENTS_UPDATED', data: { updated_item: update.shareDocuments } });
    }

    await trx
      .updateTable('liens')
      .set({ ...set, lienholder_last_active_at: sql`now()` })
      .where('id', '=', lien.id)
      .execute();
    await writeLienChange(trx, ctx, lien, entries, update.note, set.share_documents !== undefined ? 'lien_documents' : 'lien_updated');
    if (set.share_documents !== undefined) await onShareDocumentsChanged(trx, ctx, lien, update.shareDocuments!);
  });
}

export function parseResolve(input: unknown): { resolutionStatus: string; note: string } {
  const raw = body(input);
  const errors: FieldErrors = {};
  const note = parseNote(raw.note, errors);
  const status = raw.resolution_status;
  if (status === undefined || status === null || status === '') errors.resolution_status = [MESSAGES.required];
  else if (typeof status !== 'string' || !values(LIEN_RESOLUTION_STATUSES).includes(status))
    errors.resolution_status = [invalidChoice(status)];
  if (Object.keys(errors).length) throw validationError(errors);
  return { resolutionStatus: status as string, note };
}

export async function resolveLien(
  db: Kysely<Database>,
  ctx: RequestContext,
  viewer: Viewer,
  lienId: string,
  input: { resolutionStatus: string; note: string },
) {
  await db.transaction().execute(async (trx) => {
    const lien = await lockOwnLien(trx, viewer, lienId);
    if (!mayResolveLien(viewer, ownLienFacts(lien, false))) throw validationError({ non_field_errors: ['This lien is already resolved.'] });
    await trx
      .updateTable('liens')
      .set({ resolution_status: input.resolutionStatus, lienholder_last_active_at: sql`now()` })
      .where('id', '=', lien.id)
      .execute();
    await writeLienChange(trx, ctx, lien, [{ type: 'LIEN_RESOLVED', data: { resolution_status: input.resolutionStatus } }], input.note);
  });
}

export async function reopenLien(db: Kysely<Database>, ctx: RequestContext, viewer: Viewer, lienId: string, note: string) {
  await db.transaction().execute(async (trx) => {
    const lien = await lockOwnLien(trx, viewer, lienId);
    if (!mayReopenLien(viewer, ownLienFacts(lien, false))) throw validationError({ non_field_errors: ['This lien is not resolved.'] });
    await trx
      .updateTable('liens')
      .set({ resolution_status: null, lienholder_last_active_at: sql`now()` })
      .where('id', '=', lien.id)
      .execute();
    await writeLienChange(trx, ctx, lien, [{ type: 'LIEN_REOPENED', data: { resolution_status: lien.resolution_status } }], note);
  });
}

export const parseNoteOnly = (input: unknown) => {
  const errors: FieldErrors = {};
  const note = parseNote(body(input).note, errors);
  if (Object.keys(errors).length) throw validationError(errors);
  return note;
};
