import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useOpenCaseUploadMutation as Mutation } from '../../../__generated__/useOpenCaseUploadMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/commitAsPromise.ts';

const mutation = graphql`
  mutation useOpenCaseUploadMutation($input: OpenCaseUploadInput!) {
    openCaseUpload(input: $input) {
      url
      userErrors {
        field
        message
        code
      }
    }
  }
`;

/** Staff: a fresh, short-lived download link to a received file (the registry logs the access). */
export function useOpenCaseUploadMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const open = useCallback(
    async (caseUploadId: string) => (await commitAsPromise(commit, { variables: { input: { caseUploadId } } })).openCaseUpload,
    [commit],
  );
  return [open, isInFlight] as const;
}
