import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useRefreshDedupeMatchesMutation as RefreshMutation } from '../../../__generated__/useRefreshDedupeMatchesMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/commitAsPromise.ts';

const mutation = graphql`
  mutation useRefreshDedupeMatchesMutation {
    refreshDedupeMatches {
      queued
      userErrors {
        field
        message
        code
      }
    }
  }
`;

/** Staff queue a full refresh of the matches (a background job). */
export function useRefreshDedupeMatchesMutation() {
  const [commit, isInFlight] = useMutation<RefreshMutation>(mutation);
  const refresh = useCallback(async () => (await commitAsPromise(commit, { variables: {} })).refreshDedupeMatches, [commit]);
  return [refresh, isInFlight] as const;
}
