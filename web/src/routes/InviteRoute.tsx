import { lazy, Suspense, type ComponentType } from 'react';
import { graphql, loadQuery, usePreloadedQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { InviteRouteQuery } from '../__generated__/InviteRouteQuery.graphql.ts';
import type { ProtectedRouteQuery } from '../__generated__/ProtectedRouteQuery.graphql.ts';
import { InviteProvidersPage } from '../features/provider-invitations/InviteProvidersPage.tsx';
import { TokenExpiredView } from '../features/password-reset/TokenExpiredView.tsx';
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

// The invitation acceptance page belongs to the users slice. Looked up by its path so this route builds whether or
// not that page is there yet (an empty match → the token-expired view).
const acceptancePages = import.meta.glob<{ InvitationAcceptancePage: ComponentType }>('../features/users/InvitationAcceptancePage.tsx');
const loadAcceptancePage = acceptancePages['../features/users/InvitationAcceptancePage.tsx'];
const InvitationAcceptancePage = lazy(async () =>
  loadAcceptancePage ? { default: (await loadAcceptancePage()).InvitationAcceptancePage } : { default: () => <TokenExpiredView /> },
);

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
