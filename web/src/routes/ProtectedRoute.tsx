import { makeStyles, tokens } from '@fluentui/react-components';
import { Suspense, lazy, useCallback, useState, type ReactNode } from 'react';
import { graphql, usePreloadedQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import { Navigate, Outlet, useLoaderData, useLocation, useNavigate, useRevalidator } from 'react-router';
import type { ProtectedRouteQuery } from '../__generated__/ProtectedRouteQuery.graphql.ts';
import { AppHeader } from '../features/shell/AppHeader.tsx';
import { useSessionRefresh } from '../features/shell/useSessionRefresh.ts';
import { loginPathFor } from '../lib/nextPath.ts';
import { useLogoutMutation } from '../features/auth/mutations/useLogoutMutation.ts';
import { useSwitchAccountMutation } from '../features/auth/mutations/useSwitchAccountMutation.ts';
import { useEnvironmentHolder } from '../relay/useEnvironmentHolder.ts';

/** Only an account awaiting approval sees it: its own chunk. */
const VerificationPendingPage = lazy(async () => ({
  default: (await import('../features/auth/VerificationPendingPage.tsx')).VerificationPendingPage,
}));

const protectedRouteQuery = graphql`
  query ProtectedRouteQuery {
    registrationPending
    viewer {
      sessionExpiresAt
      ...AppHeader_viewer
    }
  }
`;

export { protectedLoader } from './loaders.ts';

const useStyles = makeStyles({
  shell: { display: 'flex', flexDirection: 'column', height: '100vh' },
  // Pages taller than the window (settings, plans) scroll inside the shell; the portfolio fits and scrolls its own lists.
  main: { flexGrow: 1, minHeight: 0, overflowY: 'auto', backgroundColor: tokens.colorNeutralBackground2 },
});

/** The signed-in area: a signed-out visitor is sent to /login with the path kept in `next`. */
export function ProtectedRoute() {
  return (
    <ProtectedArea queryRef={useLoaderData() as PreloadedQuery<ProtectedRouteQuery>}>
      <Outlet />
    </ProtectedArea>
  );
}

/**
 * The signed-in shell around `children` (also used by a route outside '/', e.g. /invite without a token): signed out →
 * /login with the path kept; an account whose registration awaits approval sees only the verification-pending page.
 */
export function ProtectedArea({ queryRef, children }: { queryRef: PreloadedQuery<ProtectedRouteQuery>; children: ReactNode }) {
  const data = usePreloadedQuery<ProtectedRouteQuery>(protectedRouteQuery, queryRef);
  const location = useLocation();
  if (data.registrationPending) return <PendingVerification />;
  if (!data.viewer) return <Navigate replace to={loginPathFor(location)} />;
  return <SignedInShell viewer={data.viewer}>{children}</SignedInShell>;
}

function PendingVerification() {
  const [logout] = useLogoutMutation();
  const [signingOut, setSigningOut] = useState(false);
  const holder = useEnvironmentHolder();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const signOut = useCallback(async () => {
    setSigningOut(true);
    try {
      await logout();
    } catch (error) {
      console.error('Logout failed', error);
    }
    holder.reset();
    await navigate('/login', { replace: true });
    await revalidator.revalidate();
  }, [logout, holder, navigate, revalidator]);
  return (
    <Suspense fallback={null}>
      <VerificationPendingPage onSignOut={() => void signOut()} busy={signingOut} />
    </Suspense>
  );
}

function SignedInShell({ viewer, children }: { viewer: NonNullable<ProtectedRouteQuery['response']['viewer']>; children: ReactNode }) {
  const styles = useStyles();
  const [logout] = useLogoutMutation();
  const [switchAccount, switching] = useSwitchAccountMutation();
  const [signingOut, setSigningOut] = useState(false);
  const holder = useEnvironmentHolder();
  const navigate = useNavigate();
  const revalidator = useRevalidator();

  // Who the viewer is has changed: start from a clean store (its new environment opens its own subscription
  // socket with the new cookies), go to `path` and load every route's query again from the new store.
  const restartAt = useCallback(
    async (path: string) => {
      holder.reset();
      await navigate(path, { replace: true });
      await revalidator.revalidate();
    },
    [holder, navigate, revalidator],
  );

  const signOut = useCallback(async () => {
    setSigningOut(true);
    try {
      await logout();
    } catch (error) {
      console.error('Logout failed', error);
    }
    await restartAt('/login');
  }, [logout, restartAt]);

  const onSwitchAccount = useCallback(
    async (accountId: string) => {
      try {
        const result = await switchAccount(accountId);
        if (result.userErrors.length > 0) {
          console.error('Switching organisation refused', result.userErrors);
          return;
        }
        await restartAt('/portfolio');
      } catch (error) {
        console.error('Switching organisation failed', error);
      }
    },
    [switchAccount, restartAt],
  );

  useSessionRefresh(viewer.sessionExpiresAt, signOut);

  return (
    <div className={styles.shell}>
      <AppHeader viewer={viewer} onSignOut={signOut} onSwitchAccount={onSwitchAccount} busy={switching || signingOut} />
      <main className={styles.main}>{children}</main>
    </div>
  );
}
