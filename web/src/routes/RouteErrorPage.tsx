import { Suspense, lazy, useEffect } from 'react';
import { useRouteError } from 'react-router';
import { FullPageLoader } from './FullPageLoader.tsx';

// Fluent UI loads with the error page, not with every page's entry (the sign-in page does not use it).
const ErrorPage = lazy(() => import('./ErrorPage.tsx'));

export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <Suspense fallback={<FullPageLoader />}>
      <ErrorPage />
    </Suspense>
  );
}
