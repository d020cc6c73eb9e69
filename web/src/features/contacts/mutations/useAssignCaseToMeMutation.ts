import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { useAssignCaseToMeMutation as Mutation } from '../../../__generated__/useAssignCaseToMeMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/commitAsPromise.ts';
import type { UserErrorView } from '../../../ui/userErrors.ts';

const mutation = graphql`
  mutation useAssignCaseToMeMutation($input: AssignCaseToMeInput!) {
    assignCaseToMe(input: $input) {
      case {
        id
        ...ContactsTab_case
      }
      userErrors {
        message
      }
    }
  }
`;

/** Shows the viewer's linked contact on (or off) an organisation card of the case, for an optimistic update. */
export function showViewerOnCard(store: RecordSourceSelectorProxy, cardId: string, assigned: boolean): void {
  const card = store.get(cardId);
  const me = card?.getLinkedRecord('viewerContact');
  if (!card || !me) return;
  const contacts = (card.getLinkedRecords('contacts') ?? []).filter((contact) => contact && contact.getDataID() !== me.getDataID());
  card.setLinkedRecords(assigned ? [...contacts, me] : contacts, 'contacts');
  card.setValue(assigned, 'isViewerAssigned');
}

/** Puts the viewer's linked contact on the case (on the card at once; Relay rolls it back on failure). Resolves with the userErrors. */
export function useAssignCaseToMeMutation(): [(caseId: string, cardId: string) => Promise<ReadonlyArray<UserErrorView>>, boolean] {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const assignCaseToMe = useCallback(
    async (caseId: string, cardId: string) => {
      const response = await commitAsPromise(commit, {
        variables: { input: { caseId } },
        optimisticUpdater: (store) => showViewerOnCard(store, cardId, true),
      });
      return response.assignCaseToMe.userErrors;
    },
    [commit],
  );
  return [assignCaseToMe, isInFlight];
}
