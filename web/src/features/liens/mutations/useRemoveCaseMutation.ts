import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useRemoveCaseMutation as RemoveCaseMutation } from '../../../__generated__/useRemoveCaseMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/commitAsPromise.ts';
import { removeCaseFromPortfolio } from '../../portfolio/portfolioConnections.ts';

export type RemoveCaseResult = RemoveCaseMutation['response']['removeCase'];

const mutation = graphql`
  mutation useRemoveCaseMutation($input: RemoveCaseInput!) {
    removeCase(input: $input) {
      removedCaseId
      userErrors {
        field
        message
      }
    }
  }
`;

/** The lienholder leaves a case (through its lien); once the registry agrees the case leaves the portfolio lists. */
export function useRemoveCaseMutation(): [(input: { lienId: string; note: string }) => Promise<RemoveCaseResult>, boolean] {
  const [commit, isInFlight] = useMutation<RemoveCaseMutation>(mutation);
  const removeCase = useCallback(
    async (input: { lienId: string; note: string }) =>
      (
        await commitAsPromise(commit, {
          variables: { input },
          updater: (store, data) => {
            const removed = data?.removeCase.removedCaseId;
            if (removed) removeCaseFromPortfolio(store, removed);
          },
        })
      ).removeCase,
    [commit],
  );
  return [removeCase, isInFlight];
}
