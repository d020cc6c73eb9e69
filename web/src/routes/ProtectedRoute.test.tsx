import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RelayRoot, createEnvironmentHolder } from '../relay/environment.tsx';
import { createTestEnvironment } from '../test/mockEnvironment.ts';
import { createRoutes } from './routes.tsx';

vi.mock('react-relay', async (importOriginal) =>
  (await import('../test/relayArtifacts.ts')).mockReactRelay(importOriginal),
);

afterEach(cleanup);

describe('protected routes', () => {
  it('send a signed-out visitor to /login with the path kept in next', async () => {
    const environment = createTestEnvironment();
    const holder = createEnvironmentHolder(() => environment);
    const router = createMemoryRouter(createRoutes(holder), { initialEntries: ['/portfolio/abc?tab=info'] });
    await act(async () => {
      render(
        <FluentProvider theme={webLightTheme}>
          <RelayRoot holder={holder}>
            <RouterProvider router={router} />
          </RelayRoot>
        </FluentProvider>,
      );
    });
    // The layout's and the portfolio's loaders both start a query: the server says signed out to each.
    await waitFor(
      () => {
        for (const op of environment.mock.getAllOperations()) {
          act(() => environment.mock.resolve(op, { data: { viewer: null } }));
        }
        expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
      },
      { timeout: 10_000 },
    );
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/portfolio/abc?tab=info');
  });
});
