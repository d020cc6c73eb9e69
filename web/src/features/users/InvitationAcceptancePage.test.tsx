import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { MockPayloadGenerator, type MockEnvironment } from 'relay-test-utils';
import type { OperationDescriptor } from 'relay-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestEnvironment } from '../../test/mockEnvironment.ts';
import { renderWithRelay } from '../../test/render.tsx';
import { InvitationAcceptancePage } from './InvitationAcceptancePage.tsx';

vi.mock('react-relay', async (importOriginal) => (await import('../../test/relayArtifacts.ts')).mockReactRelay(importOriginal));

afterEach(cleanup);

const named = (environment: MockEnvironment, name: string) =>
  environment.mock.getAllOperations().filter((op) => op.request.node.params.name === name);

function open(result: Record<string, unknown>) {
  const environment = createTestEnvironment();
  environment.mock.queueOperationResolver((op: OperationDescriptor) =>
    op.request.node.params.name === 'InvitationAcceptancePageQuery'
      ? MockPayloadGenerator.generate(op, { InvitationResult: () => result })
      : null,
  );
  renderWithRelay(<InvitationAcceptancePage />, environment, '/invite?token=tok-1');
  return environment;
}

const INVITATION = {
  email: 'cora@example.test',
  organizationName: 'Hartwell Law',
  organizationInternalID: 'org-1',
  firstName: 'Cora',
  lastName: '',
  phoneNumber: '',
};

describe('InvitationAcceptancePage', () => {
  it('prefills the form; first name, last name and password are required; phone is optional', async () => {
    const environment = open({ invitation: INVITATION, redirectToLogin: false, errorCode: null });
    expect(await screen.findByText('Hartwell Law')).toBeTruthy();
    expect((screen.getByLabelText(/First name/) as HTMLInputElement).value).toBe('Cora');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Last name is required.')).toBeTruthy();
    expect(screen.getByText('Password is required.')).toBeTruthy();
    expect(named(environment, 'useAcceptInvitationMutation')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText(/Last name/), { target: { value: 'Lee' } });
    fireEvent.change(screen.getByLabelText(/Password/), { target: { value: 'a-fine-password-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(named(environment, 'useAcceptInvitationMutation')).toHaveLength(1));
    const operation = named(environment, 'useAcceptInvitationMutation')[0]!;
    expect(operation.request.variables.input).toEqual({
      token: 'tok-1',
      firstName: 'Cora',
      lastName: 'Lee',
      password: 'a-fine-password-1',
      phoneNumber: null,
    });
    environment.mock.resolve(
      operation,
      MockPayloadGenerator.generate(operation, {
        AcceptInvitationPayload: () => ({
          accepted: false,
          redirectToLogin: false,
          userErrors: [{ field: 'password', message: 'This password is too common.', code: 'INVALID' }],
        }),
      }),
    );
    expect(await screen.findByText('This password is too common.')).toBeTruthy();
  });

  it('an expired link shows the token-expired view', async () => {
    open({ invitation: null, redirectToLogin: false, errorCode: 'TOKEN_EXPIRED' });
    expect(await screen.findByText('Your invite token has expired.')).toBeTruthy();
  });

  it('a user with a password is redirected to sign in', async () => {
    open({ invitation: null, redirectToLogin: true, errorCode: null });
    expect(await screen.findByText('Redirecting to Login – We already have a matching account.')).toBeTruthy();
  });
});
