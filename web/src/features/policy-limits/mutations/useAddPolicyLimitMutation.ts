import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  AddPolicyLimitInput,
  useAddPolicyLimitMutation as AddPolicyLimitMutation,
} from '../../../__generated__/useAddPolicyLimitMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/commitAsPromise.ts';
import type { UserErrorView } from '../../../ui/userErrors.ts';

const mutation = graphql`
  mutation useAddPolicyLimitMutation($input: AddPolicyLimitInput!) {
    addPolicyLimit(input: $input) {
      case {
        id
        ...PolicyLimitsCard_case
      }
      userErrors {
        field
        message
      }
    }
  }
`;

/** Adds a policy limit to the case (the registry checks the amounts, so nothing shows before it answers). */
export function useAddPolicyLimitMutation(): [(input: AddPolicyLimitInput) => Promise<ReadonlyArray<UserErrorView>>, boolean] {
  const [commit, isInFlight] = useMutation<AddPolicyLimitMutation>(mutation);
  const addPolicyLimit = useCallback(
    async (input: AddPolicyLimitInput) => {
      const response = await commitAsPromise(commit, { variables: { input } });
      return response.addPolicyLimit.userErrors;
    },
    [commit],
  );
  return [addPolicyLimit, isInFlight];
}
