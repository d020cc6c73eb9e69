import { graphql, usePreloadedQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import type { ContactsTabPanelQuery } from '../../__generated__/ContactsTabPanelQuery.graphql.ts';
import { CaseLoadError } from '../case/CaseLoadError.tsx';
import { ContactsTab } from './ContactsTab.tsx';

// Loaded when the Contacts tab opens (see features/case/caseTabs.ts).
const query = graphql`
  query ContactsTabPanelQuery($internalID: String!) @preloadable {
    viewer {
      case(internalID: $internalID) {
        ...ContactsTab_case
      }
    }
  }
`;

export function ContactsTabPanel({
  queryRef,
  onChangeLawFirm,
  onRemove,
}: {
  queryRef: PreloadedQuery<ContactsTabPanelQuery>;
  onChangeLawFirm?: () => void;
  onRemove?: (lien: { lienId: string; lienholderName: string }) => void;
}) {
  const data = usePreloadedQuery<ContactsTabPanelQuery>(query, queryRef);
  if (!data.viewer?.case) return <CaseLoadError />;
  return <ContactsTab caseRef={data.viewer.case} onChangeLawFirm={onChangeLawFirm} onRemove={onRemove} />;
}
