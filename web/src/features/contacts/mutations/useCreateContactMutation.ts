import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  CreateContactInput,
  useCreateContactMutation as Mutation,
  useCreateContactMutation$data,
} from '../../../__generated__/useCreateContactMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/commitAsPromise.ts';

const mutation = graphql`
  mutation useCreateContactMutation($input: CreateContactInput!) {
    createContact(input: $input) {
      contact {
        id
      }
      case {
        id
        ...ContactsTab_case
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`;

export type CreateContactUserErrors = useCreateContactMutation$data['createContact']['userErrors'];

/**
 * Adds a new contact to the organisation and the case. An e-mail outside the organisation's verified domain comes
 * back with a CONFIRMATION_REQUIRED error until sent again with `confirmEmail`. Resolves with the userErrors.
 */
export function useCreateContactMutation(): [(input: CreateContactInput) => Promise<CreateContactUserErrors>, boolean] {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const createContact = useCallback(
    async (input: CreateContactInput) => {
      const response = await commitAsPromise(commit, { variables: { input } });
      return response.createContact.userErrors;
    },
    [commit],
  );
  return [createContact, isInFlight];
}
