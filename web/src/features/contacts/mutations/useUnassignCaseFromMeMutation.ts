import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useUnassignCaseFromMeMutation as Mutation } from '../../../__generated__/useUnassignCaseFromMeMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/commitAsPromise.ts';
import type { UserErrorView } from '../../../ui/userErrors.ts';
import { showViewerOnCard } from './useAssignCaseToMeMutation.ts';

const mutation = graphql`
  mutation useUnassignCaseFromMeMutation($input: AssignCaseToMeInput!) {
    unassignCaseFromMe(input: $input) {
      case {
        id
        ...ContactsTab_case
      }
      userErrors {
        message
      }
    }
  }
`;

/** Takes the viewer's linked contact off the case (off the card at once; Relay rolls it back on failure). Resolves with the userErrors. */
export function useUnassignCaseFromMeMutation(): [(caseId: string, cardId: string) => Promise<ReadonlyArray<UserErrorView>>, boolean] {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const unassignCaseFromMe = useCallback(
    async (caseId: string, cardId: string) => {
      const response = await commitAsPromise(commit, {
        variables: { input: { caseId } },
        optimisticUpdater: (store) => showViewerOnCard(store, cardId, false),
      });
      return response.unassignCaseFromMe.userErrors;
    },
    [commit],
  );
  return [unassignCaseFromMe, isInFlight];
}
