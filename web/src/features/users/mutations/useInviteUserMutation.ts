import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { InviteUserInput, useInviteUserMutation as InviteMutation } from '../../../__generated__/useInviteUserMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/commitAsPromise.ts';
import type { UserErrorView } from '../../../ui/userErrors.ts';

const mutation = graphql`
  mutation useInviteUserMutation($input: InviteUserInput!, $connections: [ID!]!) {
    inviteUser(input: $input) {
      userEdge @appendEdge(connections: $connections) {
        cursor
        node {
          ...UsersCard_user
        }
      }
      userErrors {
        field
        message
      }
    }
  }
`;

/** An admin invites someone; the new member joins the users table (`connections`). Resolves with the userErrors. */
export function useInviteUserMutation(): [
  (input: InviteUserInput, connections: readonly string[]) => Promise<ReadonlyArray<UserErrorView>>,
  boolean,
] {
  const [commit, isInFlight] = useMutation<InviteMutation>(mutation);
  const invite = useCallback(
    async (input: InviteUserInput, connections: readonly string[]) =>
      (await commitAsPromise(commit, { variables: { input, connections: [...connections] } })).inviteUser.userErrors,
    [commit],
  );
  return [invite, isInFlight];
}
