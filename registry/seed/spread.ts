// Who holds the synthetic cases: the largest and a typical tenant of each kind, with their sign-in, for the seed's
// summary and the bench's choice of whom to sign in as.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { SYNTHETIC_DOMAIN } from './synthetic-organizations.ts';

export interface Tenant {
  kind: 'LAW_FIRM' | 'LIENHOLDER';
  /** largest, or typical (the median synthetic organisation of its kind by cases, among those that fill a first page). */
  size: 'largest' | 'typical';
  organizationId: string;
  name: string;
  email: string;
  /** Law firm: its cases; lienholder: its liens (not rejected). */
  cases: number;
}

/**
 * A typical tenant's list fills a first page. Most synthetic organisations of a small store hold a case or two: a
 * page of two rows says nothing of how the same page of twenty costs as the store grows.
 */
export const TYPICAL_MIN_CASES = 20;

/**
 * The largest synthetic law firm and lienholder by the cases each sees, and the median of those with at least
 * TYPICAL_MIN_CASES.
 */
export async function syntheticTenants(db: Kysely<Database>): Promise<Tenant[]> {
  const rows = await sql<{ kind: 'LAW_FIRM' | 'LIENHOLDER'; organization_id: string; name: string; email: string; cases: string }>`
    with sizes as (
      select 'LAW_FIRM' as kind, law_firm_id as organization_id, count(*) as cases from cases where law_firm_id is not null group by law_firm_id
      union all
      select 'LIENHOLDER', lienholder_id, count(*) from liens where verification_status <> 'REJECTED' group by lienholder_id
    ), synthetic as (
      select s.kind, s.organization_id, o.name, u.email, s.cases,
             row_number() over (partition by s.kind order by s.cases desc, u.email) as position,
             row_number() over (partition by s.kind, s.cases >= ${TYPICAL_MIN_CASES} order by s.cases desc, u.email) as full_position,
             count(*) filter (where s.cases >= ${TYPICAL_MIN_CASES}) over (partition by s.kind) as full_tenants
      from sizes s
      join legal_organizations o on o.id = s.organization_id
      join accounts a on a.organization_id = s.organization_id and a.role = 'ADMIN'
      join users u on u.id = a.user_id and u.email like ${`%@${SYNTHETIC_DOMAIN}`}
    )
    select kind, organization_id, name, email, cases from synthetic
    where position = 1 or (cases >= ${TYPICAL_MIN_CASES} and full_position = (full_tenants + 1) / 2)
    order by kind, position`.execute(db);
  return rows.rows.map((row, index, all) => ({
    kind: row.kind,
    size: all.findIndex((other) => other.kind === row.kind) === index ? 'largest' : 'typical',
    organizationId: row.organization_id,
    name: row.name,
    email: row.email,
    cases: Number(row.cases),
  }));
}

export async function describeSpread(db: Kysely<Database>): Promise<string[]> {
  const counts = await sql<{ law_firms: string; lienholders: string; liens: string; tags: string; keys: string }>`
    select (select count(distinct law_firm_id) from cases) as law_firms,
           (select count(distinct lienholder_id) from liens) as lienholders,
           (select count(*) from liens) as liens,
           (select count(*) from case_tags) as tags,
           (select count(*) from external_keys) as keys`.execute(db);
  const c = counts.rows[0]!;
  const n = (value: string | number) => Number(value).toLocaleString('en-US');
  return [
    `${n(c.law_firms)} law firms and ${n(c.lienholders)} lienholders hold cases; ${n(c.liens)} liens, ${n(c.tags)} case tags, ${n(c.keys)} external keys`,
    ...(await syntheticTenants(db)).map(
      (t) =>
        `${t.size} ${t.kind === 'LAW_FIRM' ? 'law firm' : 'lienholder'}: ${t.name} (${t.email}), ${n(t.cases)} ${t.kind === 'LAW_FIRM' ? 'cases' : 'liens'}`,
    ),
  ];
}
