// Registry events → jobs: the event dispatcher (registry/jobs/events.ts) remembers here how far it has read the
// events table, so events committed while the registry was down are still turned into jobs on start.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table job_dispatch_cursors (
    name text primary key,
    last_event_id bigint not null,
    updated_at timestamptz not null default now()
  )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table job_dispatch_cursors`.execute(db);
}
