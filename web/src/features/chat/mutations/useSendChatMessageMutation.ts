import { useCallback } from 'react';
import { graphql, useMutation, useRelayEnvironment } from 'react-relay';
import { ROOT_ID, type IEnvironment } from 'relay-runtime';
import type { useSendChatMessageMutation as SendChatMessageMutation } from '../../../__generated__/useSendChatMessageMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/commitAsPromise.ts';
import { optimisticId } from '../../../relay/linkedRecords.ts';
import type { UserErrorView } from '../../../ui/userErrors.ts';

const mutation = graphql`
  mutation useSendChatMessageMutation($input: SendChatMessageInput!, $connections: [ID!]!) @raw_response_type {
    sendChatMessage(input: $input) {
      messageEdge @appendEdge(connections: $connections) {
        cursor
        node {
          id
          ...ChatMessageBubble_message
        }
      }
      thread {
        id
        ...ChatDialog_thread
      }
      case {
        id
        chatUnreadCount
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`;

/** The signed-in user's name and organisation as the app shell loaded them, to sign the bubble shown before the answer. */
function viewerSignature(environment: IEnvironment): { name: string; organizationName: string | null } {
  const source = environment.getStore().getSource();
  const follow = (record: ReturnType<typeof source.get>, field: string) => {
    const ref = record?.[field] as { __ref?: unknown } | null | undefined;
    return typeof ref?.__ref === 'string' ? source.get(ref.__ref) : undefined;
  };
  const viewer = follow(source.get(ROOT_ID), 'viewer');
  const user = follow(viewer, 'user');
  const organization = follow(follow(viewer, 'activeAccount'), 'organization');
  const name = [user?.firstName, user?.lastName].filter((part) => typeof part === 'string' && part).join(' ');
  return { name: name || 'You', organizationName: typeof organization?.name === 'string' ? organization.name : null };
}

/**
 * Sends a chat message: the bubble is appended to the chat's message list (`connectionId`) at once and replaced by
 * the registry's message when it answers; Relay takes it away if the registry refuses (the caller then shows it as
 * not sent). Resolves with the userErrors; rejects when the request failed outright.
 */
export function useSendChatMessageMutation(): (
  threadId: string,
  connectionId: string,
  note: string,
) => Promise<ReadonlyArray<UserErrorView>> {
  const environment = useRelayEnvironment();
  const [commit] = useMutation<SendChatMessageMutation>(mutation);
  return useCallback(
    async (threadId: string, connectionId: string, note: string) => {
      const id = optimisticId('chat-message');
      const signature = viewerSignature(environment);
      const response = await commitAsPromise(commit, {
        variables: { input: { threadId, note }, connections: [connectionId] },
        optimisticResponse: {
          sendChatMessage: {
            messageEdge: {
              cursor: id,
              node: {
                id,
                note,
                createdAt: new Date().toISOString(),
                createdByName: signature.name,
                createdByOrganizationName: signature.organizationName,
                sentByViewerOrganization: true,
                viewerCan: { delete: false },
              },
            },
            thread: null,
            case: null,
            userErrors: [],
          },
        },
      });
      return response.sendChatMessage.userErrors;
    },
    [commit, environment],
  );
}
