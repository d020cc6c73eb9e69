import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useRetryFailedJobMutation as RetryFailedJobMutation } from '../../../__generated__/useRetryFailedJobMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/commitAsPromise.ts';
import type { UserErrorView } from '../../../ui/userErrors.ts';

const mutation = graphql`
  mutation useRetryFailedJobMutation($input: RetryFailedJobInput!, $connections: [ID!]!) {
    retryFailedJob(input: $input) {
      retriedJobId @deleteEdge(connections: $connections)
      userErrors {
        field
        message
      }
    }
  }
`;

/**
 * Queues a failed job again: it leaves the list at once (Relay puts it back if the registry refuses); resolves with
 * the userErrors.
 */
export function useRetryFailedJobMutation(): [(jobId: string, connectionId: string) => Promise<ReadonlyArray<UserErrorView>>, boolean] {
  const [commit, isInFlight] = useMutation<RetryFailedJobMutation>(mutation);
  const retryFailedJob = useCallback(
    async (jobId: string, connectionId: string) => {
      const response = await commitAsPromise(commit, {
        variables: { input: { jobId }, connections: [connectionId] },
        optimisticResponse: { retryFailedJob: { retriedJobId: jobId, userErrors: [] } },
      });
      return response.retryFailedJob.userErrors;
    },
    [commit],
  );
  return [retryFailedJob, isInFlight];
}
