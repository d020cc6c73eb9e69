import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useCaseLiveUpdatesSubscription } from '../../__generated__/useCaseLiveUpdatesSubscription.graphql.ts';

const subscription = graphql`
  subscription useCaseLiveUpdatesSubscription($id: ID!) {
    caseChanged(id: $id) {
      case {
        id
        ...CaseHeader_case
        ...CaseDetailsCard_case
        ...PortfolioRow_case
      }
    }
  }
`;

/** Keeps the open case live; `id` is the case's global id. */
export function useCaseLiveUpdates(id: string): void {
  const config = useMemo<GraphQLSubscriptionConfig<useCaseLiveUpdatesSubscription>>(
    () => ({ subscription, variables: { id }, onError: (error) => console.error('caseChanged failed', error) }),
    [id],
  );
  useSubscription(config);
}
