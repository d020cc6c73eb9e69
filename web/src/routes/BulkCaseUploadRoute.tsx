import { graphql, loadQuery, usePreloadedQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { BulkCaseUploadRouteQuery } from '../__generated__/BulkCaseUploadRouteQuery.graphql.ts';
import { SecureCaseUploadPage } from '../features/case-uploads/SecureCaseUploadPage.tsx';
import type { EnvironmentHolder } from '../relay/environment.ts';

const bulkCaseUploadRouteQuery = graphql`
  query BulkCaseUploadRouteQuery {
    viewer {
      user {
        firstName
        lastName
        email
      }
      activeAccount {
        organization {
          name
        }
      }
    }
  }
`;

/** Who is here, to fill the form in for a signed-in user (null viewer when signed out). */
export function bulkCaseUploadLoader(holder: EnvironmentHolder) {
  return (): PreloadedQuery<BulkCaseUploadRouteQuery> =>
    loadQuery<BulkCaseUploadRouteQuery>(holder.current(), bulkCaseUploadRouteQuery, {}, { fetchPolicy: 'store-or-network' });
}

/** /bulk-case-upload: the Secure Case Upload page, open to anyone; signed in, it starts with the viewer's details. */
export function BulkCaseUploadRoute() {
  const data = usePreloadedQuery<BulkCaseUploadRouteQuery>(
    bulkCaseUploadRouteQuery,
    useLoaderData() as PreloadedQuery<BulkCaseUploadRouteQuery>,
  );
  const viewer = data.viewer;
  const defaults = viewer
    ? {
        companyName: viewer.activeAccount.organization.name,
        fullName: `${viewer.user.firstName} ${viewer.user.lastName}`.trim(),
        emailAddress: viewer.user.email,
      }
    : { companyName: '', fullName: '', emailAddress: '' };
  return <SecureCaseUploadPage defaults={defaults} signedIn={viewer !== null} />;
}
