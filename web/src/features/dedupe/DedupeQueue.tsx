import { Body1, Button, Caption1, Spinner, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { graphql, usePaginationFragment } from 'react-relay';
import type { DedupeQueue_viewer$key } from '../../__generated__/DedupeQueue_viewer.graphql.ts';
import { DEDUPE_PAGE_SIZE } from './filters.ts';
import { MatchCard } from './MatchCard.tsx';
import type { CountField } from './mutations/queueStore.ts';
import type { QueueStatusFilter } from './selection.ts';
import { DEDUPE_TEXTS, dedupedAll } from './texts.ts';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  empty: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingVerticalXXL,
    textAlign: 'center',
  },
});

const COUNT_OF_STATUS: Record<QueueStatusFilter, CountField> = {
  NEW: 'new',
  NEEDS_MORE_INFORMATION: 'needsMoreInformation',
  DISMISSED: 'dismissed',
};

/** The match cards of one tab and status, 10 a page with 'Load more'; the empty texts when none is left. */
export function DedupeQueue({
  viewer,
  statusFilter,
  modelLabel,
  countsId,
}: {
  viewer: DedupeQueue_viewer$key;
  statusFilter: QueueStatusFilter;
  /** 'case' or 'contact' (the empty text's model). */
  modelLabel: string;
  /** The counts record of the status radio (lowered by one per decision). */
  countsId: string | null;
}) {
  const styles = useStyles();
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment DedupeQueue_viewer on Viewer
      @refetchable(queryName: "DedupeQueuePaginationQuery")
      @argumentDefinitions(
        modelType: { type: "MatchModelType!" }
        status: { type: "MatchStatus" }
        search: { type: "String" }
        orderBy: { type: "MatchOrder" }
        importId: { type: "String" }
        relatedToCompulsionFirm: { type: "Boolean" }
        count: { type: "Int", defaultValue: 10 }
        cursor: { type: "String" }
      ) {
        dedupeMatches(
          modelType: $modelType
          status: $status
          search: $search
          orderBy: $orderBy
          importId: $importId
          relatedToCompulsionFirm: $relatedToCompulsionFirm
          first: $count
          after: $cursor
        )
          @connection(
            key: "DedupeQueue_dedupeMatches"
            filters: ["modelType", "status", "search", "orderBy", "importId", "relatedToCompulsionFirm"]
          ) {
          __id
          totalCount
          edges {
            node {
              id
              ...MatchCard_match
            }
          }
        }
      }
    `,
    viewer,
  );
  const connection = data.dedupeMatches;
  if (!connection) return null;
  if (connection.edges.length === 0 && !hasNext) {
    return (
      <div className={styles.empty} role="status">
        <Subtitle2>{dedupedAll(modelLabel)}</Subtitle2>
        <Body1>{DEDUPE_TEXTS.repopulate}</Body1>
      </div>
    );
  }
  const place = { connectionId: connection.__id, countsId, from: COUNT_OF_STATUS[statusFilter] };
  return (
    <div className={styles.list}>
      <Caption1 aria-live="polite">{connection.totalCount === 1 ? '1 match' : `${connection.totalCount} matches`}</Caption1>
      {connection.edges.map(({ node }) => (
        <MatchCard key={node.id} match={node} statusFilter={statusFilter} place={place} />
      ))}
      {hasNext ? (
        <Button
          disabled={isLoadingNext}
          onClick={() => loadNext(DEDUPE_PAGE_SIZE)}
          icon={isLoadingNext ? <Spinner size="tiny" /> : undefined}
        >
          {DEDUPE_TEXTS.loadMore}
        </Button>
      ) : null}
    </div>
  );
}
