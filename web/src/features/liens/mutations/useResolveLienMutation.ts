import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useResolveLienMutation as ResolveLienMutation } from '../../../__generated__/useResolveLienMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/commitAsPromise.ts';
import { removeCaseFromPortfolio } from '../../portfolio/portfolioConnections.ts';
import { markResolved } from '../markResolved.ts';

export type ResolveLienResult = ResolveLienMutation['response']['resolveLien'];
export interface ResolveLienArgs {
  caseId: string;
  lienId: string;
  resolutionStatus: string | null;
  note: string;
}

const mutation = graphql`
  mutation useResolveLienMutation($input: ResolveLienInput!) {
    resolveLien(input: $input) {
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

/**
 * The lienholder marks its lien resolved: shown resolved at once (rolled back if refused); once the registry agrees
 * the case leaves the portfolio lists of unresolved cases.
 */
export function useResolveLienMutation(): [(args: ResolveLienArgs) => Promise<ResolveLienResult>, boolean] {
  const [commit, isInFlight] = useMutation<ResolveLienMutation>(mutation);
  const resolveLien = useCallback(
    async ({ caseId, lienId, resolutionStatus, note }: ResolveLienArgs) =>
      (
        await commitAsPromise(commit, {
          variables: { input: { lienId, resolutionStatus, note } },
          optimisticUpdater: (store) => markResolved(store.get(lienId), true),
          updater: (store, data) => {
            if (data?.resolveLien.userErrors.length === 0) removeCaseFromPortfolio(store, caseId, 'UNRESOLVED');
          },
        })
      ).resolveLien,
    [commit],
  );
  return [resolveLien, isInFlight];
}
