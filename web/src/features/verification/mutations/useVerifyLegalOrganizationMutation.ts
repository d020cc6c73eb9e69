import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useVerifyLegalOrganizationMutation as Mutation } from '../../../__generated__/useVerifyLegalOrganizationMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/commitAsPromise.ts';
import { noteVerificationDecision, type VerificationPlace } from './store.ts';

const mutation = graphql`
  mutation useVerifyLegalOrganizationMutation($input: VerifyLegalOrganizationInput!, $connections: [ID!]!) {
    verifyLegalOrganization(input: $input) {
      removedId @deleteEdge(connections: $connections)
      userErrors {
        field
        message
        code
      }
    }
  }
`;

/** Staff verify an organisation (optionally as a Verified Match); it leaves the table. */
export function useVerifyLegalOrganizationMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const verify = useCallback(
    async (id: string, verifiedMatchId: string | null, place: VerificationPlace) =>
      (
        await commitAsPromise(commit, {
          variables: { input: { id, verifiedMatchId }, connections: [place.connectionId] },
          updater: (store, data) => {
            if (data?.verifyLegalOrganization.removedId) noteVerificationDecision(store, place, null, true);
          },
        })
      ).verifyLegalOrganization,
    [commit],
  );
  return [verify, isInFlight] as const;
}
