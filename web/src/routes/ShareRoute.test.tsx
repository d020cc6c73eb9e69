import { act, cleanup, render, screen } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { Suspense } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestEnvironment } from '../test/mockEnvironment.ts';
import { ShareRoute } from './ShareRoute.tsx';
import { NO_PERMISSION, REFUSAL_MS } from './shareRefusal.ts';

vi.mock('react-relay', async (importOriginal) => (await import('../test/relayArtifacts.ts')).mockReactRelay(importOriginal));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderShare() {
  const environment = createTestEnvironment();
  const router = createMemoryRouter(
    [
      {
        path: '/share/:id',
        element: (
          <Suspense fallback="Loading…">
            <ShareRoute />
          </Suspense>
        ),
      },
      { path: '/portfolio/*', element: <p>Portfolio</p> },
    ],
    { initialEntries: ['/share/AbCdEfGhIjKlMnOpQr'] },
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

describe('ShareRoute', () => {
  it('leads to the shared case when the viewer may see it', async () => {
    const { environment, router } = renderShare();
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({ id: 'AbCdEfGhIjKlMnOpQr' });
    await act(async () => {
      environment.mock.resolveMostRecentOperation({ data: { viewer: { sharedCase: { id: 'Case:1', internalID: 'case-1' } } } });
    });
    expect(router.state.location.pathname).toBe('/portfolio/case-1');
  });

  it("shows 'You do not have permission to view this case...' for 15 seconds, then the portfolio", async () => {
    vi.useFakeTimers();
    const { environment, router } = renderShare();
    await act(async () => {
      environment.mock.resolveMostRecentOperation({ data: { viewer: { sharedCase: null } } });
    });
    expect(screen.getByRole('alert').textContent).toBe(NO_PERMISSION);
    expect(NO_PERMISSION.startsWith('You do not have permission to view this case')).toBe(true);
    await act(async () => {
      vi.advanceTimersByTime(REFUSAL_MS - 1);
    });
    expect(router.state.location.pathname).toBe('/share/AbCdEfGhIjKlMnOpQr');
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(router.state.location.pathname).toBe('/portfolio');
    expect(REFUSAL_MS).toBe(15_000);
  });
});
