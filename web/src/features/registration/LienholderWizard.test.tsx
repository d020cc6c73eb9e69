import { Toaster } from '@fluentui/react-components';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestEnvironment } from '../../test/mockEnvironment.ts';
import { renderWithRelay } from '../../test/render.tsx';
import { APP_TOASTER_ID } from '../../ui/appToaster.ts';
import { CasesForm, DetailsForm } from './LienholderWizard.tsx';
import { RegisterPage } from './RegistrationPages.tsx';
import { COMPULSION_EVENT_KEY, REGISTRATION_TEXTS } from './texts.ts';

vi.mock('react-relay', async (importOriginal) => (await import('../../test/relayArtifacts.ts')).mockReactRelay(importOriginal));

beforeEach(() => sessionStorage.clear());
afterEach(cleanup);

const EVENT_ID = '4f6c2c56-0d4e-4a43-9d8e-5e2b3c1a7f10';

function routes(element: React.ReactNode, path: string) {
  return (
    <>
      <Toaster toasterId={APP_TOASTER_ID} />
      <Routes>
        <Route path={path} element={element} />
        <Route path="/register-lh/account" element={<p>Account step</p>} />
        <Route path="/register-lh/details" element={<p>Details step</p>} />
        <Route path="/login" element={<p>Login page</p>} />
      </Routes>
    </>
  );
}

describe('the cases step', () => {
  it('redirects to the account step without a compulsion event id', () => {
    renderWithRelay(
      routes(<CasesForm eventId={null} initialRows={[]} />, '/register-lh/cases'),
      createTestEnvironment(),
      '/register-lh/cases',
    );
    expect(screen.getByText('Account step')).toBeTruthy();
  });

  it('an error about the compulsion event clears the id and shows the Error toast', async () => {
    sessionStorage.setItem(COMPULSION_EVENT_KEY, EVENT_ID);
    const environment = createTestEnvironment();
    renderWithRelay(routes(<CasesForm eventId={EVENT_ID} initialRows={[]} />, '/register-lh/cases'), environment, '/register-lh/cases');
    act(() => {
      fireEvent.change(screen.getByLabelText('Case spreadsheet'), {
        target: { files: [new File(['a,b'], 'cases.csv', { type: 'text/csv' })] },
      });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables.input).toMatchObject({ compulsionEventId: EVENT_ID, fileName: 'cases.csv' });
    act(() => {
      environment.mock.resolve(
        operation,
        MockPayloadGenerator.generate(operation, {
          CreateRegistrationCaseFileUploadPayload: () => ({
            upload: null,
            userErrors: [{ field: 'compulsionEventId', message: REGISTRATION_TEXTS.casesError, code: 'INVALID' }],
          }),
        }),
      );
    });
    expect(await screen.findByText(REGISTRATION_TEXTS.casesError)).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
    expect(sessionStorage.getItem(COMPULSION_EVENT_KEY)).toBeNull();
    expect(await screen.findByText('Account step')).toBeTruthy();
  });

  it('refuses a file that is not a spreadsheet before any request', () => {
    sessionStorage.setItem(COMPULSION_EVENT_KEY, EVENT_ID);
    const environment = createTestEnvironment();
    renderWithRelay(routes(<CasesForm eventId={EVENT_ID} initialRows={[]} />, '/register-lh/cases'), environment, '/register-lh/cases');
    act(() => {
      fireEvent.change(screen.getByLabelText('Case spreadsheet'), { target: { files: [new File(['%PDF'], 'cases.pdf')] } });
    });
    expect(screen.getByText(REGISTRATION_TEXTS.fileTypes)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Add another' }) as HTMLButtonElement).disabled).toBe(false);
  });
});

const registration = {
  internalID: EVENT_ID,
  firstName: 'Mia',
  lastName: 'Chen',
  email: 'mia@clinic.test',
  companyName: 'Chen Clinic',
  companyType: 'MEDICAL_PRACTICE',
  website: '',
  phoneNumber: '',
  address: { address1: '', address2: '', city: '', state: '', zipCode: '' },
  contactPreference: null,
  contacts: [],
  additionalInfo: '',
  dataFile: null,
  cases: [],
} as never;
const options = {
  organizationTypes: [
    { value: 'LAW_FIRM', label: 'Law Firm' },
    { value: 'MEDICAL_PRACTICE', label: 'Medical Practice' },
  ],
  usStates: [{ value: 'CA', label: 'California' }],
};

describe('the details step', () => {
  it('the contact preference decides what is required; nothing is sent while something is missing', () => {
    sessionStorage.setItem(COMPULSION_EVENT_KEY, EVENT_ID);
    const environment = createTestEnvironment();
    renderWithRelay(
      routes(<DetailsForm registration={registration} options={options} />, '/register-lh/details-form'),
      environment,
      '/register-lh/details-form',
    );
    expect(screen.getByRole('radio', { name: REGISTRATION_TEXTS.websitePreference })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText(REGISTRATION_TEXTS.websiteRequired)).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: REGISTRATION_TEXTS.addressPreference }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText(REGISTRATION_TEXTS.phoneRequired)).toBeTruthy();
    expect(screen.getByText(REGISTRATION_TEXTS.addressRequired)).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('without a kept id, Next shows the cases error and sends nothing', async () => {
    const environment = createTestEnvironment();
    renderWithRelay(
      routes(<DetailsForm registration={registration} options={options} />, '/register-lh/details-form'),
      environment,
      '/register-lh/details-form',
    );
    fireEvent.change(screen.getByRole('textbox', { name: /Company website/ }), { target: { value: 'https://clinic.example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(REGISTRATION_TEXTS.casesError)).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('the contacts modal needs a first name and a work e-mail', async () => {
    sessionStorage.setItem(COMPULSION_EVENT_KEY, EVENT_ID);
    renderWithRelay(routes(<DetailsForm registration={registration} options={options} />, '/x'), createTestEnvironment(), '/x');
    fireEvent.click(screen.getByRole('button', { name: /Lienholder Contacts/ }));
    const dialog = await screen.findByRole('dialog', { name: REGISTRATION_TEXTS.contactsTitle });
    fireEvent.click(screen.getByRole('button', { name: 'Add contact' }));
    expect(dialog.textContent).toContain('This field is required.');
    fireEvent.change(screen.getByRole('textbox', { name: /Contact first name/ }), { target: { value: 'Rae' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Contact work email/ }), { target: { value: 'rae@clinic.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add contact' }));
    expect(screen.getByRole('list', { name: 'Contacts' }).textContent).toContain('rae@clinic.test');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Lienholder Contacts (1)' })).toBeTruthy();
  });
});

describe('/register', () => {
  it('goes to the sign-in page without law_firm', () => {
    renderWithRelay(routes(<RegisterPage />, '/register'), createTestEnvironment(), '/register');
    expect(screen.getByText('Login page')).toBeTruthy();
  });

  it('asks for first name, last name and e-mail', () => {
    const environment = createTestEnvironment();
    renderWithRelay(routes(<RegisterPage />, '/register'), environment, '/register?law_firm=4f6c2c56-0d4e-4a43-9d8e-5e2b3c1a7f11');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getAllByText('This field is required.')).toHaveLength(3);
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('shows a refused law firm above the form', async () => {
    const environment = createTestEnvironment();
    renderWithRelay(routes(<RegisterPage />, '/register'), environment, '/register?law_firm=4f6c2c56-0d4e-4a43-9d8e-5e2b3c1a7f11');
    fireEvent.change(screen.getByRole('textbox', { name: /First name/ }), { target: { value: 'Ann' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Last name/ }), { target: { value: 'Lee' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Email/ }), { target: { value: 'ann@firm.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables.input).toEqual({
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann@firm.test',
      lawFirmId: '4f6c2c56-0d4e-4a43-9d8e-5e2b3c1a7f11',
      referralSource: null,
    });
    act(() => {
      environment.mock.resolve(operation, {
        data: {
          registerUser: { isAccountCreated: false, userErrors: [{ field: 'lawFirmId', message: 'Select a law firm.', code: 'INVALID' }] },
        },
      });
    });
    expect(await screen.findByText('Select a law firm.')).toBeTruthy();
  });
});
