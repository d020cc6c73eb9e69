import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useMarkNotificationReadMutation as MarkNotificationReadMutation } from '../../../__generated__/useMarkNotificationReadMutation.graphql.ts';
import { adjustViewerCounts, copyCountsToViewer } from '../notificationCounts.ts';

const mutation = graphql`
  mutation useMarkNotificationReadMutation($input: MarkNotificationReadInput!) {
    markNotificationRead(input: $input) {
      notification {
        id
        readAt
        viewedAt
      }
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

/** Marks a notification read (it was clicked): the unread dot goes at once; Relay puts it back if refused. */
export function useMarkNotificationReadMutation(): (notificationId: string) => void {
  const [commit] = useMutation<MarkNotificationReadMutation>(mutation);
  return useCallback(
    (notificationId: string) => {
      const now = new Date().toISOString();
      commit({
        variables: { input: { notificationId } },
        optimisticUpdater: (store) => {
          const record = store.get(notificationId);
          if (!record) return;
          const wasUnread = record.getValue('readAt') == null;
          const wasUnviewed = record.getValue('viewedAt') == null;
          record.setValue(now, 'readAt');
          if (wasUnviewed) record.setValue(now, 'viewedAt');
          adjustViewerCounts(store, { unread: wasUnread ? -1 : 0, unviewed: wasUnviewed ? -1 : 0 });
        },
        updater: (store) => copyCountsToViewer(store, store.getRootField('markNotificationRead')?.getLinkedRecord('notificationCounts')),
        onError: (error) => console.error('Marking a notification read failed', error),
      });
    },
    [commit],
  );
}
