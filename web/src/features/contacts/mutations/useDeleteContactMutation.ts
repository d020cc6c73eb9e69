import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useDeleteContactMutation as Mutation } from '../../../__generated__/useDeleteContactMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/commitAsPromise.ts';
import type { UserErrorView } from '../../../ui/userErrors.ts';

const mutation = graphql`
  mutation useDeleteContactMutation($input: DeleteContactInput!) {
    deleteContact(input: $input) {
      deletedContactId
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

/** Deletes one of the organisation's contacts (the rules say which may go); resolves with the userErrors. */
export function useDeleteContactMutation(): [(caseId: string, contactId: string) => Promise<ReadonlyArray<UserErrorView>>, boolean] {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const deleteContact = useCallback(
    async (caseId: string, contactId: string) => {
      const response = await commitAsPromise(commit, { variables: { input: { contactId, caseId } } });
      return response.deleteContact.userErrors;
    },
    [commit],
  );
  return [deleteContact, isInFlight];
}
