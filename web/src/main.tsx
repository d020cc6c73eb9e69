import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { lazyEnvironmentHolder } from './relay/lazyEnvironmentHolder.ts';
import { createRoutes } from './routes/routes.tsx';

const router = createBrowserRouter(createRoutes(lazyEnvironmentHolder()));

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

createRoot(container).render(
  <StrictMode>
    <FluentProvider theme={webLightTheme}>
      <RouterProvider router={router} />
    </FluentProvider>
  </StrictMode>,
);
