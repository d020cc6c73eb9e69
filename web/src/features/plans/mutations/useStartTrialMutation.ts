import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useStartTrialMutation as StartTrialMutation } from '../../../__generated__/useStartTrialMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/commitAsPromise.ts';

const mutation = graphql`
  mutation useStartTrialMutation {
    startTrial {
      account {
        id
        showsUpgradeLink
        currentService {
          ...PlanCard_service
          stage
          features
          isEligibleForTrial
        }
      }
      userErrors {
        field
        message
      }
    }
  }
`;

export type StartTrialResult = StartTrialMutation['response']['startTrial'];

/** Starts the organisation's free trial; the account comes back with its service (the store updates in place). */
export function useStartTrialMutation(): [() => Promise<StartTrialResult>, boolean] {
  const [commit, inFlight] = useMutation<StartTrialMutation>(mutation);
  const start = useCallback(async () => (await commitAsPromise(commit, { variables: {} })).startTrial, [commit]);
  return [start, inFlight];
}
