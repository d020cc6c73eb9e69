import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  UpdateDocumentInput,
  useUpdateDocumentMutation as UpdateDocumentMutation,
} from '../../../__generated__/useUpdateDocumentMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/commitAsPromise.ts';
import type { UserErrorView } from '../../../ui/userErrors.ts';

const mutation = graphql`
  mutation useUpdateDocumentMutation($input: UpdateDocumentInput!) {
    updateDocument(input: $input) {
      document {
        id
        ...DocumentsTable_document
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`;

/** Edit Document Details: the name and type show the new values at once (back if the registry refuses). */
export function useUpdateDocumentMutation(): [(input: UpdateDocumentInput) => Promise<ReadonlyArray<UserErrorView>>, boolean] {
  const [commit, isInFlight] = useMutation<UpdateDocumentMutation>(mutation);
  const update = useCallback(
    async (input: UpdateDocumentInput) => {
      const response = await commitAsPromise(commit, {
        variables: { input },
        optimisticUpdater: (store) => {
          const record = store.get(input.documentId);
          if (!record) return;
          if (input.name) record.setValue(input.name, 'name');
          if (input.type) record.setValue(input.type, 'type');
          if (input.price) record.setValue(input.price, 'price');
        },
      });
      return response.updateDocument.userErrors;
    },
    [commit],
  );
  return [update, isInFlight];
}
