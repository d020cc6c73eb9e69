import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useOrganizationLiveUpdatesSubscription } from '../../__generated__/useOrganizationLiveUpdatesSubscription.graphql.ts';

const subscription = graphql`
  subscription useOrganizationLiveUpdatesSubscription($after: String) {
    # after: set by the subscription client when it resumes after a reconnection (relay/liveResume.ts).
    accountChanged(after: $after) {
      account {
        id
        organization {
          id
          ...OrganizationCard_organization
          ...OrganizationDetailsCard_organization
        }
      }
    }
  }
`;

/**
 * The acting organisation's details, live on the settings page: another admin's edit (the registry's
 * `organization.updated`) updates the organisation cards in place.
 */
export function useOrganizationLiveUpdates(): void {
  const config = useMemo<GraphQLSubscriptionConfig<useOrganizationLiveUpdatesSubscription>>(
    () => ({ subscription, variables: {}, onError: (error) => console.error('Live organisation updates stopped', error) }),
    [],
  );
  useSubscription(config);
}
