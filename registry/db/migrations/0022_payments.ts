// Payments (issue 11 point 6; registry/domain/payments/; DECISIONS 14). A checkout makes one payment intent per
// lienholder organisation, on that lienholder's connected account (`payment_accounts`, migration 0020), and records
// the documents it pays for. An intent's idempotency key is unique, so a doubled or retried request finds the first
// intent instead of making a second; a document is in at most one open intent at a time (the partial unique index),
// so two checkouts of the same document cannot both charge. Webhook events are recorded by their provider id before
// they take effect, so a replayed event changes nothing. Cards saved for later belong to the user in one
// organisation; `payment_customers` holds the user's customer at the provider; `payment_account_onboarding` a Connect
// account whose onboarding has not finished yet.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table payment_intents (
      id uuid primary key default gen_random_uuid(),
      provider text not null,
      provider_intent_id text unique,
      law_firm_id uuid not null references legal_organizations(id) on delete cascade,
      lienholder_id uuid not null references legal_organizations(id) on delete cascade,
      user_id uuid references users(id) on delete set null,
      connected_account text not null,
      amount_cents integer not null check (amount_cents > 0),
      currency text not null default 'usd',
      status text not null default 'requires_payment_method'
        check (status in ('requires_payment_method', 'processing', 'succeeded', 'failed', 'canceled')),
      idempotency_key text not null unique,
      save_card boolean not null default false,
      last_error text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index payment_intents_law_firm_idx on payment_intents (law_firm_id, created_at)`.execute(db);

  await sql`
    create table payment_intent_documents (
      intent_id uuid not null references payment_intents(id) on delete cascade,
      document_id uuid not null references documents(id) on delete cascade,
      amount_cents integer not null,
      active boolean not null default true,
      primary key (intent_id, document_id)
    )`.execute(db);
  await sql`create unique index payment_intent_documents_open_idx on payment_intent_documents (document_id) where active`.execute(db);

  await sql`
    create table saved_payment_methods (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users(id) on delete cascade,
      organization_id uuid not null references legal_organizations(id) on delete cascade,
      provider text not null,
      provider_method_id text not null,
      brand text not null default '',
      last4 text not null default '',
      exp_month integer,
      exp_year integer,
      created_at timestamptz not null default now(),
      unique (user_id, provider, provider_method_id)
    )`.execute(db);

  await sql`
    create table payment_customers (
      user_id uuid not null references users(id) on delete cascade,
      provider text not null,
      customer_id text not null,
      created_at timestamptz not null default now(),
      primary key (user_id, provider)
    )`.execute(db);

  await sql`
    create table payment_account_onboarding (
      organization_id uuid primary key references legal_organizations(id) on delete cascade,
      provider text not null,
      account_id text not null,
      created_at timestamptz not null default now()
    )`.execute(db);

  await sql`
    create table payment_webhook_events (
      provider_event_id text primary key,
      provider text not null,
      type text not null,
      received_at timestamptz not null default now()
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table payment_webhook_events`.execute(db);
  await sql`drop table payment_account_onboarding`.execute(db);
  await sql`drop table payment_customers`.execute(db);
  await sql`drop table saved_payment_methods`.execute(db);
  await sql`drop table payment_intent_documents`.execute(db);
  await sql`drop table payment_intents`.execute(db);
}
