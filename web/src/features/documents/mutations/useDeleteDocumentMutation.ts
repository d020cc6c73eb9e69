import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { useDeleteDocumentMutation as DeleteDocumentMutation } from '../../../__generated__/useDeleteDocumentMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/commitAsPromise.ts';
import type { UserErrorView } from '../../../ui/userErrors.ts';
import { adjustDocumentCounts } from '../documentCounts.ts';

const mutation = graphql`
  mutation useDeleteDocumentMutation($input: DeleteDocumentInput!, $connections: [ID!]!) {
    deleteDocument(input: $input) {
      deletedDocumentId @deleteEdge(connections: $connections)
      userErrors {
        field
        message
        code
      }
    }
  }
`;

/**
 * Deletes a document (`documentId`, its global id) of the case `caseId`: its row leaves `connections` at once (and the
 * counts drop) and comes back if refused.
 */
export function useDeleteDocumentMutation(): [
  (caseId: string, documentId: string, connections: ReadonlyArray<string>) => Promise<ReadonlyArray<UserErrorView>>,
  boolean,
] {
  const [commit, isInFlight] = useMutation<DeleteDocumentMutation>(mutation);
  const remove = useCallback(
    async (caseId: string, documentId: string, connections: ReadonlyArray<string>) => {
      const gone = (store: RecordSourceSelectorProxy<DeleteDocumentMutation['response']>) => {
        if (store.getRootField('deleteDocument')?.getValue('deletedDocumentId')) adjustDocumentCounts(store, caseId, -1);
      };
      const response = await commitAsPromise(commit, {
        variables: { input: { documentId }, connections: [...connections] },
        optimisticResponse: { deleteDocument: { deletedDocumentId: documentId, userErrors: [] } },
        optimisticUpdater: gone,
        updater: gone,
      });
      return response.deleteDocument.userErrors;
    },
    [commit],
  );
  return [remove, isInFlight];
}
