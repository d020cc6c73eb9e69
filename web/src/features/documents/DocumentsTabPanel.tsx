import { graphql, usePreloadedQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import type { DocumentsTabPanelQuery } from '../../__generated__/DocumentsTabPanelQuery.graphql.ts';
import { CaseLoadError } from '../case/CaseLoadError.tsx';
import { DocumentsTab } from './DocumentsTab.tsx';

// Loaded when the Documents tab opens (see features/case/caseTabs.ts).
const query = graphql`
  query DocumentsTabPanelQuery($internalID: String!) {
    viewer {
      case(internalID: $internalID) {
        ...DocumentsTab_case
      }
    }
  }
`;

export function DocumentsTabPanel({ queryRef }: { queryRef: PreloadedQuery<DocumentsTabPanelQuery> }) {
  const data = usePreloadedQuery<DocumentsTabPanelQuery>(query, queryRef);
  const kase = data.viewer?.case;
  if (!kase) return <CaseLoadError />;
  return <DocumentsTab caseRef={kase} />;
}
