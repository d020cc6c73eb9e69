import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useUpdateMyNameMutation as UpdateMyNameMutation } from '../../../__generated__/useUpdateMyNameMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/commitAsPromise.ts';
import type { UserErrorView } from '../../../ui/userErrors.ts';

const mutation = graphql`
  mutation useUpdateMyNameMutation($input: UpdateMyNameInput!) {
    updateMyName(input: $input) {
      user {
        id
        firstName
        lastName
      }
      userErrors {
        field
        message
      }
    }
  }
`;

/**
 * Changes the signed-in user's first and last name; the User record (the header's menu, the user card) shows the
 * new name at once and keeps it once the registry agrees. Resolves with the userErrors (empty when saved).
 */
export function useUpdateMyNameMutation(): [
  (user: { id: string; firstName: string; lastName: string }) => Promise<ReadonlyArray<UserErrorView>>,
  boolean,
] {
  const [commit, isInFlight] = useMutation<UpdateMyNameMutation>(mutation);
  const updateMyName = useCallback(
    async ({ id, firstName, lastName }: { id: string; firstName: string; lastName: string }) => {
      const response = await commitAsPromise(commit, {
        variables: { input: { firstName, lastName } },
        optimisticResponse: { updateMyName: { user: { id, firstName: firstName.trim(), lastName: lastName.trim() }, userErrors: [] } },
      });
      return response.updateMyName.userErrors;
    },
    [commit],
  );
  return [updateMyName, isInFlight];
}
