// The one rule of who sees a case, as a `where` filter on a query over `cases as c`: its law firm, or a lienholder
// holding a non-rejected lien on it.
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Viewer } from '../../domain/context.ts';

// The filter is applied to queries with different joins, so it takes any builder that has the alias `c`.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const viewerSeesCase = (viewer: Viewer) => (eb: ExpressionBuilder<any, any>): Expression<SqlBool> =>
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
