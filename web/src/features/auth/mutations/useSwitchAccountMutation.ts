import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useSwitchAccountMutation as SwitchAccountMutation } from '../../../__generated__/useSwitchAccountMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/commitAsPromise.ts';

export type SwitchAccountResult = SwitchAccountMutation['response']['switchAccount'];

const mutation = graphql`
  mutation useSwitchAccountMutation($input: SwitchAccountInput!) {
    switchAccount(input: $input) {
      viewer {
        activeAccount {
          id
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

export function useSwitchAccountMutation(): [(accountId: string) => Promise<SwitchAccountResult>, boolean] {
  const [commit, isInFlight] = useMutation<SwitchAccountMutation>(mutation);
  const switchAccount = useCallback(
    async (accountId: string) => (await commitAsPromise(commit, { variables: { input: { accountId } } })).switchAccount,
    [commit],
  );
  return [switchAccount, isInFlight];
}
