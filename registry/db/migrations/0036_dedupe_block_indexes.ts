// The dedupe engine's incremental run (registry/domain/dedupe/matching/store.ts) looks a changed record's candidates
// up by its blocks: cases by the plaintiff's birth date and by the date of loss, contacts by e-mail. Without these
// indexes each lookup scanned the table (0.2–1 s per changed case at a million cases).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index persons_birthdate_idx on persons (birthdate)`.execute(db);
  await sql`create index cases_date_of_loss_idx on cases (date_of_loss)`.execute(db);
  await sql`create index contacts_email_lower_idx on contacts (lower(email))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index contacts_email_lower_idx`.execute(db);
  await sql`drop index cases_date_of_loss_idx`.execute(db);
  await sql`drop index persons_birthdate_idx`.execute(db);
}
