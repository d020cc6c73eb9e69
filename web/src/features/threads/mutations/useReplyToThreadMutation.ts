import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type {
  ReplyToThreadInput,
  useReplyToThreadMutation as ReplyToThreadMutation,
} from '../../../__generated__/useReplyToThreadMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/commitAsPromise.ts';
import { optimisticId } from '../../../relay/linkedRecords.ts';
import type { UserErrorView } from '../../../ui/userErrors.ts';

const mutation = graphql`
  mutation useReplyToThreadMutation($input: ReplyToThreadInput!) {
    replyToThread(input: $input) {
      thread {
        ...ThreadView_thread
      }
      case {
        id
        newThreadCount
        ...InboxTab_case
      }
      userErrors {
        field
        message
      }
    }
  }
`;

/** The viewer's name as the app shell loaded it, to sign the message shown before the server answers. */
function viewerName(store: RecordSourceSelectorProxy): string {
  const user = store.getRoot().getLinkedRecord('viewer')?.getLinkedRecord('user');
  const name = [user?.getValue('firstName'), user?.getValue('lastName')].filter((part) => typeof part === 'string' && part).join(' ');
  return name || 'You';
}

/**
 * Sends a message in a conversation: it shows at the end of the thread at once (and the thread as resolved when
 * `resolvesThread`); Relay takes it back if the registry refuses. Resolves with the userErrors.
 */
export function useReplyToThreadMutation(): [(input: ReplyToThreadInput) => Promise<ReadonlyArray<UserErrorView>>, boolean] {
  const [commit, isInFlight] = useMutation<ReplyToThreadMutation>(mutation);
  const replyToThread = useCallback(
    async (input: ReplyToThreadInput) => {
      const response = await commitAsPromise(commit, {
        variables: { input },
        optimisticUpdater: (store) => {
          const note = input.note?.trim();
          if (!note) return;
          const id = optimisticId('thread-message');
          const message = store.create(id, 'ThreadMessage');
          message.setValue(id, 'id');
          message.setValue(note, 'note');
          message.setValue(new Date().toISOString(), 'createdAt');
          message.setValue(viewerName(store), 'createdByName');
          message.setValue(null, 'createdByOrganizationName');
          // The thread view reads `messages(last: 100)`: the new message becomes its last edge.
          const messages = store.get(input.threadId)?.getLinkedRecord('messages', { last: 100 });
          if (messages) {
            const edge = store.create(optimisticId('thread-message-edge'), 'ThreadMessageEdge');
            edge.setValue(id, 'cursor');
            edge.setLinkedRecord(message, 'node');
            messages.setLinkedRecords([...(messages.getLinkedRecords('edges') ?? []), edge], 'edges');
          }
          if (input.resolvesThread) store.get(input.threadId)?.setValue(true, 'isResolved');
        },
      });
      return response.replyToThread.userErrors;
    },
    [commit],
  );
  return [replyToThread, isInFlight];
}
