// Tags: labels an organisation puts on cases for itself. A tag belongs to the organisation that made it and
// neither it nor its place on a case is ever shown to anyone else. Adding and removing needs the account's
// ADD_TAG feature. Tags write no case history (it is read by other organisations); the only event goes to the
// tagging organisation itself, so its other open browsers refresh.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { visibleCases } from './case-visibility.ts';
import { mayTagCases } from './capabilities.ts';
import { serviceFeatures } from './plans/service.ts';
import type { RequestContext, Viewer } from './context.ts';
import { forbidden, MESSAGES, notFound, validationError, type FieldErrors } from './errors.ts';
import { isUuid } from './ids.ts';
import { TEXT_LIMITS, textProblem } from './input.ts';
import { emitEvents } from './outbox.ts';

export const TAG_NAME_MAX_LENGTH = TEXT_LIMITS.tagName;
export const TAG_MESSAGES = {
  featureMissing: 'Your account does not include tags (the ADD_TAG feature).',
  otherOrganization: 'Tags can only be created for your own organization.',
  nameTaken: 'A tag with this name already exists.',
  alreadyOnCase: 'This tag is already on this case.',
  tooLong: `Ensure this field has no more than ${TAG_NAME_MAX_LENGTH} characters.`,
} as const;

type Executor = Kysely<Database> | Transaction<Database>;

const record = (input: unknown) => (input && typeof input === 'object' && !Array.isArray(input) ? input : {}) as Record<string, unknown>;

/** Adding and removing tags is a paid feature of the acting account's organisation (its service, registry/domain/plans/). */
export function requireTagFeature(ctx: RequestContext): void {
  if (!mayTagCases(ctx.account ? serviceFeatures(ctx.organization) : null)) throw forbidden(TAG_MESSAGES.featureMissing);
}

export function parseTagName(value: unknown, errors: FieldErrors): string | undefined {
  if (value === undefined || value === null || (typeof value === 'string' && !value.trim())) {
    errors.name = [MESSAGES.required];
    return undefined;
  }
  if (typeof value !== 'string') {
    errors.name = [MESSAGES.notAString];
    return undefined;
  }
  // Inner runs of whitespace collapse, so 'Low  limits' and 'Low limits' are one tag.
  const name = value.trim().replace(/\s+/g, ' ');
  const problem = textProblem(name, TAG_NAME_MAX_LENGTH);
  if (problem) {
    errors.name = [problem];
    return undefined;
  }
  return name;
}

export function parseNewTag(input: unknown, viewer: Viewer): string {
  const raw = record(input);
  // The organisation may be left out (it is always the caller's); naming another one is refused.
  if (raw.organization !== undefined && raw.organization !== null && raw.organization !== viewer.organizationId) {
    throw forbidden(TAG_MESSAGES.otherOrganization);
  }
  const errors: FieldErrors = {};
  const name = parseTagName(raw.name, errors);
  if (Object.keys(errors).length) throw validationError(errors);
  return name!;
}

export function parseNewCaseTag(input: unknown): { caseId: string; tagId: string } {
  const raw = record(input);
  const errors: FieldErrors = {};
  for (const field of ['case', 'tag'] as const) {
    const value = raw[field];
    if (value === undefined || value === null || value === '') errors[field] = [MESSAGES.required];
    else if (typeof value !== 'string' || !isUuid(value)) errors[field] = [MESSAGES.invalidUuid];
  }
  if (Object.keys(errors).length) throw validationError(errors);
  return { caseId: raw.case as string, tagId: raw.tag as string };
}

/** The viewer's own tags, by name; `search` matches anywhere in the name, ignoring case. */
export function ownTags(db: Executor, viewer: Viewer, search = '') {
  let query = db.selectFrom('tags').select(['id', 'name', 'organization_id']).where('organization_id', '=', viewer.organizationId);
  const words = search.trim();
  if (words) query = query.where(sql<boolean>`position(${words.toLowerCase()} in lower(name)) > 0`);
  return query.orderBy(sql`lower(name)`).orderBy('id');
}

/** The viewer's own tags on the cases it sees. */
export function visibleCaseTags(db: Executor, viewer: Viewer) {
  return db
    .selectFrom('case_tags as ct')
    .innerJoin('tags as t', 't.id', 'ct.tag_id')
    .select(['ct.id', 'ct.case_id', 'ct.created_at', 't.id as tag_id', 't.name as tag_name'])
    .where('t.organization_id', '=', viewer.organizationId)
    .where('ct.case_id', 'in', visibleCases(db as Kysely<Database>, viewer).select('c.id'));
}

export type CaseTagRow = Awaited<ReturnType<ReturnType<typeof visibleCaseTags>['executeTakeFirstOrThrow']>>;

export const serializeTag = (row: { id: string; name: string; organization_id: string }) => ({
  id: row.id,
  name: row.name,
  organization: row.organization_id,
});

export const serializeCaseTag = (row: CaseTagRow) => ({ id: row.id, case: row.case_id, tag: { id: row.tag_id, name: row.tag_name } });

export async function createTag(
  db: Kysely<Database>,
  viewer: Viewer,
  name: string,
): Promise<{ id: string; name: string; organization_id: string }> {
  // One statement against the unique (organization_id, lower(name)) index, so two simultaneous creations of the
  // same name cannot both pass a check.
  const created = await db
    .insertInto('tags')
    .values({ organization_id: viewer.organizationId, name })
    .onConflict((oc) => oc.expression(sql`organization_id, lower(name)`).doNothing())
    .returning(['id', 'name', 'organization_id'])
    .executeTakeFirst();
  if (!created) throw validationError({ name: [TAG_MESSAGES.nameTaken] });
  return created;
}

export async function addCaseTag(db: Kysely<Database>, viewer: Viewer, caseId: string, tagId: string): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const errors: FieldErrors = {};
    const kase = await visibleCases(trx, viewer).select('c.id').where('c.id', '=', caseId).executeTakeFirst();
    if (!kase) errors.case = [MESSAGES.notFound];
    const tag = await trx
      .selectFrom('tags')
      .select('id')
      .where('id', '=', tagId)
      .where('organization_id', '=', viewer.organizationId)
      .executeTakeFirst();
    if (!tag) errors.tag = [MESSAGES.notFound];
    if (Object.keys(errors).length) throw validationError(errors);
    const inserted = await trx
      .insertInto('case_tags')
      .values({ case_id: caseId, tag_id: tagId })
      .onConflict((oc) => oc.columns(['case_id', 'tag_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) throw validationError({ non_field_errors: [TAG_MESSAGES.alreadyOnCase] });
    await notifyOwnOrganization(trx, viewer, caseId);
    return inserted.id;
  });
}

export async function removeCaseTag(db: Kysely<Database>, viewer: Viewer, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await visibleCaseTags(trx, viewer).where('ct.id', '=', id).executeTakeFirst();
    if (!row) throw notFound();
    await trx.deleteFrom('case_tags').where('id', '=', id).execute();
    await notifyOwnOrganization(trx, viewer, row.case_id);
  });
}

/** Tags are private: the change is announced to the viewer's own organisation only, and writes no history. */
export async function notifyOwnOrganization(trx: Executor, viewer: Viewer, caseId: string): Promise<void> {
  await emitEvents(trx, [{ type: 'case.updated', change: 'tags', caseId, organizationIds: [viewer.organizationId] }]);
}

/** The organisation's own tags matching a search: the first `size` of them (the picker narrows by search) and how many. */
export async function ownTagsMatching(db: Kysely<Database>, viewer: Viewer, search: string, size: number | 'off') {
  const base = ownTags(db, viewer, search);
  const [rows, { count }] = await Promise.all([
    (size === 'off' ? base : base.limit(size)).execute(),
    db
      .selectFrom(base.as('matching'))
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return { count: Number(count), rows };
}

export const caseTagsOf = (db: Kysely<Database>, viewer: Viewer, caseIds: string[]) =>
  visibleCaseTags(db, viewer).where('ct.case_id', 'in', caseIds).orderBy('ct.created_at').orderBy('ct.id').execute();

export const findCaseTag = (db: Kysely<Database>, viewer: Viewer, id: string) =>
  visibleCaseTags(db, viewer).where('ct.id', '=', id).executeTakeFirstOrThrow();
