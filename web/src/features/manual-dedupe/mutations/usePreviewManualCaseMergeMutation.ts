import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { usePreviewManualCaseMergeMutation as PreviewMutation } from '../../../__generated__/usePreviewManualCaseMergeMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/commitAsPromise.ts';

export type ManualMergePreviewResult = PreviewMutation['response']['previewManualCaseMerge'];
export type ManualMergePreview = NonNullable<ManualMergePreviewResult['preview']>;
export interface ManualMergePair {
  /** Registry ids: the chosen organisation, the case that stays and the one merged into it. */
  organizationId: string;
  canonicalCaseId: string;
  duplicateCaseId: string;
}

const mutation = graphql`
  mutation usePreviewManualCaseMergeMutation($input: PreviewManualCaseMergeInput!) {
    previewManualCaseMerge(input: $input) {
      preview {
        lastPreviewedAt
        ...ManualMergePreviewTable_preview
      }
      userErrors {
        field
        message
      }
    }
  }
`;

/** Asks the registry what merging the duplicate into the canonical case would keep (nothing changes). */
export function usePreviewManualCaseMergeMutation(): [(pair: ManualMergePair) => Promise<ManualMergePreviewResult>, boolean] {
  const [commit, isInFlight] = useMutation<PreviewMutation>(mutation);
  const preview = useCallback(
    async (input: ManualMergePair) => (await commitAsPromise(commit, { variables: { input } })).previewManualCaseMerge,
    [commit],
  );
  return [preview, isInFlight];
}
