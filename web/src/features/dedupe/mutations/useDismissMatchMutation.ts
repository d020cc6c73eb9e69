import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useDismissMatchMutation as DismissMatchMutation } from '../../../__generated__/useDismissMatchMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/commitAsPromise.ts';
import { noteDecision, type QueuePlace } from './queueStore.ts';

const mutation = graphql`
  mutation useDismissMatchMutation($input: DismissMatchInput!, $connections: [ID!]!) {
    dismissMatch(input: $input) {
      decidedMatchId @deleteEdge(connections: $connections)
      userErrors {
        field
        message
        code
      }
    }
  }
`;

/** Staff dismiss a match; its card leaves the list and it is counted under 'Dismissed'. */
export function useDismissMatchMutation() {
  const [commit, isInFlight] = useMutation<DismissMatchMutation>(mutation);
  const dismiss = useCallback(
    async (matchId: string, place: QueuePlace) =>
      (
        await commitAsPromise(commit, {
          variables: { input: { matchId }, connections: [place.connectionId] },
          updater: (store, data) => {
            if (data?.dismissMatch.decidedMatchId) noteDecision(store, place, 'dismissed');
          },
        })
      ).dismissMatch,
    [commit],
  );
  return [dismiss, isInFlight] as const;
}
