import { Tab, TabList, makeStyles } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { graphql, useFragment, usePaginationFragment } from 'react-relay';
import type { CaseHistoryDrawer_case$key } from '../../__generated__/CaseHistoryDrawer_case.graphql.ts';
import type { CaseHistoryDrawer_options$key } from '../../__generated__/CaseHistoryDrawer_options.graphql.ts';
import type { CaseHistoryDrawer_lien$key } from '../../__generated__/CaseHistoryDrawer_lien.graphql.ts';
import { SideDrawer } from '../../ui/SideDrawer.tsx';
import type { OptionLabels } from './activityText.ts';
import { CaseHistoryItem } from './CaseHistoryItem.tsx';
import { HistoryEntries } from './HistoryEntries.tsx';
import { CASE_HISTORY_TITLE as TITLE, HISTORY_PAGE, LIEN_HISTORY_TITLE as LIEN_TITLE } from './historyLists.ts';
import { LienHistoryList } from './LienHistoryList.tsx';

const useStyles = makeStyles({
  drawer: { width: '460px', maxWidth: '100vw' },
});

export function CaseHistoryDrawer({
  caseRef,
  lienRef,
  options,
  open,
  onClose,
}: {
  caseRef: CaseHistoryDrawer_case$key;
  /** The viewer's own lien: its Lien History is offered beside the Case History. */
  lienRef: CaseHistoryDrawer_lien$key | null;
  options: CaseHistoryDrawer_options$key;
  open: boolean;
  onClose: () => void;
}) {
  const styles = useStyles();
  const [view, setView] = useState<'case' | 'lien'>('case');
  const lien = useFragment(
    graphql`
      fragment CaseHistoryDrawer_lien on Lien {
        ...LienHistoryList_lien
      }
    `,
    lienRef,
  );
  const lists = useFragment(
    graphql`
      fragment CaseHistoryDrawer_options on Options {
        activityTypes {
          value
          label
        }
        caseStatus {
          value
          label
        }
        treatmentStatus {
          value
          label
        }
      }
    `,
    options,
  );
  const labels = useMemo<OptionLabels>(
    () => ({
      activityTypes: new Map(lists.activityTypes.map((option) => [option.value, option.label])),
      caseStatus: new Map(lists.caseStatus.map((option) => [option.value, option.label])),
      treatmentStatus: new Map(lists.treatmentStatus.map((option) => [option.value, option.label])),
    }),
    [lists],
  );
  const title = view === 'lien' && lien ? LIEN_TITLE : TITLE;

  return (
    <SideDrawer
      title={title}
      open={open}
      onClose={onClose}
      className={styles.drawer}
      header={
        lien ? (
          <TabList size="small" selectedValue={view} onTabSelect={(_, { value }) => setView(value === 'lien' ? 'lien' : 'case')}>
            <Tab value="case">{TITLE}</Tab>
            <Tab value="lien">{LIEN_TITLE}</Tab>
          </TabList>
        ) : null
      }
    >
      {view === 'lien' && lien ? <LienHistoryList lienRef={lien} labels={labels} /> : <CaseHistoryList caseRef={caseRef} labels={labels} />}
    </SideDrawer>
  );
}

function CaseHistoryList({ caseRef, labels }: { caseRef: CaseHistoryDrawer_case$key; labels: OptionLabels }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment CaseHistoryDrawer_case on Case
      @refetchable(queryName: "CaseHistoryDrawerPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        history(first: $count, after: $cursor) @connection(key: "CaseHistoryDrawer_history") {
          edges {
            node {
              id
              ...CaseHistoryItem_activity
            }
          }
        }
      }
    `,
    caseRef,
  );
  return (
    <HistoryEntries
      title={TITLE}
      empty={data.history.edges.length === 0}
      more={hasNext ? { loading: isLoadingNext, load: () => loadNext(HISTORY_PAGE) } : null}
    >
      {data.history.edges.map((edge) => (
        <CaseHistoryItem key={edge.node.id} activity={edge.node} labels={labels} />
      ))}
    </HistoryEntries>
  );
}
