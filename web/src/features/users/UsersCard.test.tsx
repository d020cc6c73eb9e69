import { Toaster } from '@fluentui/react-components';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { MockPayloadGenerator, type MockEnvironment } from 'relay-test-utils';
import type { OperationDescriptor } from 'relay-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UsersCardTestQuery } from '../../__generated__/UsersCardTestQuery.graphql.ts';
import { createTestEnvironment } from '../../test/mockEnvironment.ts';
import { renderWithRelay } from '../../test/render.tsx';
import { APP_TOASTER_ID } from '../../ui/appToaster.ts';
import { UsersCard } from './UsersCard.tsx';

vi.mock('react-relay', async (importOriginal) => (await import('../../test/relayArtifacts.ts')).mockReactRelay(importOriginal));

afterEach(cleanup);

const query = graphql`
  query UsersCardTestQuery @relay_test_operation {
    viewer {
      ...UsersCard_viewer
    }
  }
`;

function Harness() {
  const data = useLazyLoadQuery<UsersCardTestQuery>(query, {});
  return data.viewer ? <UsersCard viewer={data.viewer} /> : null;
}

const named = (environment: MockEnvironment, name: string) =>
  environment.mock.getAllOperations().filter((op) => op.request.node.params.name === name);

async function pending(environment: MockEnvironment, name: string): Promise<OperationDescriptor> {
  await waitFor(() => expect(named(environment, name)).not.toHaveLength(0));
  return named(environment, name).at(-1)!;
}

const row = (id: string, fields: Record<string, unknown>) => ({
  node: {
    id,
    name: 'Someone',
    firstName: 'Some',
    lastName: 'One',
    email: `${id}@example.test`,
    role: 'USER',
    isActive: true,
    invitationStatus: 'ACCEPTED',
    isViewer: false,
    viewerCan: { edit: true, deactivate: true, resendInvitation: false },
    ...fields,
  },
});

function renderUsers(canManageUsers: boolean, edges: ReturnType<typeof row>[]) {
  const environment = createTestEnvironment();
  environment.mock.queueOperationResolver((op: OperationDescriptor) =>
    op.request.node.params.name === 'UsersCardTestQuery'
      ? MockPayloadGenerator.generate(op, {
          Viewer: () => ({ canManageUsers }),
          OrganizationUserConnection: () => ({ edges }),
        })
      : null,
  );
  renderWithRelay(
    <Suspense fallback="Loading...">
      <Toaster toasterId={APP_TOASTER_ID} />
      <Harness />
    </Suspense>,
    environment,
  );
  return environment;
}

const laura = row('u1', {
  name: 'Laura Hartwell',
  role: 'ADMIN',
  isViewer: true,
  viewerCan: { edit: true, deactivate: false, resendInvitation: false },
});
const cora = row('u2', { name: 'Cora Lee', invitationStatus: 'SENT', viewerCan: { edit: true, deactivate: true, resendInvitation: true } });

describe('UsersCard', () => {
  it('admins see the role column and actions; deactivating oneself is disabled', async () => {
    renderUsers(true, [laura, cora]);
    const table = await screen.findByRole('table', { name: 'Organization users' });
    expect(within(table).getByRole('columnheader', { name: 'Role' })).toBeTruthy();
    const own = within(table).getByRole('row', { name: /Laura Hartwell/ });
    expect(within(own).getByText('Admin')).toBeTruthy();
    expect((within(own).getByRole('button', { name: 'Deactivate' }) as HTMLButtonElement).disabled).toBe(true);
    const invited = within(table).getByRole('row', { name: /Cora Lee/ });
    expect(within(invited).getByText('Invited')).toBeTruthy();
    expect((within(invited).getByRole('button', { name: 'Deactivate' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByRole('button', { name: 'Invite User' })).toBeTruthy();
    expect(screen.queryByText('Logged-in user not found in organization user list.')).toBeNull();
  });

  it('members see no role column and no actions', async () => {
    renderUsers(false, [laura, cora]);
    const table = await screen.findByRole('table', { name: 'Organization users' });
    expect(within(table).queryByRole('columnheader', { name: 'Role' })).toBeNull();
    expect(within(table).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Invite User' })).toBeNull();
  });

  it('says so when the signed-in user is not in the list', async () => {
    renderUsers(false, [cora]);
    expect(await screen.findByText('Logged-in user not found in organization user list.')).toBeTruthy();
  });

  it("'Resend invitation email' → 'Sending...' → 'Sent!'", async () => {
    const environment = renderUsers(true, [laura, cora]);
    const invited = await screen.findByRole('row', { name: /Cora Lee/ });
    fireEvent.click(within(invited).getByRole('button', { name: 'Resend invitation email' }));
    expect(within(invited).getByRole('button', { name: 'Sending...' })).toBeTruthy();
    const operation = await pending(environment, 'useResendInvitationMutation');
    expect(operation.request.variables.input).toEqual({ userId: 'u2' });
    environment.mock.resolve(
      operation,
      MockPayloadGenerator.generate(operation, { ResendInvitationPayload: () => ({ user: null, userErrors: [] }) }),
    );
    expect(await within(invited).findByRole('button', { name: 'Sent!' })).toBeTruthy();
  });

  it('Invite User: e-mail required; the already-member refusal is a persistent Error notice', async () => {
    const environment = renderUsers(true, [laura]);
    fireEvent.click(await screen.findByRole('button', { name: 'Invite User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite User' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Invite' }));
    expect(await within(dialog).findByText('Email is required.')).toBeTruthy();
    expect(named(environment, 'useInviteUserMutation')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(/Email/), { target: { value: 'laura@example.test' } });
    fireEvent.change(within(dialog).getByLabelText(/Role/), { target: { value: 'ADMIN' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Invite' }));
    const operation = await pending(environment, 'useInviteUserMutation');
    expect(operation.request.variables.input).toEqual({ email: 'laura@example.test', firstName: null, lastName: null, role: 'ADMIN' });
    expect(operation.request.variables.connections).toHaveLength(1);
    environment.mock.resolve(
      operation,
      MockPayloadGenerator.generate(operation, {
        InviteUserPayload: () => ({
          userEdge: null,
          userErrors: [{ field: 'email', message: 'User already has an account for this organization.' }],
        }),
      }),
    );
    expect(await screen.findByText(/already associated with an account of this organization/)).toBeTruthy();
  });

  it('Deactivate asks first, then sends the member', async () => {
    const environment = renderUsers(true, [laura, cora]);
    const invited = await screen.findByRole('row', { name: /Cora Lee/ });
    fireEvent.click(within(invited).getByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate user' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    const operation = await pending(environment, 'useDeactivateUserMutation');
    expect(operation.request.variables.input).toEqual({ userId: 'u2' });
    // Optimistic: the row says Deactivated before the server answers.
    expect(await within(invited).findByText('Deactivated')).toBeTruthy();
  });
});

describe('UsersCard edit', () => {
  it('Edit: the e-mail is read-only, names are required; the row shows the change at once', async () => {
    const environment = renderUsers(true, [laura, cora]);
    const invited = await screen.findByRole('row', { name: /Cora Lee/ });
    fireEvent.click(within(invited).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Cora Lee' });
    expect((within(dialog).getByLabelText(/Email/) as HTMLInputElement).readOnly).toBe(true);
    fireEvent.change(within(dialog).getByLabelText(/First name/), { target: { value: ' ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('First name is required.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/First name/), { target: { value: 'Corinne' } });
    fireEvent.change(within(dialog).getByLabelText(/Role/), { target: { value: 'ADMIN' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const operation = await pending(environment, 'useUpdateUserMutation');
    expect(operation.request.variables.input).toEqual({ userId: 'u2', firstName: 'Corinne', lastName: 'One', role: 'ADMIN' });
    expect(await screen.findByRole('row', { name: /Corinne One/ })).toBeTruthy();
  });
});
