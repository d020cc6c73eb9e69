import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useConfirmPlanPurchaseMutation as ConfirmPlanPurchaseMutation } from '../../../__generated__/useConfirmPlanPurchaseMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/commitAsPromise.ts';

const mutation = graphql`
  mutation useConfirmPlanPurchaseMutation($input: ConfirmPlanPurchaseInput!) {
    confirmPlanPurchase(input: $input) {
      purchase {
        internalID
        status
      }
      userErrors {
        field
        message
      }
    }
  }
`;

/** Stripe only: reports the browser's confirmation (it only speeds up the screen). */
export function useConfirmPlanPurchaseMutation(): (purchaseId: string, status: string) => Promise<void> {
  const [commit] = useMutation<ConfirmPlanPurchaseMutation>(mutation);
  return useCallback(
    async (purchaseId: string, status: string) => {
      await commitAsPromise(commit, { variables: { input: { purchaseId, status } } });
    },
    [commit],
  );
}
