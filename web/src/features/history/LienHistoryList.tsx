import { graphql, usePaginationFragment } from 'react-relay';
import type { LienHistoryList_lien$key } from '../../__generated__/LienHistoryList_lien.graphql.ts';
import type { OptionLabels } from './activityText.ts';
import { CaseHistoryItem } from './CaseHistoryItem.tsx';
import { HistoryEntries } from './HistoryEntries.tsx';
import { HISTORY_PAGE, LIEN_HISTORY_TITLE } from './historyLists.ts';

export function LienHistoryList({ lienRef, labels }: { lienRef: LienHistoryList_lien$key; labels: OptionLabels }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment LienHistoryList_lien on Lien
      @refetchable(queryName: "LienHistoryListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        history(first: $count, after: $cursor) @connection(key: "LienHistoryList_history") {
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
    <HistoryEntries
      title={LIEN_HISTORY_TITLE}
      empty={data.history.edges.length === 0}
      more={hasNext ? { loading: isLoadingNext, load: () => loadNext(HISTORY_PAGE) } : null}
    >
      {data.history.edges.map((edge) => (
        <CaseHistoryItem key={edge.node.id} activity={edge.node} labels={labels} />
      ))}
    </HistoryEntries>
  );
}
