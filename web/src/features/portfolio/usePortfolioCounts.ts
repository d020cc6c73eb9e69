import { useEffect, useRef, useState } from 'react';
import { fetchQuery, useRelayEnvironment } from 'react-relay';
import { createOperationDescriptor, getRequest, type Disposable, type GraphQLTaggedNode } from 'relay-runtime';
import type { PortfolioFilter } from '../../__generated__/PortfolioListPaginationQuery.graphql.ts';
import type { PortfolioListCountsQuery, PortfolioListCountsQuery$data } from '../../__generated__/PortfolioListCountsQuery.graphql.ts';
import { FACET_COUNTS_DEBOUNCE_MS } from './filters.ts';

type CountsViewer = NonNullable<PortfolioListCountsQuery$data['viewer']>;

/**
 * The live counts beside the facets and on the status cards, for the list's search and filter: read at once on
 * mount (until the first answer), then after the long debounce (900 ms) once the choices settle; `reloadKey` re-reads them (a case joined).
 * The previous counts stay on screen meanwhile.
 */
export function usePortfolioCounts(
  /** PortfolioList's counts query (it spreads the fragments of the components that show the counts). */
  countsQuery: GraphQLTaggedNode,
  search: string | null,
  filter: PortfolioFilter | null,
  reloadKey: number,
): CountsViewer | null {
  const environment = useRelayEnvironment();
  const [counts, setCounts] = useState<CountsViewer | null>(null);
  const loaded = useRef(false);
  // The latest counts stay retained in the store while on screen (the components read them through fragments).
  const held = useRef<Disposable | null>(null);
  useEffect(() => () => held.current?.dispose(), []);
  const variables = JSON.stringify({ search, filter });
  useEffect(() => {
    let current = true;
    const read = () => {
      const values = JSON.parse(variables) as PortfolioListCountsQuery['variables'];
      fetchQuery<PortfolioListCountsQuery>(environment, countsQuery, values, { fetchPolicy: 'network-only' })
        .toPromise()
        .then((result) => {
          if (!current || !result?.viewer) return;
          loaded.current = true;
          held.current?.dispose();
          held.current = environment.retain(createOperationDescriptor(getRequest(countsQuery), values));
          setCounts(result.viewer);
        })
        // The counts are a help beside the list; a failed read keeps the last ones.
        .catch(() => undefined);
    };
    // Nothing on screen yet: read at once.
    if (!loaded.current) {
      read();
      return () => {
        current = false;
      };
    }
    const timer = setTimeout(read, FACET_COUNTS_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [environment, countsQuery, variables, reloadKey]);
  return counts;
}
