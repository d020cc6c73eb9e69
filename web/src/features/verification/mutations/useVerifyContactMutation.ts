import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  VerifyContactInput,
  useVerifyContactMutation as VerifyContactMutation,
} from '../../../__generated__/useVerifyContactMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/commitAsPromise.ts';
import { noteVerificationDecision, type VerificationPlace } from './store.ts';

const mutation = graphql`
  mutation useVerifyContactMutation($input: VerifyContactInput!, $connections: [ID!]!) {
    verifyContact(input: $input) {
      removedId @deleteEdge(connections: $connections)
      userErrors {
        field
        message
        code
      }
    }
  }
`;

/** Staff verify a contact (the Verify Contact modal); it leaves the table. CONFIRMATION_REQUIRED asks to confirm. */
export function useVerifyContactMutation() {
  const [commit, isInFlight] = useMutation<VerifyContactMutation>(mutation);
  const verify = useCallback(
    async (input: VerifyContactInput, place: VerificationPlace) =>
      (
        await commitAsPromise(commit, {
          variables: { input, connections: [place.connectionId] },
          updater: (store, data) => {
            if (data?.verifyContact.removedId) noteVerificationDecision(store, place, null, true);
          },
        })
      ).verifyContact,
    [commit],
  );
  return [verify, isInFlight] as const;
}
