import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useDisconnectPaymentAccountMutation as DisconnectMutation } from '../../../__generated__/useDisconnectPaymentAccountMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/commitAsPromise.ts';
import type { AccountChange } from './useConnectPaymentAccountMutation.ts';

const mutation = graphql`
  mutation useDisconnectPaymentAccountMutation {
    disconnectPaymentAccount {
      paymentAccount {
        ...PaymentAccountCard_account
      }
      userErrors {
        message
      }
    }
  }
`;

/** Disconnects it. */
export function useDisconnectPaymentAccountMutation(): [() => Promise<AccountChange>, boolean] {
  const [commit, inFlight] = useMutation<DisconnectMutation>(mutation);
  const disconnect = useCallback(async () => {
    const { disconnectPaymentAccount } = await commitAsPromise(commit, { variables: {} });
    return { redirectUrl: null, errors: disconnectPaymentAccount.userErrors };
  }, [commit]);
  return [disconnect, inFlight];
}
