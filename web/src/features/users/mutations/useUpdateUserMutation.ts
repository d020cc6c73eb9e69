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

/** An admin changes a member's names and role (the row updates in place). Resolves with the userErrors. */
export function useUpdateUserMutation(): [(input: UpdateUserInput) => Promise<ReadonlyArray<UserErrorView>>, boolean] {
  const [commit, isInFlight] = useMutation<UpdateMutation>(mutation);
  const update = useCallback(
    async (input: UpdateUserInput) => (await commitAsPromise(commit, { variables: { input } })).updateUser.userErrors,
    [commit],
  );
  return [update, isInFlight];
}
