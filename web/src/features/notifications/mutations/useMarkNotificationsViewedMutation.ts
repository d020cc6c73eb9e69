import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useMarkNotificationsViewedMutation as MarkNotificationsViewedMutation } from '../../../__generated__/useMarkNotificationsViewedMutation.graphql.ts';
import { adjustViewerCounts, copyCountsToViewer } from '../notificationCounts.ts';

const mutation = graphql`
  mutation useMarkNotificationsViewedMutation($input: MarkNotificationsViewedInput!) {
    markNotificationsViewed(input: $input) {
      notifications {
        id
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

/** Marks the listed notifications viewed (the bell was opened): the badge drops at once; Relay restores it if refused. */
export function useMarkNotificationsViewedMutation(): (notificationIds: readonly string[]) => void {
  const [commit] = useMutation<MarkNotificationsViewedMutation>(mutation);
  return useCallback(
    (notificationIds: readonly string[]) => {
      if (!notificationIds.length) return;
      const now = new Date().toISOString();
      commit({
        variables: { input: { notificationIds: [...notificationIds] } },
        optimisticUpdater: (store) => {
          let newlyViewed = 0;
          for (const id of notificationIds) {
            const record = store.get(id);
            if (record && record.getValue('viewedAt') == null) {
              record.setValue(now, 'viewedAt');
              newlyViewed += 1;
            }
          }
          adjustViewerCounts(store, { unviewed: -newlyViewed });
        },
        updater: (store) => copyCountsToViewer(store, store.getRootField('markNotificationsViewed')?.getLinkedRecord('notificationCounts')),
        onError: (error) => console.error('Marking notifications viewed failed', error),
      });
    },
    [commit],
  );
}
