// One-time tokens of accounts (issue 12; DECISIONS.md 4): password reset (1 hour) and invitation (7 days). Only the
// token's sha-256 is stored; a token is spent by the update that sets `used_at` where it is still null, so two uses
// racing cannot both succeed. An invitation token names the account it invites the user to.
// Accounts learn who invited them and when the invitation was accepted (the users table's "invite sent / accepted").
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table account_tokens (
      id uuid primary key default gen_random_uuid(),
      purpose text not null check (purpose in ('PASSWORD_RESET', 'INVITATION')),
      user_id uuid not null references users(id) on delete cascade,
      account_id uuid references accounts(id) on delete cascade,
      token_hash text not null unique,
      expires_at timestamptz not null,
      used_at timestamptz,
      created_by_user_id uuid references users(id) on delete set null,
      created_at timestamptz not null default now(),
      check ((purpose = 'INVITATION') = (account_id is not null))
    )`.execute(db);
  await sql`create index account_tokens_user_idx on account_tokens (user_id, purpose)`.execute(db);

  await sql`alter table accounts add column invited_by_user_id uuid references users(id) on delete set null`.execute(db);
  await sql`alter table accounts add column invited_at timestamptz`.execute(db);
  await sql`alter table accounts add column invitation_accepted_at timestamptz`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table accounts drop column invitation_accepted_at`.execute(db);
  await sql`alter table accounts drop column invited_at`.execute(db);
  await sql`alter table accounts drop column invited_by_user_id`.execute(db);
  await sql`drop table account_tokens`.execute(db);
}
