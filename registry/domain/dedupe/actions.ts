// Staff's decisions on a dedupe match (spec 002 §4, §7; DECISIONS 20): merge, dismiss, needs more information.
// Every decision is one `update … where status = <the status it was read in>`, so of two staff members deciding the
// same match at once only one changes it; the other is told the match changed (or, once merged, that it is gone:
// 'no document found'). A match that does not exist, is of another model or was merged is 'no document found'.
//
// A merge is one transaction: the match is claimed (MERGED, decided_by, decided_at), then every duplicate is merged into
// the canonical record — cases with the registry's case merge (domain/merge.ts, scope 'staff'), one after the other;
// contacts with dedupe/contact-merge.ts. When one duplicate cannot be merged, nothing is, and the match stays queued.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { noteTouched } from '../access-log/entries.ts';
import type { RequestContext } from '../context.ts';
import { HttpError, MESSAGES, validationError, type FieldErrors } from '../errors.ts';
import { isUuid } from '../ids.ts';
import { parseText, TEXT_LIMITS } from '../input.ts';
import { mergeCasesIn } from '../merge.ts';
import { mergeContacts } from './contact-merge.ts';
import type { DedupeModel } from './queue.ts';

/** spec 002 §4: a match that is already gone. */
export const NO_DOCUMENT_FOUND = 'no document found';
export const MATCH_CHANGED = 'This match was changed by someone else. Refresh your page and try again.';
export const ALREADY_DISMISSED = 'This match is already dismissed.';
export const ALREADY_NEEDS_MORE_INFORMATION = 'This match is already marked as needing more information.';
export const NOT_IN_MATCH = 'Choose records of this match.';
export const NO_DUPLICATES = 'Choose at least one duplicate.';
export const MASTER_IN_DUPLICATES = 'The master cannot also be a duplicate.';
/** The registry has no merge of legal organisations in the dedupe queue: staff merge them from the verification tab. */
export const ORGANIZATIONS_NOT_MERGED_HERE = 'Organisations are merged from the verification tab.';

const gone = () => new HttpError(404, { detail: NO_DOCUMENT_FOUND });
const changed = () => new HttpError(409, { detail: MATCH_CHANGED });

type OpenStatus = 'NEW' | 'NEEDS_MORE_INFORMATION' | 'DISMISSED';

interface OpenMatch {
  id: string;
  status: OpenStatus;
  record_ids: string[];
}

const asObject = (input: unknown) => (input && typeof input === 'object' && !Array.isArray(input) ? input : {}) as Record<string, unknown>;

/** The match, still undecided (not MERGED) and of this model; otherwise 404 'no document found'. */
async function openMatch(db: Kysely<Database>, model: DedupeModel, id: string): Promise<OpenMatch> {
  if (!isUuid(id)) throw gone();
  const row = await db
    .selectFrom('dedupe_matches')
    .select(['id', 'status', 'record_ids'])
    .where('id', '=', id)
    .where('model_type', '=', model)
    .executeTakeFirst();
  if (!row || row.status === 'MERGED') throw gone();
  return row as OpenMatch;
}

/** After a conditional update changed nothing: merged meanwhile → gone; otherwise someone else decided → 409. */
async function lostRace(db: Kysely<Database>, id: string): Promise<never> {
  const now = await db.selectFrom('dedupe_matches').select('status').where('id', '=', id).executeTakeFirst();
  throw !now || now.status === 'MERGED' ? gone() : changed();
}

async function decide(
  db: Kysely<Database>,
  ctx: RequestContext,
  model: DedupeModel,
  match: OpenMatch,
  status: 'DISMISSED' | 'NEEDS_MORE_INFORMATION' | 'MERGED',
  note?: string,
) {
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('dedupe_matches')
      .set({
        status,
        ...(note !== undefined ? { note } : {}),
        decided_by_user_id: ctx.user.id,
        decided_at: sql<Date>`now()`,
        updated_at: sql<Date>`now()`,
      })
      .where('id', '=', match.id)
      .where('status', '=', match.status)
      .returning('id')
      .executeTakeFirst();
    // The access log names the cases a decision was about (written with this transaction).
    if (updated && model === 'CASE') for (const caseId of match.record_ids) noteTouched(caseId);
    return Boolean(updated);
  });
}

/** `{ note }` of needs_more_information/: required, at most 5000 characters, no control characters but line breaks. */
export function parseNeedsMoreInformation(input: unknown): string {
  const errors: FieldErrors = {};
  const note = parseText(asObject(input).note, 'note', errors, { max: TEXT_LIMITS.note, required: true, multiline: true });
  if (note === undefined || Object.keys(errors).length) throw validationError(errors);
  return note;
}

export async function markNeedsMoreInformation(db: Kysely<Database>, ctx: RequestContext, model: DedupeModel, id: string, note: string) {
  const match = await openMatch(db, model, id);
  if (match.status === 'NEEDS_MORE_INFORMATION') throw validationError({ non_field_errors: [ALREADY_NEEDS_MORE_INFORMATION] });
  if (match.status === 'DISMISSED') throw validationError({ non_field_errors: [ALREADY_DISMISSED] });
  if (!(await decide(db, ctx, model, match, 'NEEDS_MORE_INFORMATION', note))) await lostRace(db, match.id);
  return { id: match.id, status: 'NEEDS_MORE_INFORMATION' };
}

/** dismiss/ with an optional body; `{ needs_more_information: true }` (with an optional note) is needs_more_information/. */
export async function dismissMatch(db: Kysely<Database>, ctx: RequestContext, model: DedupeModel, id: string, input: unknown) {
  const body = asObject(input);
  const flag = body.needs_more_information;
  if (flag !== undefined && flag !== null && typeof flag !== 'boolean')
    throw validationError({ needs_more_information: [MESSAGES.invalidBoolean] });
  if (flag === true) {
    const errors: FieldErrors = {};
    const note = parseText(body.note, 'note', errors, { max: TEXT_LIMITS.note, multiline: true }) ?? '';
    if (Object.keys(errors).length) throw validationError(errors);
    return markNeedsMoreInformation(db, ctx, model, id, note);
  }
  const match = await openMatch(db, model, id);
  if (match.status === 'DISMISSED') throw validationError({ non_field_errors: [ALREADY_DISMISSED] });
  if (!(await decide(db, ctx, model, match, 'DISMISSED'))) await lostRace(db, match.id);
  return { id: match.id, status: 'DISMISSED' };
}

interface MergeChoice {
  canonicalId: string;
  mergeIds: string[];
}

export function parseMergeChoice(input: unknown): MergeChoice {
  const body = asObject(input);
  const errors: FieldErrors = {};
  const canonical = body.canonical_id;
  if (canonical === undefined || canonical === null || canonical === '') errors.canonical_id = [MESSAGES.required];
  else if (typeof canonical !== 'string' || !isUuid(canonical)) errors.canonical_id = [MESSAGES.invalidUuid];
  const ids = body.merge_ids;
  if (ids === undefined || ids === null) errors.merge_ids = [MESSAGES.required];
  else if (!Array.isArray(ids) || ids.length > 100 || !ids.every((id) => typeof id === 'string' && isUuid(id)))
    errors.merge_ids = [MESSAGES.invalidUuid];
  else if (!ids.length) errors.merge_ids = [NO_DUPLICATES];
  else if (ids.includes(canonical)) errors.merge_ids = [MASTER_IN_DUPLICATES];
  if (Object.keys(errors).length) throw validationError(errors);
  return { canonicalId: canonical as string, mergeIds: [...new Set(ids as string[])] };
}

const messageOf = (error: HttpError) =>
  Object.values(error.body)
    .flat()
    .find((value): value is string => typeof value === 'string') ?? MESSAGES.internal;

export async function mergeMatch(db: Kysely<Database>, ctx: RequestContext, model: DedupeModel, id: string, choice: MergeChoice) {
  const match = await openMatch(db, model, id);
  if (model === 'LEGAL_ORGANIZATION') throw validationError({ non_field_errors: [ORGANIZATIONS_NOT_MERGED_HERE] });
  const existing = new Set(
    model === 'CASE'
      ? (await db.selectFrom('cases').select('id').where('id', 'in', match.record_ids).execute()).map((row) => row.id)
      : (await db.selectFrom('contacts').select('id').where('id', 'in', match.record_ids).execute()).map((row) => row.id),
  );
  const errors: FieldErrors = {};
  if (!existing.has(choice.canonicalId)) errors.canonical_id = [NOT_IN_MATCH];
  if (!choice.mergeIds.every((mergeId) => existing.has(mergeId))) errors.merge_ids = [NOT_IN_MATCH];
  if (Object.keys(errors).length) throw validationError(errors);

  let failed: { duplicateId: string; error: HttpError } | null = null;
  const merged = await db
    .transaction()
    .execute(async (trx) => {
      const claimed = await trx
        .updateTable('dedupe_matches')
        .set({ status: 'MERGED', decided_by_user_id: ctx.user.id, decided_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
        .where('id', '=', match.id)
        .where('status', '=', match.status)
        .returning('id')
        .executeTakeFirst();
      if (!claimed) return false;
      if (model === 'CONTACT') {
        await mergeContacts(trx, [...existing], choice.canonicalId, choice.mergeIds);
        return true;
      }
      for (const duplicateId of choice.mergeIds) {
        try {
          await mergeCasesIn(trx, ctx, 'staff', [choice.canonicalId, duplicateId], null);
        } catch (error) {
          if (error instanceof HttpError) failed = { duplicateId, error };
          throw error;
        }
      }
      // The access log names the cases the merge was about (written with this transaction).
      for (const caseId of match.record_ids) noteTouched(caseId);
      return true;
    })
    .catch((error: unknown) => {
      // A duplicate the case merge refused: nothing of the match was merged (one transaction), it stays in the queue.
      if (failed) {
        const { duplicateId, error: refusal } = failed;
        throw validationError({ non_field_errors: [`Case ${duplicateId} could not be merged: ${messageOf(refusal)} Nothing was merged.`] });
      }
      throw error;
    });
  if (!merged) await lostRace(db, match.id);
  return { id: match.id, status: 'MERGED', canonical_id: choice.canonicalId, merged_ids: choice.mergeIds };
}
