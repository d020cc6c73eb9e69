import { useCallback } from 'react';
import { ConnectionHandler, graphql, useMutation } from 'react-relay';
import type {
  UpdateCaseStatusInput,
  useUpdateCaseStatusMutation as UpdateCaseStatusMutation,
} from '../../../__generated__/useUpdateCaseStatusMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/commitAsPromise.ts';
import type { UserErrorView } from '../../../ui/userErrors.ts';
import { CASE_HISTORY_CONNECTION } from '../../history/connections.ts';

const mutation = graphql`
  mutation useUpdateCaseStatusMutation($input: UpdateCaseStatusInput!, $connections: [ID!]!) {
    updateCaseStatus(input: $input) {
      case {
        id
        ...LawFirmStatusPanel_case
        ...CaseDetailsCard_case
        ...PortfolioRow_case
      }
      activityEdge @prependEdge(connections: $connections) {
        cursor
        node {
          id
          ...CaseHistoryItem_activity
        }
      }
      userErrors {
        field
        message
      }
    }
  }
`;

/**
 * Updates the law firm's status of the case (or confirms it unchanged with `noChange`). A new status shows at once
 * with `statusLabel` (Relay rolls it back if the update is refused); the history gets the new activity.
 */
export function useUpdateCaseStatusMutation(): [
  (input: UpdateCaseStatusInput, statusLabel: string | null) => Promise<ReadonlyArray<UserErrorView>>,
  boolean,
] {
  const [commit, isInFlight] = useMutation<UpdateCaseStatusMutation>(mutation);
  const updateCaseStatus = useCallback(
    async (input: UpdateCaseStatusInput, statusLabel: string | null) => {
      const response = await commitAsPromise(commit, {
        variables: { input, connections: [ConnectionHandler.getConnectionID(input.caseId, CASE_HISTORY_CONNECTION)] },
        optimisticUpdater: (store) => {
          const kase = store.get(input.caseId);
          if (!kase || input.noChange || !input.status) return;
          kase.setValue(input.status, 'status');
          if (statusLabel) kase.setValue(statusLabel, 'statusLabel');
        },
      });
      return response.updateCaseStatus.userErrors;
    },
    [commit],
  );
  return [updateCaseStatus, isInFlight];
}
