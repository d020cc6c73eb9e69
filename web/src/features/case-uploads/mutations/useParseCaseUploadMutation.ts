import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useParseCaseUploadMutation as Mutation } from '../../../__generated__/useParseCaseUploadMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/commitAsPromise.ts';

const mutation = graphql`
  mutation useParseCaseUploadMutation($input: CaseImportInput!) {
    parseCaseUpload(input: $input) {
      caseImport {
        ...CaseImportPanel_caseImport
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`;

/** Staff: reads the file again in a job. */
export function useParseCaseUploadMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const parse = useCallback(
    async (caseUploadId: string) => (await commitAsPromise(commit, { variables: { input: { caseUploadId } } })).parseCaseUpload,
    [commit],
  );
  return [parse, isInFlight] as const;
}
