import { graphql, useFragment, usePreloadedQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import type { StatusTabPanelQuery } from '../../__generated__/StatusTabPanelQuery.graphql.ts';
import type { StatusTabPanel_case$key } from '../../__generated__/StatusTabPanel_case.graphql.ts';
import type { LawFirmStatusPanel_options$key } from '../../__generated__/LawFirmStatusPanel_options.graphql.ts';
import { CaseLoadError } from '../case/CaseLoadError.tsx';
import { LienStatusPanel } from '../liens/LienStatusPanel.tsx';
import { LawFirmStatusPanel } from './LawFirmStatusPanel.tsx';

// Loaded when the Status tab opens (see features/case/caseTabs.ts).
const query = graphql`
  query StatusTabPanelQuery($internalID: String!) @preloadable {
    viewer {
      activeAccount {
        organization {
          sharesDocumentsManually
        }
      }
      case(internalID: $internalID) {
        ...StatusTabPanel_case
      }
    }
    options {
      ...LawFirmStatusPanel_options
    }
  }
`;

export function StatusTabPanel({ queryRef }: { queryRef: PreloadedQuery<StatusTabPanelQuery> }) {
  const data = usePreloadedQuery<StatusTabPanelQuery>(query, queryRef);
  if (!data.viewer?.case) return <CaseLoadError />;
  return (
    <StatusTab
      caseRef={data.viewer.case}
      options={data.options}
      sharesDocumentsManually={data.viewer.activeAccount.organization.sharesDocumentsManually}
    />
  );
}

/** The law firm's status of the case, and the viewer's own lien's status when it holds one. */
function StatusTab({
  caseRef,
  options,
  sharesDocumentsManually,
}: {
  caseRef: StatusTabPanel_case$key;
  options: LawFirmStatusPanel_options$key;
  sharesDocumentsManually: boolean;
}) {
  const kase = useFragment(
    graphql`
      fragment StatusTabPanel_case on Case {
        ...LawFirmStatusPanel_case
        userLien {
          ...LienStatusPanel_lien
        }
      }
    `,
    caseRef,
  );
  return (
    <>
      <LawFirmStatusPanel caseRef={kase} options={options} />
      {kase.userLien ? <LienStatusPanel lienRef={kase.userLien} sharesDocumentsManually={sharesDocumentsManually} /> : null}
    </>
  );
}
