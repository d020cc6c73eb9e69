import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  CloseDocumentRequestInput,
  useCloseDocumentRequestMutation as CloseMutation,
} from '../../../__generated__/useCloseDocumentRequestMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/commitAsPromise.ts';
import type { UserErrorView } from '../../../ui/userErrors.ts';

const mutation = graphql`
  mutation useCloseDocumentRequestMutation($input: CloseDocumentRequestInput!) {
    closeDocumentRequest(input: $input) {
      thread {
        ...ThreadView_thread
      }
      case {
        id
        newThreadCount
        openDocumentRequestCount
        ...InboxTab_case
      }
      userErrors {
        field
        message
      }
    }
  }
`;

/** The law firm closes a document request (CLOSED_BY_LAW_FIRM); resolves with the userErrors. */
export function useCloseDocumentRequestMutation(): [(input: CloseDocumentRequestInput) => Promise<ReadonlyArray<UserErrorView>>, boolean] {
  const [commit, isInFlight] = useMutation<CloseMutation>(mutation);
  const close = useCallback(
    async (input: CloseDocumentRequestInput) => (await commitAsPromise(commit, { variables: { input } })).closeDocumentRequest.userErrors,
    [commit],
  );
  return [close, isInFlight];
}
