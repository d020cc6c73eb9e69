import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  AcceptInvitationInput,
  useAcceptInvitationMutation as AcceptMutation,
  useAcceptInvitationMutation$data,
} from '../../../__generated__/useAcceptInvitationMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/commitAsPromise.ts';

const mutation = graphql`
  mutation useAcceptInvitationMutation($input: AcceptInvitationInput!) {
    acceptInvitation(input: $input) {
      accepted
      redirectToLogin
      userErrors {
        field
        message
        code
      }
    }
  }
`;

export type AcceptInvitationResult = useAcceptInvitationMutation$data['acceptInvitation'];

/** Accepts an invitation with the link's token (no session): names, password, optional phone. */
export function useAcceptInvitationMutation(): [(input: AcceptInvitationInput) => Promise<AcceptInvitationResult>, boolean] {
  const [commit, isInFlight] = useMutation<AcceptMutation>(mutation);
  const accept = useCallback(
    async (input: AcceptInvitationInput) => (await commitAsPromise(commit, { variables: { input } })).acceptInvitation,
    [commit],
  );
  return [accept, isInFlight];
}
