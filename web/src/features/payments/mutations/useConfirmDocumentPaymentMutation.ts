import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useConfirmDocumentPaymentMutation as ConfirmDocumentPaymentMutation } from '../../../__generated__/useConfirmDocumentPaymentMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/commitAsPromise.ts';

const mutation = graphql`
  mutation useConfirmDocumentPaymentMutation($input: ConfirmDocumentPaymentInput!) {
    confirmDocumentPayment(input: $input) {
      paymentIntent {
        internalID
        status
      }
      userErrors {
        message
      }
    }
  }
`;

/** Reports Stripe.js's confirmation of an intent (it only speeds up the screen; the webhook opens the documents). */
export function useConfirmDocumentPaymentMutation(): (paymentIntentId: string, status: string) => Promise<void> {
  const [commit] = useMutation<ConfirmDocumentPaymentMutation>(mutation);
  return useCallback(
    async (paymentIntentId: string, status: string) => {
      await commitAsPromise(commit, { variables: { input: { paymentIntentId, status } } });
    },
    [commit],
  );
}
