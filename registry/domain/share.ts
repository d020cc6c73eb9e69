// The share slice: links to a case. Creating one needs the case to be visible to the caller; following one leads
// only someone who may see the case to it (anyone else gets 404, as for any case that is not theirs).
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { visibleCases } from './case-visibility.ts';
import type { RequestContext, Viewer } from './context.ts';
import { MESSAGES, validationError } from './errors.ts';

const seesCase = async (db: Kysely<Database>, viewer: Viewer, caseId: string) =>
  (await visibleCases(db, viewer).select('c.id').where('c.id', '=', caseId).executeTakeFirst()) !== undefined;

/** A new link's id (random, URL-safe); refused when the caller does not see the case. */
export async function createShareLink(db: Kysely<Database>, ctx: RequestContext, viewer: Viewer, caseId: string): Promise<string> {
  if (!(await seesCase(db, viewer, caseId))) throw validationError({ object_id: [MESSAGES.notFound] });
  const id = randomBytes(18).toString('base64url');
  // In a transaction of its own, so the access log's entry commits with the link (db/transaction-hooks.ts).
  await db
    .transaction()
    .execute((trx) =>
      trx
        .insertInto('share_links')
        .values({ id, case_id: caseId, created_by_organization_id: viewer.organizationId, created_by_user_id: ctx.user.id })
        .execute(),
    );
  return id;
}

/** The case a link leads to, if the caller may see it. */
export async function followShareLink(db: Kysely<Database>, viewer: Viewer, id: string): Promise<string | null> {
  const link = await db.selectFrom('share_links').select('case_id').where('id', '=', id).executeTakeFirst();
  if (!link || !(await seesCase(db, viewer, link.case_id))) return null;
  return link.case_id;
}
