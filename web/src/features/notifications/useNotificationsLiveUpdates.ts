import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useNotificationsLiveUpdatesSubscription } from '../../__generated__/useNotificationsLiveUpdatesSubscription.graphql.ts';
import { copyCountsToViewer } from './notificationCounts.ts';

const subscription = graphql`
  subscription useNotificationsLiveUpdatesSubscription($connections: [ID!]!, $after: String) {
    # after: set by the subscription client when it resumes after a reconnection (relay/liveResume.ts).
    notificationsChanged(after: $after) {
      # A new notification lands at the top of the bell's list (newest first).
      notificationEdge @prependEdge(connections: $connections) {
        cursor
        node {
          id
          viewedAt
          ...NotificationItem_notification
        }
      }
      # One read in another tab: its item loses its unread mark; one dismissed there leaves this list too.
      changedNotification {
        id
        ...NotificationItem_notification
      }
      dismissedNotificationId @deleteEdge(connections: $connections)
      notificationCounts {
        unviewed
        unread
      }
    }
  }
`;

/**
 * The signed-in user's notifications, live: new ones are prepended to the bell's list, ones read or dismissed in
 * another tab change or leave it, and the badge follows.
 */
export function useNotificationsLiveUpdates(connectionId: string): void {
  const config = useMemo<GraphQLSubscriptionConfig<useNotificationsLiveUpdatesSubscription>>(
    () => ({
      subscription,
      variables: { connections: [connectionId] },
      updater: (store) => copyCountsToViewer(store, store.getRootField('notificationsChanged')?.getLinkedRecord('notificationCounts')),
      onError: (error) => console.error('Live notifications stopped', error),
    }),
    [connectionId],
  );
  useSubscription(config);
}
