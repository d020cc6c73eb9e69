import {
  Body1,
  Button,
  Caption1,
  Tab,
  TabList,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { graphql, useFragment, usePaginationFragment } from 'react-relay';
import type { CaseHistoryDrawer_case$key } from '../../__generated__/CaseHistoryDrawer_case.graphql.ts';
import type { CaseHistoryDrawer_options$key } from '../../__generated__/CaseHistoryDrawer_options.graphql.ts';
import type { CaseHistoryItem_activity$key } from '../../__generated__/CaseHistoryItem_activity.graphql.ts';
import type { LienHistoryList_lien$key } from '../../__generated__/LienHistoryList_lien.graphql.ts';
import { formatDateTime } from '../../lib/format.ts';
import { SideDrawer } from '../../ui/SideDrawer.tsx';
import { creatorLine, describeActivity, type OptionLabels } from './activityText.ts';

const TITLE = 'Case History';
const LIEN_TITLE = 'Lien History';
const PAGE = 20;

const useStyles = makeStyles({
  drawer: { width: '460px', maxWidth: '100vw' },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  item: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    paddingBottom: tokens.spacingVerticalM,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  note: { whiteSpace: 'pre-wrap' },
  meta: { color: tokens.colorNeutralForeground3 },
  more: { alignSelf: 'center', marginTop: tokens.spacingVerticalM },
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
  lienRef: LienHistoryList_lien$key | null;
  options: CaseHistoryDrawer_options$key;
  open: boolean;
  onClose: () => void;
}) {
  const styles = useStyles();
  const [view, setView] = useState<'case' | 'lien'>('case');
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
  const title = view === 'lien' && lienRef ? LIEN_TITLE : TITLE;

  return (
    <SideDrawer
      title={title}
      open={open}
      onClose={onClose}
      className={styles.drawer}
      header={
        lienRef ? (
          <TabList size="small" selectedValue={view} onTabSelect={(_, { value }) => setView(value === 'lien' ? 'lien' : 'case')}>
            <Tab value="case">{TITLE}</Tab>
            <Tab value="lien">{LIEN_TITLE}</Tab>
          </TabList>
        ) : null
      }
    >
      {view === 'lien' && lienRef ? <LienHistoryList lienRef={lienRef} labels={labels} /> : <CaseHistoryList caseRef={caseRef} labels={labels} />}
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
          totalCount
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
  return <HistoryEntries title={TITLE} edges={data.history.edges} labels={labels} more={hasNext ? { loading: isLoadingNext, load: () => loadNext(PAGE) } : null} />;
}

export function LienHistoryList({ lienRef, labels }: { lienRef: LienHistoryList_lien$key; labels: OptionLabels }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment LienHistoryList_lien on Lien
      @refetchable(queryName: "LienHistoryListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        history(first: $count, after: $cursor) @connection(key: "LienHistoryList_history") {
          totalCount
          edges {
            node {
              id
              ...CaseHistoryItem_activity
            }
          }
        }
      }
    `,
    lienRef,
  );
  return (
    <HistoryEntries title={LIEN_TITLE} edges={data.history.edges} labels={labels} more={hasNext ? { loading: isLoadingNext, load: () => loadNext(PAGE) } : null} />
  );
}

function HistoryEntries({
  title,
  edges,
  labels,
  more,
}: {
  title: string;
  edges: ReadonlyArray<{ readonly node: { readonly id: string } & CaseHistoryItem_activity$key }>;
  labels: OptionLabels;
  more: { loading: boolean; load: () => void } | null;
}) {
  const styles = useStyles();
  return (
    <>
      {edges.length === 0 ? (
        <Body1>No {title} yet.</Body1>
      ) : (
        <ol className={styles.list} aria-label={title}>
          {edges.map((edge) => (
            <HistoryItem key={edge.node.id} activity={edge.node} labels={labels} />
          ))}
        </ol>
      )}
      {more ? (
        <Button className={styles.more} disabled={more.loading} onClick={more.load}>
          {more.loading ? 'Loading…' : 'Load more'}
        </Button>
      ) : null}
    </>
  );
}

function HistoryItem({ activity, labels }: { activity: CaseHistoryItem_activity$key; labels: OptionLabels }) {
  const styles = useStyles();
  const data = useFragment(
    graphql`
      fragment CaseHistoryItem_activity on Activity {
        type
        note
        createdAt
        createdByName
        createdByOrganizationName
        hideCreatedBy
        isInternalUser
        data
      }
    `,
    activity,
  );
  const creator = creatorLine(data);
  return (
    <li className={styles.item}>
      <Text weight="semibold">{describeActivity(data, labels)}</Text>
      {data.note ? <Body1 className={styles.note}>{data.note}</Body1> : null}
      <Caption1 className={styles.meta}>
        {creator ? `${creator} · ` : ''}
        {formatDateTime(data.createdAt)}
      </Caption1>
    </li>
  );
}
