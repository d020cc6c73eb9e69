import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useDeleteChatMessageMutation as DeleteChatMessageMutation } from '../../../__generated__/useDeleteChatMessageMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/commitAsPromise.ts';
import type { UserErrorView } from '../../../ui/userErrors.ts';

const mutation = graphql`
  mutation useDeleteChatMessageMutation($input: DeleteChatMessageInput!, $connections: [ID!]!) @raw_response_type {
    deleteChatMessage(input: $input) {
      deletedMessageId @deleteEdge(connections: $connections)
      thread {
        id
        ...ChatDialog_thread
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`;

/**
 * Deletes one of the viewer's chat messages (`messageId`, its global id): the bubble leaves the chat's message list
 * (`connectionId`) at once and comes back if the registry refuses. Resolves with the userErrors.
 */
export function useDeleteChatMessageMutation(): [
  (messageId: string, connectionId: string) => Promise<ReadonlyArray<UserErrorView>>,
  boolean,
] {
  const [commit, isInFlight] = useMutation<DeleteChatMessageMutation>(mutation);
  const deleteChatMessage = useCallback(
    async (messageId: string, connectionId: string) => {
      const response = await commitAsPromise(commit, {
        variables: { input: { messageId }, connections: [connectionId] },
        optimisticResponse: { deleteChatMessage: { deletedMessageId: messageId, thread: null, userErrors: [] } },
      });
      return response.deleteChatMessage.userErrors;
    },
    [commit],
  );
  return [deleteChatMessage, isInFlight];
}
