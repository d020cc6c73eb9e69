import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useResetPasswordMutation as ResetPasswordMutation } from '../../../__generated__/useResetPasswordMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/commitAsPromise.ts';

export type ResetPasswordInput = ResetPasswordMutation['variables']['input'];
export type ResetPasswordResult = ResetPasswordMutation['response']['resetPassword'];

const mutation = graphql`
  mutation useResetPasswordMutation($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      success
      userErrors {
        field
        message
        code
      }
    }
  }
`;

/** Sets the new password with the e-mailed link's uid and token (no session needed). */
export function useResetPasswordMutation(): [(input: ResetPasswordInput) => Promise<ResetPasswordResult>, boolean] {
  const [commit, isInFlight] = useMutation<ResetPasswordMutation>(mutation);
  const reset = useCallback(
    async (input: ResetPasswordInput) => (await commitAsPromise(commit, { variables: { input } })).resetPassword,
    [commit],
  );
  return [reset, isInFlight];
}
