import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { RecordProxy } from 'relay-runtime';
import type { UpdateLienInput, useUpdateLienMutation as UpdateLienMutation } from '../../../__generated__/useUpdateLienMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/commitAsPromise.ts';

export type UpdateLienResult = UpdateLienMutation['response']['updateLien'];
export type LienChanges = Omit<UpdateLienInput, 'lienId'>;

const mutation = graphql`
  mutation useUpdateLienMutation($input: UpdateLienInput!) {
    updateLien(input: $input) {
      lien {
        id
        ...LienStatusPanel_lien
        ...FinanceTab_lien
      }
      userErrors {
        field
        message
      }
    }
  }
`;

/** Fields of the lien record the change sets as the registry will (the others wait for its answer). */
function applyOptimistically(lien: RecordProxy, changes: LienChanges) {
  if (changes.balance !== undefined && changes.balance !== null) lien.setValue(changes.balance, 'balance');
  if (typeof changes.hasLienholderFinalizedDocuments === 'boolean')
    lien.setValue(changes.hasLienholderFinalizedDocuments, 'hasLienholderFinalizedDocuments');
  if (typeof changes.shareDocuments === 'boolean') lien.setValue(changes.shareDocuments, 'shareDocuments');
}

/** The lienholder updates its own lien (balance, treatment, documents toggles); shown at once, rolled back if refused. */
export function useUpdateLienMutation(): [(lienId: string, changes: LienChanges) => Promise<UpdateLienResult>, boolean] {
  const [commit, isInFlight] = useMutation<UpdateLienMutation>(mutation);
  const updateLien = useCallback(
    async (lienId: string, changes: LienChanges) =>
      (
        await commitAsPromise(commit, {
          variables: { input: { lienId, ...changes } },
          optimisticUpdater: (store) => {
            const lien = store.get(lienId);
            if (lien) applyOptimistically(lien, changes);
          },
        })
      ).updateLien,
    [commit],
  );
  return [updateLien, isInFlight];
}
