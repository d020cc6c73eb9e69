import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import type { MockEnvironment } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEnvironmentHolder } from '../relay/environment.ts';
import { RelayRoot } from '../relay/RelayRoot.tsx';
import { createTestEnvironment } from '../test/mockEnvironment.ts';
import { createRoutes } from './routes.tsx';

vi.mock('react-relay', async (importOriginal) => (await import('../test/relayArtifacts.ts')).mockReactRelay(importOriginal));

afterEach(cleanup);

async function open(url: string): Promise<{ environment: MockEnvironment; router: ReturnType<typeof createMemoryRouter> }> {
  const environment = createTestEnvironment();
  const holder = createEnvironmentHolder(() => environment);
  const router = createMemoryRouter(
    createRoutes(async () => holder),
    { initialEntries: [url] },
  );
  await act(async () => {
    render(
      <FluentProvider theme={webLightTheme}>
        <RelayRoot holder={holder}>
          <RouterProvider router={router} />
        </RelayRoot>
      </FluentProvider>,
    );
  });
  return { environment, router };
}

const operationNames = (environment: MockEnvironment) => environment.mock.getAllOperations().map((op) => op.request.node.params.name);

describe('/invite (DECISIONS.md 6)', () => {
  it('with ?token= it is the public acceptance page: no signed-in query, the invitation is read with the token', async () => {
    const { environment } = await open('/invite?token=tok-1');
    await waitFor(() => expect(operationNames(environment)).toContain('InvitationAcceptancePageQuery'), { timeout: 10_000 });
    expect(operationNames(environment)).not.toContain('ProtectedRouteQuery');
    const operation = environment.mock.getAllOperations().find((op) => op.request.node.params.name === 'InvitationAcceptancePageQuery')!;
    expect(Object.values(operation.request.variables)).toContain('tok-1');
  });

  it('without a token it is signed-in: a signed-out visitor goes to /login with /invite kept in next', async () => {
    const { environment, router } = await open('/invite');
    await waitFor(() => expect(operationNames(environment)).toEqual(expect.arrayContaining(['ProtectedRouteQuery', 'InviteRouteQuery'])), {
      timeout: 10_000,
    });
    await waitFor(
      () => {
        for (const op of environment.mock.getAllOperations())
          act(() => environment.mock.resolve(op, { data: { registrationPending: false, viewer: null } }));
        expect(router.state.location.pathname).toBe('/login');
      },
      { timeout: 10_000 },
    );
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/invite');
  });
});
