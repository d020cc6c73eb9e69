import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { UpdateUserInput, useUpdateUserMutation as UpdateMutation } from '../../../__generated__/useUpdateUserMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/commitAsPromise.ts';
import type { UserErrorView } from '../../../ui/userErrors.ts';

const mutation = graphql`
  mutation useUpdateUserMutation($input: UpdateUserInput!) {
    updateUser(input: $input) {
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

/** An admin changes a member's names and role (the row updates in place, optimistically). Resolves with the userErrors. */
export function useUpdateUserMutation(): [(input: UpdateUserInput) => Promise<ReadonlyArray<UserErrorView>>, boolean] {
  const [commit, isInFlight] = useMutation<UpdateMutation>(mutation);
  const update = useCallback(
    async (input: UpdateUserInput) =>
      (
        await commitAsPromise(commit, {
          variables: { input },
          // The row shows the new names and role at once; the server's answer replaces them (a refusal rolls back).
          optimisticUpdater: (store) => {
            const record = store.get(String(input.userId));
            if (!record) return;
            record.setValue(input.firstName, 'firstName');
            record.setValue(input.lastName, 'lastName');
            const name = `${input.firstName} ${input.lastName}`.trim();
            if (name) record.setValue(name, 'name');
            if (input.role) record.setValue(input.role, 'role');
          },
        })
      ).updateUser.userErrors,
    [commit],
  );
  return [update, isInFlight];
}
