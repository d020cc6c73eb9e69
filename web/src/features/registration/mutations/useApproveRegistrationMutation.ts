import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useApproveRegistrationMutation as ApproveMutation } from '../../../__generated__/useApproveRegistrationMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/commitAsPromise.ts';

const mutation = graphql`
  mutation useApproveRegistrationMutation($input: ApproveRegistrationInput!, $connections: [ID!]!) {
    approveRegistration(input: $input) {
      decidedRegistrationId @deleteEdge(connections: $connections)
      registration {
        id
        status
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`;

/** Staff approve a registration: it leaves the pending list at once (Relay puts it back if the registry refuses). */
export function useApproveRegistrationMutation() {
  const [commit, isInFlight] = useMutation<ApproveMutation>(mutation);
  const approve = useCallback(
    async (id: string, connectionId: string) =>
      (
        await commitAsPromise(commit, {
          variables: { input: { id }, connections: [connectionId] },
          optimisticResponse: {
            approveRegistration: { decidedRegistrationId: id, registration: { id, status: 'APPROVED' }, userErrors: [] },
          },
        })
      ).approveRegistration,
    [commit],
  );
  return [approve, isInFlight] as const;
}
