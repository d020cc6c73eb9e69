// Plans (issue 12, H5; DECISIONS 16): the service belongs to the organisation, no longer to each account. The
// stage, its validity, the trial history, the prepaid case credits of the 100/250/500 packs and the per-case
// (monthly) billing move to `legal_organizations`; each organisation takes the best stage any of its accounts had
// (PAID > EXTENDED_TRIAL > TRIAL > LEAD > FREEMIUM) with that account's validity. `accounts.service_*` are dropped:
// every reader computes the service from the organisation (registry/domain/plans/service.ts).
// `plan_purchases` records each purchase: its kind, amount and credits, the payment provider's intent, a unique
// idempotency key (a doubled or retried request finds the first purchase), and its status (the provider's webhook
// makes it `succeeded` and only then are the credits added). `plan_case_usage` records, for an organisation on the
// per-case plan, each case it registered and the month it is billed in; the monthly bill is a purchase of its own
// (`billing_month`), charged to the card kept on file when the plan started (`plan_customer_id`, `plan_payment_method`).
import { sql, type Kysely } from 'kysely';

const STAGES = ['EXTENDED_TRIAL', 'FREEMIUM', 'LEAD', 'PAID', 'TRIAL'];
const list = (values: string[]) => sql.join(values.map((value) => sql.lit(value)));

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table legal_organizations
      add column service_stage text not null default 'FREEMIUM' check (service_stage in (${list(STAGES)})),
      add column service_valid_to date,
      add column service_was_trial boolean not null default false,
      add column trial_started_at timestamptz,
      add column case_credits integer not null default 0 check (case_credits >= 0),
      add column per_case_billing boolean not null default false,
      add column plan_customer_id text,
      add column plan_payment_method text`.execute(db);
  // Carry the accounts' values over: the organisation's best stage.
  await sql`
    update legal_organizations o
       set service_stage = best.service_stage, service_valid_to = best.service_valid_to
      from (
        select distinct on (organization_id) organization_id, service_stage, service_valid_to
          from accounts
         order by organization_id,
                  array_position(array['PAID', 'EXTENDED_TRIAL', 'TRIAL', 'LEAD', 'FREEMIUM']::text[], service_stage),
                  service_valid_to desc nulls first
      ) best
     where best.organization_id = o.id`.execute(db);
  await sql`alter table accounts drop column if exists service_stage`.execute(db);
  await sql`alter table accounts drop column if exists service_features`.execute(db);
  await sql`alter table accounts drop column if exists service_valid_to`.execute(db);
  await sql`alter table accounts drop column if exists service_was_trial`.execute(db);

  await sql`
    create table plan_purchases (
      id uuid primary key default gen_random_uuid(),
      organization_id uuid not null references legal_organizations(id) on delete cascade,
      user_id uuid references users(id) on delete set null,
      kind text not null check (kind in ('PER_CASE', 'PACK_100', 'PACK_250', 'PACK_500')),
      amount_cents integer not null check (amount_cents >= 0),
      credits integer not null default 0 check (credits >= 0),
      currency text not null default 'usd',
      provider text not null,
      provider_intent_id text unique,
      provider_customer_id text,
      idempotency_key text not null unique,
      status text not null default 'requires_payment_method'
        check (status in ('requires_payment_method', 'processing', 'succeeded', 'failed', 'canceled')),
      last_error text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      completed_at timestamptz,
      billing_month date
    )`.execute(db);
  await sql`create index plan_purchases_organization_idx on plan_purchases (organization_id, created_at)`.execute(db);

  await sql`
    create table plan_case_usage (
      case_id uuid primary key references cases(id) on delete cascade,
      organization_id uuid not null references legal_organizations(id) on delete cascade,
      month date not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index plan_case_usage_month_idx on plan_case_usage (organization_id, month)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table plan_case_usage`.execute(db);
  await sql`drop table plan_purchases`.execute(db);
  await sql`
    alter table accounts
      add column service_stage text not null default 'FREEMIUM' check (service_stage in (${list(STAGES)})),
      add column service_features text[] not null default '{}',
      add column service_valid_to date`.execute(db);
  await sql`
    update accounts a set service_stage = o.service_stage, service_valid_to = o.service_valid_to
      from legal_organizations o where o.id = a.organization_id`.execute(db);
  await sql`
    alter table legal_organizations
      drop column plan_payment_method,
      drop column plan_customer_id,
      drop column per_case_billing,
      drop column case_credits,
      drop column trial_started_at,
      drop column service_was_trial,
      drop column service_valid_to,
      drop column service_stage`.execute(db);
}
