import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { CaseImportInput, useStartCaseImportMutation as Mutation } from '../../../__generated__/useStartCaseImportMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/commitAsPromise.ts';

const mutation = graphql`
  mutation useStartCaseImportMutation($input: CaseImportInput!) {
    startCaseImport(input: $input) {
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

/** Staff: imports the file in a job (the valid rows become cases of the chosen organisation). */
export function useStartCaseImportMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const start = useCallback(
    async (input: CaseImportInput) => (await commitAsPromise(commit, { variables: { input } })).startCaseImport,
    [commit],
  );
  return [start, isInFlight] as const;
}
