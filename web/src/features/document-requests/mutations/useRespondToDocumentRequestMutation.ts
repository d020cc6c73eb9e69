import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  RespondToDocumentRequestInput,
  useRespondToDocumentRequestMutation as RespondMutation,
} from '../../../__generated__/useRespondToDocumentRequestMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/commitAsPromise.ts';
import type { UserErrorView } from '../../../ui/userErrors.ts';

const mutation = graphql`
  mutation useRespondToDocumentRequestMutation($input: RespondToDocumentRequestInput!) {
    respondToDocumentRequest(input: $input) {
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

/** A party answers a document request (the lienholder's Request Status, a note); resolves with the userErrors. */
export function useRespondToDocumentRequestMutation(): [
  (input: RespondToDocumentRequestInput) => Promise<ReadonlyArray<UserErrorView>>,
  boolean,
] {
  const [commit, isInFlight] = useMutation<RespondMutation>(mutation);
  const respond = useCallback(
    async (input: RespondToDocumentRequestInput) =>
      (await commitAsPromise(commit, { variables: { input } })).respondToDocumentRequest.userErrors,
    [commit],
  );
  return [respond, isInFlight];
}
