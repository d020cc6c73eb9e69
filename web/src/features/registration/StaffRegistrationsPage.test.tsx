import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { OperationDescriptor } from 'relay-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffRegistrationsPageTestQuery } from '../../__generated__/StaffRegistrationsPageTestQuery.graphql.ts';
import { createTestEnvironment } from '../../test/mockEnvironment.ts';
import { renderWithRelay } from '../../test/render.tsx';
import { StaffRegistrationsPage } from './StaffRegistrationsPage.tsx';

vi.mock('react-relay', async (importOriginal) => (await import('../../test/relayArtifacts.ts')).mockReactRelay(importOriginal));

afterEach(cleanup);

const query = graphql`
  query StaffRegistrationsPageTestQuery @relay_test_operation {
    viewer {
      ...StaffRegistrationsPage_viewer
    }
  }
`;

function Harness() {
  const data = useLazyLoadQuery<StaffRegistrationsPageTestQuery>(query, {});
  return data.viewer ? <StaffRegistrationsPage viewer={data.viewer} /> : null;
}

const registration = {
  id: 'UmVnaXN0cmF0aW9uOjE=',
  kind: 'LIENHOLDER',
  firstName: 'Mia',
  lastName: 'Chen',
  email: 'mia@clinic.test',
  companyName: 'Chen Clinic',
  companyType: 'MEDICAL_PRACTICE',
  companyTypeSpecification: '',
  customerSource: '',
  referralSource: '',
  lawFirm: null,
  organizationName: 'Chen Clinic',
  website: 'https://clinic.example.com',
  phoneNumber: '',
  contactPreference: 'WEBSITE',
  additionalInfo: '',
  submittedAt: '2026-11-27T10:00:00Z',
  dataFile: null,
  contacts: [],
  cases: [
    {
      lawFirm: { name: 'Hartwell & Associates' },
      newLawFirm: null,
      plaintiffFirstName: 'Olive',
      plaintiffLastName: 'Stone',
      plaintiffBirthdate: '1980-02-03',
      dateOfLoss: null,
    },
    {
      lawFirm: null,
      newLawFirm: { name: 'New Firm LLP' },
      plaintiffFirstName: 'Pat',
      plaintiffLastName: 'Lee',
      plaintiffBirthdate: null,
      dateOfLoss: '2024-05-06',
    },
  ],
};

function renderPage() {
  const environment = createTestEnvironment();
  environment.mock.queueOperationResolver((op: OperationDescriptor) =>
    op.request.node.params.operationKind === 'query'
      ? MockPayloadGenerator.generate(op, { Viewer: () => ({ pendingRegistrations: { edges: [{ node: registration }] } }) })
      : null,
  );
  renderWithRelay(
    <Suspense fallback="Loading...">
      <Harness />
    </Suspense>,
    environment,
  );
  return environment;
}

describe('StaffRegistrationsPage', () => {
  it('lists a registration with its cases; Approve removes it at once and puts it back when refused', async () => {
    const environment = renderPage();
    const card = await screen.findByRole('article', { name: 'Registration of Mia Chen' });
    const cases = screen.getByRole('list', { name: 'Cases of Mia Chen' });
    expect(cases.textContent).toContain('Olive Stone, born 1980-02-03 — Hartwell & Associates');
    expect(cases.textContent).toContain('Pat Lee, loss 2024-05-06 — New Firm LLP (new)');
    expect(card.textContent).toContain('Verify by: company website');
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(screen.queryByRole('article', { name: 'Registration of Mia Chen' })).toBeNull();
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables.input).toEqual({ id: registration.id });
    act(() => {
      environment.mock.resolve(operation, {
        data: {
          approveRegistration: {
            decidedRegistrationId: null,
            registration: null,
            userErrors: [{ field: null, message: 'This registration has already been decided.', code: 'INVALID' }],
          },
        },
      });
    });
    expect(await screen.findByText('This registration has already been decided.')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('article', { name: 'Registration of Mia Chen' })).toBeTruthy());
  });

  it('Reject asks for an optional note and sends it', async () => {
    const environment = renderPage();
    await screen.findByRole('article', { name: 'Registration of Mia Chen' });
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    await screen.findByRole('dialog', { name: 'Reject the registration of Mia Chen?' });
    fireEvent.change(screen.getByRole('textbox', { name: /Note to the applicant/ }), { target: { value: 'Could not verify.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reject registration' }));
    await waitFor(() =>
      expect(environment.mock.getMostRecentOperation().request.variables.input).toEqual({ id: registration.id, note: 'Could not verify.' }),
    );
    expect(screen.queryByRole('article', { name: 'Registration of Mia Chen' })).toBeNull();
  });
});
