import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  RegisterUserInput,
  useRegisterUserMutation as RegisterUserMutation,
} from '../../../__generated__/useRegisterUserMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/commitAsPromise.ts';

const mutation = graphql`
  mutation useRegisterUserMutation($input: RegisterUserInput!) {
    registerUser(input: $input) {
      isAccountCreated
      userErrors {
        field
        message
        code
      }
    }
  }
`;

/** /register: asks to join a law firm (no session needed). */
export function useRegisterUserMutation() {
  const [commit, isInFlight] = useMutation<RegisterUserMutation>(mutation);
  const register = useCallback(
    async (input: RegisterUserInput) => (await commitAsPromise(commit, { variables: { input } })).registerUser,
    [commit],
  );
  return [register, isInFlight] as const;
}
