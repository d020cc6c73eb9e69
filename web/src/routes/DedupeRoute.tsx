import { graphql, loadQuery, usePreloadedQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import { Navigate, useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import type { DedupeRouteQuery } from '../__generated__/DedupeRouteQuery.graphql.ts';
import { DedupePage } from '../features/dedupe/DedupePage.tsx';
import { filtersOf, paramsOf, variablesOf } from '../features/dedupe/filters.ts';
import type { EnvironmentHolder } from '../relay/environment.ts';

const dedupeRouteQuery = graphql`
  query DedupeRouteQuery(
    $modelType: MatchModelType!
    $status: MatchStatus
    $search: String
    $orderBy: MatchOrder
    $importId: String
    $relatedToCompulsionFirm: Boolean
  ) {
    viewer {
      user {
        isStaff
      }
      ...DedupePage_viewer
        @arguments(
          modelType: $modelType
          status: $status
          search: $search
          orderBy: $orderBy
          importId: $importId
          relatedToCompulsionFirm: $relatedToCompulsionFirm
        )
    }
  }
`;

/** The page's query for the filters in the URL (a filter change navigates, and this runs again). */
export function dedupeLoader(holder: EnvironmentHolder) {
  return ({ request }: LoaderFunctionArgs): PreloadedQuery<DedupeRouteQuery> =>
    loadQuery<DedupeRouteQuery>(holder.current(), dedupeRouteQuery, variablesOf(filtersOf(new URL(request.url).searchParams)), {
      fetchPolicy: 'store-and-network',
    });
}

/** /dedupe: staff's dedupe queue; everyone else is sent to '/' (the server shows them nothing). */
export function DedupeRoute() {
  const data = usePreloadedQuery<DedupeRouteQuery>(dedupeRouteQuery, useLoaderData() as PreloadedQuery<DedupeRouteQuery>);
  const [searchParams, setSearchParams] = useSearchParams();
  if (!data.viewer) return null;
  if (!data.viewer.user.isStaff) return <Navigate replace to="/" />;
  const filters = filtersOf(searchParams);
  return (
    <DedupePage
      // A new tab starts with a fresh queue (its own selection state).
      key={filters.tab}
      viewer={data.viewer}
      filters={filters}
      onFiltersChange={(next) => setSearchParams(paramsOf(next))}
    />
  );
}
