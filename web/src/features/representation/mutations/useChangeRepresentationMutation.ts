import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  ChangeRepresentationInput,
  useChangeRepresentationMutation as ChangeRepresentationMutation,
} from '../../../__generated__/useChangeRepresentationMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/commitAsPromise.ts';
import { removeCaseFromPortfolio } from '../../portfolio/portfolioConnections.ts';

export type ChangeRepresentationResult = ChangeRepresentationMutation['response']['changeRepresentation'];

const mutation = graphql`
  mutation useChangeRepresentationMutation($input: ChangeRepresentationInput!) {
    changeRepresentation(input: $input) {
      removedCaseId
      userErrors {
        field
        message
      }
    }
  }
`;

/** The law firm no longer represents the plaintiff: once the registry agrees the case leaves its portfolio lists. */
export function useChangeRepresentationMutation(): [(input: ChangeRepresentationInput) => Promise<ChangeRepresentationResult>, boolean] {
  const [commit, isInFlight] = useMutation<ChangeRepresentationMutation>(mutation);
  const change = useCallback(
    async (input: ChangeRepresentationInput) =>
      (
        await commitAsPromise(commit, {
          variables: { input },
          updater: (store, data) => {
            const removed = data?.changeRepresentation.removedCaseId;
            if (removed) removeCaseFromPortfolio(store, removed);
          },
        })
      ).changeRepresentation,
    [commit],
  );
  return [change, isInFlight];
}
