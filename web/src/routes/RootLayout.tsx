import { Toaster } from '@fluentui/react-components';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { APP_TOASTER_ID } from '../ui/appToaster.ts';
import { FullPageLoader } from './FullPageLoader.tsx';

/** The frame of every route: a lazy route's chunk and its data load behind one full-page spinner. */
export function RootLayout() {
  return (
    <>
      <Suspense fallback={<FullPageLoader />}>
        <Outlet />
      </Suspense>
      {/* Outside the Suspense: a toast dispatched before a navigation survives the next route's loading. */}
      <Toaster toasterId={APP_TOASTER_ID} position="top-end" />
    </>
  );
}
