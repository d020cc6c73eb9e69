import { graphql, usePreloadedQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import type { FinanceTabPanelQuery } from '../../__generated__/FinanceTabPanelQuery.graphql.ts';
import { CaseLoadError } from '../case/CaseLoadError.tsx';
import { FinanceTab } from './FinanceTab.tsx';

// Loaded when the Finance tab opens (see features/case/caseTabs.ts).
const query = graphql`
  query FinanceTabPanelQuery($internalID: String!) @preloadable {
    viewer {
      case(internalID: $internalID) {
        viewerCan {
          rejectVerification
          removeLiens
        }
        ...FinanceTab_case
      }
    }
  }
`;

export function FinanceTabPanel({ queryRef }: { queryRef: PreloadedQuery<FinanceTabPanelQuery> }) {
  const data = usePreloadedQuery<FinanceTabPanelQuery>(query, queryRef);
  const kase = data.viewer?.case;
  if (!kase) return <CaseLoadError />;
  const can = kase.viewerCan;
  return <FinanceTab caseRef={kase} canRejectVerification={can.rejectVerification} canRemoveLiens={can.removeLiens} />;
}
