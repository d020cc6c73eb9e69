import { Toaster } from '@fluentui/react-components';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Route, Routes, useLocation } from 'react-router';
import { MockPayloadGenerator, type MockEnvironment } from 'relay-test-utils';
import type { OperationDescriptor } from 'relay-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InviteProvidersPageTestQuery } from '../../__generated__/InviteProvidersPageTestQuery.graphql.ts';
import { createTestEnvironment } from '../../test/mockEnvironment.ts';
import { renderWithRelay } from '../../test/render.tsx';
import { APP_TOASTER_ID } from '../../ui/appToaster.ts';
import { UserMenu } from '../shell/UserMenu.tsx';
import { InviteProvidersPage } from './InviteProvidersPage.tsx';

vi.mock('react-relay', async (importOriginal) => (await import('../../test/relayArtifacts.ts')).mockReactRelay(importOriginal));

afterEach(cleanup);

const query = graphql`
  query InviteProvidersPageTestQuery @relay_test_operation {
    viewer {
      ...InviteProvidersPage_viewer
      ...UserMenu_viewer
    }
  }
`;

function Harness() {
  const data = useLazyLoadQuery<InviteProvidersPageTestQuery>(query, {});
  if (!data.viewer) return null;
  return (
    <>
      <UserMenu viewer={data.viewer} onSignOut={() => undefined} />
      <InviteProvidersPage viewer={data.viewer} />
    </>
  );
}

function CurrentPath() {
  return <output aria-label="Current path">{useLocation().pathname}</output>;
}

const invitation = (id: string, email: string, state: 'SENT' | 'ACCEPTED') => ({
  id: `ProviderInvitation:${id}`,
  toEmail: email,
  toName: '',
  state,
  lastSentAt: '2026-11-20T10:00:00Z',
  viewerCan: { resend: state === 'SENT' },
});

function renderPage(canInviteProviders: boolean): MockEnvironment {
  const environment = createTestEnvironment();
  environment.mock.queueOperationResolver((op: OperationDescriptor) =>
    MockPayloadGenerator.generate(op, {
      Viewer: () => ({
        user: { firstName: 'Ann', lastName: 'Lee', isStaff: false },
        canInviteProviders,
        providerInvitations: canInviteProviders
          ? {
              totalCount: 2,
              edges: [
                { cursor: 'a', node: invitation('1', 'clinic@provider.test', 'SENT') },
                { cursor: 'b', node: invitation('2', 'spine@provider.test', 'ACCEPTED') },
              ],
              pageInfo: { hasNextPage: false, endCursor: 'b' },
            }
          : null,
      }),
    }),
  );
  renderWithRelay(
    <Suspense fallback="Loading...">
      <Toaster toasterId={APP_TOASTER_ID} />
      <Routes>
        <Route path="/invite" element={<Harness />} />
        <Route path="*" element={<CurrentPath />} />
      </Routes>
    </Suspense>,
    environment,
    '/invite',
  );
  return environment;
}

describe('InviteProvidersPage', () => {
  it('lists the sent invitations with their state; only a sent one can be resent', async () => {
    renderPage(true);
    const table = await screen.findByRole('table', { name: 'Sent invitations' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual(['clinic@provider.test', 'spine@provider.test']);
    expect(within(rows[0]!).getByText('Sent')).toBeTruthy();
    expect(within(rows[1]!).getByText('Accepted')).toBeTruthy();
    expect(within(rows[0]!).getByRole('button', { name: /Resend invitation email/ })).toBeTruthy();
    expect(within(rows[1]!).queryByRole('button')).toBeNull();
  });

  it('requires the e-mail; an invitation lands on top of the list with the toast Invited!', async () => {
    const environment = renderPage(true);
    await screen.findByRole('table', { name: 'Sent invitations' });
    fireEvent.click(screen.getByRole('button', { name: 'Invite' }));
    expect(screen.getByText('Provider Email Address is required.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Provider Email Address/), { target: { value: 'new@provider.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Invite' }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('useInviteProviderMutation');
    expect(operation.request.variables.input).toEqual({ email: 'new@provider.test' });
    await act(async () =>
      environment.mock.resolve(operation, {
        data: {
          inviteProvider: {
            invitationEdge: { cursor: 'c', node: { __typename: 'ProviderInvitation', ...invitation('3', 'new@provider.test', 'SENT') } },
            userErrors: [],
          },
        },
      }),
    );
    await waitFor(() => expect(screen.getAllByText('Invited!').length).toBeGreaterThan(0));
    const rows = within(screen.getByRole('table', { name: 'Sent invitations' }))
      .getAllByRole('row')
      .slice(1);
    expect(within(rows[0]!).getAllByRole('cell')[0]!.textContent).toBe('new@provider.test');
    expect((screen.getByLabelText(/^Provider Email Address/) as HTMLInputElement).value).toBe('');
    expect(screen.getByText('3 invitations')).toBeTruthy();
  });

  it('shows a refused invitation under the field', async () => {
    const environment = renderPage(true);
    await screen.findByRole('table', { name: 'Sent invitations' });
    fireEvent.change(screen.getByLabelText(/^Provider Email Address/), { target: { value: 'clinic@provider.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Invite' }));
    const message = 'This provider has already been invited. Use Resend to send the invitation again.';
    await act(async () =>
      environment.mock.resolve(environment.mock.getMostRecentOperation(), {
        data: { inviteProvider: { invitationEdge: null, userErrors: [{ field: 'email', message, code: 'INVALID' }] } },
      }),
    );
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it('resend goes Sending... then Sent!', async () => {
    const environment = renderPage(true);
    const table = await screen.findByRole('table', { name: 'Sent invitations' });
    fireEvent.click(within(table).getByRole('button', { name: /Resend invitation email/ }));
    expect(within(table).getByRole('button', { name: /Sending\.\.\./ })).toBeTruthy();
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables.input).toEqual({ invitationId: 'ProviderInvitation:1' });
    await act(async () =>
      environment.mock.resolve(operation, {
        data: {
          resendProviderInvitation: {
            invitation: { __typename: 'ProviderInvitation', ...invitation('1', 'clinic@provider.test', 'SENT') },
            userErrors: [],
          },
        },
      }),
    );
    expect(await within(table).findByRole('button', { name: /Sent!/ })).toBeTruthy();
  });

  it('the menu offers Invite Providers to law firms; anyone else opening the page is sent to the portfolio', async () => {
    renderPage(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Ann Lee' }));
    expect(await screen.findByRole('menuitem', { name: 'Invite Providers' })).toBeTruthy();
    cleanup();
    renderPage(false);
    expect(await screen.findByRole('status', { name: 'Current path' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Current path' }).textContent).toBe('/portfolio');
  });
});
