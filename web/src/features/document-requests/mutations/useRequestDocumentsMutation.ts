import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  RequestDocumentsInput,
  useRequestDocumentsMutation as RequestDocumentsMutation,
} from '../../../__generated__/useRequestDocumentsMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/commitAsPromise.ts';
import type { UserErrorView } from '../../../ui/userErrors.ts';

const mutation = graphql`
  mutation useRequestDocumentsMutation($input: RequestDocumentsInput!) {
    requestDocuments(input: $input) {
      documentRequest {
        id
        internalID
      }
      case {
        id
        openDocumentRequestCount
        newThreadCount
        ...InboxTab_case
      }
      userErrors {
        field
        message
      }
    }
  }
`;

/** The law firm asks a lien's lienholder for documents; the case's Inbox gets the new conversation. Resolves with the userErrors. */
export function useRequestDocumentsMutation(): [(input: RequestDocumentsInput) => Promise<ReadonlyArray<UserErrorView>>, boolean] {
  const [commit, isInFlight] = useMutation<RequestDocumentsMutation>(mutation);
  const requestDocuments = useCallback(
    async (input: RequestDocumentsInput) => (await commitAsPromise(commit, { variables: { input } })).requestDocuments.userErrors,
    [commit],
  );
  return [requestDocuments, isInFlight];
}
