import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  StartLienholderRegistrationInput,
  useStartLienholderRegistrationMutation as StartMutation,
} from '../../../__generated__/useStartLienholderRegistrationMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/commitAsPromise.ts';

const mutation = graphql`
  mutation useStartLienholderRegistrationMutation($input: StartLienholderRegistrationInput!) {
    startLienholderRegistration(input: $input) {
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

/** The wizard's Get Started step: creates the registration (the compulsion event) and answers its id. */
export function useStartLienholderRegistrationMutation() {
  const [commit, isInFlight] = useMutation<StartMutation>(mutation);
  const start = useCallback(
    async (input: StartLienholderRegistrationInput) =>
      (await commitAsPromise(commit, { variables: { input } })).startLienholderRegistration,
    [commit],
  );
  return [start, isInFlight] as const;
}
