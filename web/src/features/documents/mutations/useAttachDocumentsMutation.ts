import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  AttachDocumentsInput,
  useAttachDocumentsMutation as AttachDocumentsMutation,
} from '../../../__generated__/useAttachDocumentsMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/commitAsPromise.ts';
import type { UserErrorView } from '../../../ui/userErrors.ts';
import { adjustDocumentCounts } from '../documentCounts.ts';

const mutation = graphql`
  mutation useAttachDocumentsMutation($input: AttachDocumentsInput!, $connections: [ID!]!) {
    attachDocuments(input: $input) {
      documentEdges @appendEdge(connections: $connections) {
        cursor
        node {
          id
          ...DocumentsTable_document
        }
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`;

/**
 * Step 2 of an upload: the sent files become documents, appended to the lists `connections` (the documents tables
 * showing the case). Not optimistic: the registry names, prices and shares them. Resolves with the userErrors and the
 * new documents' global ids.
 */
export function useAttachDocumentsMutation(): [
  (
    input: AttachDocumentsInput,
    connections: ReadonlyArray<string>,
  ) => Promise<{ userErrors: ReadonlyArray<UserErrorView>; documentIds: ReadonlyArray<string> }>,
  boolean,
] {
  const [commit, isInFlight] = useMutation<AttachDocumentsMutation>(mutation);
  const attach = useCallback(
    async (input: AttachDocumentsInput, connections: ReadonlyArray<string>) => {
      const { attachDocuments } = await commitAsPromise(commit, {
        variables: { input, connections: [...connections] },
        updater: (store, response) => adjustDocumentCounts(store, input.caseId, response?.attachDocuments.documentEdges.length ?? 0),
      });
      return { userErrors: attachDocuments.userErrors, documentIds: attachDocuments.documentEdges.map((edge) => edge.node.id) };
    },
    [commit],
  );
  return [attach, isInFlight];
}
