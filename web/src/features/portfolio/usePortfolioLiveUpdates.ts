import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { usePortfolioLiveUpdatesSubscription } from '../../__generated__/usePortfolioLiveUpdatesSubscription.graphql.ts';

const subscription = graphql`
  subscription usePortfolioLiveUpdatesSubscription {
    portfolioChanged {
      case {
        id
        ...PortfolioRow_case
      }
    }
  }
`;

/** Changed cases arrive normalised by id, so the store updates the rows in place. */
export function usePortfolioLiveUpdates(): void {
  const config = useMemo<GraphQLSubscriptionConfig<usePortfolioLiveUpdatesSubscription>>(
    () => ({ subscription, variables: {}, onError: (error) => console.error('portfolioChanged failed', error) }),
    [],
  );
  useSubscription(config);
}
