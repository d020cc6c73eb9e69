import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useResendInvitationMutation as ResendMutation } from '../../../__generated__/useResendInvitationMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/commitAsPromise.ts';
import type { UserErrorView } from '../../../ui/userErrors.ts';

const mutation = graphql`
  mutation useResendInvitationMutation($input: ResendInvitationInput!) {
    resendInvitation(input: $input) {
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

/** An admin sends a member's invitation again (a fresh link). Resolves with the userErrors. */
export function useResendInvitationMutation(): [(userId: string) => Promise<ReadonlyArray<UserErrorView>>, boolean] {
  const [commit, isInFlight] = useMutation<ResendMutation>(mutation);
  const resend = useCallback(
    async (userId: string) => (await commitAsPromise(commit, { variables: { input: { userId } } })).resendInvitation.userErrors,
    [commit],
  );
  return [resend, isInFlight];
}
