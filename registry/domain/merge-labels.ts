// Merging duplicate cases deletes the duplicate: the organisations' private tags and external identifiers on it
// (and on a duplicate lien that is folded into the canonical one) move to the canonical case first, so no
// organisation loses its own labels. Ones the canonical case already has are dropped with the duplicate.
import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

export async function carryTagsAndExternalKeys(trx: Transaction<Database>, duplicateId: string, canonicalId: string): Promise<void> {
  await sql`
    update case_tags set case_id = ${canonicalId}
    where case_id = ${duplicateId}
      and tag_id not in (select tag_id from case_tags where case_id = ${canonicalId})`.execute(trx);
  await sql`
    update external_keys k set case_id = ${canonicalId}
    where k.case_id = ${duplicateId}
      and not exists (
        select 1 from external_keys c
        where c.case_id = ${canonicalId} and c.external_system_id = k.external_system_id and c.registry_external_id = k.registry_external_id)`.execute(
    trx,
  );
  // A lienholder on both cases keeps its canonical lien: its keys on the duplicate lien go there.
  await sql`
    update external_keys k set lien_id = kept.id
    from liens dup
    join liens kept on kept.case_id = ${canonicalId} and kept.lienholder_id = dup.lienholder_id
    where dup.case_id = ${duplicateId} and k.lien_id = dup.id
      and not exists (
        select 1 from external_keys c
        where c.lien_id = kept.id and c.external_system_id = k.external_system_id and c.registry_external_id = k.registry_external_id)`.execute(
    trx,
  );
}
