import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useDeleteExternalKeyMutation as DeleteExternalKeyMutation } from '../../../__generated__/useDeleteExternalKeyMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/commitAsPromise.ts';
import { removeFromLinkedList } from '../../../relay/linkedRecords.ts';
import type { UserErrorView } from '../../../ui/userErrors.ts';

const mutation = graphql`
  mutation useDeleteExternalKeyMutation($input: DeleteExternalKeyInput!) {
    deleteExternalKey(input: $input) {
      case {
        id
        ...ExternalIdsRow_case
      }
      userErrors {
        field
        message
      }
    }
  }
`;

/** Deletes an external identifier of the case (gone at once; back if the registry refuses); resolves with the userErrors. */
export function useDeleteExternalKeyMutation(): [
  (caseId: string, externalKeyId: string) => Promise<ReadonlyArray<UserErrorView>>,
  boolean,
] {
  const [commit, isInFlight] = useMutation<DeleteExternalKeyMutation>(mutation);
  const deleteExternalKey = useCallback(
    async (caseId: string, externalKeyId: string) => {
      const response = await commitAsPromise(commit, {
        variables: { input: { externalKeyId, caseId } },
        optimisticUpdater: (store) => removeFromLinkedList(store, caseId, 'externalKeys', externalKeyId),
      });
      return response.deleteExternalKey.userErrors;
    },
    [commit],
  );
  return [deleteExternalKey, isInFlight];
}
