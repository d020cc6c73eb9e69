import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useDeletePolicyLimitMutation as DeletePolicyLimitMutation } from '../../../__generated__/useDeletePolicyLimitMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/commitAsPromise.ts';
import { removeFromLinkedList } from '../../../relay/linkedRecords.ts';
import type { UserErrorView } from '../../../ui/userErrors.ts';

const mutation = graphql`
  mutation useDeletePolicyLimitMutation($input: DeletePolicyLimitInput!) {
    deletePolicyLimit(input: $input) {
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

/** Deletes a policy limit of the case (gone at once; back if the registry refuses); resolves with the userErrors. */
export function useDeletePolicyLimitMutation(): [
  (caseId: string, policyLimitId: string) => Promise<ReadonlyArray<UserErrorView>>,
  boolean,
] {
  const [commit, isInFlight] = useMutation<DeletePolicyLimitMutation>(mutation);
  const deletePolicyLimit = useCallback(
    async (caseId: string, policyLimitId: string) => {
      const response = await commitAsPromise(commit, {
        variables: { input: { policyLimitId, caseId } },
        optimisticUpdater: (store) => removeFromLinkedList(store, caseId, 'policyLimits', policyLimitId),
      });
      return response.deletePolicyLimit.userErrors;
    },
    [commit],
  );
  return [deletePolicyLimit, isInFlight];
}
