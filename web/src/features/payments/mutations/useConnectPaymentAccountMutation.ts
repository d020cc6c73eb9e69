import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useConnectPaymentAccountMutation as ConnectMutation } from '../../../__generated__/useConnectPaymentAccountMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/commitAsPromise.ts';

const connectMutation = graphql`
  mutation useConnectPaymentAccountMutation {
    connectPaymentAccount {
      redirectUrl
      paymentAccount {
        ...PaymentAccountCard_account
      }
      userErrors {
        message
      }
    }
  }
`;

export interface AccountChange {
  redirectUrl: string | null;
  errors: ReadonlyArray<{ message: string }>;
}

/** Connects the organisation's payout account; the card updates from the answer (the store). */
export function useConnectPaymentAccountMutation(): [() => Promise<AccountChange>, boolean] {
  const [commit, inFlight] = useMutation<ConnectMutation>(connectMutation);
  const connect = useCallback(async () => {
    const { connectPaymentAccount } = await commitAsPromise(commit, { variables: {} });
    return { redirectUrl: connectPaymentAccount.redirectUrl ?? null, errors: connectPaymentAccount.userErrors };
  }, [commit]);
  return [connect, inFlight];
}
