// In-app notifications and each user's notification settings (docs/PRODUCT.md, "Notifications"). A notification
// belongs to one user in one organisation. UNIQUE (user_id, source_event_id, type) makes the fan-out idempotent: a
// retried job writes nothing twice. A setting row exists only once the user changed a category (absent = the
// category's default). Events gain `user_id` and `notification_id`: a `notification.*` event is for one user only.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table notifications (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users(id) on delete cascade,
      organization_id uuid not null references legal_organizations(id) on delete cascade,
      type text not null,
      category text not null,
      subject text not null,
      body text not null,
      case_id uuid references cases(id) on delete set null,
      context jsonb not null default '{}'::jsonb,
      source_event_id text not null,
      -- Whole milliseconds, as the API writes them: the list's keyset cursor carries the time exactly.
      created_at timestamptz not null default date_trunc('milliseconds', now()),
      viewed_at timestamptz,
      read_at timestamptz,
      dismissed_at timestamptz,
      unique (user_id, source_event_id, type)
    )`.execute(db);
  // The bell's list (newest first, keyset) and its counts: the user's notifications in one organisation, not dismissed.
  await sql`create index notifications_user_list_idx on notifications (user_id, organization_id, created_at desc, id desc) where dismissed_at is null`.execute(
    db,
  );
  await sql`
    create table notification_settings (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users(id) on delete cascade,
      category text not null,
      in_app_enabled boolean not null,
      email_enabled boolean not null,
      updated_at timestamptz not null default now(),
      unique (user_id, category)
    )`.execute(db);
  await sql`alter table events add column user_id uuid`.execute(db);
  await sql`alter table events add column notification_id uuid`.execute(db);
  await allowEventTypes(db, (types) => [...types, ...NOTIFICATION_EVENT_TYPES]);
}

const NOTIFICATION_EVENT_TYPES = ['notification.created', 'notification.changed'];

/** Rewrites the events' type check from the types it allows now (other migrations add their own types too). */
async function allowEventTypes(db: Kysely<any>, change: (types: string[]) => string[]): Promise<void> {
  const { rows } = await sql<{ definition: string }>`
    select pg_get_constraintdef(oid) as definition from pg_constraint where conname = 'events_type_check'`.execute(db);
  const current = [...(rows[0]?.definition ?? '').matchAll(/'([^']+)'/g)].map((match) => match[1]!);
  const allowed = [...new Set(change(current))];
  await sql`alter table events drop constraint if exists events_type_check`.execute(db);
  await sql`alter table events add constraint events_type_check check (type in (${sql.join(allowed.map((type) => sql.lit(type)))}))`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from events where type in ('notification.created', 'notification.changed')`.execute(db);
  await allowEventTypes(db, (types) => types.filter((type) => !NOTIFICATION_EVENT_TYPES.includes(type)));
  await sql`alter table events drop column notification_id`.execute(db);
  await sql`alter table events drop column user_id`.execute(db);
  await sql`drop table if exists notification_settings`.execute(db);
  await sql`drop table if exists notifications`.execute(db);
}
