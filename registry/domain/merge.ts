// Merging duplicate cases (the law firm of both, or a lienholder on both cases of one law firm). The case being viewed is canonical: its fields are kept and its gaps are
// filled from the duplicate; the most recent status wins; liens, history and the duplicate's identity move onto
// it (a lienholder with liens on both keeps its canonical lien, with both histories); the duplicate goes.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { RequestContext, Viewer } from './context.ts';
import { MESSAGES, notFound, validationError } from './errors.ts';
import { isUuid } from './ids.ts';
import { caseAudience, emitEvents, recordActivity } from './outbox.ts';
import { carryTagsAndExternalKeys } from './merge-labels.ts';
import { moveLienThreads, moveThreads } from './threads/inbox.ts';

const OTHER_FIRM = 'Both cases must be with the same law firm.';
const STALE = 'The cases changed after the preview. Preview the merge again.';

export function parseCaseIds(input: unknown): [string, string] {
  const raw = (input && typeof input === 'object' && !Array.isArray(input) ? input : {}) as Record<string, unknown>;
  const ids = raw.case_ids;
  if (ids === undefined || ids === null) throw validationError({ case_ids: [MESSAGES.required] });
  if (!Array.isArray(ids) || ids.length !== 2 || !ids.every((id) => typeof id === 'string' && isUuid(id))) {
    throw validationError({ case_ids: ['Select exactly two cases.'] });
  }
  if (ids[0] === ids[1]) throw validationError({ case_ids: ['A case cannot be merged with itself.'] });
  return [ids[0], ids[1]];
}

export function parsePreviewedAt(input: unknown): Date {
  const value = (input as Record<string, unknown> | null)?.last_previewed_at;
  if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) throw validationError({ last_previewed_at: [MESSAGES.required] });
  return new Date(value);
}

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * Who merges: an organisation's viewer (the rules above), or staff (the dedupe page and manual dedupe, issue 14), who
 * may merge any two cases of one law firm, or a case without a law firm into one with (it takes the canonical's firm,
 * or the duplicate's when the canonical has none).
 */
export type MergeScope = Viewer | 'staff';

async function loadPair(db: Executor, scope: MergeScope, ids: [string, string], lock: boolean) {
  let query = db
    .selectFrom('cases as c')
    .innerJoin('persons as p', 'p.id', 'c.plaintiff_id')
    .innerJoin('legal_organizations as o', 'o.id', 'c.created_by_organization_id')
    .selectAll('c')
    .select(['p.first_name', 'p.last_name', 'p.birthdate', 'o.name as created_by_organization_name'])
    .where('c.id', 'in', ids);
  // A law firm merges its own cases. A lienholder merges cases it holds a lien on (both), of one and the same law
  // firm: it sees both, and no case moves between firms (its candidates are limited to the same firm).
  const viewer = scope === 'staff' ? null : scope;
  query = !viewer
    ? query
    : viewer.kind === 'LAW_FIRM'
      ? query.where('c.law_firm_id', '=', viewer.organizationId)
      : query.where('c.law_firm_id', 'is not', null).where((eb) =>
          eb.exists(
            eb
              .selectFrom('liens as mine')
              .select(sql`1`.as('one'))
              .whereRef('mine.case_id', '=', 'c.id')
              .where('mine.lienholder_id', '=', viewer.organizationId)
              .where('mine.verification_status', '!=', 'REJECTED'),
          ),
        );
  if (lock) query = query.forUpdate('c');
  const rows = await query.execute();
  const canonical = rows.find((row) => row.id === ids[0]);
  const duplicate = rows.find((row) => row.id === ids[1]);
  if (!canonical || !duplicate) throw notFound();
  const sameFirm = canonical.law_firm_id === duplicate.law_firm_id;
  const oneWithoutFirm = canonical.law_firm_id === null || duplicate.law_firm_id === null;
  if (!sameFirm && !(scope === 'staff' && oneWithoutFirm)) throw validationError({ case_ids: [OTHER_FIRM] });
  return { canonical, duplicate };
}

type Pair = Awaited<ReturnType<typeof loadPair>>;

const dateText = (value: unknown) =>
  value === null || value === undefined ? null : value instanceof Date ? value.toISOString().slice(0, 10) : String(value);

/** Per field: the value the merged case will have and which case it comes from. */
function preview({ canonical, duplicate }: Pair) {
  const pick = (a: unknown, b: unknown) =>
    a !== null && a !== undefined && a !== ''
      ? { value: a, source_id: canonical.id }
      : { value: b ?? null, source_id: b == null ? canonical.id : duplicate.id };
  return {
    plaintiff_name: { value: `${canonical.first_name} ${canonical.last_name}`.trim(), source_id: canonical.id },
    created_by_organization_name: { value: canonical.created_by_organization_name, source_id: canonical.id },
    plaintiff_birthdate: pick(dateText(canonical.birthdate), dateText(duplicate.birthdate)),
    date_of_loss: pick(dateText(canonical.date_of_loss), dateText(duplicate.date_of_loss)),
    state_of_incident: pick(canonical.state_of_incident, duplicate.state_of_incident),
  };
}

export async function previewMerge(db: Kysely<Database>, scope: MergeScope, ids: [string, string]) {
  const pair = await loadPair(db, scope, ids, false);
  const now = await sql<{ now: Date }>`select now() as now`.execute(db);
  return { last_previewed_at: new Date(now.rows[0]!.now).toISOString(), data: preview(pair) };
}

export async function mergeCases(
  db: Kysely<Database>,
  ctx: RequestContext,
  scope: MergeScope,
  ids: [string, string],
  previewedAt: Date,
): Promise<string> {
  return db.transaction().execute((trx) => mergeCasesIn(trx, ctx, scope, ids, previewedAt));
}

/**
 * The merge inside the caller's transaction (staff's dedupe merges several duplicates in one). `previewedAt` null:
 * no preview to compare with (the dedupe card showed the cases as they are now).
 */
export async function mergeCasesIn(
  trx: Transaction<Database>,
  ctx: RequestContext,
  scope: MergeScope,
  ids: [string, string],
  previewedAt: Date | null,
): Promise<string> {
  const pair = await loadPair(trx, scope, ids, true);
  const { canonical, duplicate } = pair;
  const changedSince = (at: unknown) => previewedAt !== null && at !== null && new Date(at as string).getTime() > previewedAt.getTime();
  if (changedSince(canonical.last_updated_at) || changedSince(duplicate.last_updated_at))
    throw validationError({ non_field_errors: [STALE] });
  const fields = preview(pair);
  const audience = [...new Set([...(await caseAudience(trx, canonical.id)), ...(await caseAudience(trx, duplicate.id))])].sort();

  // The most recent status is chosen, with its dates.
  const duplicateIsNewer =
    duplicate.last_updated_at !== null &&
    (canonical.last_updated_at === null || new Date(duplicate.last_updated_at).getTime() > new Date(canonical.last_updated_at).getTime());
  await trx
    .updateTable('cases')
    .set({
      law_firm_id: canonical.law_firm_id ?? duplicate.law_firm_id,
      date_of_loss: fields.date_of_loss.value as string | null,
      state_of_incident: fields.state_of_incident.value as string | null,
      ...(duplicateIsNewer
        ? {
            status: duplicate.status,
            appearance_date: duplicate.appearance_date,
            date_expected_to_receive_check: duplicate.date_expected_to_receive_check,
            lawsuit_filed_date: duplicate.lawsuit_filed_date,
            last_updated_at: duplicate.last_updated_at,
            last_updated_by_organization_id: duplicate.last_updated_by_organization_id,
          }
        : {}),
    })
    .where('id', '=', canonical.id)
    .execute();
  if (canonical.birthdate === null && duplicate.birthdate !== null) {
    await trx.updateTable('persons').set({ birthdate: duplicate.birthdate }).where('id', '=', canonical.plaintiff_id).execute();
  }

  await carryTagsAndExternalKeys(trx, duplicate.id, canonical.id);
  // Liens: a lienholder on both keeps its canonical lien and gets the duplicate lien's history on it.
  const canonicalLiens = await trx.selectFrom('liens').select(['id', 'lienholder_id']).where('case_id', '=', canonical.id).execute();
  const byHolder = new Map(canonicalLiens.map((lien) => [lien.lienholder_id, lien.id]));
  for (const lien of await trx.selectFrom('liens').select(['id', 'lienholder_id']).where('case_id', '=', duplicate.id).execute()) {
    const keep = byHolder.get(lien.lienholder_id);
    if (keep) {
      await trx.updateTable('activities').set({ lien_id: keep, case_id: canonical.id }).where('lien_id', '=', lien.id).execute();
      await moveLienThreads(trx, lien.id, keep);
      // All documents are kept (spec §4, merge): the duplicate lien's go to the kept lien.
      await trx.updateTable('documents').set({ lien_id: keep, case_id: canonical.id }).where('lien_id', '=', lien.id).execute();
      await trx.deleteFrom('liens').where('id', '=', lien.id).execute();
    } else {
      await trx.updateTable('liens').set({ case_id: canonical.id }).where('id', '=', lien.id).execute();
    }
  }
  await trx.updateTable('activities').set({ case_id: canonical.id }).where('case_id', '=', duplicate.id).execute();
  await moveThreads(trx, duplicate.id, canonical.id);
  await trx.updateTable('documents').set({ case_id: canonical.id }).where('case_id', '=', duplicate.id).execute();

  const activityId = await recordActivity(trx, ctx, {
    type: 'CASES_MERGED',
    caseId: canonical.id,
    data: {
      alias_case_data: {
        plaintiff_name: `${duplicate.first_name} ${duplicate.last_name}`.trim(),
        date_of_birth: dateText(duplicate.birthdate),
        date_of_loss: dateText(duplicate.date_of_loss),
        state_of_incident: duplicate.state_of_incident,
      },
    },
  });
  await trx.deleteFrom('cases').where('id', '=', duplicate.id).execute();
  const stillUsed = await trx.selectFrom('cases').select('id').where('plaintiff_id', '=', duplicate.plaintiff_id).executeTakeFirst();
  if (!stillUsed && duplicate.plaintiff_id !== canonical.plaintiff_id)
    await trx.deleteFrom('persons').where('id', '=', duplicate.plaintiff_id).execute();

  await emitEvents(trx, [
    { type: 'case.updated', change: 'merged', caseId: duplicate.id, organizationIds: audience },
    { type: 'case.updated', change: 'merged', caseId: canonical.id, activityId, organizationIds: audience },
    { type: 'activity.created', change: 'merged', caseId: canonical.id, activityId, organizationIds: audience },
  ]);
  return canonical.id;
}
