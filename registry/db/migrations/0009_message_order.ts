// Messages written in one transaction (a resubmission's note, then the 'Resubmitted lien' that resolves the
// thread) got the same now(), so their order fell to the random id. clock_timestamp() moves within a
// transaction, and `seq` (insertion order) breaks the ties a coarse clock still leaves.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table case_messages alter column created_at set default clock_timestamp()`.execute(db);
  await sql`alter table case_messages add column seq bigint generated always as identity`.execute(db);
  await sql`drop index case_messages_thread_idx`.execute(db);
  await sql`create index case_messages_thread_idx on case_messages (thread_id, created_at, seq)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index case_messages_thread_idx`.execute(db);
  await sql`alter table case_messages drop column seq`.execute(db);
  await sql`create index case_messages_thread_idx on case_messages (thread_id, created_at, id)`.execute(db);
  await sql`alter table case_messages alter column created_at set default now()`.execute(db);
}
