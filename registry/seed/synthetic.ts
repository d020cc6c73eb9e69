// Bulk synthetic cases for benchmarks: N cases for one demo law firm, with liens for the demo lienholders.
// Set-based SQL (generate_series into a scratch table, then three INSERT … SELECTs per batch), so 100k cases
// take well under a minute on PGlite. No history or events are written for synthetic rows.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { FIRST_NAMES, INCIDENT_STATES, LAST_NAMES } from './random.ts';
import { DEMO_EMAILS } from './demo.ts';

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
const VERIFICATION = ['VERIFIED', 'VERIFIED', 'PENDING', 'RESUBMITTED', 'VERIFIED', 'REJECTED'];

const textArray = (values: readonly (string | null)[]) =>
  sql`array[${sql.join(values.map((value) => (value === null ? sql`null` : sql.lit(value))))}]::text[]`;

export async function seedSyntheticCases(
  db: Kysely<Database>,
  { cases, lawFirmEmail = DEMO_EMAILS.lawFirm }: { cases: number; lawFirmEmail?: string },
): Promise<void> {
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
  const lienholderIds = lienholders.map((row) => row.id);
  const lawFirmId = lawFirm.organization_id;
  // The rows are consistent by construction, so a superuser (PGlite always is) skips the per-row foreign-key
  // triggers for the bulk insert, which would otherwise dominate the time.
  const superuser = await sql<{ yes: boolean }>`select rolsuper as yes from pg_roles where rolname = current_user`.execute(db);
  const skipTriggers = Boolean(superuser.rows[0]?.yes);

  for (let start = 1; start <= cases; start += BATCH) {
    const end = Math.min(cases, start + BATCH - 1);
    await db.transaction().execute(async (trx) => {
      if (skipTriggers) await sql`set local session_replication_role = replica`.execute(trx);
      await sql`
        create temp table synthetic_batch on commit drop as
        select g,
               gen_random_uuid() as person_id,
               gen_random_uuid() as case_id,
               (${textArray(STATUSES)})[1 + (g * 7) % ${STATUSES.length}] as status
        from generate_series(${start}::int, ${end}::int) as g`.execute(trx);
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
               ${lawFirmId}::uuid, ${lawFirmId}::uuid,
               case when status is null then null
                    else now() - ((g * 37) % 400) * interval '1 day' - (g % 86400) * interval '1 second' end,
               case when status is null then null else ${lawFirmId}::uuid end,
               now() - (400 + (g * 53) % 600) * interval '1 day'
        from synthetic_batch`.execute(trx);
      if (lienholderIds.length) {
        await sql`
          insert into liens (case_id, lienholder_id, created_by_organization_id, balance, balance_last_updated_at,
                             balance_last_updated_by_organization_id, verification_status, plaintiff_treatment_status,
                             resolution_status, created_at)
          select b.case_id, h.id, h.id,
                 ((b.g * 7919) % 2500000) / 100.0, now() - (b.g % 200) * interval '1 day', h.id,
                 (${textArray(VERIFICATION)})[1 + (b.g + h.k) % ${VERIFICATION.length}],
                 case when b.g % 2 = 0 then 'TREATING' else 'DONE_TREATING' end,
                 case when (b.g + h.k) % 7 = 0 then 'PAID_IN_FULL' end,
                 now() - (300 + b.g % 300) * interval '1 day'
          from synthetic_batch b
          cross join unnest(${sql.val(lienholderIds)}::uuid[]) with ordinality as h(id, k)
          where (b.g + h.k) % 3 <> 0`.execute(trx);
      }
    });
  }
  // Fresh statistics for the planner, and a visibility map so counts can use index-only scans.
  await sql`vacuum analyze`.execute(db);
}
