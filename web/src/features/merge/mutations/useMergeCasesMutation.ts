import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useMergeCasesMutation as MergeCasesMutation } from '../../../__generated__/useMergeCasesMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/commitAsPromise.ts';
import { removeCaseFromPortfolio } from '../../portfolio/portfolioConnections.ts';

export type MergeCasesResult = MergeCasesMutation['response']['mergeCases'];
export interface MergeCasesArgs {
  /** Global ids of the open case and its duplicate. */
  caseId: string;
  duplicateId: string;
  lastPreviewedAt: string;
}

const mutation = graphql`
  mutation useMergeCasesMutation($input: MergeCasesInput!) {
    mergeCases(input: $input) {
      case {
        id
        internalID
        ...CaseHeader_case
        ...CaseDetailsCard_case
        ...PortfolioRow_case
        ...CaseHistoryDrawer_case
      }
      userErrors {
        field
        message
      }
    }
  }
`;

/**
 * Merges the duplicate into the case: the merged case comes back (with its history's first page, now opening with
 * the merge), and the one merged away leaves the portfolio lists.
 */
export function useMergeCasesMutation(): [(args: MergeCasesArgs) => Promise<MergeCasesResult>, boolean] {
  const [commit, isInFlight] = useMutation<MergeCasesMutation>(mutation);
  const merge = useCallback(
    async (input: MergeCasesArgs) =>
      (
        await commitAsPromise(commit, {
          variables: { input },
          updater: (store, data) => {
            const kept = data?.mergeCases.case?.id;
            if (!kept) return;
            for (const id of [input.caseId, input.duplicateId]) if (id !== kept) removeCaseFromPortfolio(store, id);
          },
        })
      ).mergeCases,
    [commit],
  );
  return [merge, isInFlight];
}
