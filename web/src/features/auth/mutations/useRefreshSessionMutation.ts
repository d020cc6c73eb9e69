import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useRefreshSessionMutation as RefreshSessionMutation } from '../../../__generated__/useRefreshSessionMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/commitAsPromise.ts';

export type RefreshSessionResult = RefreshSessionMutation['response']['refreshSession'];

const mutation = graphql`
  mutation useRefreshSessionMutation($input: RefreshSessionInput) {
    refreshSession(input: $input) {
      expiresIn
      viewer {
        sessionExpiresAt
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`;

export function useRefreshSessionMutation(): [() => Promise<RefreshSessionResult>, boolean] {
  const [commit, isInFlight] = useMutation<RefreshSessionMutation>(mutation);
  const refresh = useCallback(async () => (await commitAsPromise(commit, { variables: { input: {} } })).refreshSession, [commit]);
  return [refresh, isInFlight];
}
