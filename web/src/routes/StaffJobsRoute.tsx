import { graphql, loadQuery, usePreloadedQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import { Navigate, useLoaderData } from 'react-router';
import type { StaffJobsRouteQuery } from '../__generated__/StaffJobsRouteQuery.graphql.ts';
import { FailedJobsPage } from '../features/jobs/FailedJobsPage.tsx';
import type { EnvironmentHolder } from '../relay/environment.ts';

const staffJobsRouteQuery = graphql`
  query StaffJobsRouteQuery {
    viewer {
      user {
        isStaff
      }
      ...FailedJobsPage_viewer
    }
  }
`;

export function staffJobsLoader(holder: EnvironmentHolder) {
  return (): PreloadedQuery<StaffJobsRouteQuery> =>
    loadQuery<StaffJobsRouteQuery>(holder.current(), staffJobsRouteQuery, {}, { fetchPolicy: 'store-and-network' });
}

/** /staff/jobs: the failed jobs list, for staff; everyone else is sent to the portfolio (the server shows them nothing). */
export function StaffJobsRoute() {
  const data = usePreloadedQuery<StaffJobsRouteQuery>(staffJobsRouteQuery, useLoaderData() as PreloadedQuery<StaffJobsRouteQuery>);
  if (!data.viewer) return null;
  if (!data.viewer.user.isStaff) return <Navigate replace to="/portfolio" />;
  return <FailedJobsPage viewer={data.viewer} />;
}
