import { Spinner } from '@fluentui/react-components';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { LienHistoryDialogQuery } from '../../__generated__/LienHistoryDialogQuery.graphql.ts';
import type { OptionLabels } from '../history/activityText.ts';
import { LienHistoryList } from '../history/LienHistoryList.tsx';
import { InfoDialog } from '../../ui/InfoDialog.tsx';

// Every lien activity type has its own rendering in activityText, so no option labels are needed here.
const LABELS: OptionLabels = { activityTypes: new Map(), caseStatus: new Map() };

/** The law firm's view of one lien's history (rejection, resubmission, balance…), loaded when opened. */
export function LienHistoryDialog({ lienId, lienholderName, onClose }: { lienId: string; lienholderName: string; onClose: () => void }) {
  return (
    <InfoDialog title={`${lienholderName}: Lien History`} onClose={onClose}>
      <Suspense fallback={<Spinner label="Loading history…" />}>
        <LienHistory lienId={lienId} />
      </Suspense>
    </InfoDialog>
  );
}

function LienHistory({ lienId }: { lienId: string }) {
  const data = useLazyLoadQuery<LienHistoryDialogQuery>(
    graphql`
      query LienHistoryDialogQuery($id: ID!) {
        node(id: $id) {
          ...LienHistoryList_lien @alias(as: "lien")
        }
      }
    `,
    { id: lienId },
    { fetchPolicy: 'store-and-network' },
  );
  return data.node?.lien ? <LienHistoryList lienRef={data.node.lien} labels={LABELS} /> : null;
}
