import { useMemo, useRef } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useChatLiveUpdatesSubscription } from '../../__generated__/useChatLiveUpdatesSubscription.graphql.ts';

const subscription = graphql`
  subscription useChatLiveUpdatesSubscription($id: ID!, $connections: [ID!]!, $after: String) {
    # after: set by the subscription client when it resumes after a reconnection (relay/liveResume.ts).
    threadChanged(id: $id, after: $after) {
      version
      # The chat's own fields (title, unread count, notes turned off, what the viewer may do); its messages are not
      # read again: a new one is appended to the open list, a deleted one taken out of it (once each, by id).
      thread {
        id
        ...ChatDialog_thread
      }
      messageEdge @appendEdge(connections: $connections) {
        cursor
        node {
          id
          sentByViewerOrganization
          ...ChatMessageBubble_message
        }
      }
      deletedMessageId @deleteEdge(connections: $connections)
    }
  }
`;

/**
 * Keeps an open chat live: `threadId` is the chat's global id, `connectionId` its message list in the store.
 * `onMessageFromOtherSide` runs for each message the other side posts while it is open.
 */
export function useChatLiveUpdates(threadId: string, connectionId: string, onMessageFromOtherSide: () => void): void {
  const onMessage = useRef(onMessageFromOtherSide);
  onMessage.current = onMessageFromOtherSide;
  const config = useMemo<GraphQLSubscriptionConfig<useChatLiveUpdatesSubscription>>(
    () => ({
      subscription,
      variables: { id: threadId, connections: [connectionId] },
      onNext: (response) => {
        const node = response?.threadChanged?.messageEdge?.node;
        if (node && !node.sentByViewerOrganization) onMessage.current();
      },
      onError: (error) => console.error('threadChanged failed', error),
    }),
    [threadId, connectionId],
  );
  useSubscription(config);
}
