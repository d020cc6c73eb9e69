import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useAddCaseContactMutation as Mutation } from '../../../__generated__/useAddCaseContactMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/commitAsPromise.ts';
import { appendToLinkedList } from '../../../relay/linkedRecords.ts';
import type { UserErrorView } from '../../../ui/userErrors.ts';

const mutation = graphql`
  mutation useAddCaseContactMutation($input: CaseContactInput!) {
    addCaseContact(input: $input) {
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

/** Puts one of the organisation's contacts on the case: on the card at once (Relay rolls it back if refused). `cardId` is the organisation's card on the case. Resolves with the userErrors. */
export function useAddCaseContactMutation(): [
  (caseId: string, cardId: string, contactId: string) => Promise<ReadonlyArray<UserErrorView>>,
  boolean,
] {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const addCaseContact = useCallback(
    async (caseId: string, cardId: string, contactId: string) => {
      const response = await commitAsPromise(commit, {
        variables: { input: { caseId, contactId } },
        optimisticUpdater: (store) => {
          const contact = store.get(contactId);
          if (contact) appendToLinkedList(store, cardId, 'contacts', contact);
        },
      });
      return response.addCaseContact.userErrors;
    },
    [commit],
  );
  return [addCaseContact, isInFlight];
}
