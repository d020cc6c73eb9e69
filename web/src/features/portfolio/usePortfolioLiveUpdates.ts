import { useMemo, useRef } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { usePortfolioLiveUpdatesSubscription } from '../../__generated__/usePortfolioLiveUpdatesSubscription.graphql.ts';

const subscription = graphql`
  subscription usePortfolioLiveUpdatesSubscription($after: String) {
    # after: set by the subscription client when it resumes after a reconnection (relay/liveResume.ts).
    portfolioChanged(after: $after) {
      type
      # Sent when the case's own fields changed; Relay writes it into the store, so its row updates in place.
      case {
        id
        ...PortfolioRow_case
      }
    }
  }
`;

/**
 * Changed cases arrive normalised by id, so the store updates the rows in place. A newly registered case is not in
 * the list yet: `onCaseCreated` (with its global id) lets the list fetch it in its place.
 */
export function usePortfolioLiveUpdates(onCaseCreated?: (caseId: string) => void): void {
  const callback = useRef(onCaseCreated);
  callback.current = onCaseCreated;
  const config = useMemo<GraphQLSubscriptionConfig<usePortfolioLiveUpdatesSubscription>>(
    () => ({
      subscription,
      variables: {},
      onNext: (response) => {
        const event = response?.portfolioChanged;
        if (event?.case && event.type === 'CASE_CREATED') callback.current?.(event.case.id);
      },
      onError: (error) => console.error('portfolioChanged failed', error),
    }),
    [],
  );
  useSubscription(config);
}
