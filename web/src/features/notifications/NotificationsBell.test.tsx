import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Route, Routes, useLocation } from 'react-router';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { MockEnvironment } from 'relay-test-utils';
import type { OperationDescriptor } from 'relay-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NotificationsBellTestQuery } from '../../__generated__/NotificationsBellTestQuery.graphql.ts';
import { createTestEnvironment } from '../../test/mockEnvironment.ts';
import { renderWithRelay } from '../../test/render.tsx';
import { NotificationsBell } from './NotificationsBell.tsx';

vi.mock('react-relay', async (importOriginal) => (await import('../../test/relayArtifacts.ts')).mockReactRelay(importOriginal));

afterEach(cleanup);

const query = graphql`
  query NotificationsBellTestQuery @relay_test_operation {
    viewer {
      ...NotificationsBell_viewer
    }
  }
`;

function Harness() {
  const data = useLazyLoadQuery<NotificationsBellTestQuery>(query, {});
  return data.viewer ? <NotificationsBell viewer={data.viewer} /> : null;
}

function CurrentPath() {
  return <output aria-label="Current path">{useLocation().pathname}</output>;
}

interface NotificationData {
  id: string;
  subject: string;
  readAt?: string | null;
  viewedAt?: string | null;
  caseInternalID?: string | null;
}

const notification = (n: NotificationData) => ({
  id: n.id,
  subject: n.subject,
  body: `Body of ${n.subject}`,
  plaintiffName: 'Jane Roe',
  lawFirmName: 'Hartwell & Associates',
  caseInternalID: n.caseInternalID ?? 'case-1',
  createdAt: '2026-01-01T10:00:00.000Z',
  readAt: n.readAt ?? null,
  viewedAt: n.viewedAt ?? null,
});

function renderBell(notifications: NotificationData[], counts: { unviewed: number; unread: number }) {
  const environment = createTestEnvironment();
  environment.mock.queueOperationResolver((op: OperationDescriptor) =>
    MockPayloadGenerator.generate(op, {
      Viewer: () => ({
        notificationCounts: counts,
        notifications: {
          edges: notifications.map((n, i) => ({ cursor: `c${i}`, node: notification(n) })),
          pageInfo: { hasNextPage: false, endCursor: null },
        },
      }),
    }),
  );
  renderWithRelay(
    <Suspense fallback="Loading...">
      <Harness />
      <Routes>
        <Route path="*" element={<CurrentPath />} />
      </Routes>
    </Suspense>,
    environment,
  );
  return environment;
}

const operationNamed = (environment: MockEnvironment, name: string) =>
  environment.mock.getAllOperations().find((op) => op.request.node.operation.name === name);

const record = (environment: MockEnvironment, id: string) => environment.getStore().getSource().get(id);

describe('NotificationsBell', () => {
  it('shows no badge and the empty text when there are no notifications', async () => {
    renderBell([], { unviewed: 0, unread: 0 });
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('You have no notifications at this time!')).toBeTruthy();
    expect(screen.queryByTestId('notifications-badge')).toBeNull();
  });

  it('badges the unviewed count and views the listed ones when opened (the badge drops at once)', async () => {
    const environment = renderBell(
      [
        { id: 'Notification:1', subject: 'Status updated' },
        { id: 'Notification:2', subject: 'New lien' },
        { id: 'Notification:3', subject: 'Seen before', viewedAt: '2026-01-01T11:00:00.000Z', readAt: '2026-01-01T11:00:00.000Z' },
      ],
      { unviewed: 2, unread: 2 },
    );
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 new' });
    expect((await screen.findByTestId('notifications-badge')).textContent).toBe('2');
    fireEvent.click(bell);

    const markViewed = operationNamed(environment, 'useMarkNotificationsViewedMutation');
    expect(markViewed?.request.variables.input).toEqual({ notificationIds: ['Notification:1', 'Notification:2'] });
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy();
    expect(screen.queryByTestId('notifications-badge')).toBeNull();
    const list = await screen.findByRole('list', { name: 'Notifications list' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['Unread: Status updated', 'Unread: New lien', 'Seen before']);

    act(() =>
      environment.mock.resolve(markViewed!, {
        data: {
          markNotificationsViewed: {
            notifications: [
              { id: 'Notification:1', viewedAt: '2026-01-02T00:00:00.000Z' },
              { id: 'Notification:2', viewedAt: '2026-01-02T00:00:00.000Z' },
            ],
            notificationCounts: { unviewed: 0, unread: 2 },
            userErrors: [],
          },
        },
      }),
    );
    expect(screen.queryByTestId('notifications-badge')).toBeNull();
  });

  it('puts the badge back when viewing is refused', async () => {
    const environment = renderBell([{ id: 'Notification:1', subject: 'Status updated' }], { unviewed: 1, unread: 1 });
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 new' }));
    act(() => environment.mock.reject(operationNamed(environment, 'useMarkNotificationsViewedMutation')!, new Error('offline')));
    expect(await screen.findByRole('button', { name: 'Notifications, 1 new' })).toBeTruthy();
    expect((await screen.findByTestId('notifications-badge')).textContent).toBe('1');
  });

  it('clicking an item marks it read at once and opens its case', async () => {
    const environment = renderBell([{ id: 'Notification:1', subject: 'Status updated', caseInternalID: 'case-42' }], {
      unviewed: 1,
      unread: 1,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 new' }));
    fireEvent.click(await screen.findByRole('button', { name: /^Status updated/ }));

    const markRead = operationNamed(environment, 'useMarkNotificationReadMutation');
    expect(markRead?.request.variables.input).toEqual({ notificationId: 'Notification:1' });
    expect(record(environment, 'Notification:1')?.readAt).toEqual(expect.any(String));
    expect(screen.getByRole('status', { name: 'Current path' }).textContent).toBe('/portfolio/case-42');
  });

  it('dismiss takes the item out at once, and brings it back when refused', async () => {
    const environment = renderBell(
      [
        { id: 'Notification:1', subject: 'Status updated' },
        { id: 'Notification:2', subject: 'New lien' },
      ],
      { unviewed: 0, unread: 2 },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Dismiss notification: Status updated' }));
    const dismiss = operationNamed(environment, 'useDismissNotificationMutation');
    expect(dismiss?.request.variables.input).toEqual({ notificationId: 'Notification:1' });
    expect(screen.getAllByRole('listitem').map((item) => item.getAttribute('aria-label'))).toEqual(['Unread: New lien']);

    act(() =>
      environment.mock.resolve(dismiss!, {
        data: {
          dismissNotification: {
            dismissedNotificationId: null,
            notificationCounts: { unviewed: 0, unread: 2 },
            userErrors: [{ field: null, message: 'Not found.' }],
          },
        },
      }),
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification: New lien' }));
    act(() =>
      environment.mock.resolve(operationNamed(environment, 'useDismissNotificationMutation')!, {
        data: {
          dismissNotification: {
            dismissedNotificationId: 'Notification:2',
            notificationCounts: { unviewed: 0, unread: 1 },
            userErrors: [],
          },
        },
      }),
    );
    expect(screen.getAllByRole('listitem').map((item) => item.getAttribute('aria-label'))).toEqual(['Unread: Status updated']);
  });

  it('a new notification arrives live: prepended, and the badge follows', async () => {
    const environment = renderBell(
      [{ id: 'Notification:1', subject: 'Older', viewedAt: '2026-01-01T11:00:00.000Z', readAt: '2026-01-01T11:00:00.000Z' }],
      {
        unviewed: 0,
        unread: 0,
      },
    );
    await screen.findByRole('button', { name: 'Notifications' });
    const live = await waitFor(() => {
      const operation = operationNamed(environment, 'useNotificationsLiveUpdatesSubscription');
      if (!operation) throw new Error('no live subscription yet');
      return operation;
    });
    act(() =>
      environment.mock.nextValue(live, {
        data: {
          notificationsChanged: {
            notificationEdge: { cursor: 'new', node: notification({ id: 'Notification:9', subject: 'Newest' }) },
            changedNotification: null,
            dismissedNotificationId: null,
            notificationCounts: { unviewed: 1, unread: 1 },
          },
        },
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 new' }));
    const list = await screen.findByRole('list', { name: 'Notifications list' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['Unread: Newest', 'Older']);
  });

  it('one read in another tab loses its unread mark here, one dismissed there leaves this list', async () => {
    const environment = renderBell(
      [
        { id: 'Notification:1', subject: 'Status updated' },
        { id: 'Notification:2', subject: 'New lien' },
        { id: 'Notification:3', subject: 'New message' },
      ],
      { unviewed: 0, unread: 3 },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    const list = await screen.findByRole('list', { name: 'Notifications list' });
    const labels = () =>
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label'));
    expect(labels()).toEqual(['Unread: Status updated', 'Unread: New lien', 'Unread: New message']);
    const live = await waitFor(() => {
      const operation = operationNamed(environment, 'useNotificationsLiveUpdatesSubscription');
      if (!operation) throw new Error('no live subscription yet');
      return operation;
    });
    const change = (payload: object, unread: number) =>
      act(() =>
        environment.mock.nextValue(live, {
          data: {
            notificationsChanged: {
              notificationEdge: null,
              changedNotification: null,
              dismissedNotificationId: null,
              notificationCounts: { unviewed: 0, unread },
              ...payload,
            },
          },
        }),
      );
    change(
      { changedNotification: notification({ id: 'Notification:1', subject: 'Status updated', readAt: '2026-01-02T09:00:00.000Z' }) },
      2,
    );
    expect(labels()).toEqual(['Status updated', 'Unread: New lien', 'Unread: New message']);
    change({ dismissedNotificationId: 'Notification:2' }, 1);
    expect(labels()).toEqual(['Status updated', 'Unread: New message']);
  });
});
