import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OperationDescriptor } from 'relay-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestEnvironment } from '../../test/mockEnvironment.ts';
import { renderWithRelay } from '../../test/render.tsx';
import { Outlet, Route, Routes, useParams } from 'react-router';
import { RegisterCaseButton } from './RegisterCaseButton.tsx';
import { RegisterCaseDrawer } from './RegisterCaseDrawer.tsx';

vi.mock('react-relay', async (importOriginal) => (await import('../../test/relayArtifacts.ts')).mockReactRelay(importOriginal));

afterEach(cleanup);

const HARTWELL = { internalID: 'lf-1', name: 'Hartwell & Associates' };
const nameOf = (op: OperationDescriptor) => op.request.node.params.name;

function setup(ownFirm: { id: string; name: string } | null = null) {
  const environment = createTestEnvironment();
  const searches: string[] = [];
  const contactFirms: string[] = [];
  const resolve = (op: OperationDescriptor) => {
    switch (nameOf(op)) {
      case 'RegisterCaseDrawerOptionsQuery':
        return {
          data: {
            options: {
              caseType: [{ value: 'DOG_BITE', label: 'Dog Bite' }],
              usStates: [{ value: 'CA', label: 'California' }],
            },
          },
        };
      case 'LawFirmPickerSearchQuery':
        searches.push(String(op.request.variables.search));
        return {
          data: { viewer: { id: 'viewer', lawFirmDirectory: String(op.request.variables.search).startsWith('Hart') ? [HARTWELL] : [] } },
        };
      case 'ContactFieldsQuery':
        contactFirms.push(String(op.request.variables.lawFirmId));
        return {
          data: {
            viewer: { id: 'viewer', lawFirmContacts: [{ internalID: 'c-1', fullName: 'Laura Hartwell', email: 'laura@hartwell.example' }] },
          },
        };
      default:
        return null; // mutations stay pending until the test resolves them
    }
  };
  // A queued resolver answers once; the drawer asks for searches and contacts many times.
  for (let i = 0; i < 50; i++) environment.mock.queueOperationResolver((op: OperationDescriptor) => resolve(op));
  const onCreated = vi.fn();
  const onClose = vi.fn();
  renderWithRelay(<RegisterCaseDrawer open ownFirm={ownFirm} onClose={onClose} onCreated={onCreated} />, environment);
  return { environment, onCreated, onClose, searches, contactFirms };
}

const row = (n: number) => screen.getByRole('group', { name: `Case ${n}` });

async function chooseHartwell(group: HTMLElement) {
  const search = within(group).getByRole('combobox', { name: /Law Firm/ });
  fireEvent.change(search, { target: { value: 'Hart' } });
  if (search.getAttribute('aria-expanded') !== 'true') fireEvent.click(search);
  fireEvent.click(await screen.findByRole('option', { name: HARTWELL.name }, { timeout: 2000 }));
}

describe('RegisterCaseDrawer', () => {
  it("a lienholder searches the law firm; new rows start with the first row's firm; delete shows with several rows", async () => {
    setup();
    const first = await screen.findByRole('group', { name: 'Case 1' });
    const search = within(first).getByRole('combobox', { name: /Law Firm/ });
    expect(search.getAttribute('placeholder')).toBe('Search law firm...');
    fireEvent.click(search);
    expect(await screen.findByRole('option', { name: "Type in law firm's name" })).toBeTruthy();
    expect(within(first).queryByRole('button', { name: /Remove case/ })).toBeNull();

    await chooseHartwell(first);
    expect((search as HTMLInputElement).value).toBe(HARTWELL.name);
    // The firm's contacts fill the picker.
    await within(first).findByRole('option', { name: 'Laura Hartwell (laura@hartwell.example)' });

    fireEvent.click(screen.getByRole('button', { name: 'Add another case' }));
    expect((within(row(2)).getByRole('combobox', { name: /Law Firm/ }) as HTMLInputElement).value).toBe(HARTWELL.name);
    expect(within(row(1)).getByRole('button', { name: 'Remove case 1' })).toBeTruthy();
    fireEvent.click(within(row(2)).getByRole('button', { name: 'Remove case 2' }));
    expect(screen.queryByRole('group', { name: 'Case 2' })).toBeNull();
    expect(within(row(1)).queryByRole('button', { name: /Remove case/ })).toBeNull();
  });

  it('sends the rows and shows userErrors on the fields of the right row', async () => {
    const { environment, onCreated } = setup();
    const first = await screen.findByRole('group', { name: 'Case 1' });
    await chooseHartwell(first);
    fireEvent.change(within(first).getByRole('textbox', { name: /^First Name/ }), { target: { value: 'Ana' } });
    fireEvent.change(within(first).getByRole('textbox', { name: /^Last Name/ }), { target: { value: 'Ruiz' } });
    fireEvent.change(within(first).getByRole('combobox', { name: /Case Type/ }), { target: { value: 'DOG_BITE' } });
    await within(first).findByRole('option', { name: 'Laura Hartwell (laura@hartwell.example)' });
    fireEvent.change(within(first).getByRole('combobox', { name: /Law firm contact/ }), { target: { value: 'c-1' } });
    expect(within(first).queryByRole('textbox', { name: /Contact Email/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add another case' }));
    fireEvent.click(screen.getByRole('button', { name: 'Register 2 Cases' }));

    const operation = await waitFor(() => {
      const op = environment.mock.getAllOperations().find((candidate) => nameOf(candidate) === 'useCreateCasesMutation');
      expect(op).toBeTruthy();
      return op!;
    });
    const rows = operation.request.variables.input.rows;
    expect(rows[0]).toMatchObject({
      lawFirmId: 'lf-1',
      plaintiffFirstName: 'Ana',
      plaintiffLastName: 'Ruiz',
      type: 'DOG_BITE',
      contactId: 'c-1',
      plaintiffBirthdate: null,
    });
    expect(rows[1]).toMatchObject({ lawFirmId: 'lf-1', plaintiffFirstName: '', contactId: null, contactEmail: '' });

    act(() => {
      environment.mock.resolve(operation, {
        data: {
          createCases: {
            cases: [],
            userErrors: [
              { field: 'rows.0', message: 'Either Birthdate or Date of Loss is required' },
              { field: 'rows.1.plaintiffFirstName', message: 'This field is required.' },
              { field: 'rows.1.contactEmail', message: 'This field is required.' },
            ],
          },
        },
      });
    });
    expect(await within(row(1)).findByText('Either Birthdate or Date of Loss is required')).toBeTruthy();
    expect(within(row(1)).queryByText('This field is required.')).toBeNull();
    expect(within(row(2)).getAllByText('This field is required.')).toHaveLength(2);
    expect(onCreated).not.toHaveBeenCalled();
  });

  it("holds each row to the registry's rules before sending: name lengths, dates not ahead, birth not after the loss", async () => {
    const { environment } = setup({ id: 'lf-1', name: HARTWELL.name });
    const first = await screen.findByRole('group', { name: 'Case 1' });
    const input = (label: string) => within(first).getByLabelText(new RegExp(`^${label}`), { selector: 'input' }) as HTMLInputElement;
    expect(input('First Name').maxLength).toBe(100);
    expect(input('Contact Email').maxLength).toBe(254);
    fireEvent.change(input('Patient Date of Birth'), { target: { value: '2024-05-02' } });
    fireEvent.change(input('Patient Date of Loss'), { target: { value: '2024-05-01' } });
    expect(within(first).getByText('Date of birth cannot be after the date of loss.')).toBeTruthy();
    fireEvent.change(input('Patient Date of Loss'), { target: { value: '2999-01-01' } });
    expect(within(first).getByText('Date of loss cannot be in the future.')).toBeTruthy();
    const register = screen.getByRole('button', { name: 'Register Case' });
    expect(register.hasAttribute('disabled')).toBe(true);
    fireEvent.click(register);
    expect(environment.mock.getAllOperations().some((op) => nameOf(op) === 'useCreateCasesMutation')).toBe(false);
    fireEvent.change(input('Patient Date of Loss'), { target: { value: '2024-05-03' } });
    expect(within(first).queryByText(/cannot be/)).toBeNull();
  });

  it('reports the new cases when the registry took every row', async () => {
    const { environment, onCreated } = setup({ id: 'lf-1', name: HARTWELL.name });
    await screen.findByRole('group', { name: 'Case 1' });
    fireEvent.click(screen.getByRole('button', { name: 'Register Case' }));
    const operation = await waitFor(() => {
      const op = environment.mock.getAllOperations().find((candidate) => nameOf(candidate) === 'useCreateCasesMutation');
      expect(op).toBeTruthy();
      return op!;
    });
    act(() => {
      environment.mock.resolve(operation, {
        data: {
          createCases: {
            cases: [
              {
                id: 'Case:new-1',
                internalID: 'new-1',
                plaintiff: null,
                dateOfLoss: null,
                statusLabel: null,
                isResolved: null,
                needsUpdate: false,
                daysSinceLastUpdate: null,
                lawFirm: null,
              },
            ],
            userErrors: [],
          },
        },
      });
    });
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(['new-1']));
  });

  it('law-firm users register for their own firm: no law firm field, their contacts offered', async () => {
    const { contactFirms } = setup({ id: 'lf-1', name: HARTWELL.name });
    const first = await screen.findByRole('group', { name: 'Case 1' });
    expect(within(first).queryByRole('combobox', { name: /Law Firm/ })).toBeNull();
    expect(within(first).queryByPlaceholderText('Search law firm...')).toBeNull();
    await within(first).findByRole('option', { name: 'Laura Hartwell (laura@hartwell.example)' });
    expect(contactFirms).toEqual(['lf-1']);
  });

  it('creates a law firm that is not in the directory (website must be a URL)', async () => {
    const { environment } = setup();
    const first = await screen.findByRole('group', { name: 'Case 1' });
    const search = within(first).getByRole('combobox', { name: /Law Firm/ });
    fireEvent.change(search, { target: { value: 'Vega Law' } });
    fireEvent.click(search);
    fireEvent.click(await screen.findByRole('option', { name: 'Create new law firm "Vega Law"' }, { timeout: 2000 }));
    const form = within(first).getByRole('group', { name: 'New law firm' });
    expect((within(form).getByRole('textbox', { name: /Law firm name/ }) as HTMLInputElement).value).toBe('Vega Law');
    fireEvent.change(within(form).getByRole('textbox', { name: /Website/ }), { target: { value: 'vega' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create law firm' }));
    const create = () => environment.mock.getAllOperations().find((candidate) => nameOf(candidate) === 'useCreateLawFirmMutation');
    await waitFor(() => expect(create()).toBeTruthy());
    expect(create()!.request.variables.input).toEqual({ name: 'Vega Law', website: 'vega' });
    act(() =>
      environment.mock.resolve(create()!, {
        data: { createLawFirm: { lawFirm: null, userErrors: [{ field: 'website', message: 'Enter a valid URL.' }] } },
      }),
    );
    expect(await within(form).findByText('Enter a valid URL.')).toBeTruthy();

    fireEvent.change(within(form).getByRole('textbox', { name: /Website/ }), { target: { value: 'https://vega.example' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create law firm' }));
    await waitFor(() => expect(create()).toBeTruthy());
    act(() =>
      environment.mock.resolve(create()!, {
        data: { createLawFirm: { lawFirm: { internalID: 'lf-new', name: 'Vega Law' }, userErrors: [] } },
      }),
    );
    await waitFor(() => expect(within(first).queryByRole('group', { name: 'New law firm' })).toBeNull());
    expect((search as HTMLInputElement).value).toBe('Vega Law');
  });
});

function OpenedCase() {
  return <p>{`Opened ${useParams().id}`}</p>;
}

describe('RegisterCaseButton', () => {
  function renderButton(canCreate: boolean) {
    const environment = createTestEnvironment();
    const onCreated = vi.fn();
    environment.mock.queueOperationResolver((op: OperationDescriptor) =>
      nameOf(op) === 'RegisterCaseDrawerOptionsQuery' ? { data: { options: { caseType: [], usStates: [] } } } : null,
    );
    renderWithRelay(
      <Routes>
        <Route
          path="/portfolio"
          element={
            <>
              <RegisterCaseButton canCreate={canCreate} ownFirm={{ id: 'lf-1', name: 'Hartwell & Associates' }} onCreated={onCreated} />
              <Outlet />
            </>
          }
        >
          <Route path=":id" element={<OpenedCase />} />
        </Route>
      </Routes>,
      environment,
      '/portfolio',
    );
    return { environment, onCreated };
  }

  it('is disabled when the viewer may not register cases', () => {
    renderButton(false);
    expect(screen.getByRole('button', { name: 'Register New Case' }).hasAttribute('disabled')).toBe(true);
  });

  it("opens the drawer; on success closes it, says 'Success' and opens the new case", async () => {
    const { environment, onCreated } = renderButton(true);
    fireEvent.click(screen.getByRole('button', { name: 'Register New Case' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Register Case' }));
    const operation = await waitFor(() => {
      const op = environment.mock.getAllOperations().find((candidate) => nameOf(candidate) === 'useCreateCasesMutation');
      expect(op).toBeTruthy();
      return op!;
    });
    act(() => {
      environment.mock.resolve(operation, {
        data: {
          createCases: {
            cases: [
              {
                id: 'Case:new-1',
                internalID: 'new-1',
                plaintiff: null,
                dateOfLoss: null,
                statusLabel: null,
                isResolved: null,
                needsUpdate: false,
                daysSinceLastUpdate: null,
                lawFirm: null,
              },
            ],
            userErrors: [],
          },
        },
      });
    });
    expect(await screen.findByText('Opened new-1')).toBeTruthy();
    expect(await screen.findByText('Success')).toBeTruthy();
    expect(onCreated).toHaveBeenCalledWith(['new-1']);
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Case 1' })).toBeNull());
  });
});
