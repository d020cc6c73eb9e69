import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  PayForDocumentsInput,
  usePayForDocumentsMutation as PayForDocumentsMutation,
} from '../../../__generated__/usePayForDocumentsMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/commitAsPromise.ts';

const mutation = graphql`
  mutation usePayForDocumentsMutation($input: PayForDocumentsInput!) {
    payForDocuments(input: $input) {
      paymentIntents {
        internalID
        status
        providerStatus
        clientSecret
        amount
        lienholderName
        errorCode
        errorMessage
      }
      userErrors {
        field
        message
      }
    }
  }
`;

export type PayForDocumentsResult = PayForDocumentsMutation['response']['payForDocuments'];

/** Pays for documents (one intent per lienholder); resolves with the intents or userErrors, rejects when the request failed. */
export function usePayForDocumentsMutation(): [(input: PayForDocumentsInput) => Promise<PayForDocumentsResult>, boolean] {
  const [commit, inFlight] = useMutation<PayForDocumentsMutation>(mutation);
  const pay = useCallback(
    async (input: PayForDocumentsInput) => (await commitAsPromise(commit, { variables: { input } })).payForDocuments,
    [commit],
  );
  return [pay, inFlight];
}
