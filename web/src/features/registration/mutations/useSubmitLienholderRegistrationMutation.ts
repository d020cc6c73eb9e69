import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useSubmitLienholderRegistrationMutation as SubmitMutation } from '../../../__generated__/useSubmitLienholderRegistrationMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/commitAsPromise.ts';

const mutation = graphql`
  mutation useSubmitLienholderRegistrationMutation($input: SubmitLienholderRegistrationInput!) {
    submitLienholderRegistration(input: $input) {
      submitted
      userErrors {
        field
        message
        code
      }
    }
  }
`;

/** The wizard's last step: submits the registration for staff review. */
export function useSubmitLienholderRegistrationMutation() {
  const [commit, isInFlight] = useMutation<SubmitMutation>(mutation);
  const submit = useCallback(
    async (id: string) => (await commitAsPromise(commit, { variables: { input: { id } } })).submitLienholderRegistration,
    [commit],
  );
  return [submit, isInFlight] as const;
}
