import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEnvironmentHolder } from '../../relay/environment.ts';
import { createTestEnvironment } from '../../test/mockEnvironment.ts';
import { StaffCaseUploadsRoute, staffCaseUploadsLoader } from './StaffCaseUploadsPage.tsx';

vi.mock('react-relay', async (importOriginal) => (await import('../../test/relayArtifacts.ts')).mockReactRelay(importOriginal));

afterEach(cleanup);

function renderRoute(entry: string) {
  const environment = createTestEnvironment();
  const holder = createEnvironmentHolder(() => environment);
  const router = createMemoryRouter(
    [
      {
        path: '/staff/case-uploads',
        loader: staffCaseUploadsLoader(holder),
        element: (
          <Suspense fallback="Loading…">
            <StaffCaseUploadsRoute />
          </Suspense>
        ),
      },
      { path: '/portfolio', element: <p>Portfolio</p> },
    ],
    { initialEntries: [entry] },
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
    environment.mock.resolve(operation, {
      data: { viewer: { id: 'Viewer', user: { id: 'User:1', isStaff }, caseUploads: isStaff ? { edges: [] } : null } },
    });
  });
  return operation;
};

describe('StaffCaseUploadsRoute', () => {
  it('shows staff the page, asking for the file named in the URL', async () => {
    const { environment } = renderRoute('/staff/case-uploads?id=Q2FzZVVwbG9hZDox');
    const operation = await answer(environment, true);
    expect(operation.request.variables).toEqual({ id: 'Q2FzZVVwbG9hZDox', chosen: true });
    expect(await screen.findByRole('heading', { name: 'Case Uploads' })).toBeTruthy();
    expect(screen.getByText('No files have been received.')).toBeTruthy();
  });

  it('sends everyone else to the portfolio', async () => {
    const { environment, router } = renderRoute('/staff/case-uploads');
    const operation = await answer(environment, false);
    expect(operation.request.variables).toEqual({ id: '', chosen: false });
    expect(await screen.findByText('Portfolio')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/portfolio');
  });
});
