// The one rule of who sees a case: its law firm, or a lienholder holding a non-rejected lien on it. As a query of
// the visible cases (`visibleCases`, every portfolio read starts there) and as a `where` filter on any query over
// `cases as c` (`viewerSeesCase`).
import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Viewer } from './context.ts';

// The filter is applied to queries with different joins, so it takes any builder that has the alias `c`.
export const viewerSeesCase =
  (viewer: Viewer) =>
  (eb: ExpressionBuilder<any, any>): Expression<SqlBool> =>
    viewer.kind === 'LAW_FIRM'
      ? eb('c.law_firm_id', '=', viewer.organizationId)
      : eb.exists(
          eb
            .selectFrom('liens as mine')
            .select(sql`1`.as('one'))
            .whereRef('mine.case_id', '=', 'c.id')
            .where('mine.lienholder_id', '=', viewer.organizationId)
            .where('mine.verification_status', '!=', 'REJECTED'),
        );

export function visibleCases(db: Kysely<Database>, viewer: Viewer) {
  // `ul` is the viewer's own (non-rejected) lien; for a lienholder it is what makes the case visible.
  const query = db
    .selectFrom('cases as c')
    .innerJoin('persons as p', 'p.id', 'c.plaintiff_id')
    .leftJoin('liens as ul', (join) =>
      join
        .onRef('ul.case_id', '=', 'c.id')
        .on('ul.lienholder_id', '=', viewer.organizationId)
        .on('ul.verification_status', '!=', 'REJECTED'),
    );
  return viewer.kind === 'LAW_FIRM' ? query.where('c.law_firm_id', '=', viewer.organizationId) : query.where('ul.id', 'is not', null);
}
