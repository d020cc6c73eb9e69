import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useLogoutMutation as LogoutMutation } from '../../../__generated__/useLogoutMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/commitAsPromise.ts';

const mutation = graphql`
  mutation useLogoutMutation($input: LogoutInput) {
    logout(input: $input) {
      success
    }
  }
`;

export function useLogoutMutation(): [() => Promise<boolean>, boolean] {
  const [commit, isInFlight] = useMutation<LogoutMutation>(mutation);
  const logout = useCallback(async () => (await commitAsPromise(commit, { variables: { input: {} } })).logout.success, [commit]);
  return [logout, isInFlight];
}
