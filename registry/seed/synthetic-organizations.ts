// The synthetic organisations of the bulk seed: law firms `lf-<n>@synthetic.test` and lienholders
// `lh-<n>@synthetic.test` (n = 1 is the largest), each with one ADMIN user signing in with the demo password, a few
// tags and a case-management system for external keys. Created once per store, set-based.
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { hashPassword } from '../auth/passwords.ts';
import { DEMO_PASSWORD } from './demo.ts';
import { INCIDENT_STATES, LAST_NAMES } from './random.ts';

export const SYNTHETIC_PASSWORD = DEMO_PASSWORD;
export const SYNTHETIC_DOMAIN = 'synthetic.test';
export const syntheticLawFirmEmail = (n: number) => `lf-${n}@${SYNTHETIC_DOMAIN}`;
export const syntheticLienholderEmail = (n: number) => `lh-${n}@${SYNTHETIC_DOMAIN}`;
/** Every organisation taking part gets these tags (the seed tags a share of its cases with them). */
export const SYNTHETIC_TAGS = ['Priority', 'Surgery', 'Minor', 'Spanish speaking', 'Referral'] as const;
/** The case-management system whose keys the seed writes (one per organisation, found by this name). */
export const SYNTHETIC_SYSTEM = 'Synthetic case management';
// In step with the name suffixes below (lh-1, the largest, is a health plan).
const LIENHOLDER_TYPES = ['HEALTH_INSURANCE', 'MEDICAL_PRACTICE', 'FUNDER', 'MEDICAL_PRACTICE', 'MEDICAL_PRACTICE', 'HEALTH_INSURANCE'];

export interface SyntheticOrganizations {
  /** Law firm ids by size rank (index 0 gets the most cases). */
  lawFirmIds: string[];
  /** Lienholder ids by size rank. */
  lienholderIds: string[];
}

const textArray = (values: readonly string[]) => sql`array[${sql.join(values.map((value) => sql.lit(value)))}]::text[]`;

/**
 * The synthetic organisations ranked by size, creating what is missing (a store seeded before keeps its
 * organisations, so seeding more cases adds to the same tenants). The demo organisations take part at fixed ranks,
 * so they keep some cases but the largest tenants are synthetic.
 */
export async function ensureSyntheticOrganizations(
  db: Kysely<Database>,
  { lawFirms, lienholders }: { lawFirms: number; lienholders: number },
): Promise<SyntheticOrganizations> {
  const lawFirmIds = await ensureKind(db, 'lf', lawFirms);
  const lienholderIds = await ensureKind(db, 'lh', lienholders);
  const demo = await db
    .selectFrom('legal_organizations as o')
    .innerJoin('accounts as a', 'a.organization_id', 'o.id')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .select(['o.id', 'o.type', 'u.email'])
    .where('u.email', 'like', '%@demo.test')
    .where('a.role', '=', 'ADMIN')
    .orderBy('u.email')
    .execute();
  const demoLawFirms = [...new Set(demo.filter((row) => row.type === 'LAW_FIRM').map((row) => row.id))];
  const demoLienholders = [...new Set(demo.filter((row) => !['LAW_FIRM', 'REFERRAL_LAW_FIRM'].includes(row.type)).map((row) => row.id))];
  const ranked = {
    lawFirmIds: placeAtRanks(lawFirmIds, demoLawFirms, [2, 20]),
    lienholderIds: placeAtRanks(lienholderIds, demoLienholders, [1, 3, 30]),
  };
  await ensureTagsAndSystems(db, [...demoLawFirms, ...demoLienholders]);
  return ranked;
}

/** Puts each extra id at its rank (or at the end when the list is shorter), keeping the others' order. */
function placeAtRanks(ids: string[], extras: string[], ranks: number[]): string[] {
  const result = [...ids];
  extras.forEach((id, index) => result.splice(Math.min(ranks[index] ?? result.length, result.length), 0, id));
  return result;
}

async function ensureKind(db: Kysely<Database>, prefix: 'lf' | 'lh', wanted: number): Promise<string[]> {
  const existing = await db
    .selectFrom('users as u')
    .innerJoin('accounts as a', 'a.user_id', 'u.id')
    .select(['a.organization_id', sql<number>`split_part(split_part(u.email, '@', 1), '-', 2)::int`.as('n')])
    .where('u.email', 'like', `${prefix}-%@${SYNTHETIC_DOMAIN}`)
    .execute();
  const byNumber = new Map(existing.map((row) => [Number(row.n), row.organization_id]));
  const missing = Array.from({ length: wanted }, (_, index) => index + 1).filter((n) => !byNumber.has(n));
  if (missing.length) {
    // scrypt is deliberately slow: one hash for every synthetic user (they share the demo password).
    const passwordHash = await hashPassword(SYNTHETIC_PASSWORD);
    const orgIds = missing.map(() => randomUUID());
    const userIds = missing.map(() => randomUUID());
    const isLawFirm = prefix === 'lf';
    await db.transaction().execute(async (trx) => {
      await sql`
        insert into legal_organizations (id, name, type, service_stage, can_create_registry_cases, city, state, created_at)
        select o.id,
               case when ${isLawFirm}
                    then (${textArray(LAST_NAMES)})[1 + (o.n * 7) % ${LAST_NAMES.length}] || ' & ' ||
                         (${textArray(LAST_NAMES)})[1 + (o.n * 13 + 5) % ${LAST_NAMES.length}] || ' Injury Law ' || o.n
                    else (${textArray(LAST_NAMES)})[1 + (o.n * 11) % ${LAST_NAMES.length}] || ' ' ||
                         (${textArray(['Health Plan', 'Spine & Rehab', 'Settlement Funding', 'Imaging', 'Medical Group', 'Mutual'])})[1 + (o.n - 1) % 6] ||
                         ' ' || o.n
               end,
               case when ${isLawFirm} then 'LAW_FIRM' else (${textArray(LIENHOLDER_TYPES)})[1 + (o.n - 1) % ${LIENHOLDER_TYPES.length}] end,
               'PAID', true, 'Springfield',
               (${textArray(INCIDENT_STATES)})[1 + o.n % ${INCIDENT_STATES.length}],
               now() - interval '3 years'
        from unnest(${sql.val(orgIds)}::uuid[], ${sql.val(missing)}::int[]) as o(id, n)`.execute(trx);
      await sql`
        insert into users (id, email, first_name, last_name, password_hash, is_first_login)
        select u.id, ${prefix} || '-' || u.n || ${`@${SYNTHETIC_DOMAIN}`}, 'Admin', ${prefix.toUpperCase()} || ' ' || u.n, ${passwordHash}, false
        from unnest(${sql.val(userIds)}::uuid[], ${sql.val(missing)}::int[]) as u(id, n)`.execute(trx);
      await sql`
        insert into accounts (user_id, organization_id, role)
        select a.user_id, a.organization_id, 'ADMIN'
        from unnest(${sql.val(userIds)}::uuid[], ${sql.val(orgIds)}::uuid[]) as a(user_id, organization_id)`.execute(trx);
    });
    await ensureTagsAndSystems(db, orgIds);
    missing.forEach((n, index) => byNumber.set(n, orgIds[index]!));
  }
  return Array.from({ length: wanted }, (_, index) => byNumber.get(index + 1)!);
}

async function ensureTagsAndSystems(db: Kysely<Database>, organizationIds: string[]): Promise<void> {
  if (!organizationIds.length) return;
  await sql`
    insert into tags (organization_id, name)
    select o.id, t.name
    from unnest(${sql.val(organizationIds)}::uuid[]) as o(id)
    cross join unnest(${textArray(SYNTHETIC_TAGS)}) as t(name)
    on conflict do nothing`.execute(db);
  await sql`
    insert into external_systems (organization_id, external_system_type, name)
    select o.id, 'OTHER', ${SYNTHETIC_SYSTEM}
    from unnest(${sql.val(organizationIds)}::uuid[]) as o(id)
    where not exists (select 1 from external_systems s where s.organization_id = o.id and s.name = ${SYNTHETIC_SYSTEM})`.execute(db);
}
