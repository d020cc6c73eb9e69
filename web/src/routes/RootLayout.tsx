import { Suspense, lazy, use, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { FullPageLoader } from './FullPageLoader.tsx';

let toasterModule: ReturnType<typeof importToaster> | undefined;
const importToaster = () => import('../ui/AppToaster.tsx');
const loadToaster = () => (toasterModule ??= importToaster());
const AppToaster = lazy(loadToaster);

/** Holds the page back until the toaster is there, so a toast the page dispatches is never lost. */
function ToasterLoaded() {
  use(loadToaster());
  return null;
}

/**
 * The frame of every route: a lazy route's chunk and its data load behind one full-page spinner. The sign-in page
 * dispatches no toast, so the toaster is loaded with the first other page and then stays mounted (a toast dispatched
 * before the navigation to /login, e.g. "password changed", is still shown there).
 */
export function RootLayout() {
  const { pathname } = useLocation();
  const [withToaster, setWithToaster] = useState(pathname !== '/login');
  if (!withToaster && pathname !== '/login') setWithToaster(true);
  return (
    <>
      <Suspense fallback={<FullPageLoader />}>
        {withToaster ? <ToasterLoaded /> : null}
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
