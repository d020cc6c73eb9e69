import { FluentProvider, Toaster, webLightTheme } from '@fluentui/react-components';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { MockEnvironment } from 'relay-test-utils';
import type { OperationDescriptor } from 'relay-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestEnvironment } from '../../test/mockEnvironment.ts';
import { APP_TOASTER_ID } from '../../ui/appToaster.ts';
import { PasswordResetConfirmPage } from './PasswordResetConfirmPage.tsx';
import { PasswordResetRequestPage } from './PasswordResetRequestPage.tsx';

vi.mock('react-relay', async (importOriginal) => (await import('../../test/relayArtifacts.ts')).mockReactRelay(importOriginal));

afterEach(cleanup);

const SENT = 'If an account exists for that e-mail, we have sent a link to reset your password.';
const UID = '6f1d2c3b-0000-4000-8000-000000000001';

function renderAt(path: string): MockEnvironment {
  const environment = createTestEnvironment();
  render(
    <FluentProvider theme={webLightTheme}>
      <RelayEnvironmentProvider environment={environment}>
        <Toaster toasterId={APP_TOASTER_ID} />
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/login" element={<p>Sign-in page</p>} />
            <Route path="/password-reset-request" element={<PasswordResetRequestPage />} />
            <Route path="/password/reset/confirm/:uid/:token" element={<PasswordResetConfirmPage />} />
          </Routes>
        </MemoryRouter>
      </RelayEnvironmentProvider>
    </FluentProvider>,
  );
  return environment;
}

const latest = (environment: MockEnvironment): OperationDescriptor => environment.mock.getMostRecentOperation();

describe('password reset request', () => {
  it('requires the e-mail, then shows the same text whatever the server knows', async () => {
    const environment = renderAt('/password-reset-request');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByText('Email address is required.')).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(/^Email address/), { target: { value: ' ann@firm.test ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    const operation = latest(environment);
    expect(operation.request.variables).toEqual({ input: { email: 'ann@firm.test' } });
    await act(async () => environment.mock.resolve(operation, { data: { requestPasswordReset: { sent: true, userErrors: [] } } }));
    expect(await screen.findByText(SENT)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send reset link' })).toBeNull();
  });

  it("shows the server's field error", async () => {
    const environment = renderAt('/password-reset-request');
    fireEvent.change(screen.getByLabelText(/^Email address/), { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    await act(async () =>
      environment.mock.resolve(latest(environment), {
        data: {
          requestPasswordReset: { sent: false, userErrors: [{ field: 'email', message: 'Enter a valid email address.', code: 'INVALID' }] },
        },
      }),
    );
    expect(await screen.findByText('Enter a valid email address.')).toBeTruthy();
    expect(screen.queryByText(SENT)).toBeNull();
  });
});

describe('password reset confirm', () => {
  const fill = (password: string, again: string) => {
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: password } });
    fireEvent.change(screen.getByLabelText(/^Re-enter new password/), { target: { value: again } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
  };

  it('checks both fields and the match before sending', () => {
    const environment = renderAt(`/password/reset/confirm/${UID}/tok-1`);
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(screen.getByText('New password is required.')).toBeTruthy();
    expect(screen.getByText('Please enter the new password again.')).toBeTruthy();
    fill('a long passphrase', 'another passphrase');
    expect(screen.getByText("The two password fields didn't match.")).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('sends uid and token from the link; success → /login with the toast', async () => {
    const environment = renderAt(`/password/reset/confirm/${UID}/tok-1`);
    fill('a long passphrase', 'a long passphrase');
    const operation = latest(environment);
    expect(operation.request.variables).toEqual({
      input: { uid: UID, token: 'tok-1', newPassword: 'a long passphrase', reNewPassword: 'a long passphrase' },
    });
    await act(async () => environment.mock.resolve(operation, { data: { resetPassword: { success: true, userErrors: [] } } }));
    expect(await screen.findByText('Sign-in page')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText('Success! Please log in with your new password.').length).toBeGreaterThan(0));
  });

  it('shows the policy text on the field, and the token-expired view for a spent link', async () => {
    const environment = renderAt(`/password/reset/confirm/${UID}/tok-1`);
    fill('password123', 'password123');
    await act(async () =>
      environment.mock.resolve(latest(environment), {
        data: {
          resetPassword: {
            success: false,
            userErrors: [{ field: 'newPassword', message: 'This password is too common.', code: 'INVALID' }],
          },
        },
      }),
    );
    expect(await screen.findByText('This password is too common.')).toBeTruthy();
    fill('a long passphrase', 'a long passphrase');
    await act(async () =>
      environment.mock.resolve(latest(environment), {
        data: {
          resetPassword: {
            success: false,
            userErrors: [{ field: 'token', message: 'Your invite token has expired.', code: 'TOKEN_EXPIRED' }],
          },
        },
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Your invite token has expired.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe('/password-reset-request');
  });
});
