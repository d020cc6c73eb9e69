import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { ConnectionHandler } from 'relay-runtime';
import type { useDismissNotificationMutation as DismissNotificationMutation } from '../../../__generated__/useDismissNotificationMutation.graphql.ts';
import { adjustViewerCounts, copyCountsToViewer } from '../notificationCounts.ts';

const mutation = graphql`
  mutation useDismissNotificationMutation($input: DismissNotificationInput!, $connections: [ID!]!) {
    dismissNotification(input: $input) {
      dismissedNotificationId @deleteEdge(connections: $connections)
      notificationCounts {
        unviewed
        unread
      }
      userErrors {
        field
        message
      }
    }
  }
`;

/** Dismisses a notification: it leaves the bell's list at once (and comes back if the registry refuses). */
export function useDismissNotificationMutation(): (notificationId: string, connectionId: string) => void {
  const [commit] = useMutation<DismissNotificationMutation>(mutation);
  return useCallback(
    (notificationId: string, connectionId: string) => {
      commit({
        variables: { input: { notificationId }, connections: [connectionId] },
        optimisticUpdater: (store) => {
          const record = store.get(notificationId);
          if (record)
            adjustViewerCounts(store, {
              unread: record.getValue('readAt') == null ? -1 : 0,
              unviewed: record.getValue('viewedAt') == null ? -1 : 0,
            });
          const connection = store.get(connectionId);
          if (connection) ConnectionHandler.deleteNode(connection, notificationId);
        },
        updater: (store) => copyCountsToViewer(store, store.getRootField('dismissNotification')?.getLinkedRecord('notificationCounts')),
        onError: (error) => console.error('Dismissing a notification failed', error),
      });
    },
    [commit],
  );
}
