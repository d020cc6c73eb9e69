import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { CaseImportInput, useSaveCaseImportMutation as Mutation } from '../../../__generated__/useSaveCaseImportMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/commitAsPromise.ts';

const mutation = graphql`
  mutation useSaveCaseImportMutation($input: CaseImportInput!) {
    saveCaseImport(input: $input) {
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

/** Staff: saves a file's column mapping and organisation (the preview follows them). */
export function useSaveCaseImportMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const save = useCallback(
    async (input: CaseImportInput) => (await commitAsPromise(commit, { variables: { input } })).saveCaseImport,
    [commit],
  );
  return [save, isInFlight] as const;
}
