import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  RegisterNowInput,
  useRegisterNowMutation as RegisterNowMutation,
} from '../../../__generated__/useRegisterNowMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/commitAsPromise.ts';

const mutation = graphql`
  mutation useRegisterNowMutation($input: RegisterNowInput!) {
    registerNow(input: $input) {
      isAccountCreated
      userErrors {
        field
        message
        code
      }
    }
  }
`;

/** /register-now: self-service registration of a new organisation (no session needed). */
export function useRegisterNowMutation() {
  const [commit, isInFlight] = useMutation<RegisterNowMutation>(mutation);
  const register = useCallback(
    async (input: RegisterNowInput) => (await commitAsPromise(commit, { variables: { input } })).registerNow,
    [commit],
  );
  return [register, isInFlight] as const;
}
