import type { ReactNode } from 'react';
import { graphql, usePreloadedQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import type { InboxTabPanelQuery } from '../../__generated__/InboxTabPanelQuery.graphql.ts';
import { CaseLoadError } from '../case/CaseLoadError.tsx';
import type { ThreadViewThread } from './ThreadView.tsx';
import { InboxTab } from './InboxTab.tsx';

// Loaded when the Inbox tab opens (see features/case/caseTabs.ts); the badge's count comes with the case header.
const query = graphql`
  query InboxTabPanelQuery($internalID: String!) @preloadable {
    viewer {
      case(internalID: $internalID) {
        ...InboxTab_case
      }
    }
  }
`;

export function InboxTabPanel({
  queryRef,
  renderThreadActions,
}: {
  queryRef: PreloadedQuery<InboxTabPanelQuery>;
  renderThreadActions?: (thread: ThreadViewThread) => ReactNode;
}) {
  const data = usePreloadedQuery<InboxTabPanelQuery>(query, queryRef);
  if (!data.viewer?.case) return <CaseLoadError />;
  return <InboxTab caseRef={data.viewer.case} renderThreadActions={renderThreadActions} />;
}
