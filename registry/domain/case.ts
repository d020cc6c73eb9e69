// The case slice: turns portfolio rows into the contract's Case objects with a fixed number of batched queries per
// page, with what the viewer may do on each (capabilities.ts) and the 90-day rule (out-of-date.ts).
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { OrganizationRow, Viewer } from './context.ts';
import { isClosedStatus } from './options.ts';
import { iso, serializeOrganization } from './serialize.ts';
import { lienQuery, serializeLien, type LienRow } from './liens/queries.ts';
import { findPortfolioPage, type PortfolioRow } from './portfolio/queries.ts';
import { ALL_CASES } from './portfolio/rules.ts';
import { hasConnectedPaymentAccount } from './payments/accounts.ts';
import { caseCapabilities } from './capabilities.ts';
import { daysSinceLastUpdate, isOutOfDate } from './out-of-date.ts';

export async function organizationsById(db: Kysely<Database>, ids: (string | null)[]): Promise<Map<string, OrganizationRow>> {
  const unique = [...new Set(ids.filter((id): id is string => id !== null))];
  if (!unique.length) return new Map();
  const rows = await db.selectFrom('legal_organizations').selectAll().where('id', 'in', unique).execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/** What shapes a case's JSON beyond the viewer: the organisation-kind setting and the acting account's features. */
export interface CaseReading {
  referralLawFirmIsLawFirm: boolean;
  /** The acting account's service features (some capabilities depend on them). */
  accountFeatures: readonly string[] | null;
}

/** The visible cases among `ids`, as JSON, in the order of `ids` (ids not visible are left out). */
export async function findCases(db: Kysely<Database>, viewer: Viewer, ids: string[], reading: CaseReading) {
  if (!ids.length) return [];
  const rows = await findPortfolioPage(
    db,
    viewer,
    { ...ALL_CASES, ids },
    { ordering: { field: 'created_at', descending: false }, limit: null },
  );
  const byId = new Map((await hydrateCases(db, rows, viewer, reading)).map((kase) => [kase.id, kase]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function findCase(db: Kysely<Database>, viewer: Viewer, id: string, reading: CaseReading) {
  return (await findCases(db, viewer, [id], reading))[0] ?? null;
}

export async function hydrateCases(
  db: Kysely<Database>,
  rows: PortfolioRow[],
  viewer: Viewer,
  { referralLawFirmIsLawFirm, accountFeatures }: CaseReading,
) {
  const now = Date.now();
  if (!rows.length) return [];
  const caseIds = rows.map((row) => row.id);
  const [organizations, lienholders, ownLiens, viewerHasPaymentAccount] = await Promise.all([
    organizationsById(
      db,
      rows.flatMap((row) => [row.law_firm_id, row.created_by_organization_id, row.last_updated_by_organization_id]),
    ),
    db
      .selectFrom('liens as l')
      .innerJoin('legal_organizations as o', 'o.id', 'l.lienholder_id')
      .select(['l.case_id', 'o.id', 'o.name', 'o.type'])
      .where('l.case_id', 'in', caseIds)
      .where('l.verification_status', '!=', 'REJECTED')
      .orderBy('o.name')
      .orderBy('o.id')
      .execute(),
    viewer.kind === 'LIENHOLDER'
      ? lienQuery(db).where('l.case_id', 'in', caseIds).where('l.lienholder_id', '=', viewer.organizationId).execute()
      : Promise.resolve([] as LienRow[]),
    viewer.kind === 'LIENHOLDER' ? hasConnectedPaymentAccount(db, viewer.organizationId) : Promise.resolve(false),
  ]);
  const lienholdersByCase = Map.groupBy(lienholders, (row) => row.case_id);
  const ownLienByCase = new Map(ownLiens.map((lien) => [lien.case_id, lien]));

  return rows.map((row) => {
    const lawFirm = row.law_firm_id ? organizations.get(row.law_firm_id) : undefined;
    const createdBy = organizations.get(row.created_by_organization_id);
    const caseLienholders = (lienholdersByCase.get(row.id) ?? []).map(({ id, name, type }) => ({ id, name, type }));
    const ownLien = ownLienByCase.get(row.id);
    return {
      id: row.id,
      plaintiff: {
        id: row.plaintiff_id,
        first_name: row.plaintiff_first_name,
        last_name: row.plaintiff_last_name,
        birthdate: row.plaintiff_birthdate,
      },
      date_of_loss: row.date_of_loss,
      state_of_incident: row.state_of_incident,
      type: row.type,
      status: row.status,
      is_closed: isClosedStatus(row.status),
      appearance_date: row.appearance_date,
      date_expected_to_receive_check: row.date_expected_to_receive_check,
      lawsuit_filed_date: row.lawsuit_filed_date,
      law_firm: lawFirm ? serializeOrganization(lawFirm, referralLawFirmIsLawFirm) : null,
      law_firm_last_active_at: iso(row.law_firm_last_active_at),
      is_editable_by_lienholder: row.is_editable_by_lienholder,
      has_single_lienholder: caseLienholders.length === 1,
      last_updated_at: iso(row.last_updated_at),
      days_since_last_update: daysSinceLastUpdate(row.last_updated_at, now),
      is_out_of_date: isOutOfDate(row.status, row.last_updated_at, now),
      last_updated_by_organization_name: row.last_updated_by_organization_id
        ? (organizations.get(row.last_updated_by_organization_id)?.name ?? null)
        : null,
      created_at: iso(row.created_at),
      created_by_organization: createdBy ? { id: createdBy.id, name: createdBy.name } : null,
      lienholders: caseLienholders,
      user_lien: ownLien ? serializeLien(ownLien, viewer) : null,
      is_resolved: viewer.kind === 'LIENHOLDER' ? row.own_resolution_status !== null : null,
      viewer_can: caseCapabilities(viewer, {
        lawFirmId: row.law_firm_id,
        isEditableByLienholder: row.is_editable_by_lienholder,
        ownLien: ownLien ? { lienholderId: ownLien.lienholder_id, isBlacklisted: Boolean(ownLien.is_lienholder_blacklisted) } : null,
        accountFeatures,
        lienholderCount: caseLienholders.length,
        viewerHasPaymentAccount,
      }),
    };
  });
}

export type SerializedCase = Awaited<ReturnType<typeof hydrateCases>>[number];
