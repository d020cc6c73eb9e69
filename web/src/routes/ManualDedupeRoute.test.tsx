import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEnvironmentHolder } from '../relay/environment.ts';
import { createTestEnvironment } from '../test/mockEnvironment.ts';
import { ManualDedupeRoute, manualDedupeLoader } from './ManualDedupeRoute.tsx';

vi.mock('react-relay', async (importOriginal) => (await import('../test/relayArtifacts.ts')).mockReactRelay(importOriginal));

afterEach(cleanup);

function renderRoute() {
  const environment = createTestEnvironment();
  const holder = createEnvironmentHolder(() => environment);
  const router = createMemoryRouter(
    [
      {
        path: '/manual-dedupe',
        loader: manualDedupeLoader(holder),
        element: (
          <Suspense fallback="Loading…">
            <ManualDedupeRoute />
          </Suspense>
        ),
      },
      { path: '/', element: <p>Home</p> },
    ],
    { initialEntries: ['/manual-dedupe'] },
  );
  render(
    <FluentProvider theme={webLightTheme}>
      <RelayEnvironmentProvider environment={environment}>
        <RouterProvider router={router} />
      </RelayEnvironmentProvider>
    </FluentProvider>,
  );
  return { environment, router };
}

const answer = async (environment: ReturnType<typeof createTestEnvironment>, isStaff: boolean) => {
  const operation = await vi.waitFor(() => environment.mock.getMostRecentOperation());
  await act(async () => {
    environment.mock.resolve(operation, { data: { viewer: { user: { id: 'User:1', isStaff } } } });
  });
};

describe('ManualDedupeRoute', () => {
  it('shows staff the manual dedupe page', async () => {
    const { environment, router } = renderRoute();
    await answer(environment, true);
    expect(await screen.findByRole('heading', { name: 'Manual Dedupe' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/manual-dedupe');
  });

  it("sends everyone else to '/'", async () => {
    const { environment, router } = renderRoute();
    await answer(environment, false);
    expect(await screen.findByText('Home')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });
});
