import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import loginMutation from '../__generated__/useLoginMutation.graphql.ts';
import switchAccountMutation from '../__generated__/useSwitchAccountMutation.graphql.ts';
import devMailboxLinkQuery from '../__generated__/DevMailboxLinkQuery.graphql.ts';
import type { EnvironmentHolder } from '../relay/environment.ts';
import { LoginRoute, loginLoader } from './LoginRoute.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const LOCKOUT =
  'Your account has been locked due to numerous incorrect password attempts. Please contact support for help unlocking your account.';

function Where() {
  const location = useLocation();
  return <p>at {location.pathname + location.search}</p>;
}

type Sent = { documentId: string; operationName: string; variables: Record<string, unknown> };
type Answer = (sent: Sent) => Promise<Response> | Response;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * The page sends its operations without Relay: a stubbed `fetch` records what it sends (the persisted ids) and answers
 * the login / switch-account requests with `answer`; the development mailbox question is answered "none".
 */
async function renderLogin(url: string, answer: Answer = () => json({ data: null, errors: [{ message: 'unexpected' }] })) {
  const sent: Sent[] = [];
  const fetchSpy = vi.fn(async (path: string, init: RequestInit) => {
    expect(path).toBe('/graphql');
    expect((init.headers as Record<string, string>)['x-registry-csrf']).toBe('1');
    const body = JSON.parse(init.body as string) as Sent;
    if (body.documentId === devMailboxLinkQuery.params.id) return json({ data: { devMailbox: null } });
    sent.push(body);
    return answer(body);
  });
  vi.stubGlobal('fetch', fetchSpy);
  const reset = vi.fn();
  const holder = { reset } as unknown as EnvironmentHolder;
  const router = createMemoryRouter(
    [
      { path: '/login', Component: LoginRoute, loader: loginLoader(async () => holder) },
      { path: '*', Component: Where },
    ],
    { initialEntries: [url] },
  );
  render(
    <FluentProvider theme={webLightTheme}>
      <RouterProvider router={router} />
    </FluentProvider>,
  );
  await screen.findByRole('button', { name: 'Log in' });
  return { sent, reset, router };
}

function fillAndSubmit(email: string, password: string) {
  fireEvent.change(screen.getByRole('textbox', { name: 'Email address' }), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

const accounts = [
  { id: 'Account:1', organization: { internalID: 'org-a' } },
  { id: 'Account:2', organization: { internalID: 'org-b' } },
];
const signedIn = { login: { expiresIn: 3600, userErrors: [], viewer: { user: { id: 'User:1' }, accounts } } };
const switched = { switchAccount: { viewer: { activeAccount: { id: 'Account:2' } }, userErrors: [] } };
const loginAs = (sent: Sent) => json({ data: sent.documentId === loginMutation.params.id ? signedIn : switched });

describe('LoginRoute', () => {
  it('requires both fields and sends nothing until they are filled', async () => {
    const { sent } = await renderLogin('/login');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByText('Email address is required.')).toBeTruthy();
    expect(screen.getByText('Password is required.')).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('sends the persisted login operation and shows the lockout text of a refused login in a message bar', async () => {
    const refused = { login: { expiresIn: null, viewer: null, userErrors: [{ field: null, message: LOCKOUT, code: 'LOCKED' }] } };
    const { sent, reset, router } = await renderLogin('/login', () => json({ data: refused }));
    fillAndSubmit('ann@firm.test', 'wrong');
    expect(await screen.findByText(LOCKOUT)).toBeTruthy();
    expect(sent).toEqual([
      {
        documentId: loginMutation.params.id,
        operationName: 'useLoginMutation',
        variables: { input: { email: 'ann@firm.test', password: 'wrong' } },
      },
    ]);
    expect(reset).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows the generic failure text when the request fails', async () => {
    await renderLogin('/login', () => Promise.reject(new TypeError('network down')));
    fillAndSubmit('ann@firm.test', 'secret');
    expect(await screen.findByText('An error occurred. Please refresh your tab and try again')).toBeTruthy();
  });

  it('shows the generic failure text when the server answers an error without data', async () => {
    await renderLogin('/login', () => json({ errors: [{ message: 'boom' }] }, 500));
    fillAndSubmit('ann@firm.test', 'secret');
    expect(await screen.findByText('An error occurred. Please refresh your tab and try again')).toBeTruthy();
  });

  it('restores `next` without its username parameter after signing in, from a fresh Relay store', async () => {
    const { reset, router } = await renderLogin(`/login?next=${encodeURIComponent('/portfolio/abc?tab=info&username=ann')}`, loginAs);
    fillAndSubmit('ann@firm.test', 'secret');
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/portfolio/abc?tab=info'));
    expect(reset).toHaveBeenCalledTimes(1);
  });

  it('goes to /portfolio when there is no next', async () => {
    const { sent, router } = await renderLogin('/login', loginAs);
    fillAndSubmit('ann@firm.test', 'secret');
    await waitFor(() => expect(router.state.location.pathname).toBe('/portfolio'));
    expect(sent.map((body) => body.operationName)).toEqual(['useLoginMutation']);
  });

  it('links to the password reset and the registration pages', async () => {
    await renderLogin('/login');
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/password-reset-request');
    expect(screen.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/register-now');
    expect(screen.getByRole('link', { name: 'Lienholder? Register your organization' }).getAttribute('href')).toBe('/register-lh');
    fireEvent.change(screen.getByRole('textbox', { name: 'Email address' }), { target: { value: 'ann@firm.test' } });
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe(
      '/password-reset-request?email=ann%40firm.test',
    );
  });

  it('?organization= acts for that organisation after signing in', async () => {
    const { sent, reset, router } = await renderLogin('/login?organization=org-b', loginAs);
    fillAndSubmit('ann@firm.test', 'secret');
    await waitFor(() => expect(router.state.location.pathname).toBe('/portfolio'));
    expect(sent[1]).toEqual({
      documentId: switchAccountMutation.params.id,
      operationName: 'useSwitchAccountMutation',
      variables: { input: { accountId: 'Account:2' } },
    });
    expect(reset).toHaveBeenCalledTimes(1);
  });

  it('?organization= of an organisation the user has no account in is ignored', async () => {
    const { sent, router } = await renderLogin('/login?organization=org-z', loginAs);
    fillAndSubmit('ann@firm.test', 'secret');
    await waitFor(() => expect(router.state.location.pathname).toBe('/portfolio'));
    expect(sent.map((body) => body.operationName)).toEqual(['useLoginMutation']);
  });

  it('links to the development mailbox when the server has one', async () => {
    vi.stubGlobal('fetch', async () => json({ data: { devMailbox: { count: 3 } } }));
    const router = createMemoryRouter(
      [{ path: '/login', Component: LoginRoute, loader: loginLoader(async () => ({}) as EnvironmentHolder) }],
      {
        initialEntries: ['/login'],
      },
    );
    render(
      <FluentProvider theme={webLightTheme}>
        <RouterProvider router={router} />
      </FluentProvider>,
    );
    expect((await screen.findByRole('link', { name: 'Mailbox (3)' })).getAttribute('href')).toBe('/dev/mailbox');
  });
});
