import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { lazyEnvironmentHolder } from './relay/lazyEnvironmentHolder.ts';
import { prefetchSignedInQueries } from './relay/signedInPrefetch.ts';
import { createRoutes } from './routes/routes.tsx';

// The portfolio's data is asked for now, beside the download of relay-runtime and the routes' code, not after it.
prefetchSignedInQueries(window.location.pathname);

// No Fluent UI and no Relay here: the sign-in page uses neither; the other pages' layout route provides both.
const router = createBrowserRouter(createRoutes(lazyEnvironmentHolder()));

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
