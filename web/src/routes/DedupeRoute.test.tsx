import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEnvironmentHolder } from '../relay/environment.ts';
import { createTestEnvironment } from '../test/mockEnvironment.ts';
import { DedupeRoute, dedupeLoader } from './DedupeRoute.tsx';

vi.mock('react-relay', async (importOriginal) => (await import('../test/relayArtifacts.ts')).mockReactRelay(importOriginal));

afterEach(cleanup);

function renderRoute(path: string) {
  const environment = createTestEnvironment();
  const holder = createEnvironmentHolder(() => environment);
  const router = createMemoryRouter(
    [
      {
        path: '/dedupe',
        loader: dedupeLoader(holder),
        element: (
          <Suspense fallback="Loading…">
            <DedupeRoute />
          </Suspense>
        ),
      },
      { path: '/', element: <p>Home</p> },
    ],
    { initialEntries: [path] },
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
    environment.mock.resolve(
      operation,
      MockPayloadGenerator.generate(operation, {
        Viewer: () => ({ user: { isStaff } }),
        MatchConnection: () => ({ totalCount: 0, edges: [], pageInfo: { hasNextPage: false, endCursor: null } }),
      }),
    );
  });
  return operation;
};

describe('DedupeRoute', () => {
  it('shows staff the page, with the filters of the URL', async () => {
    const { environment, router } = renderRoute('/dedupe?tab=contacts&status=dismissed&ordering=last_created_at&search=lee');
    const operation = await answer(environment, true);
    expect(operation.request.variables).toEqual({
      modelType: 'CONTACT',
      status: 'DISMISSED',
      search: 'lee',
      orderBy: 'LAST_CREATED_AT_ASC',
      importId: null,
      relatedToCompulsionFirm: null,
    });
    expect(await screen.findByRole('heading', { name: 'Dedupe' })).toBeTruthy();
    expect(screen.getByText('You have successfully deduped all contacts!')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dedupe');
  });

  it("sends everyone else to '/'", async () => {
    const { environment, router } = renderRoute('/dedupe');
    await answer(environment, false);
    expect(await screen.findByText('Home')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });
});
