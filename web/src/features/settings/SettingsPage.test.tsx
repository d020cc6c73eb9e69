import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { MockEnvironment } from 'relay-test-utils';
import type { OperationDescriptor } from 'relay-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SettingsPageTestQuery } from '../../__generated__/SettingsPageTestQuery.graphql.ts';
import { createTestEnvironment } from '../../test/mockEnvironment.ts';
import { renderWithRelay } from '../../test/render.tsx';
import { SettingsPage } from './SettingsPage.tsx';
import type { SettingsTab } from './settingsTabs.ts';

vi.mock('react-relay', async (importOriginal) => (await import('../../test/relayArtifacts.ts')).mockReactRelay(importOriginal));

afterEach(cleanup);

const query = graphql`
  query SettingsPageTestQuery @relay_test_operation {
    viewer {
      ...SettingsPage_viewer
    }
  }
`;

function Harness({ tab }: { tab: SettingsTab }) {
  const data = useLazyLoadQuery<SettingsPageTestQuery>(query, {});
  return data.viewer ? <SettingsPage viewer={data.viewer} tab={tab} /> : null;
}

const CATEGORIES = [
  ['CASE_STATUS_UPDATES', 'Case Status Updates', true],
  ['CASE_STATUS_REQUESTS', 'Case Status Requests', true],
  ['DOCUMENT_REQUESTS', 'Document Requests', true],
  ['NEW_LIEN_NOTIFICATIONS', 'New Lien Notifications', false],
  ['OTHER', 'Other', true],
] as const;

function renderSettings(tab: SettingsTab, { canSetCommunicationPreferences = true, path = `/settings/${tab}` } = {}) {
  const environment = createTestEnvironment();
  environment.mock.queueOperationResolver((op: OperationDescriptor) =>
    MockPayloadGenerator.generate(op, {
      Viewer: () => ({
        canSetCommunicationPreferences,
        notificationSettings: CATEGORIES.map(([category, label, enabled]) => ({
          id: `NotificationSetting:${category}`,
          category,
          label,
          inAppEnabled: enabled,
          emailEnabled: enabled,
        })),
      }),
    }),
  );
  renderWithRelay(
    <Suspense fallback="Loading...">
      <Harness tab={tab} />
    </Suspense>,
    environment,
    path,
  );
  return environment;
}

const lastMutation = (environment: MockEnvironment) =>
  environment.mock.getAllOperations().find((op) => op.request.node.operation.name === 'useUpdateNotificationSettingMutation')!;

const checked = (name: string) => (screen.getByRole('switch', { name }) as HTMLInputElement).checked;

describe('SettingsPage', () => {
  it('Communication Preferences: an in-app and an e-mail switch for each of the five categories, from the server', async () => {
    renderSettings('communication');
    expect(await screen.findByRole('table', { name: 'Notification preferences' })).toBeTruthy();
    expect(screen.getAllByRole('switch')).toHaveLength(10);
    expect(checked('Case Status Updates: e-mail')).toBe(true);
    expect(checked('New Lien Notifications: in-app')).toBe(false);
    expect(screen.getByRole('tab', { name: 'Communication Preferences', selected: true })).toBeTruthy();
  });

  it('a switch saves at once (optimistic) and stays when the server agrees', async () => {
    const environment = renderSettings('communication');
    fireEvent.click(await screen.findByRole('switch', { name: 'New Lien Notifications: in-app' }));
    expect(checked('New Lien Notifications: in-app')).toBe(true);
    const mutation = lastMutation(environment);
    expect(mutation.request.variables.input).toEqual({ category: 'NEW_LIEN_NOTIFICATIONS', inAppEnabled: true });
    act(() =>
      environment.mock.resolve(mutation, {
        data: {
          updateNotificationSetting: {
            notificationSetting: {
              id: 'NotificationSetting:NEW_LIEN_NOTIFICATIONS',
              category: 'NEW_LIEN_NOTIFICATIONS',
              inAppEnabled: true,
              emailEnabled: false,
            },
            userErrors: [],
          },
        },
      }),
    );
    expect(checked('New Lien Notifications: in-app')).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a refused save moves the switch back and says why; a failed one too', async () => {
    const environment = renderSettings('communication');
    fireEvent.click(await screen.findByRole('switch', { name: 'Case Status Updates: e-mail' }));
    expect(checked('Case Status Updates: e-mail')).toBe(false);
    act(() =>
      environment.mock.resolve(lastMutation(environment), {
        data: { updateNotificationSetting: { notificationSetting: null, userErrors: [{ field: 'category', message: 'Not allowed.' }] } },
      }),
    );
    expect(checked('Case Status Updates: e-mail')).toBe(true);
    expect(await screen.findByText('Not allowed.')).toBeTruthy();

    fireEvent.click(screen.getByRole('switch', { name: 'Other: in-app' }));
    await act(async () => environment.mock.reject(lastMutation(environment), new Error('offline')));
    expect(checked('Other: in-app')).toBe(true);
    expect(await screen.findByText('Your preference could not be saved. Please refresh your tab and try again.')).toBeTruthy();
  });

  it('Account tab: the e-mail preferences card, the only place for a law-firm user (no Communication tab)', async () => {
    const environment = renderSettings('account', { canSetCommunicationPreferences: false });
    expect(await screen.findByText('E-mail preferences')).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Communication Preferences' })).toBeNull();
    expect(screen.getAllByRole('switch')).toHaveLength(5);
    fireEvent.click(screen.getByRole('switch', { name: 'Document Requests' }));
    expect(lastMutation(environment).request.variables.input).toEqual({ category: 'DOCUMENT_REQUESTS', emailEnabled: false });
  });

  it("an unsubscribe link's landing says which e-mails stop", async () => {
    renderSettings('communication', { path: '/settings/communication?unsubscribed=CASE_STATUS_REQUESTS' });
    expect(await screen.findByText('You will no longer receive e-mails about Case Status Requests.')).toBeTruthy();
  });
});
