import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useDismissThreadMutation as DismissThreadMutation } from '../../../__generated__/useDismissThreadMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/commitAsPromise.ts';
import type { UserErrorView } from '../../../ui/userErrors.ts';

const mutation = graphql`
  mutation useDismissThreadMutation($input: DismissThreadInput!) {
    dismissThread(input: $input) {
      thread {
        isNew
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

/**
 * Dismisses a notice: at once the thread is resolved, leaves Action Required and the case's new-thread count drops
 * (Relay rolls this back if the registry refuses); resolves with the userErrors.
 */
export function useDismissThreadMutation(): [(caseId: string, threadId: string) => Promise<ReadonlyArray<UserErrorView>>, boolean] {
  const [commit, isInFlight] = useMutation<DismissThreadMutation>(mutation);
  const dismissThread = useCallback(
    async (caseId: string, threadId: string) => {
      const response = await commitAsPromise(commit, {
        variables: { input: { threadId } },
        optimisticUpdater: (store) => {
          const thread = store.get(threadId);
          const wasNew = thread?.getValue('isNew') === true;
          thread?.setValue(true, 'isResolved');
          thread?.setValue(false, 'isNew');
          const kase = store.get(caseId);
          const count = kase?.getValue('newThreadCount');
          if (wasNew && typeof count === 'number') kase?.setValue(Math.max(0, count - 1), 'newThreadCount');
        },
      });
      return response.dismissThread.userErrors;
    },
    [commit],
  );
  return [dismissThread, isInFlight];
}
