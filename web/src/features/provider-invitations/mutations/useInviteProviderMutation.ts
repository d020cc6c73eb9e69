import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useInviteProviderMutation as InviteProviderMutation } from '../../../__generated__/useInviteProviderMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/commitAsPromise.ts';

export type InviteProviderResult = InviteProviderMutation['response']['inviteProvider'];

const mutation = graphql`
  mutation useInviteProviderMutation($input: InviteProviderInput!, $connections: [ID!]!) {
    inviteProvider(input: $input) {
      invitationEdge @prependEdge(connections: $connections) {
        cursor
        node {
          id
          ...ProviderInvitationRow_invitation
        }
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`;

/** Invites a provider by e-mail; the new invitation goes to the top of the list (`connectionId`, newest first). */
export function useInviteProviderMutation(): [(email: string, connectionId: string) => Promise<InviteProviderResult>, boolean] {
  const [commit, isInFlight] = useMutation<InviteProviderMutation>(mutation);
  const invite = useCallback(
    async (email: string, connectionId: string) =>
      (
        await commitAsPromise(commit, {
          variables: { input: { email }, connections: [connectionId] },
          // The list's count grows with the new edge (@prependEdge adds the edge only).
          updater: (store, data) => {
            if (!data?.inviteProvider.invitationEdge) return;
            const connection = store.get(connectionId);
            const count = connection?.getValue('totalCount');
            if (connection && typeof count === 'number') connection.setValue(count + 1, 'totalCount');
          },
        })
      ).inviteProvider,
    [commit],
  );
  return [invite, isInFlight];
}
