import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useReopenLienMutation as ReopenLienMutation } from '../../../__generated__/useReopenLienMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/commitAsPromise.ts';
import { removeCaseFromPortfolio } from '../../portfolio/portfolioConnections.ts';
import { markResolved } from '../markResolved.ts';

export type ReopenLienResult = ReopenLienMutation['response']['reopenLien'];

const mutation = graphql`
  mutation useReopenLienMutation($input: ReopenLienInput!) {
    reopenLien(input: $input) {
      lien {
        id
        isResolved
        resolutionStatus
        viewerCan {
          resolve
          reopen
        }
      }
      case {
        id
        isResolved
        ...PortfolioRow_case
      }
      userErrors {
        field
        message
      }
    }
  }
`;

/** The lienholder re-opens its resolved lien: open at once (rolled back if refused); it leaves lists of resolved cases. */
export function useReopenLienMutation(): [(args: { caseId: string; lienId: string }) => Promise<ReopenLienResult>, boolean] {
  const [commit, isInFlight] = useMutation<ReopenLienMutation>(mutation);
  const reopenLien = useCallback(
    async ({ caseId, lienId }: { caseId: string; lienId: string }) =>
      (
        await commitAsPromise(commit, {
          variables: { input: { lienId } },
          optimisticUpdater: (store) => markResolved(store.get(lienId), false),
          updater: (store, data) => {
            if (data?.reopenLien.userErrors.length === 0) removeCaseFromPortfolio(store, caseId, 'RESOLVED');
          },
        })
      ).reopenLien,
    [commit],
  );
  return [reopenLien, isInFlight];
}
