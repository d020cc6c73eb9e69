import { Suspense, lazy, useSyncExternalStore } from 'react';
import { Outlet } from 'react-router';
import { hostAppToaster, isAppToasterRequested, subscribeAppToasterRequest } from '../ui/appToaster.ts';
import { FullPageLoader } from './FullPageLoader.tsx';

const AppToaster = lazy(() => import('../ui/AppToaster.tsx'));

/**
 * The frame of every route: a lazy route's chunk and its data load behind one full-page spinner. The toaster loads
 * when a component that may toast first mounts (useAppToasts; a toast dispatched before it listens waits for it), and
 * then stays mounted (a toast dispatched before a navigation, e.g. to /login after "password changed", is still shown).
 */
export function RootLayout() {
  hostAppToaster();
  const withToaster = useSyncExternalStore(subscribeAppToasterRequest, isAppToasterRequested, () => false);
  return (
    <>
      <Suspense fallback={<FullPageLoader />}>
        <Outlet />
      </Suspense>
      {/* Outside the Suspense: a toast dispatched before a navigation survives the next route's loading. */}
      {withToaster ? (
        <Suspense fallback={null}>
          <AppToaster />
        </Suspense>
      ) : null}
    </>
  );
}
