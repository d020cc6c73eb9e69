import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useAccountLiveUpdatesSubscription } from '../../__generated__/useAccountLiveUpdatesSubscription.graphql.ts';

const subscription = graphql`
  subscription useAccountLiveUpdatesSubscription($after: String) {
    # after: set by the subscription client when it resumes after a reconnection (relay/liveResume.ts).
    accountChanged(after: $after) {
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
    }
  }
`;

/**
 * The acting organisation's service, live: a pack paid (its cases arrive with the provider's webhook), a trial
 * started or ended in another tab or by another admin — the account's `currentService` updates in place.
 */
export function useAccountLiveUpdates(): void {
  const config = useMemo<GraphQLSubscriptionConfig<useAccountLiveUpdatesSubscription>>(
    () => ({ subscription, variables: {}, onError: (error) => console.error('Live account updates stopped', error) }),
    [],
  );
  useSubscription(config);
}
