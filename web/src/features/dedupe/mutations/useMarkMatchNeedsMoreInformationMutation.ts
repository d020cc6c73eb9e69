import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useMarkMatchNeedsMoreInformationMutation as MarkMutation } from '../../../__generated__/useMarkMatchNeedsMoreInformationMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/commitAsPromise.ts';
import { noteDecision, type QueuePlace } from './queueStore.ts';

const mutation = graphql`
  mutation useMarkMatchNeedsMoreInformationMutation($input: MarkMatchNeedsMoreInformationInput!, $connections: [ID!]!) {
    markMatchNeedsMoreInformation(input: $input) {
      decidedMatchId @deleteEdge(connections: $connections)
      userErrors {
        field
        message
        code
      }
    }
  }
`;

/** Staff mark a match as needing more information (with a note); its card leaves the 'No action taken' list. */
export function useMarkMatchNeedsMoreInformationMutation() {
  const [commit, isInFlight] = useMutation<MarkMutation>(mutation);
  const mark = useCallback(
    async (matchId: string, note: string, place: QueuePlace) =>
      (
        await commitAsPromise(commit, {
          variables: { input: { matchId, note }, connections: [place.connectionId] },
          updater: (store, data) => {
            if (data?.markMatchNeedsMoreInformation.decidedMatchId) noteDecision(store, place, 'needsMoreInformation');
          },
        })
      ).markMatchNeedsMoreInformation,
    [commit],
  );
  return [mark, isInFlight] as const;
}
