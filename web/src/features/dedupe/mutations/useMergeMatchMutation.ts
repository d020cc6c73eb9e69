import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useMergeMatchMutation as MergeMatchMutation } from '../../../__generated__/useMergeMatchMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/commitAsPromise.ts';
import { noteDecision, type QueuePlace } from './queueStore.ts';

const mutation = graphql`
  mutation useMergeMatchMutation($input: MergeMatchInput!, $connections: [ID!]!) {
    mergeMatch(input: $input) {
      decidedMatchId @deleteEdge(connections: $connections)
      userErrors {
        field
        message
        code
      }
    }
  }
`;

export interface MergeMatchArgs {
  matchId: string;
  canonicalId: string;
  duplicateIds: readonly string[];
}

/** Staff merge a match's chosen duplicates into its master; the card leaves the queue and the counts drop. */
export function useMergeMatchMutation() {
  const [commit, isInFlight] = useMutation<MergeMatchMutation>(mutation);
  const merge = useCallback(
    async (input: MergeMatchArgs, place: QueuePlace) =>
      (
        await commitAsPromise(commit, {
          variables: { input: { ...input, duplicateIds: [...input.duplicateIds] }, connections: [place.connectionId] },
          updater: (store, data) => {
            if (data?.mergeMatch.decidedMatchId) noteDecision(store, place, null);
          },
        })
      ).mergeMatch,
    [commit],
  );
  return [merge, isInFlight] as const;
}
