// Mail (registry/adapters/mail.ts). `mail_outbox` keeps what the embedded default would have sent (no SMTP_URL):
// read at the development mailbox. `mail_deliveries` remembers which job keys an SMTP send has completed, so a
// retried `mail.send` job does not send the same message twice. A key is unique in each table for the same reason.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table mail_outbox (
      id uuid primary key default gen_random_uuid(),
      key text unique,
      "to" text[] not null,
      subject text not null,
      text text not null,
      html text not null,
      headers jsonb not null default '{}',
      tag text not null,
      created_at timestamptz not null default clock_timestamp()
    )`.execute(db);
  await sql`create index mail_outbox_created_at_idx on mail_outbox (created_at desc)`.execute(db);
  await sql`
    create table mail_deliveries (
      key text primary key,
      message_id text not null,
      sent_at timestamptz not null default clock_timestamp()
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table mail_deliveries`.execute(db);
  await sql`drop table mail_outbox`.execute(db);
}
