// Replies by e-mail: an address per notification e-mail, `reply+<token>@<REPLY_DOMAIN>`, that lets its recipient
// answer the thread from the mail client (registry/domain/email-replies/, registry/inbound/). The token is random
// (128 bits) and stored as its SHA-256 only, like every other token of the registry, so the table cannot be used
// to post as anyone; each row binds the token to one user, the organisation the user acts for and one thread.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table reply_addresses (
      id uuid primary key default gen_random_uuid(),
      token_hash text not null unique check (length(token_hash) = 64),
      user_id uuid not null references users(id) on delete cascade,
      organization_id uuid not null references legal_organizations(id) on delete cascade,
      thread_id uuid not null references case_threads(id) on delete cascade,
      created_at timestamptz not null default now(),
      last_used_at timestamptz,
      revoked_at timestamptz
    )`.execute(db);
  await sql`create index reply_addresses_user_thread_idx on reply_addresses (user_id, thread_id)`.execute(db);
  await sql`create index reply_addresses_thread_idx on reply_addresses (thread_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table reply_addresses`.execute(db);
}
