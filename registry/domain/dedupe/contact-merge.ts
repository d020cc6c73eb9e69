// Merging duplicate contacts (the dedupe page's contacts tab; spec 002 §4): the duplicates' case links, account links,
// document-request links and answers move onto the canonical contact, then the duplicates are deleted. A contact can
// be the master only if it is a user (an account is linked to it), or if no contact of the group is a user.
// Runs inside the caller's transaction.
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { noteTouched } from '../access-log/entries.ts';
import { validationError } from '../errors.ts';

export const MASTER_MUST_BE_USER = 'The master contact must be a user, because another contact of this match is a user.';

/** Which of these contacts are users (have a linked account). */
export async function usersAmong(trx: Transaction<Database>, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await trx.selectFrom('accounts').select('linked_contact_id').distinct().where('linked_contact_id', 'in', ids).execute();
  return new Set(rows.map((row) => row.linked_contact_id).filter((id): id is string => id !== null));
}

/**
 * Merges `duplicateIds` into `canonicalId`; `groupIds` are all the existing contacts of the match (the master rule
 * looks at the whole group).
 */
export async function mergeContacts(trx: Transaction<Database>, groupIds: string[], canonicalId: string, duplicateIds: string[]) {
  // Locked, so a concurrent edit of the same contacts waits for the merge.
  await trx
    .selectFrom('contacts')
    .select('id')
    .where('id', 'in', [canonicalId, ...duplicateIds])
    .forUpdate()
    .execute();
  const users = await usersAmong(trx, groupIds);
  if (users.size > 0 && !users.has(canonicalId)) throw validationError({ canonical_id: [MASTER_MUST_BE_USER] });

  // Case links: the canonical contact keeps its own; a duplicate's link to a case it is not on yet moves to it.
  const links = await trx
    .selectFrom('case_contacts')
    .select(['id', 'case_id', 'contact_id'])
    .where('contact_id', 'in', [canonicalId, ...duplicateIds])
    .orderBy('created_at')
    .execute();
  const onCase = new Set(links.filter((link) => link.contact_id === canonicalId).map((link) => link.case_id));
  for (const link of links) {
    if (link.contact_id === canonicalId) continue;
    noteTouched(link.case_id);
    if (onCase.has(link.case_id)) {
      await trx.deleteFrom('case_contacts').where('id', '=', link.id).execute();
    } else {
      await trx.updateTable('case_contacts').set({ contact_id: canonicalId }).where('id', '=', link.id).execute();
      onCase.add(link.case_id);
    }
  }
  await trx.updateTable('accounts').set({ linked_contact_id: canonicalId }).where('linked_contact_id', 'in', duplicateIds).execute();
  // Open document-request links and answers given through them stay the canonical contact's (the delete would drop them).
  await trx.updateTable('document_request_tokens').set({ contact_id: canonicalId }).where('contact_id', 'in', duplicateIds).execute();
  await trx
    .updateTable('document_request_responses')
    .set({ created_by_contact_id: canonicalId })
    .where('created_by_contact_id', 'in', duplicateIds)
    .execute();
  await trx.deleteFrom('contacts').where('id', 'in', duplicateIds).execute();
}
