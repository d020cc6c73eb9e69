// Bulk synthetic cases for benchmarks: N cases spread over hundreds of law firms and thousands of lienholders with a
// Zipf-like skew (the largest law firm about 12.5 % of the cases, the largest lienholder a lien on about 30 % of
// them), with tags, external keys and the demo organisations taking part at fixed ranks
// (synthetic-organizations.ts). With `lawFirmEmail`, every case goes to that one law firm instead and the liens to
// every lienholder of the store.
// Set-based SQL (generate_series into a scratch table, then INSERT … SELECTs per batch), with triggers off when the
// role may (PGlite always): the portfolio read model is rebuilt once at the end. No history or events are written
// for synthetic rows.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { FIRST_NAMES, INCIDENT_STATES, LAST_NAMES } from './random.ts';
import { ensureSyntheticOrganizations, SYNTHETIC_SYSTEM, SYNTHETIC_TAGS } from './synthetic-organizations.ts';
import { rankExponent } from './skew.ts';

const BATCH = 25_000;
const STATUSES = [
  null,
  'CLIENT_TREATING',
  'DEMAND_PREPARATION',
  'DEMAND_SENT',
  'NEGOTIATION',
  'IN_LITIGATION',
  'MEDIATION_OR_ARBITRATION_SCHEDULED',
  'TRIAL_SCHEDULED',
  'CASE_SETTLED_NOT_YET_DISBURSED',
  'CASE_CLOSED_PAYMENT_DISBURSED',
  'CASE_CLOSED_WITHOUT_SETTLEMENT',
  'CASE_CLOSED',
];
const TYPES = [
  'MOTOR_VEHICLE_ACCIDENT',
  'SLIP_AND_FALL',
  'DOG_BITE',
  'WORKPLACE_INJURY',
  'MEDICAL_MALPRACTICE',
  'PRODUCT_LIABILITY',
  'OTHER',
];
const VERIFICATION = ['VERIFIED', 'VERIFIED', 'PENDING', 'RESUBMITTED', 'VERIFIED', 'VERIFIED', 'PENDING', 'REJECTED'];
/** Share of the cases (law firm) and of the lien draws (lienholder) that go to the largest organisation. */
export const LARGEST_LAW_FIRM_SHARE = 0.125;
export const LARGEST_LIENHOLDER_SHARE = 0.21;

export interface SyntheticOptions {
  cases: number;
  /** All cases to this law firm (and liens to every lienholder of the store) instead of the spread. */
  lawFirmEmail?: string;
  /** Synthetic law firms and lienholders of the spread (default 400 and 3,000). */
  lawFirms?: number;
  lienholders?: number;
  /** The first case's number (names, dates and ranks derive from it): a second run continues the first. */
  firstNumber?: number;
  /** Told after each batch and phase (the seed script prints it). */
  onProgress?: (message: string) => void;
}

const textArray = (values: readonly (string | null)[]) =>
  sql`array[${sql.join(values.map((value) => (value === null ? sql`null` : sql.lit(value))))}]::text[]`;

/** A deterministic pseudo-random number in (0, 1] per case number g and draw j. */
const draw = (j: number) => sql`((hashint8(g::bigint * 16 + ${sql.lit(j)}) & 2147483647) + 1)::float8 / 2147483648.0`;

/** Seconds each phase took. */
export interface SeedTimings {
  organizations: number;
  inserts: number;
  readModel: number;
  vacuum: number;
}

export async function seedSyntheticCases(db: Kysely<Database>, options: SyntheticOptions): Promise<SeedTimings> {
  let mark = performance.now();
  const lap = () => {
    const now = performance.now();
    const seconds = (now - mark) / 1000;
    mark = now;
    return seconds;
  };
  const { cases } = options;
  const { lawFirmIds, lienholderIds } = options.lawFirmEmail
    ? await singleLawFirm(db, options.lawFirmEmail)
    : await ensureSyntheticOrganizations(db, { lawFirms: options.lawFirms ?? 400, lienholders: options.lienholders ?? 3000 });
  const organizations = lap();
  const first = options.firstNumber ?? (await nextNumber(db));
  // The rows are consistent by construction, so a superuser (PGlite always is) skips the per-row foreign-key and
  // read-model triggers for the bulk insert, which would otherwise dominate the time.
  const superuser = await sql<{ yes: boolean }>`select rolsuper as yes from pg_roles where rolname = current_user`.execute(db);
  const skipTriggers = Boolean(superuser.rows[0]?.yes);
  const lawFirmExponent = rankExponent(lawFirmIds.length, LARGEST_LAW_FIRM_SHARE);
  const lienholderExponent = rankExponent(lienholderIds.length, LARGEST_LIENHOLDER_SHARE);

  for (let start = first; start < first + cases; start += BATCH) {
    const end = Math.min(first + cases - 1, start + BATCH - 1);
    await db.transaction().execute(async (trx) => {
      if (skipTriggers) await sql`set local session_replication_role = replica`.execute(trx);
      await sql`
        create temp table synthetic_batch on commit drop as
        select g,
               gen_random_uuid() as person_id,
               gen_random_uuid() as case_id,
               (${textArray(STATUSES)})[1 + (g * 7) % ${STATUSES.length}] as status,
               (${sql.val(lawFirmIds)}::uuid[])[1 + least(${lawFirmIds.length - 1}, floor(${lawFirmIds.length} * power(${draw(1)}, ${lawFirmExponent})))::int] as law_firm_id,
               case when ${draw(2)} < 0.10 then 0 when ${draw(2)} < 0.45 then 1 when ${draw(2)} < 0.80 then 2 else 3 end as liens
        from generate_series(${start}::int, ${end}::int) as g`.execute(trx);
      // The batch's liens, for its tags and keys: joining the growing liens table instead went into a nested loop
      // over it past ~450k cases on PostgreSQL (stale statistics while the seed runs).
      await sql`create temp table synthetic_liens (id uuid, case_id uuid, lienholder_id uuid, g int) on commit drop`.execute(trx);
      await sql`analyze synthetic_batch`.execute(trx);
      await insertPersonsAndCases(trx);
      if (lienholderIds.length) await insertLiens(trx, lienholderIds, lienholderExponent);
      await insertTagsAndKeys(trx);
    });
    options.onProgress?.(`${(end - first + 1).toLocaleString('en-US')} of ${cases.toLocaleString('en-US')} cases inserted`);
  }
  const inserts = lap();
  await rebuildReadModel(db);
  const readModel = lap();
  options.onProgress?.(`portfolio read model rebuilt in ${readModel.toFixed(1)} s`);
  // Fresh statistics for the planner, and a visibility map so counts can use index-only scans.
  await sql`vacuum analyze`.execute(db);
  return { organizations, inserts, readModel, vacuum: lap() };
}

async function insertPersonsAndCases(trx: Transaction<Database>) {
  await sql`
    insert into persons (id, first_name, last_name, birthdate)
    select person_id,
           (${textArray(FIRST_NAMES)})[1 + (g * 13) % ${FIRST_NAMES.length}],
           (${textArray(LAST_NAMES)})[1 + (g * 31 + g / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}],
           date '1950-01-01' + (g * 17) % 18000
    from synthetic_batch`.execute(trx);
  await sql`
    insert into cases (id, plaintiff_id, date_of_loss, state_of_incident, type, status, appearance_date,
                       date_expected_to_receive_check, lawsuit_filed_date, law_firm_id, created_by_organization_id,
                       last_updated_at, last_updated_by_organization_id, created_at)
    select case_id, person_id,
           current_date - 30 - (g * 11) % 900,
           (${textArray(INCIDENT_STATES)})[1 + g % ${INCIDENT_STATES.length}],
           (${textArray(TYPES)})[1 + (g * 3) % ${TYPES.length}],
           status,
           case when status in ('MEDIATION_OR_ARBITRATION_SCHEDULED', 'TRIAL_SCHEDULED') then current_date + g % 120 end,
           case when status = 'CASE_SETTLED_NOT_YET_DISBURSED' then current_date + g % 60 end,
           case when status = 'IN_LITIGATION' then current_date - g % 200 end,
           law_firm_id, law_firm_id,
           case when status is null then null
                else now() - ((g * 37) % 400) * interval '1 day' - (g % 86400) * interval '1 second' end,
           case when status is null then null else law_firm_id end,
           now() - (400 + (g * 53) % 600) * interval '1 day'
    from synthetic_batch`.execute(trx);
}

async function insertLiens(trx: Transaction<Database>, lienholderIds: string[], exponent: number) {
  // Each case draws 0–3 lienholders by rank; a lienholder drawn twice for one case holds one lien on it.
  await sql`
    with inserted as (
    insert into liens (case_id, lienholder_id, created_by_organization_id, balance, balance_last_updated_at,
                       balance_last_updated_by_organization_id, verification_status, plaintiff_treatment_status,
                       resolution_status, created_at)
    select distinct on (d.case_id, d.lienholder_id)
           d.case_id, d.lienholder_id, d.lienholder_id,
           ((d.g::bigint * 7919 + d.j * 104729) % 2500000) / 100.0, now() - (d.g % 200) * interval '1 day', d.lienholder_id,
           (${textArray(VERIFICATION)})[1 + (d.g + d.j) % ${VERIFICATION.length}],
           case when (d.g + d.j) % 2 = 0 then 'TREATING' else 'DONE_TREATING' end,
           case when (d.g + d.j) % 7 = 0 then 'PAID_IN_FULL' end,
           now() - (300 + d.g % 300) * interval '1 day'
    from (
      select b.g, b.case_id, j,
             (${sql.val(lienholderIds)}::uuid[])[1 + least(${lienholderIds.length - 1},
               floor(${lienholderIds.length} * power(((hashint8(b.g::bigint * 16 + 4 + j) & 2147483647) + 1)::float8 / 2147483648.0, ${exponent})))::int]
               as lienholder_id
      from synthetic_batch b
      cross join generate_series(1, b.liens) as j
    ) as d
    order by d.case_id, d.lienholder_id, d.j
    returning id, case_id, lienholder_id
    )
    insert into synthetic_liens (id, case_id, lienholder_id, g)
    select i.id, i.case_id, i.lienholder_id, b.g from inserted i join synthetic_batch b on b.case_id = i.case_id`.execute(trx);
  await sql`analyze synthetic_liens`.execute(trx);
}

async function insertTagsAndKeys(trx: Transaction<Database>) {
  // A fifth of each law firm's cases and a tenth of each lienholder's carry one of its tags; a third of the cases
  // have the law firm's external key, a fifth of the liens the lienholder's.
  await sql`
    insert into case_tags (case_id, tag_id)
    select b.case_id, t.id
    from synthetic_batch b
    join tags t on t.organization_id = b.law_firm_id
               and lower(t.name) = lower((${textArray(SYNTHETIC_TAGS)})[1 + (b.g / 5) % ${SYNTHETIC_TAGS.length}])
    where b.g % 5 = 0`.execute(trx);
  await sql`
    insert into case_tags (case_id, tag_id)
    select l.case_id, t.id
    from synthetic_liens l
    join tags t on t.organization_id = l.lienholder_id
               and lower(t.name) = lower((${textArray(SYNTHETIC_TAGS)})[1 + (l.g / 10) % ${SYNTHETIC_TAGS.length}])
    where l.g % 10 = 3
    on conflict do nothing`.execute(trx);
  await sql`
    insert into external_keys (external_system_id, case_id, registry_external_id)
    select s.id, b.case_id, 'MAT-' || lpad(b.g::text, 8, '0')
    from synthetic_batch b
    join external_systems s on s.organization_id = b.law_firm_id and s.name = ${SYNTHETIC_SYSTEM}
    where b.g % 3 = 0`.execute(trx);
  await sql`
    insert into external_keys (external_system_id, lien_id, registry_external_id)
    select s.id, l.id, 'ACC-' || lpad(l.g::text, 8, '0') || '-' || substr(l.lienholder_id::text, 1, 4)
    from synthetic_liens l
    join external_systems s on s.organization_id = l.lienholder_id and s.name = ${SYNTHETIC_SYSTEM}
    where l.g % 5 = 1`.execute(trx);
}

/** With triggers off the read model (migration 0029) missed the new rows: recompute it once. */
async function rebuildReadModel(db: Kysely<Database>) {
  const found = await sql<{ yes: boolean }>`select exists (select 1 from pg_proc where proname = 'portfolio_rebuild') as yes`.execute(db);
  if (found.rows[0]?.yes) await sql`select portfolio_rebuild()`.execute(db);
}

async function nextNumber(db: Kysely<Database>): Promise<number> {
  const row = await sql<{ n: string }>`select count(*) as n from cases`.execute(db);
  return Number(row.rows[0]?.n ?? 0) + 1;
}

async function singleLawFirm(db: Kysely<Database>, lawFirmEmail: string) {
  const lawFirm = await db
    .selectFrom('accounts as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .select('a.organization_id')
    .where(sql<string>`lower(u.email)`, '=', lawFirmEmail.toLowerCase())
    .orderBy('a.created_at')
    .executeTakeFirst();
  if (!lawFirm) throw new Error(`seedSyntheticCases: no account for ${lawFirmEmail} (seed the demo data first)`);
  const lienholders = await db
    .selectFrom('legal_organizations')
    .select('id')
    .where('type', 'not in', ['LAW_FIRM', 'REFERRAL_LAW_FIRM'])
    .orderBy('name')
    .execute();
  return { lawFirmIds: [lawFirm.organization_id], lienholderIds: lienholders.map((row) => row.id) };
}
