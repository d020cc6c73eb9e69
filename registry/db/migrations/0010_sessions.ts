// Server-side sessions and sign-in throttling.
// - sessions: every sign-in opens one; access and refresh tokens carry its id (`sid`), so ending it (logout, a
//   reused refresh token, "end session") refuses its tokens at once. `refresh_jti` is the one refresh token of the
//   session that may still be used (rotation).
// - sign_in_attempts: failures per normalised e-mail (stored as its SHA-256, so unknown addresses are throttled —
//   and answered — exactly like known ones without keeping what strangers typed). The lock expires on its own.
// - events.session_id: the outbox carries `session.revoked`, so the BFF closes the session's open subscriptions.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table sessions (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users(id) on delete cascade,
      created_at timestamptz not null default now(),
      last_used_at timestamptz not null default now(),
      expires_at timestamptz not null,
      revoked_at timestamptz,
      refresh_jti uuid not null,
      user_agent text not null default '' check (length(user_agent) <= 512),
      ip_address text not null default '' check (length(ip_address) <= 64)
    )`.execute(db);
  await sql`create index sessions_user_idx on sessions (user_id, created_at desc)`.execute(db);

  await sql`
    create table sign_in_attempts (
      email_hash text primary key,
      attempts integer not null default 0 check (attempts >= 0),
      lockouts integer not null default 0 check (lockouts >= 0),
      locked_until timestamptz,
      updated_at timestamptz not null default now()
    )`.execute(db);

  await sql`alter table events add column session_id uuid`.execute(db);
  await sql`alter table events drop constraint events_type_check`.execute(db);
  await sql`alter table events add constraint events_type_check check (type in ('case.updated', 'activity.created', 'lien.updated', 'session.revoked'))`.execute(
    db,
  );
  // The lockout moved to sign_in_attempts (per e-mail, expiring); users.locked_at stays as the staff's own lock.
  await sql`alter table users drop column failed_login_attempts`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table users add column failed_login_attempts integer not null default 0 check (failed_login_attempts >= 0)`.execute(db);
  await sql`delete from events where type = 'session.revoked'`.execute(db);
  await sql`alter table events drop constraint events_type_check`.execute(db);
  await sql`alter table events add constraint events_type_check check (type in ('case.updated', 'activity.created', 'lien.updated'))`.execute(
    db,
  );
  await sql`alter table events drop column session_id`.execute(db);
  await sql`drop table sign_in_attempts`.execute(db);
  await sql`drop table sessions`.execute(db);
}
