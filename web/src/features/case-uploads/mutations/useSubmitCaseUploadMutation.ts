import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  SubmitCaseUploadInput,
  useSubmitCaseUploadMutation as SubmitMutation,
} from '../../../__generated__/useSubmitCaseUploadMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/commitAsPromise.ts';

const mutation = graphql`
  mutation useSubmitCaseUploadMutation($input: SubmitCaseUploadInput!) {
    submitCaseUpload(input: $input) {
      caseUpload {
        reference
        fileName
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`;

/** The Secure Case Upload form (signed out or in): stores the uploaded file and e-mails the sender. */
export function useSubmitCaseUploadMutation() {
  const [commit, isInFlight] = useMutation<SubmitMutation>(mutation);
  const submit = useCallback(
    async (input: SubmitCaseUploadInput) => (await commitAsPromise(commit, { variables: { input } })).submitCaseUpload,
    [commit],
  );
  return [submit, isInFlight] as const;
}
