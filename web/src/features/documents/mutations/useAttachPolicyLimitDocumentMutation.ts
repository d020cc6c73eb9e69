import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useAttachPolicyLimitDocumentMutation as AttachPolicyLimitDocumentMutation } from '../../../__generated__/useAttachPolicyLimitDocumentMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/commitAsPromise.ts';
import type { UserErrorView } from '../../../ui/userErrors.ts';

const mutation = graphql`
  mutation useAttachPolicyLimitDocumentMutation($input: AttachPolicyLimitDocumentInput!) {
    attachPolicyLimitDocument(input: $input) {
      policyLimit {
        id
        ...PolicyLimitDocument_policyLimit
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`;

/** Law firm: a POLICY_LIMIT document (uploaded first) becomes a policy limit's document. */
export function useAttachPolicyLimitDocumentMutation(): [
  (input: { policyLimitId: string; caseId: string; documentId: string }) => Promise<ReadonlyArray<UserErrorView>>,
  boolean,
] {
  const [commit, isInFlight] = useMutation<AttachPolicyLimitDocumentMutation>(mutation);
  const attach = useCallback(
    async (input: { policyLimitId: string; caseId: string; documentId: string }) =>
      (await commitAsPromise(commit, { variables: { input } })).attachPolicyLimitDocument.userErrors,
    [commit],
  );
  return [attach, isInFlight];
}
