import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  ResolveLienRejectionInput,
  useResolveLienRejectionMutation as ResolveLienRejectionMutation,
} from '../../../__generated__/useResolveLienRejectionMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/commitAsPromise.ts';

export type ResolveLienRejectionResult = ResolveLienRejectionMutation['response']['resolveLienRejection'];

const mutation = graphql`
  mutation useResolveLienRejectionMutation($input: ResolveLienRejectionInput!) {
    resolveLienRejection(input: $input) {
      lien {
        id
        hasOpenRejection
        rejectionNote
        verificationStatus
        hasAttorneyChanged
      }
      case {
        id
        lawFirm {
          internalID
          name
        }
        ...CaseHeader_case
        ...CaseDetailsCard_case
        ...LawFirmStatusPanel_case
        ...FinanceTab_case
        ...InboxTab_case
      }
      userErrors {
        field
        message
      }
    }
  }
`;

/**
 * The lienholder answers a rejection (resubmit, or name the new law firm); the case comes back with its threads, the
 * answered one closed. Not optimistic: the dialog lives inside the rejection notice, which must stay until the
 * registry agrees (a refusal is shown in the dialog).
 */
export function useResolveLienRejectionMutation(): [(input: ResolveLienRejectionInput) => Promise<ResolveLienRejectionResult>, boolean] {
  const [commit, isInFlight] = useMutation<ResolveLienRejectionMutation>(mutation);
  const resolve = useCallback(
    async (input: ResolveLienRejectionInput) => (await commitAsPromise(commit, { variables: { input } })).resolveLienRejection,
    [commit],
  );
  return [resolve, isInFlight];
}
