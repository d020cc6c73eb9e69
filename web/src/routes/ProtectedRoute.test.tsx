import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { OperationDescriptor } from 'relay-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEnvironmentHolder } from '../relay/environment.ts';
import { RelayRoot } from '../relay/RelayRoot.tsx';
import { createTestEnvironment } from '../test/mockEnvironment.ts';
import { createRoutes } from './routes.tsx';
import { ProtectedRoute, protectedLoader } from './ProtectedRoute.tsx';

vi.mock('react-relay', async (importOriginal) => (await import('../test/relayArtifacts.ts')).mockReactRelay(importOriginal));

afterEach(cleanup);

describe('protected routes', () => {
  it('send a signed-out visitor to /login with the path kept in next', async () => {
    const environment = createTestEnvironment();
    const holder = createEnvironmentHolder(() => environment);
    const router = createMemoryRouter(
      createRoutes(async () => holder),
      { initialEntries: ['/portfolio/abc?tab=info'] },
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
    // The layout's and the portfolio's loaders both start a query: the server says signed out to each.
    await waitFor(
      () => {
        for (const op of environment.mock.getAllOperations()) {
          act(() => environment.mock.resolve(op, { data: { registrationPending: false, viewer: null } }));
        }
        expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
      },
      { timeout: 10_000 },
    );
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/portfolio/abc?tab=info');
  });

  it('switching organisation and signing out start from a fresh Relay store and navigate, without reloading the page', async () => {
    const environments: ReturnType<typeof createTestEnvironment>[] = [];
    const holder = createEnvironmentHolder(() => {
      const environment = createTestEnvironment();
      environments.push(environment);
      return environment;
    });
    const accounts = ['Firm LLP', 'Clinic A'].map((name, i) => ({ id: `Account:${i}`, internalID: `${i}`, organization: { name } }));
    // Answers whatever the current environment has pending (the loaders' queries, the mutations).
    const answerAll = () =>
      act(async () => {
        const environment = environments.at(-1)!;
        for (const op of environment.mock.getAllOperations())
          environment.mock.resolve(
            op,
            MockPayloadGenerator.generate(op as OperationDescriptor, {
              Query: () => ({ registrationPending: false }),
              Viewer: () => ({ user: { firstName: 'Ann', lastName: 'Lee' }, activeAccount: accounts[0], accounts, sessionExpiresAt: null }),
              SwitchAccountPayload: () => ({ userErrors: [] }),
              LogoutPayload: () => ({ success: true }),
            }),
          );
      });
    function Where() {
      return <p>{`at ${useLocation().pathname}`}</p>;
    }
    const router = createMemoryRouter(
      [
        { path: '/login', Component: Where },
        { path: '/', Component: ProtectedRoute, loader: protectedLoader(holder), children: [{ path: '*', Component: Where }] },
      ],
      { initialEntries: ['/portfolio/abc'] },
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
    await answerAll();
    expect(await screen.findByText('at /portfolio/abc')).toBeTruthy();

    fireEvent.click(await screen.findByRole('button', { name: 'Switch organization' }));
    // The menu loads on first use: found outside act(), whose queue would hold the update that renders it.
    const clinic = await screen.findByRole('menuitemradio', { name: 'Clinic A' });
    await act(async () => fireEvent.click(clinic));
    expect(environments[0]!.mock.getAllOperations().map((op) => op.request.node.params.name)).toContain('useSwitchAccountMutation');
    await answerAll();
    await answerAll();
    await waitFor(() => expect(router.state.location.pathname).toBe('/portfolio'));
    expect(environments.length).toBe(2);
    await answerAll();

    fireEvent.click(await screen.findByRole('button', { name: 'Ann Lee' }));
    const signOut = await screen.findByRole('menuitem', { name: 'Sign out' });
    await act(async () => fireEvent.click(signOut));
    await answerAll();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(environments.length).toBe(3);
  });

  it('an account awaiting approval sees only the verification-pending page, whose Sign out ends the session', async () => {
    const environments: ReturnType<typeof createTestEnvironment>[] = [];
    const holder = createEnvironmentHolder(() => {
      const environment = createTestEnvironment();
      environments.push(environment);
      return environment;
    });
    const answerAll = () =>
      act(async () => {
        const environment = environments.at(-1)!;
        for (const op of environment.mock.getAllOperations())
          environment.mock.resolve(
            op,
            MockPayloadGenerator.generate(op as OperationDescriptor, {
              Query: () => ({ registrationPending: true }),
              LogoutPayload: () => ({ success: true }),
            }),
          );
      });
    function Where() {
      return <p>{`at ${useLocation().pathname}`}</p>;
    }
    const router = createMemoryRouter(
      [
        { path: '/login', Component: Where },
        { path: '/', Component: ProtectedRoute, loader: protectedLoader(holder), children: [{ path: '*', Component: Where }] },
      ],
      { initialEntries: ['/portfolio'] },
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
    await answerAll();
    expect(await screen.findByRole('heading', { name: 'Your registration is being reviewed' })).toBeTruthy();
    expect(screen.queryByText('at /portfolio')).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign out' })));
    expect(environments[0]!.mock.getAllOperations().map((op) => op.request.node.params.name)).toContain('useLogoutMutation');
    await answerAll();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
