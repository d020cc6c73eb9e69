import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  UpdateLienholderRegistrationInput,
  useUpdateLienholderRegistrationMutation as UpdateMutation,
} from '../../../__generated__/useUpdateLienholderRegistrationMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/commitAsPromise.ts';

const mutation = graphql`
  mutation useUpdateLienholderRegistrationMutation($input: UpdateLienholderRegistrationInput!) {
    updateLienholderRegistration(input: $input) {
      registration {
        internalID
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`;

/** Saves fields of a wizard step (only the ones given). */
export function useUpdateLienholderRegistrationMutation() {
  const [commit, isInFlight] = useMutation<UpdateMutation>(mutation);
  const update = useCallback(
    async (input: UpdateLienholderRegistrationInput) =>
      (await commitAsPromise(commit, { variables: { input } })).updateLienholderRegistration,
    [commit],
  );
  return [update, isInFlight] as const;
}
