import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useResendProviderInvitationMutation as ResendMutation } from '../../../__generated__/useResendProviderInvitationMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/commitAsPromise.ts';

export type ResendProviderInvitationResult = ResendMutation['response']['resendProviderInvitation'];

const mutation = graphql`
  mutation useResendProviderInvitationMutation($input: ResendProviderInvitationInput!) {
    resendProviderInvitation(input: $input) {
      invitation {
        id
        ...ProviderInvitationRow_invitation
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`;

/** E-mails the invitation again; the row updates in place (its last-sent time). */
export function useResendProviderInvitationMutation(): [(invitationId: string) => Promise<ResendProviderInvitationResult>, boolean] {
  const [commit, isInFlight] = useMutation<ResendMutation>(mutation);
  const resend = useCallback(
    async (invitationId: string) => (await commitAsPromise(commit, { variables: { input: { invitationId } } })).resendProviderInvitation,
    [commit],
  );
  return [resend, isInFlight];
}
