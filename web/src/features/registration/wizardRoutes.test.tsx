import { FluentProvider, Toaster, webLightTheme } from '@fluentui/react-components';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Navigate, RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import type { MockEnvironment } from 'relay-test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEnvironmentHolder } from '../../relay/environment.ts';
import { RelayRoot } from '../../relay/RelayRoot.tsx';
import { createTestEnvironment } from '../../test/mockEnvironment.ts';
import { APP_TOASTER_ID } from '../../ui/appToaster.ts';
import { WizardAccountStep, WizardCasesStep, WizardLayout, wizardDetailsLoader, wizardOptionsLoader } from './LienholderWizard.tsx';
import { COMPULSION_EVENT_KEY } from './texts.ts';

vi.mock('react-relay', async (importOriginal) => (await import('../../test/relayArtifacts.ts')).mockReactRelay(importOriginal));

beforeEach(() => sessionStorage.clear());
afterEach(cleanup);

const EVENT_ID = '4f6c2c56-0d4e-4a43-9d8e-5e2b3c1a7f10';

function Where() {
  const location = useLocation();
  return <p>at {location.pathname + location.search}</p>;
}

const OPTIONS = {
  organizationTypes: [
    { value: 'LAW_FIRM', label: 'Law Firm' },
    { value: 'MEDICAL_PRACTICE', label: 'Medical Practice' },
  ],
  usStates: [{ value: 'CA', label: 'California' }],
};

const KEPT = {
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
  cases: [
    {
      lawFirm: { internalID: 'f1', name: 'Hartwell & Associates' },
      newLawFirm: null,
      plaintiffFirstName: 'Olive',
      plaintiffLastName: 'Stone',
      plaintiffBirthdate: '1980-02-03',
      dateOfLoss: null,
    },
  ],
};

async function renderWizard(url: string, registration: typeof KEPT | null): Promise<MockEnvironment> {
  const environment = createTestEnvironment();
  // Every query (the step's, and the next step's after a redirect) answers the options and the kept registration.
  environment.mock.queueOperationResolver((operation) =>
    operation.request.node.params.operationKind === 'query'
      ? ({ data: { options: OPTIONS, lienholderRegistration: registration } } as never)
      : null,
  );
  const holder = createEnvironmentHolder(() => environment);
  const router = createMemoryRouter(
    [
      {
        path: '/register-lh',
        Component: WizardLayout,
        children: [
          { index: true, element: <Navigate replace to="/register-lh/account" /> },
          { path: 'account', Component: WizardAccountStep, loader: wizardOptionsLoader(holder) },
          { path: 'cases', Component: WizardCasesStep, loader: wizardDetailsLoader(holder) },
        ],
      },
      { path: '*', Component: Where },
    ],
    { initialEntries: [url] },
  );
  render(
    <FluentProvider theme={webLightTheme}>
      <RelayRoot holder={holder}>
        <RouterProvider router={router} />
        <Toaster toasterId={APP_TOASTER_ID} />
      </RelayRoot>
    </FluentProvider>,
  );
  await answerQueries(environment, registration);
  return environment;
}

/** Answers the pending step queries (a redirect's next step asks again) with the options and the kept registration. */
async function answerQueries(environment: MockEnvironment, registration: typeof KEPT | null) {
  await waitFor(() => expect(environment.mock.getAllOperations().length).toBeGreaterThan(0));
  for (const operation of environment.mock.getAllOperations())
    if (operation.request.node.params.operationKind === 'query')
      act(() => environment.mock.resolve(operation, { data: { options: OPTIONS, lienholderRegistration: registration } } as never));
}

describe('the wizard routes', () => {
  it('the index goes to Get Started; a provider invitation link prefills the e-mail and is sent with the step', async () => {
    await renderWizard('/register-lh?x=1', null);
    expect(await screen.findByRole('form', { name: 'Get Started' })).toBeTruthy();
    cleanup();
    const second = await renderWizard(`/register-lh/account?compulsion_request=${EVENT_ID}&email=provider%40clinic.test`, null);
    expect(((await screen.findByRole('textbox', { name: /Work email/ })) as HTMLInputElement).value).toBe('provider@clinic.test');
    const steps = screen.getByRole('navigation', { name: 'Registration steps' });
    expect(
      within(steps)
        .getByText(/Get Started/)
        .getAttribute('data-state'),
    ).toBe('process');
    expect(
      within(steps)
        .getByText(/Confirmation/)
        .getAttribute('data-state'),
    ).toBe('wait');
    fireEvent.change(screen.getByRole('textbox', { name: /First name/ }), { target: { value: 'Mia' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Last name/ }), { target: { value: 'Chen' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Company name/ }), { target: { value: 'Chen Clinic' } });
    fireEvent.click(screen.getByRole('combobox', { name: /Company type/ }));
    // The lienholder wizard never offers the law-firm type.
    expect(screen.queryByRole('option', { name: 'Law Firm' })).toBeNull();
    fireEvent.click(screen.getByRole('option', { name: 'Medical Practice' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(second.mock.getMostRecentOperation().request.variables.input).toEqual({
        firstName: 'Mia',
        lastName: 'Chen',
        email: 'provider@clinic.test',
        companyName: 'Chen Clinic',
        companyType: 'MEDICAL_PRACTICE',
        compulsionRequestId: EVENT_ID,
      }),
    );
  });

  it('coming back to a kept registration shows its answers and its case rows', async () => {
    sessionStorage.setItem(COMPULSION_EVENT_KEY, EVENT_ID);
    await renderWizard('/register-lh/account', KEPT);
    expect(((await screen.findByRole('textbox', { name: /Company name/ })) as HTMLInputElement).value).toBe('Chen Clinic');
    cleanup();
    await renderWizard('/register-lh/cases', KEPT);
    expect(((await screen.findByRole('textbox', { name: /First Name \(case 1\)/ })) as HTMLInputElement).value).toBe('Olive');
    expect((screen.getByRole('combobox', { name: /Law firm \(case 1\)/ }) as HTMLInputElement).value).toBe('Hartwell & Associates');
  });

  it('the cases step without a kept registration goes to Get Started', async () => {
    sessionStorage.setItem(COMPULSION_EVENT_KEY, EVENT_ID);
    const environment = await renderWizard('/register-lh/cases', null);
    await answerQueries(environment, null);
    expect(await screen.findByRole('form', { name: 'Get Started' })).toBeTruthy();
    expect(sessionStorage.getItem(COMPULSION_EVENT_KEY)).toBeNull();
  });
});
