import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useRemoveLienMutation as RemoveLienMutation } from '../../../__generated__/useRemoveLienMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/commitAsPromise.ts';
import { removeFromLinkedList } from '../../../relay/linkedRecords.ts';

export type RemoveLienResult = RemoveLienMutation['response']['removeLien'];

const mutation = graphql`
  mutation useRemoveLienMutation($input: RemoveLienInput!) {
    removeLien(input: $input) {
      removedLienId
      case {
        id
        ...FinanceTab_case
      }
      userErrors {
        field
        message
      }
    }
  }
`;

/** The law firm removes a lien from its case: the lien leaves the case's list at once and comes back if refused. */
export function useRemoveLienMutation(): [(input: { caseId: string; lienId: string; note: string }) => Promise<RemoveLienResult>, boolean] {
  const [commit, isInFlight] = useMutation<RemoveLienMutation>(mutation);
  const removeLien = useCallback(
    async ({ caseId, lienId, note }: { caseId: string; lienId: string; note: string }) =>
      (
        await commitAsPromise(commit, {
          variables: { input: { lienId, note } },
          optimisticUpdater: (store) => removeFromLinkedList(store, caseId, 'liens', lienId),
        })
      ).removeLien,
    [commit],
  );
  return [removeLien, isInFlight];
}
