import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { OperationDescriptor } from 'relay-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContactsTabTestQuery } from '../../__generated__/ContactsTabTestQuery.graphql.ts';
import { createTestEnvironment } from '../../test/mockEnvironment.ts';
import { renderWithRelay } from '../../test/render.tsx';
import { ContactsTab } from './ContactsTab.tsx';

vi.mock('react-relay', async (importOriginal) => (await import('../../test/relayArtifacts.ts')).mockReactRelay(importOriginal));

afterEach(cleanup);

const query = graphql`
  query ContactsTabTestQuery @relay_test_operation {
    viewer {
      case(internalID: "x") {
        ...ContactsTab_case
      }
    }
  }
`;

const contact = (
  id: string,
  fullName: string,
  extra: Partial<{ isAccountDeactivated: boolean; canDelete: boolean; email: string }> = {},
) => ({
  id: `Contact:${id}`,
  fullName,
  email: extra.email ?? `${id}@example.test`,
  isAccountDeactivated: extra.isAccountDeactivated ?? false,
  canDelete: extra.canDelete ?? false,
});

const me = contact('me', 'Priya Raman', { canDelete: true });

const organization = (id: string, name: string, website: string | null = null) => ({
  id: `Organization:${id}`,
  name,
  website,
  address: { address1: '1 Main St', address2: null, city: 'Riverside', state: 'CA', zipCode: '92501' },
});

function card(id: string, org: ReturnType<typeof organization>, extra: Record<string, unknown> = {}) {
  return {
    id: `Card:${id}`,
    side: 'LIENHOLDER',
    isFormer: false,
    isOwn: false,
    lastActiveAt: '2026-05-04T12:00:00.000Z',
    viewerCan: { manageContacts: false },
    isViewerAssigned: false,
    lien: { id: `Lien:${id}` },
    organization: org,
    contacts: [],
    viewerContact: null,
    ...extra,
  };
}

const SECTIONS = [
  {
    title: 'Law Firms',
    organizationType: 'LAW_FIRM',
    cards: [
      card('firm', organization('firm', 'Hartwell & Associates', 'https://hartwell.example'), {
        side: 'LAW_FIRM',
        lien: null,
        contacts: [
          contact('a', 'Ann Lee'),
          contact('b', 'Bo Park'),
          contact('c', 'Cy Diaz', { isAccountDeactivated: true }),
          contact('d', 'Di Moss'),
        ],
      }),
      card('old', organization('old', 'Old Firm LLP'), {
        side: 'LAW_FIRM',
        isFormer: true,
        lien: null,
        lastActiveAt: null,
        contacts: [contact('e', 'Ed Old')],
      }),
    ],
  },
  {
    title: 'Medical Practices',
    organizationType: 'MEDICAL_PRACTICE',
    cards: [
      card('own', organization('own', 'Riverside Spine & Rehab'), {
        isOwn: true,
        viewerCan: { manageContacts: true },
        viewerContact: me,
        contacts: [contact('x', 'Xena Cole', { isAccountDeactivated: true })],
      }),
    ],
  },
];

function Harness(props: { onChangeLawFirm?: () => void; onRemove?: (lien: { lienId: string; lienholderName: string }) => void }) {
  const data = useLazyLoadQuery<ContactsTabTestQuery>(query, {});
  if (!data.viewer?.case) return null;
  return <ContactsTab caseRef={data.viewer.case} {...props} />;
}

const SEARCH_RESULTS = [contact('x', 'Xena Cole', { isAccountDeactivated: true }), contact('y', 'Yuri Gold', { canDelete: true })];

function renderTab(props: { onChangeLawFirm?: () => void; onRemove?: (lien: { lienId: string; lienholderName: string }) => void } = {}) {
  const environment = createTestEnvironment();
  environment.mock.queueOperationResolver((op: OperationDescriptor) =>
    MockPayloadGenerator.generate(op, { Case: () => ({ id: 'Case:1', contactOrganizations: SECTIONS }) }),
  );
  // Each resolver answers once; the dialog searches again after every change. Mutations stay pending for the test.
  for (let i = 0; i < 5; i++) {
    environment.mock.queueOperationResolver((op: OperationDescriptor) =>
      op.request.node.params.name === 'ManageContactsDialogSearchQuery'
        ? { data: { node: { __typename: 'Organization', id: 'Organization:own', contacts: SEARCH_RESULTS } } }
        : null,
    );
  }
  renderWithRelay(
    <Suspense fallback="Loading...">
      <Harness {...props} />
    </Suspense>,
    environment,
  );
  return environment;
}

const cardNamed = (name: string) => screen.getByRole('group', { name });

describe('ContactsTab', () => {
  it('shows the Law Firms section with the former firm disabled, then lienholders under plural titles', async () => {
    renderTab();
    expect(await screen.findByRole('heading', { name: 'Law Firms' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Medical Practices' })).toBeTruthy();
    const firm = cardNamed('Hartwell & Associates');
    expect(within(firm).getByText('1 Main St')).toBeTruthy();
    expect(within(firm).getByRole('link', { name: 'https://hartwell.example' })).toBeTruthy();
    expect(within(firm).getByRole('button', { name: 'Who at Hartwell & Associates is working on this case' }).textContent).toBe(
      'Ann Lee, Bo Park and 2 others',
    );
    expect(within(firm).getByText('Last Active: 05/04/2026')).toBeTruthy();
    const former = cardNamed('Old Firm LLP (no longer on this case)');
    expect(former.getAttribute('aria-disabled')).toBe('true');
    expect(within(former).getByText('No longer on this case')).toBeTruthy();
    expect(within(former).queryByRole('button', { name: /More actions/ })).toBeNull();
    expect(within(former).getByText('Last Active: —')).toBeTruthy();
    expect(within(cardNamed('Riverside Spine & Rehab')).getByText('Xena Cole (deactivated)')).toBeTruthy();
  });

  it('offers Change Law Firm and Remove only when given, Manage Contacts only where the viewer may', async () => {
    const onChangeLawFirm = vi.fn();
    const onRemove = vi.fn();
    renderTab({ onChangeLawFirm, onRemove });
    const firm = await screen.findByRole('group', { name: 'Hartwell & Associates' });
    fireEvent.click(within(firm).getByRole('button', { name: 'More actions for Hartwell & Associates' }));
    expect(screen.queryByRole('menuitem', { name: 'Manage Contacts' })).toBeNull();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Change Law Firm' }));
    expect(onChangeLawFirm).toHaveBeenCalledTimes(1);

    fireEvent.click(within(cardNamed('Riverside Spine & Rehab')).getByRole('button', { name: 'More actions for Riverside Spine & Rehab' }));
    expect(await screen.findByRole('menuitem', { name: 'Manage Contacts' })).toBeTruthy();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Remove' }));
    expect(onRemove).toHaveBeenCalledWith({ lienId: 'Lien:own', lienholderName: 'Riverside Spine & Rehab' });
  });

  it('has no Change Law Firm or Remove without the callbacks', async () => {
    renderTab();
    const own = await screen.findByRole('group', { name: 'Riverside Spine & Rehab' });
    fireEvent.click(within(own).getByRole('button', { name: 'More actions for Riverside Spine & Rehab' }));
    await screen.findByRole('menuitem', { name: 'Manage Contacts' });
    expect(screen.queryByRole('menuitem', { name: 'Remove' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Change Law Firm' })).toBeNull();
    expect(within(cardNamed('Hartwell & Associates')).queryByRole('button', { name: /More actions/ })).toBeNull();
  });

  it('Assign to me shows the viewer at once and rolls back when refused', async () => {
    const environment = renderTab();
    const own = await screen.findByRole('group', { name: 'Riverside Spine & Rehab' });
    expect(within(cardNamed('Hartwell & Associates')).queryByRole('button', { name: 'Assign to me' })).toBeNull();
    fireEvent.click(within(own).getByRole('button', { name: 'Assign to me' }));
    // Optimistic: before the server answers.
    expect(within(own).getByRole('button', { name: /Who at Riverside/ }).textContent).toBe('Xena Cole (deactivated), Priya Raman');
    expect(within(own).getByRole('button', { name: 'Unassign from me' })).toBeTruthy();
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables.input).toEqual({ caseId: 'Case:1' });
    await act(async () => {
      environment.mock.resolve(operation, {
        data: { assignCaseToMe: { case: null, userErrors: [{ message: 'Cannot add a duplicate contact' }] } },
      });
    });
    expect(within(own).getByText('Cannot add a duplicate contact')).toBeTruthy();
    expect(within(own).getByRole('button', { name: /Who at Riverside/ }).textContent).toBe('Xena Cole (deactivated)');
    expect(within(own).getByRole('button', { name: 'Assign to me' })).toBeTruthy();
  });
});

describe('ManageContactsDialog', () => {
  async function openDialog() {
    const environment = renderTab();
    const own = await screen.findByRole('group', { name: 'Riverside Spine & Rehab' });
    fireEvent.click(within(own).getByRole('button', { name: 'More actions for Riverside Spine & Rehab' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Manage Contacts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Who at Riverside Spine & Rehab is working on this case' });
    return { environment, dialog };
  }

  it('searches the organisation: contacts on the case are disabled; a refused add shows the registry text', async () => {
    const { environment, dialog } = await openDialog();
    const results = await within(dialog).findByRole('list', { name: 'Search results' });
    expect(within(results).getByRole('button', { name: 'Xena Cole is already on this case' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(results).getByRole('button', { name: 'Add Yuri Gold' }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('useAddCaseContactMutation');
    expect(operation.request.variables.input).toEqual({ caseId: 'Case:1', contactId: 'Contact:y' });
    await act(async () => {
      environment.mock.resolve(operation, {
        data: { addCaseContact: { case: null, userErrors: [{ field: 'contactId', message: 'Cannot add a duplicate contact' }] } },
      });
    });
    expect(within(dialog).getByText('Cannot add a duplicate contact')).toBeTruthy();
    // Deleting asks first.
    fireEvent.click(within(results).getByRole('button', { name: 'Delete Yuri Gold' }));
    expect(within(results).getByText('Are you sure?')).toBeTruthy();
    expect(within(results).queryByRole('button', { name: 'Delete Xena Cole' })).toBeNull();
  });

  it('takes a contact off the case at once and puts it back when the registry refuses', async () => {
    const { environment, dialog } = await openDialog();
    const onCase = within(dialog).getByRole('list', { name: 'Contacts on this case' });
    fireEvent.click(within(onCase).getByRole('button', { name: 'Remove Xena Cole from this case' }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('useRemoveCaseContactMutation');
    expect(operation.request.variables.input).toEqual({ caseId: 'Case:1', contactId: 'Contact:x' });
    // Before the registry answers.
    expect(within(dialog).getByText('No one at Riverside Spine & Rehab is assigned to this case yet.')).toBeTruthy();
    await act(async () => {
      environment.mock.resolve(operation, {
        data: { removeCaseContact: { case: null, userErrors: [{ field: 'contactId', message: 'The contact is not on the case.' }] } },
      });
    });
    expect(within(within(dialog).getByRole('list', { name: 'Contacts on this case' })).getByText('Xena Cole (deactivated)')).toBeTruthy();
    expect(within(dialog).getByText('The contact is not on the case.')).toBeTruthy();
  });

  it('a new contact outside the verified domain is confirmed, then resent with confirmEmail', async () => {
    const { environment, dialog } = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add a new contact' }));
    const form = within(dialog).getByRole('group', { name: 'New contact' });
    fireEvent.change(within(form).getByLabelText(/First Name/), { target: { value: 'Nora' } });
    fireEvent.change(within(form).getByLabelText(/Work Email/), { target: { value: 'nora@gmail.example' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save Contact' }));
    const first = environment.mock.getMostRecentOperation();
    expect(first.request.variables.input).toMatchObject({
      organizationId: 'Organization:own',
      caseId: 'Case:1',
      firstName: 'Nora',
      email: 'nora@gmail.example',
      confirmEmail: false,
    });
    await act(async () => {
      environment.mock.resolve(first, {
        data: {
          createContact: {
            contact: null,
            case: null,
            userErrors: [
              {
                field: null,
                message: 'Nothing in nora@gmail.example matches a verified domain of Riverside Spine & Rehab.',
                code: 'CONFIRMATION_REQUIRED',
              },
            ],
          },
        },
      });
    });
    // hidden: tabster's modalizer can mark the nested dialog aria-hidden for a moment while focus moves into it.
    const confirm = await screen.findByRole('alertdialog', { name: 'Are you sure you want to add this contact?', hidden: true });
    expect(confirm.textContent).toContain(
      "This contact's email (nora@gmail.example) does not appear to be associated with Riverside Spine & Rehab",
    );
    fireEvent.click(within(confirm).getByRole('button', { name: 'Yes', hidden: true }));
    const second = environment.mock.getMostRecentOperation();
    expect(second.request.variables.input).toMatchObject({ email: 'nora@gmail.example', confirmEmail: true });
  });

  it('shows the field errors of a refused new contact', async () => {
    const { environment, dialog } = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add a new contact' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Contact' }));
    await act(async () => {
      environment.mock.resolve(environment.mock.getMostRecentOperation(), {
        data: {
          createContact: {
            contact: null,
            case: null,
            userErrors: [
              { field: 'firstName', message: 'This field is required.', code: 'INVALID' },
              { field: 'email', message: 'Enter a valid email address.', code: 'INVALID' },
            ],
          },
        },
      });
    });
    expect(within(dialog).getByText('This field is required.')).toBeTruthy();
    expect(within(dialog).getByText('Enter a valid email address.')).toBeTruthy();
  });
});
