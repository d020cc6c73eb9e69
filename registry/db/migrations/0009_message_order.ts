// Messages written in one transaction (a resubmission's note, then the 'Resubmitted lien' that resolves the
// thread) got the same now(), so their order fell to the random id. clock_timestamp() moves within a transaction.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table case_messages alter column created_at set default clock_timestamp()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table case_messages alter column created_at set default now()`.execute(db);
}
