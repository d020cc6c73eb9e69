import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { LazyCounterBadge } from '../../ui/LazyBadge.tsx';
import { Alert24Regular } from '@fluentui/react-icons';
import { Suspense, lazy, useCallback, useState } from 'react';
import { graphql, useFragment, usePaginationFragment } from 'react-relay';
import type { NotificationsBellPaginationQuery } from '../../__generated__/NotificationsBellPaginationQuery.graphql.ts';
import type { NotificationsBellList_viewer$key } from '../../__generated__/NotificationsBellList_viewer.graphql.ts';
import type { NotificationsBell_viewer$key } from '../../__generated__/NotificationsBell_viewer.graphql.ts';
import { useMarkNotificationsViewedMutation } from './mutations/useMarkNotificationsViewedMutation.ts';
import { EMPTY_NOTIFICATIONS } from './texts.ts';
import { useNotificationsLiveUpdates } from './useNotificationsLiveUpdates.ts';
import { LazyPopover } from '../../ui/LazyPopover.tsx';

const PAGE_SIZE = 20;

const NotificationsList = lazy(async () => ({ default: (await import('./NotificationsList.tsx')).NotificationsList }));

const useStyles = makeStyles({
  icon: { position: 'relative', display: 'inline-flex' },
  badge: { position: 'absolute', top: '-6px', insetInlineEnd: '-8px', pointerEvents: 'none' },
  surface: {
    width: '350px',
    maxHeight: '600px',
    boxSizing: 'border-box',
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
  },
  title: {
    fontWeight: tokens.fontWeightSemibold,
    paddingBlock: tokens.spacingVerticalS,
    paddingInline: tokens.spacingHorizontalL,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  scroller: { overflowY: 'auto', minHeight: 0 },
  empty: { padding: tokens.spacingHorizontalL, color: tokens.colorNeutralForeground2 },
  more: { display: 'flex', justifyContent: 'center', padding: tokens.spacingVerticalS },
});

/** The header's bell: the unviewed badge, the popover with the user's notifications, kept live by a subscription. */
export function NotificationsBell({ viewer }: { viewer: NotificationsBell_viewer$key }) {
  const styles = useStyles();
  const data = useFragment(
    graphql`
      fragment NotificationsBell_viewer on Viewer {
        notificationCounts {
          unviewed
        }
        ...NotificationsBellList_viewer
      }
    `,
    viewer,
  );
  const list = usePaginationFragment<NotificationsBellPaginationQuery, NotificationsBellList_viewer$key>(
    graphql`
      fragment NotificationsBellList_viewer on Viewer
      @refetchable(queryName: "NotificationsBellPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        notifications(first: $count, after: $cursor) @connection(key: "NotificationsBell_notifications") {
          __id
          edges {
            node {
              id
              viewedAt
              # eslint-disable-next-line relay/must-colocate-fragment-spreads -- read by NotificationItem.tsx, in the lazy NotificationsList.tsx
              ...NotificationItem_notification
            }
          }
        }
      }
    `,
    data,
  );
  const connectionId = list.data.notifications.__id;
  const edges = list.data.notifications.edges;
  useNotificationsLiveUpdates(connectionId);

  const [open, setOpen] = useState(false);
  const markViewed = useMarkNotificationsViewedMutation();

  const onOpenChange = (nextOpen: boolean) => {
    setOpen(nextOpen);
    // Opening views what it lists: the badge counts what the user has not seen yet.
    if (nextOpen) markViewed(edges.filter((edge) => edge.node.viewedAt == null).map((edge) => edge.node.id));
  };
  const close = useCallback(() => setOpen(false), []);

  const unviewed = data.notificationCounts.unviewed;
  return (
    <LazyPopover
      open={open}
      onOpenChange={onOpenChange}
      positioning="below-end"
      withArrow
      surfaceClassName={styles.surface}
      surfaceLabel="Notifications"
      trigger={
        <Button
          appearance="subtle"
          aria-label={unviewed > 0 ? `Notifications, ${unviewed} new` : 'Notifications'}
          icon={
            <span className={styles.icon}>
              <Alert24Regular />
              {unviewed > 0 && (
                <LazyCounterBadge
                  className={styles.badge}
                  count={unviewed}
                  overflowCount={99}
                  size="small"
                  color="danger"
                  data-testid="notifications-badge"
                />
              )}
            </span>
          }
        />
      }
    >
      <Text className={styles.title}>Notifications</Text>
      <div className={styles.scroller}>
        {edges.length === 0 ? (
          <Text as="p" className={styles.empty}>
            {EMPTY_NOTIFICATIONS}
          </Text>
        ) : (
          <Suspense fallback={null}>
            <NotificationsList
              notifications={edges.map((edge) => ({ id: edge.node.id, notification: edge.node }))}
              connectionId={connectionId}
              onClose={close}
            />
          </Suspense>
        )}
        {list.hasNext && (
          <div className={styles.more}>
            <Button appearance="subtle" disabled={list.isLoadingNext} onClick={() => list.loadNext(PAGE_SIZE)}>
              {list.isLoadingNext ? 'Loading...' : 'Load more'}
            </Button>
          </div>
        )}
      </div>
    </LazyPopover>
  );
}
