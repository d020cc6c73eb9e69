import { graphql, usePreloadedQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import type { FinanceTabPanelQuery } from '../../__generated__/FinanceTabPanelQuery.graphql.ts';
import { CaseLoadError } from '../case/CaseLoadError.tsx';
import { FinanceTab } from './FinanceTab.tsx';

// Loaded when the Finance tab opens (see features/case/caseTabs.ts).
const query = graphql`
  query FinanceTabPanelQuery($internalID: String!) {
    viewer {
      case(internalID: $internalID) {
        ...FinanceTab_case
      }
    }
  }
`;

export function FinanceTabPanel({ queryRef, isLawFirm }: { queryRef: PreloadedQuery<FinanceTabPanelQuery>; isLawFirm: boolean }) {
  const data = usePreloadedQuery<FinanceTabPanelQuery>(query, queryRef);
  if (!data.viewer?.case) return <CaseLoadError />;
  return <FinanceTab caseRef={data.viewer.case} canRejectVerification={isLawFirm} canRemoveLiens={isLawFirm} />;
}
