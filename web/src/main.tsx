import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createEnvironmentHolder } from './relay/environment.ts';
import { RelayRoot } from './relay/RelayRoot.tsx';
import { createRoutes } from './routes/routes.tsx';

const holder = createEnvironmentHolder();
const router = createBrowserRouter(createRoutes(holder));

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

createRoot(container).render(
  <StrictMode>
    <FluentProvider theme={webLightTheme}>
      <RelayRoot holder={holder}>
        <RouterProvider router={router} />
      </RelayRoot>
    </FluentProvider>
  </StrictMode>,
);
