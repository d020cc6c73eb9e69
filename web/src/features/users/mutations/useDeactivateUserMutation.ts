import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useDeactivateUserMutation as DeactivateMutation } from '../../../__generated__/useDeactivateUserMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/commitAsPromise.ts';
import type { UserErrorView } from '../../../ui/userErrors.ts';

const mutation = graphql`
  mutation useDeactivateUserMutation($input: DeactivateUserInput!) {
    deactivateUser(input: $input) {
      user {
        ...UsersCard_user
      }
      userErrors {
        field
        message
      }
    }
  }
`;

/**
 * An admin deactivates a member: the row shows Deactivated at once (optimistic; the server's answer replaces it, and
 * a refusal rolls it back). Resolves with the userErrors.
 */
export function useDeactivateUserMutation(): [(userId: string) => Promise<ReadonlyArray<UserErrorView>>, boolean] {
  const [commit, isInFlight] = useMutation<DeactivateMutation>(mutation);
  const deactivate = useCallback(
    async (userId: string) =>
      (
        await commitAsPromise(commit, {
          variables: { input: { userId } },
          optimisticUpdater: (store) => {
            const record = store.get(userId);
            record?.setValue(false, 'isActive');
            record?.getLinkedRecord('viewerCan')?.setValue(false, 'deactivate');
          },
        })
      ).deactivateUser.userErrors,
    [commit],
  );
  return [deactivate, isInFlight];
}
