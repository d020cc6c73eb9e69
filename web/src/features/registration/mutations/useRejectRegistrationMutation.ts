import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useRejectRegistrationMutation as RejectMutation } from '../../../__generated__/useRejectRegistrationMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/commitAsPromise.ts';

const mutation = graphql`
  mutation useRejectRegistrationMutation($input: RejectRegistrationInput!, $connections: [ID!]!) {
    rejectRegistration(input: $input) {
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

/** Staff reject a registration (with an optional note for the applicant); it leaves the pending list at once. */
export function useRejectRegistrationMutation() {
  const [commit, isInFlight] = useMutation<RejectMutation>(mutation);
  const reject = useCallback(
    async (id: string, note: string, connectionId: string) =>
      (
        await commitAsPromise(commit, {
          variables: { input: { id, note: note || null }, connections: [connectionId] },
          optimisticResponse: {
            rejectRegistration: { decidedRegistrationId: id, registration: { id, status: 'REJECTED' }, userErrors: [] },
          },
        })
      ).rejectRegistration,
    [commit],
  );
  return [reject, isInFlight] as const;
}
