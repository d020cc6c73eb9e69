import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useMergeManualCasesMutation as MergeMutation } from '../../../__generated__/useMergeManualCasesMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/commitAsPromise.ts';
import type { ManualMergePair } from './usePreviewManualCaseMergeMutation.ts';

export type MergeManualCasesResult = MergeMutation['response']['mergeManualCases'];

const mutation = graphql`
  mutation useMergeManualCasesMutation($input: MergeManualCasesInput!) {
    mergeManualCases(input: $input) {
      mergedCaseId
      removedCaseId
      userErrors {
        field
        message
      }
    }
  }
`;

/**
 * Merges the duplicate into the canonical case, with the preview's time (the registry refuses when either case changed
 * since). The page's case lists are searched again afterwards, so nothing in the store needs changing here.
 */
export function useMergeManualCasesMutation(): [
  (input: ManualMergePair & { lastPreviewedAt: string }) => Promise<MergeManualCasesResult>,
  boolean,
] {
  const [commit, isInFlight] = useMutation<MergeMutation>(mutation);
  const merge = useCallback(
    async (input: ManualMergePair & { lastPreviewedAt: string }) =>
      (await commitAsPromise(commit, { variables: { input } })).mergeManualCases,
    [commit],
  );
  return [merge, isInFlight];
}
