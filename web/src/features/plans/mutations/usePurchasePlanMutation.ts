import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  PurchasePlanInput,
  usePurchasePlanMutation as PurchasePlanMutation,
} from '../../../__generated__/usePurchasePlanMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/commitAsPromise.ts';

const mutation = graphql`
  mutation usePurchasePlanMutation($input: PurchasePlanInput!) {
    purchasePlan(input: $input) {
      purchase {
        internalID
        selection
        status
        providerStatus
        clientSecret
        amount
        credits
        errorCode
        errorMessage
      }
      account {
        id
        showsUpgradeLink
        currentService {
          ...PlanCard_service
          stage
          features
        }
      }
      userErrors {
        field
        message
      }
    }
  }
`;

export type PurchasePlanResult = PurchasePlanMutation['response']['purchasePlan'];

/** Buys a plan; resolves with the purchase or userErrors, rejects when the request failed. */
export function usePurchasePlanMutation(): [(input: PurchasePlanInput) => Promise<PurchasePlanResult>, boolean] {
  const [commit, inFlight] = useMutation<PurchasePlanMutation>(mutation);
  const purchase = useCallback(
    async (input: PurchasePlanInput) => (await commitAsPromise(commit, { variables: { input } })).purchasePlan,
    [commit],
  );
  return [purchase, inFlight];
}
