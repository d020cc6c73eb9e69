import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useMarkVerificationCouldNotVerifyMutation as Mutation } from '../../../__generated__/useMarkVerificationCouldNotVerifyMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/commitAsPromise.ts';
import { noteVerificationDecision, type VerificationPlace } from './store.ts';

const mutation = graphql`
  mutation useMarkVerificationCouldNotVerifyMutation($input: MarkVerificationCouldNotVerifyInput!, $connections: [ID!]!) {
    markVerificationCouldNotVerify(input: $input) {
      removedId @deleteEdge(connections: $connections)
      userErrors {
        field
        message
        code
      }
    }
  }
`;

/** Staff record that a row could not be verified; it leaves the table. */
export function useMarkVerificationCouldNotVerifyMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const mark = useCallback(
    async (id: string, note: string, place: VerificationPlace) =>
      (
        await commitAsPromise(commit, {
          variables: { input: { id, note }, connections: [place.connectionId] },
          updater: (store, data) => {
            if (data?.markVerificationCouldNotVerify.removedId) noteVerificationDecision(store, place, null, true);
          },
        })
      ).markVerificationCouldNotVerify,
    [commit],
  );
  return [mark, isInFlight] as const;
}
