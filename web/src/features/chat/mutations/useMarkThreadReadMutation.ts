import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useMarkThreadReadMutation as MarkThreadReadMutation } from '../../../__generated__/useMarkThreadReadMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/commitAsPromise.ts';
import type { UserErrorView } from '../../../ui/userErrors.ts';

const mutation = graphql`
  mutation useMarkThreadReadMutation($input: MarkThreadReadInput!) {
    markThreadRead(input: $input) {
      thread {
        id
        unreadCount
      }
      case {
        id
        ...ChatButton_case
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
 * Marks the other side's messages in a chat read for the viewer's organisation: at once the chat's unread count is 0
 * and the case's Chat badge drops by what it held (Relay rolls this back if the registry refuses).
 * `caseId` and `threadId` are global ids.
 */
export function useMarkThreadReadMutation(): (caseId: string, threadId: string) => Promise<ReadonlyArray<UserErrorView>> {
  const [commit] = useMutation<MarkThreadReadMutation>(mutation);
  return useCallback(
    async (caseId: string, threadId: string) => {
      const response = await commitAsPromise(commit, {
        variables: { input: { threadId } },
        optimisticUpdater: (store) => {
          const thread = store.get(threadId);
          const unread = thread?.getValue('unreadCount');
          thread?.setValue(0, 'unreadCount');
          const kase = store.get(caseId);
          const total = kase?.getValue('chatUnreadCount');
          if (typeof total === 'number' && typeof unread === 'number') kase?.setValue(Math.max(0, total - unread), 'chatUnreadCount');
        },
      });
      return response.markThreadRead.userErrors;
    },
    [commit],
  );
}
