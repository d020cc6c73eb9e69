import { graphql, usePreloadedQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import type { DocumentsTabPanelQuery } from '../../__generated__/DocumentsTabPanelQuery.graphql.ts';
import { CaseLoadError } from '../case/CaseLoadError.tsx';
import { RequestDocumentsDialog } from '../document-requests/RequestDocumentsDialog.tsx';
import { DocumentsTab } from './DocumentsTab.tsx';

// Loaded when the Documents tab opens (see features/case/caseTabs.ts).
const query = graphql`
  query DocumentsTabPanelQuery($internalID: String!) @preloadable {
    viewer {
      case(internalID: $internalID) {
        id
        ...DocumentsTab_case
      }
    }
  }
`;

export function DocumentsTabPanel({ queryRef }: { queryRef: PreloadedQuery<DocumentsTabPanelQuery> }) {
  const data = usePreloadedQuery<DocumentsTabPanelQuery>(query, queryRef);
  const kase = data.viewer?.case;
  if (!kase) return <CaseLoadError />;
  return (
    <DocumentsTab
      caseRef={kase}
      // The New menu's 'Document Request': the document-requests slice's dialog (also in the header's Actions menu).
      renderRequestDocuments={(onClose) => <RequestDocumentsDialog caseId={kase.id} onClose={onClose} />}
    />
  );
}
