import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useRequestPasswordResetMutation as RequestPasswordResetMutation } from '../../../__generated__/useRequestPasswordResetMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/commitAsPromise.ts';

export type RequestPasswordResetResult = RequestPasswordResetMutation['response']['requestPasswordReset'];

const mutation = graphql`
  mutation useRequestPasswordResetMutation($input: RequestPasswordResetInput!) {
    requestPasswordReset(input: $input) {
      sent
      userErrors {
        field
        message
        code
      }
    }
  }
`;

/** Asks for the reset e-mail (no session needed; the same answer for every e-mail). */
export function useRequestPasswordResetMutation(): [(email: string) => Promise<RequestPasswordResetResult>, boolean] {
  const [commit, isInFlight] = useMutation<RequestPasswordResetMutation>(mutation);
  const request = useCallback(
    async (email: string) => (await commitAsPromise(commit, { variables: { input: { email } } })).requestPasswordReset,
    [commit],
  );
  return [request, isInFlight];
}
