import { lazy, Suspense } from 'react';
import { graphql, loadQuery, usePreloadedQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { InviteRouteQuery } from '../__generated__/InviteRouteQuery.graphql.ts';
import type { ProtectedRouteQuery } from '../__generated__/ProtectedRouteQuery.graphql.ts';
import { InviteProvidersPage } from '../features/provider-invitations/InviteProvidersPage.tsx';
import type { EnvironmentHolder } from '../relay/environment.ts';
import { FullPageLoader } from './FullPageLoader.tsx';
import { ProtectedArea, protectedLoader } from './ProtectedRoute.tsx';

const inviteRouteQuery = graphql`
  query InviteRouteQuery {
    viewer {
      ...InviteProvidersPage_viewer
    }
  }
`;

// The invitation acceptance page (the users slice), a chunk of its own: a provider's page never loads it.
const InvitationAcceptancePage = lazy(async () => ({
  default: (await import('../features/users/InvitationAcceptancePage.tsx')).InvitationAcceptancePage,
}));

type InviteLoaderData =
  { kind: 'accept' } | { kind: 'providers'; shell: PreloadedQuery<ProtectedRouteQuery>; page: PreloadedQuery<InviteRouteQuery> };

/** With `?token=` nothing is loaded here (the acceptance page is public); without, the shell's and the page's queries. */
export function inviteLoader(holder: EnvironmentHolder) {
  return ({ request }: LoaderFunctionArgs): InviteLoaderData => {
    if (new URL(request.url).searchParams.get('token')) return { kind: 'accept' };
    return {
      kind: 'providers',
      shell: protectedLoader(holder)(),
      page: loadQuery<InviteRouteQuery>(holder.current(), inviteRouteQuery, {}, { fetchPolicy: 'store-and-network' }),
    };
  };
}

/**
 * /invite (DECISIONS.md 6): with a `token` query parameter, the public invitation acceptance page; without one, the
 * signed-in "Invite Providers" page of law firms inside the usual shell (others are sent to the portfolio).
 */
export function InviteRoute() {
  const data = useLoaderData() as InviteLoaderData;
  if (data.kind === 'accept') {
    return (
      <Suspense fallback={<FullPageLoader />}>
        <InvitationAcceptancePage />
      </Suspense>
    );
  }
  return (
    <ProtectedArea queryRef={data.shell}>
      <ProvidersPage queryRef={data.page} />
    </ProtectedArea>
  );
}

function ProvidersPage({ queryRef }: { queryRef: PreloadedQuery<InviteRouteQuery> }) {
  const data = usePreloadedQuery<InviteRouteQuery>(inviteRouteQuery, queryRef);
  if (!data.viewer) return null;
  return <InviteProvidersPage viewer={data.viewer} />;
}
