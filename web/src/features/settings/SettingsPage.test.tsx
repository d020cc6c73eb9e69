import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
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

const PROVIDER = {
  id: 'Organization:provider',
  name: 'Riverside Spine & Rehab',
  type: 'MEDICAL_PRACTICE',
  kind: 'LIENHOLDER',
  address: { address1: '12 River Rd', address2: '', city: 'Austin', state: 'TX', zipCode: '78701' },
  website: 'https://riverside.example.com',
  phoneNumber: '(512) 555-0142',
  contactEmails: ['billing@riverside.example.com'],
  isNewCaseEmailEnabled: true,
  notesDisabled: false,
  sharesDocumentsManually: false,
  lienholderDocumentUploadNotificationsEnabled: true,
  canCreateRegistryCases: true,
};

/** The queries each tab makes: the page's, then the option lists (organisation cards) and the sessions card. */
const QUERIES: Record<SettingsTab, number> = { account: 3, communication: 1, organization: 2 };

interface RenderOptions {
  canSetCommunicationPreferences?: boolean;
  canEditOrganization?: boolean;
  organization?: typeof PROVIDER;
  paymentDetails?: { id: string; checkMailingAddress: string | null; employerIdNumber: string | null } | null;
  path?: string;
}

/** Renders the page; every query (the page's, the option lists, the sessions) is answered from the same mocks. */
function renderSettings(
  tab: SettingsTab,
  {
    canSetCommunicationPreferences = true,
    canEditOrganization = true,
    organization = PROVIDER,
    paymentDetails = {
      id: 'OrganizationPaymentDetails:provider',
      checkMailingAddress: 'PO Box 12, Austin TX 78701',
      employerIdNumber: '12-3456789',
    },
    path = `/settings/${tab}`,
  }: RenderOptions = {},
) {
  const environment = createTestEnvironment();
  const resolve = (op: OperationDescriptor) =>
    MockPayloadGenerator.generate(op, {
      Viewer: () => ({
        canSetCommunicationPreferences,
        canEditOrganization,
        user: { id: 'User:me', firstName: 'Priya', lastName: 'Raman', email: 'provider@demo.test' },
        activeAccount: { id: 'Account:me', organization },
        organizationPaymentDetails: paymentDetails,
        sessions: [],
        notificationSettings: CATEGORIES.map(([category, label, enabled]) => ({
          id: `NotificationSetting:${category}`,
          category,
          label,
          inAppEnabled: enabled,
          emailEnabled: enabled,
        })),
      }),
      Options: () => ({
        organizationTypes: [{ value: 'MEDICAL_PRACTICE', label: 'Medical Practice' }],
        usStates: [
          { value: 'TX', label: 'Texas' },
          { value: 'CA', label: 'California' },
        ],
      }),
    });
  // A queued resolver answers one operation (and is dropped with any copies of itself): one each for the queries
  // the page makes (mutations stay pending for the test to answer).
  for (let i = 0; i < QUERIES[tab]; i++) environment.mock.queueOperationResolver((op) => resolve(op));
  renderWithRelay(
    <Suspense fallback="Loading...">
      <Harness tab={tab} />
    </Suspense>,
    environment,
    path,
  );
  return environment;
}

const pendingOperation = (environment: MockEnvironment, name: string) =>
  environment.mock.getAllOperations().find((op) => op.request.node.operation.name === name);
const lastMutation = (environment: MockEnvironment) => pendingOperation(environment, 'useUpdateNotificationSettingMutation')!;

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

describe('SettingsPage: account and organisation', () => {
  it('offers the Account, Communication Preferences and Organization tabs (no Communication for law firms)', async () => {
    renderSettings('account');
    expect(await screen.findByRole('tab', { name: 'Account', selected: true })).toBeTruthy();
    expect(screen.getAllByRole('tab')).toHaveLength(3);
    for (const name of ['Communication Preferences', 'Organization'])
      expect(screen.getByRole('tab', { name, selected: false })).toBeTruthy();
    cleanup();
    renderSettings('organization', { canSetCommunicationPreferences: false });
    expect(await screen.findByRole('tab', { name: 'Organization', selected: true })).toBeTruthy();
    expect(screen.getAllByRole('tab')).toHaveLength(2);
    expect(screen.getByRole('tab', { name: 'Account' })).toBeTruthy();
  });

  it('Account tab: the user card, the organisation card and the active sessions', async () => {
    renderSettings('account');
    const user = await screen.findByRole('group', { name: 'User' });
    expect(user.textContent).toContain('Priya Raman');
    expect(user.textContent).toContain('provider@demo.test');
    const organization = screen.getByRole('group', { name: 'Organization' });
    for (const text of ['Riverside Spine & Rehab', 'Medical Practice', '12 River Rd', 'Austin, TX 78701', '(512) 555-0142'])
      expect(organization.textContent).toContain(text);
    expect(within(organization).getByRole('link', { name: 'https://riverside.example.com' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Active sessions' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'E-mail preferences' })).toBeTruthy();
  });

  it('Edit name: both names required; saving shows the new name at once (optimistic)', async () => {
    const environment = renderSettings('account');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit name' }));
    await screen.findByRole('dialog', { name: 'Edit name' });
    fireEvent.change(screen.getByRole('textbox', { name: 'First name', hidden: true }), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save', hidden: true }));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(pendingOperation(environment, 'useUpdateMyNameMutation')).toBeUndefined();

    fireEvent.change(screen.getByRole('textbox', { name: 'First name', hidden: true }), { target: { value: 'Pri' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Last name', hidden: true }), { target: { value: 'Raman-Lee' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save', hidden: true }));
    const mutation = pendingOperation(environment, 'useUpdateMyNameMutation')!;
    expect(mutation.request.variables.input).toEqual({ firstName: 'Pri', lastName: 'Raman-Lee' });
    expect(screen.getByRole('group', { name: 'User' }).textContent).toContain('Pri Raman-Lee');
    await act(async () =>
      environment.mock.resolve(mutation, {
        data: { updateMyName: { user: { id: 'User:me', firstName: 'Pri', lastName: 'Raman-Lee' }, userErrors: [] } },
      }),
    );
    expect(screen.queryByRole('dialog', { name: 'Edit name' })).toBeNull();
    expect(screen.getByRole('group', { name: 'User' }).textContent).toContain('Pri Raman-Lee');
  });

  it('Organization tab: the details, contact e-mails and switches; Edit details only for admins', async () => {
    renderSettings('organization');
    const card = await screen.findByRole('group', { name: 'Organization details' });
    for (const text of ['Riverside Spine & Rehab', 'billing@riverside.example.com', 'Document upload notifications'])
      expect(card.textContent).toContain(text);
    expect(within(card).getByRole('button', { name: 'Edit details' })).toBeTruthy();
    cleanup();
    renderSettings('organization', { canEditOrganization: false });
    const readOnly = await screen.findByRole('group', { name: 'Organization details' });
    expect(within(readOnly).queryByRole('button', { name: 'Edit details' })).toBeNull();
  });
  it("another admin's edit arrives live (accountChanged) and updates the organisation card in place", async () => {
    const environment = renderSettings('organization', { canEditOrganization: false });
    const card = await screen.findByRole('group', { name: 'Organization details' });
    const live = pendingOperation(environment, 'useOrganizationLiveUpdatesSubscription')!;
    expect(live).toBeTruthy();
    act(() =>
      environment.mock.nextValue(live, {
        data: {
          accountChanged: {
            account: {
              id: 'Account:me',
              organization: {
                ...PROVIDER,
                __typename: 'Organization',
                phoneNumber: '(512) 555-0000',
                contactEmails: ['new@riverside.example.com'],
              },
            },
          },
        },
      }),
    );
    expect(card.textContent).toContain('(512) 555-0000');
    expect(card.textContent).toContain('new@riverside.example.com');
  });
  it("Payment details: a lienholder admin's check mailing address and EIN, edited in a dialog; absent for anyone else", async () => {
    const environment = renderSettings('account');
    const card = await screen.findByRole('group', { name: 'Payment details' });
    expect(card.textContent).toContain('PO Box 12, Austin TX 78701');
    expect(card.textContent).toContain('12-3456789');
    fireEvent.click(within(card).getByRole('button', { name: 'Edit payment details' }));
    await screen.findByRole('dialog', { name: 'Edit payment details' });
    fireEvent.change(screen.getByRole('textbox', { name: /Employer ID number/, hidden: true }), { target: { value: '987654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save', hidden: true }));
    const mutation = pendingOperation(environment, 'useUpdateOrganizationMutation')!;
    expect(mutation.request.variables.input).toEqual({
      id: 'Organization:provider',
      checkMailingAddress: 'PO Box 12, Austin TX 78701',
      employerIdNumber: '987654321',
    });
    await act(async () =>
      environment.mock.resolve(mutation, {
        data: {
          updateOrganization: {
            organization: { ...PROVIDER, __typename: 'Organization' },
            paymentDetails: {
              id: 'OrganizationPaymentDetails:provider',
              checkMailingAddress: 'PO Box 12, Austin TX 78701',
              employerIdNumber: '98-7654321',
            },
            userErrors: [],
          },
        },
      }),
    );
    expect(screen.getByRole('group', { name: 'Payment details' }).textContent).toContain('98-7654321');
    cleanup();
    renderSettings('account', { paymentDetails: null });
    await screen.findByRole('group', { name: 'User' });
    expect(screen.queryByRole('group', { name: 'Payment details' })).toBeNull();
  });
});

describe('EditOrganizationDialog', () => {
  async function openDialog() {
    const environment = renderSettings('organization');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit details' }));
    await screen.findByRole('dialog', { name: 'Edit organization details' });
    return { environment };
  }
  // The dialog's controls by role and name (each is unique on the page). `hidden`: in jsdom, Tabster's modalizer
  // may mark the open dialog aria-hidden once focus settles outside it (no layout, no real focus); a browser keeps
  // it exposed (tests/e2e/settings.test.ts drives the same dialog).
  const control = (role: 'textbox' | 'button' | 'combobox' | 'switch', name: string | RegExp) =>
    screen.getByRole(role, { name, hidden: true });
  const emails = () => control('textbox', /Contact e-mails/);

  it('checks the name and the contact e-mails before asking the server', async () => {
    const { environment } = await openDialog();
    fireEvent.change(control('textbox', /Name/), { target: { value: ' ' } });
    fireEvent.click(control('button', 'Save'));
    expect(await screen.findByText('This field is required.')).toBeTruthy();

    fireEvent.change(control('textbox', /Name/), { target: { value: 'Riverside' } });
    fireEvent.change(emails(), { target: { value: Array.from({ length: 11 }, (_, i) => `c${i}@example.com`).join('\n') } });
    fireEvent.click(control('button', 'Save'));
    expect(await screen.findByText('List at most 10 contact e-mail addresses.')).toBeTruthy();

    fireEvent.change(emails(), { target: { value: 'ok@example.com\nnot-an-address' } });
    fireEvent.click(control('button', 'Save'));
    expect(await screen.findByText('Enter a valid email address.')).toBeTruthy();
    expect(pendingOperation(environment, 'useUpdateOrganizationMutation')).toBeUndefined();
  });

  it("sends every field; the registry's refusals show on their fields; success closes with the saved values", async () => {
    const { environment } = await openDialog();
    fireEvent.change(control('textbox', 'City'), { target: { value: 'Dallas' } });
    fireEvent.change(control('combobox', 'State'), { target: { value: 'CA' } });
    fireEvent.change(control('textbox', 'ZIP code'), { target: { value: '1234' } });
    fireEvent.change(emails(), { target: { value: 'a@example.com, b@example.com' } });
    fireEvent.click(control('switch', 'Notify us of document uploads'));
    fireEvent.click(control('button', 'Save'));
    const first = pendingOperation(environment, 'useUpdateOrganizationMutation')!;
    expect(first.request.variables.input).toEqual({
      id: 'Organization:provider',
      name: 'Riverside Spine & Rehab',
      address: { address1: '12 River Rd', address2: '', city: 'Dallas', state: 'CA', zipCode: '1234' },
      website: 'https://riverside.example.com',
      phoneNumber: '(512) 555-0142',
      contactEmails: ['a@example.com', 'b@example.com'],
      isNewCaseEmailEnabled: true,
      notesDisabled: false,
      sharesDocumentsManually: false,
      lienholderDocumentUploadNotificationsEnabled: false,
    });
    await act(async () =>
      environment.mock.resolve(first, {
        data: {
          updateOrganization: {
            organization: null,
            userErrors: [{ field: 'zipCode', message: 'Enter a valid ZIP code (12345 or 12345-6789).' }],
          },
        },
      }),
    );
    expect(await screen.findByText('Enter a valid ZIP code (12345 or 12345-6789).')).toBeTruthy();

    fireEvent.change(control('textbox', 'ZIP code'), { target: { value: '90001' } });
    fireEvent.click(control('button', 'Save'));
    const second = pendingOperation(environment, 'useUpdateOrganizationMutation')!;
    await act(async () =>
      environment.mock.resolve(second, {
        data: {
          updateOrganization: {
            organization: {
              ...PROVIDER,
              __typename: 'Organization',
              address: { ...PROVIDER.address, city: 'Dallas', state: 'CA', zipCode: '90001' },
              contactEmails: ['a@example.com', 'b@example.com'],
              lienholderDocumentUploadNotificationsEnabled: false,
            },
            userErrors: [],
          },
        },
      }),
    );
    expect(screen.queryByRole('dialog', { name: 'Edit organization details' })).toBeNull();
    const card = screen.getByRole('group', { name: 'Organization details' });
    expect(card.textContent).toContain('Dallas, CA 90001');
    expect(card.textContent).toContain('b@example.com');
  });

  it("a law firm's dialog has no lienholder switches", async () => {
    renderSettings('organization', { organization: { ...PROVIDER, type: 'LAW_FIRM', kind: 'LAW_FIRM' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit organization details' });
    expect(
      within(dialog)
        .getAllByRole('switch')
        .map((item) => item.getAttribute('aria-label') ?? item.id),
    ).toHaveLength(2);
    expect(within(dialog).getByRole('switch', { name: 'E-mail us about new cases' })).toBeTruthy();
    expect(within(dialog).queryByRole('switch', { name: 'We share documents manually' })).toBeNull();
    expect(within(dialog).queryByRole('switch', { name: 'Notify us of document uploads' })).toBeNull();
  });
});
