import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { OperationDescriptor } from 'relay-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEnvironmentHolder } from '../relay/environment.ts';
import { RelayRoot } from '../relay/RelayRoot.tsx';
import { createTestEnvironment } from '../test/mockEnvironment.ts';
import { LoginRoute } from './LoginRoute.tsx';

vi.mock('react-relay', async (importOriginal) => (await import('../test/relayArtifacts.ts')).mockReactRelay(importOriginal));

afterEach(cleanup);

const LOCKOUT =
  'Your account has been locked due to numerous incorrect password attempts. Please contact support for help unlocking your account.';

function Where() {
  const location = useLocation();
  return <p>at {location.pathname + location.search}</p>;
}

function renderLogin(url: string) {
  const environment = createTestEnvironment();
  const holder = createEnvironmentHolder(() => environment);
  const router = createMemoryRouter(
    [
      { path: '/login', Component: LoginRoute },
      { path: '*', Component: Where },
    ],
    { initialEntries: [url] },
  );
  render(
    <FluentProvider theme={webLightTheme}>
      <RelayRoot holder={holder}>
        <RouterProvider router={router} />
      </RelayRoot>
    </FluentProvider>,
  );
  return { environment, router };
}

function fillAndSubmit(email: string, password: string) {
  fireEvent.change(screen.getByRole('textbox', { name: 'Email address' }), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('LoginRoute', () => {
  it('requires both fields and sends nothing until they are filled', () => {
    const { environment } = renderLogin('/login');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByText('Email address is required.')).toBeTruthy();
    expect(screen.getByText('Password is required.')).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('shows the lockout text of a refused login in a message bar', async () => {
    const { environment } = renderLogin('/login');
    fillAndSubmit('ann@firm.test', 'wrong');
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables).toEqual({ input: { email: 'ann@firm.test', password: 'wrong' } });
    await act(async () => {
      environment.mock.resolve(operation, {
        data: { login: { expiresIn: null, viewer: null, userErrors: [{ field: null, message: LOCKOUT, code: 'LOCKED' }] } },
      });
    });
    expect(await screen.findByText(LOCKOUT)).toBeTruthy();
  });

  it('shows the generic failure text when the request fails', async () => {
    const { environment } = renderLogin('/login');
    fillAndSubmit('ann@firm.test', 'secret');
    await act(async () => environment.mock.reject(environment.mock.getMostRecentOperation(), new Error('network down')));
    expect(await screen.findByText('An error occurred. Please refresh your tab and try again')).toBeTruthy();
  });

  it('restores `next` without its username parameter after signing in', async () => {
    const { environment, router } = renderLogin(`/login?next=${encodeURIComponent('/portfolio/abc?tab=info&username=ann')}`);
    fillAndSubmit('ann@firm.test', 'secret');
    await act(async () => {
      environment.mock.resolveMostRecentOperation((op: OperationDescriptor) =>
        MockPayloadGenerator.generate(op, { LoginPayload: () => ({ userErrors: [] }) }),
      );
    });
    expect(router.state.location.pathname + router.state.location.search).toBe('/portfolio/abc?tab=info');
  });

  it('goes to /portfolio when there is no next', async () => {
    const { environment, router } = renderLogin('/login');
    fillAndSubmit('ann@firm.test', 'secret');
    await act(async () => {
      environment.mock.resolveMostRecentOperation((op: OperationDescriptor) =>
        MockPayloadGenerator.generate(op, { LoginPayload: () => ({ userErrors: [] }) }),
      );
    });
    expect(router.state.location.pathname).toBe('/portfolio');
  });

  it('links to the password reset and the registration pages', () => {
    renderLogin('/login');
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/password-reset-request');
    expect(screen.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/register-now');
    expect(screen.getByRole('link', { name: 'Lienholder? Register your organization' }).getAttribute('href')).toBe('/register-lh');
    fireEvent.change(screen.getByRole('textbox', { name: 'Email address' }), { target: { value: 'ann@firm.test' } });
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe(
      '/password-reset-request?email=ann%40firm.test',
    );
  });

  const accounts = [
    { id: 'Account:1', organization: { id: 'Organization:a', internalID: 'org-a' } },
    { id: 'Account:2', organization: { id: 'Organization:b', internalID: 'org-b' } },
  ];
  const signedIn = { login: { expiresIn: 3600, userErrors: [], viewer: { user: { id: 'User:1' }, accounts } } };

  it('?organization= acts for that organisation after signing in', async () => {
    const { environment, router } = renderLogin('/login?organization=org-b');
    fillAndSubmit('ann@firm.test', 'secret');
    await act(async () => environment.mock.resolve(environment.mock.getMostRecentOperation(), { data: signedIn }));
    const switching = environment.mock.getMostRecentOperation();
    expect(switching.request.node.params.name).toBe('useSwitchAccountMutation');
    expect(switching.request.variables).toEqual({ input: { accountId: 'Account:2' } });
    await act(async () =>
      environment.mock.resolve(switching, { data: { switchAccount: { viewer: { activeAccount: { id: 'Account:2' } }, userErrors: [] } } }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/portfolio'));
  });

  it('?organization= of an organisation the user has no account in is ignored', async () => {
    const { environment, router } = renderLogin('/login?organization=org-z');
    fillAndSubmit('ann@firm.test', 'secret');
    await act(async () => environment.mock.resolve(environment.mock.getMostRecentOperation(), { data: signedIn }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/portfolio'));
    expect(environment.mock.getAllOperations().map((op) => op.request.node.params.name)).not.toContain('useSwitchAccountMutation');
  });
});
