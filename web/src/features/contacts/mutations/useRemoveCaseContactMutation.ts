import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useRemoveCaseContactMutation as Mutation } from '../../../__generated__/useRemoveCaseContactMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/commitAsPromise.ts';
import { removeFromLinkedList } from '../../../relay/linkedRecords.ts';
import type { UserErrorView } from '../../../ui/userErrors.ts';

const mutation = graphql`
  mutation useRemoveCaseContactMutation($input: CaseContactInput!) {
    removeCaseContact(input: $input) {
      case {
        id
        ...ContactsTab_case
      }
      userErrors {
        field
        message
      }
    }
  }
`;

/** Takes a contact off the case: off the card at once (Relay puts it back if refused). `cardId` is the organisation's card on the case. Resolves with the userErrors. */
export function useRemoveCaseContactMutation(): [
  (caseId: string, cardId: string, contactId: string) => Promise<ReadonlyArray<UserErrorView>>,
  boolean,
] {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const removeCaseContact = useCallback(
    async (caseId: string, cardId: string, contactId: string) => {
      const response = await commitAsPromise(commit, {
        variables: { input: { caseId, contactId } },
        optimisticUpdater: (store) => removeFromLinkedList(store, cardId, 'contacts', contactId),
      });
      return response.removeCaseContact.userErrors;
    },
    [commit],
  );
  return [removeCaseContact, isInFlight];
}
