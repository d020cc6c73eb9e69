// Who sees a document, and what a viewer may do with it (issue 11 design, "Rules").
// - The case's law firm: case documents, the lien documents of its non-rejected liens that share documents, and the
//   documents it added itself.
// - A lienholder: case documents when it has a non-rejected lien on the case, and the documents of its own liens.
// Nobody else sees a document: every route answers 404 for it.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Viewer } from '../context.ts';
import { caseAudience } from '../outbox.ts';

export type Executor = Kysely<Database> | Transaction<Database>;

/** The documents the viewer sees, with what serialisation needs (the creating organisation's name). */
export function visibleDocuments(db: Executor, viewer: Viewer) {
  const query = db
    .selectFrom('documents as d')
    .innerJoin('cases as c', 'c.id', 'd.case_id')
    .leftJoin('liens as l', 'l.id', 'd.lien_id')
    .leftJoin('legal_organizations as o', 'o.id', 'd.created_by_organization_id')
    .selectAll('d')
    .select(['o.name as created_by_organization_name', 'l.lienholder_id as lien_lienholder_id']);
  if (viewer.kind === 'LAW_FIRM')
    return query
      .where('c.law_firm_id', '=', viewer.organizationId)
      .where((eb) =>
        eb.or([
          eb('d.lien_id', 'is', null),
          eb('d.created_by_organization_id', '=', viewer.organizationId),
          eb.and([eb('l.share_documents', '=', true), eb('l.verification_status', '!=', 'REJECTED')]),
        ]),
      );
  return query.where((eb) =>
    eb.or([
      eb.and([
        eb('d.lien_id', 'is', null),
        eb.exists(
          eb
            .selectFrom('liens as own')
            .select('own.id')
            .whereRef('own.case_id', '=', 'd.case_id')
            .where('own.lienholder_id', '=', viewer.organizationId)
            .where('own.verification_status', '!=', 'REJECTED'),
        ),
      ]),
      eb('l.lienholder_id', '=', viewer.organizationId),
    ]),
  );
}

export type DocumentRow = Awaited<ReturnType<ReturnType<typeof visibleDocuments>['executeTakeFirstOrThrow']>>;

export const findVisibleDocument = (db: Executor, viewer: Viewer, id: string): Promise<DocumentRow | undefined> =>
  visibleDocuments(db, viewer).where('d.id', '=', id).executeTakeFirst();

interface Priced {
  price: string | number;
  is_paid_for: boolean;
  created_by_organization_id: string | null;
}

/** A law-firm viewer must pay a priced document before it opens. */
export const needsPayment = (document: Priced, viewer: Viewer): boolean =>
  viewer.kind === 'LAW_FIRM' && Number(document.price) > 0 && !document.is_paid_for;

export function viewerCan(document: Priced, viewer: Viewer) {
  const edit = document.created_by_organization_id === viewer.organizationId;
  const payment = needsPayment(document, viewer);
  return { edit, delete: edit && !document.is_paid_for, download: !payment, pay: payment };
}

/** The organisations that see a document (its events' audience): the rules above, for one document. */
export async function documentAudience(
  trx: Executor,
  document: { case_id: string; lien_id: string | null; created_by_organization_id: string | null },
): Promise<string[]> {
  if (document.lien_id === null) return caseAudience(trx, document.case_id);
  const row = await trx
    .selectFrom('liens as l')
    .innerJoin('cases as c', 'c.id', 'l.case_id')
    .select(['l.lienholder_id', 'l.share_documents', 'l.verification_status', 'c.law_firm_id'])
    .where('l.id', '=', document.lien_id)
    .executeTakeFirst();
  if (!row) return [];
  const audience = new Set([row.lienholder_id]);
  const firmSees =
    row.law_firm_id !== null &&
    (document.created_by_organization_id === row.law_firm_id || (row.share_documents && row.verification_status !== 'REJECTED'));
  if (firmSees) audience.add(row.law_firm_id!);
  return [...audience].sort();
}
