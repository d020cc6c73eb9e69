// Live updates that say what changed: an outbox event names, besides its type (the kind of object), the change
// (registry/domain/outbox.ts, `EventChange`) and the thread it is about, so a consumer loads just that object.
// Rows written before this migration have no change: consumers treat them as "anything about the case".
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table events add column change text`.execute(db);
  await sql`alter table events add column thread_id uuid`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table events drop column thread_id`.execute(db);
  await sql`alter table events drop column change`.execute(db);
}
