import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useRejectLienVerificationMutation as RejectLienVerificationMutation } from '../../../__generated__/useRejectLienVerificationMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/commitAsPromise.ts';

export type RejectLienVerificationResult = RejectLienVerificationMutation['response']['rejectLienVerification'];

const mutation = graphql`
  mutation useRejectLienVerificationMutation($input: RejectLienVerificationInput!) {
    rejectLienVerification(input: $input) {
      lien {
        id
        hasOpenRejection
        rejectionNote
        ...FinanceTab_lien
      }
      userErrors {
        field
        message
      }
    }
  }
`;

/** The law firm rejects a lien's verification with its reasons: the badge shows at once, rolled back if refused. */
export function useRejectLienVerificationMutation(): [
  (input: { lienId: string; note: string }) => Promise<RejectLienVerificationResult>,
  boolean,
] {
  const [commit, isInFlight] = useMutation<RejectLienVerificationMutation>(mutation);
  const reject = useCallback(
    async (input: { lienId: string; note: string }) =>
      (
        await commitAsPromise(commit, {
          variables: { input },
          optimisticUpdater: (store) => store.get(input.lienId)?.setValue(true, 'hasOpenRejection'),
        })
      ).rejectLienVerification,
    [commit],
  );
  return [reject, isInFlight];
}
