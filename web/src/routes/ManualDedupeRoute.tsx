import { graphql, loadQuery, usePreloadedQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import { Navigate, useLoaderData } from 'react-router';
import type { ManualDedupeRouteQuery } from '../__generated__/ManualDedupeRouteQuery.graphql.ts';
import { ManualDedupePage } from '../features/manual-dedupe/ManualDedupePage.tsx';
import type { EnvironmentHolder } from '../relay/environment.ts';

const manualDedupeRouteQuery = graphql`
  query ManualDedupeRouteQuery {
    viewer {
      user {
        isStaff
      }
    }
  }
`;

export function manualDedupeLoader(holder: EnvironmentHolder) {
  return (): PreloadedQuery<ManualDedupeRouteQuery> =>
    loadQuery<ManualDedupeRouteQuery>(holder.current(), manualDedupeRouteQuery, {}, { fetchPolicy: 'store-and-network' });
}

/** /manual-dedupe: staff's manual case dedupe (compact header, see AppHeader); everyone else is sent to '/'. */
export function ManualDedupeRoute() {
  const data = usePreloadedQuery<ManualDedupeRouteQuery>(manualDedupeRouteQuery, useLoaderData() as PreloadedQuery<ManualDedupeRouteQuery>);
  if (!data.viewer) return null;
  if (!data.viewer.user.isStaff) return <Navigate replace to="/" />;
  return <ManualDedupePage />;
}
