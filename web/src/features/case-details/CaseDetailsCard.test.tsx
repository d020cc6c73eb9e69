import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { OperationDescriptor } from 'relay-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CaseDetailsCardTestQuery } from '../../__generated__/CaseDetailsCardTestQuery.graphql.ts';
import { createTestEnvironment } from '../../test/mockEnvironment.ts';
import { renderWithRelay } from '../../test/render.tsx';
import { CaseDetailsCard } from './CaseDetailsCard.tsx';

vi.mock('react-relay', async (importOriginal) => (await import('../../test/relayArtifacts.ts')).mockReactRelay(importOriginal));

afterEach(cleanup);

const query = graphql`
  query CaseDetailsCardTestQuery @relay_test_operation {
    viewer {
      case(internalID: "x") {
        ...CaseDetailsCard_case
      }
    }
    options {
      ...CaseDetailsCard_options
    }
  }
`;

function Harness() {
  const data = useLazyLoadQuery<CaseDetailsCardTestQuery>(query, {});
  const openCase = data.viewer?.case;
  if (!openCase) return null;
  return <CaseDetailsCard caseRef={openCase} options={data.options} />;
}

function renderCase(lienholders: Array<{ id: string; name: string }>, editDetails = false) {
  const environment = createTestEnvironment();
  environment.mock.queueOperationResolver((op: OperationDescriptor) =>
    MockPayloadGenerator.generate(op, {
      Case: () => ({
        plaintiff: { firstName: 'Jane', lastName: 'Roe', fullName: 'Jane Roe', birthdate: '1990-01-31' },
        dateOfLoss: '2024-03-05',
        stateOfIncident: 'CA',
        type: 'AUTO',
        status: 'IN_LITIGATION',
        statusLabel: 'In Litigation',
        lastUpdatedAt: '2024-06-01T12:00:00.000Z',
        lawsuitFiledDate: '2024-05-20',
        lawFirm: { name: 'Firm LLP' },
        lienholders,
        viewerCan: { editDetails },
      }),
      Options: () => ({
        caseType: [{ value: 'AUTO', label: 'Auto Accident' }],
        usStates: [{ value: 'CA', label: 'California' }],
      }),
    }),
  );
  renderWithRelay(
    <Suspense fallback="Loading...">
      <Harness />
    </Suspense>,
    environment,
  );
}

function detail(term: string): string | null {
  const dt = screen.getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent ?? null;
}

describe('CaseDetailsCard editing', () => {
  it('offers Edit when the registry lets the viewer edit the details', async () => {
    renderCase([], true);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    // The form's code loads when editing starts.
    expect(await screen.findByRole('form', { name: 'Edit case details' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByText('Locked by law firm')).toBeNull();
  });

  it('is locked for a lienholder when the case is not editable by lienholders', async () => {
    renderCase([]);
    expect(await screen.findByText('Locked by law firm')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });
});

describe('CaseDetailsCard', () => {
  it('shows the case fields with option labels and the status date', async () => {
    renderCase([
      { id: 'Organization:1', name: 'Clinic A' },
      { id: 'Organization:2', name: 'Funder B' },
    ]);
    expect(await screen.findByRole('heading', { name: 'Case Details' })).toBeTruthy();
    expect(detail('First name')).toBe('Jane');
    expect(detail('Last name')).toBe('Roe');
    expect(detail('Date of birth')).toBe('01/31/1990');
    expect(detail('State of incident')).toBe('California');
    expect(detail('Incident type')).toBe('Auto Accident');
    expect(detail('Status')).toBe('In Litigation (06/01/2024)');
    expect(detail('Lawsuit filed')).toBe('05/20/2024');
    expect(detail('Law firm')).toBe('Firm LLP');
    expect(detail('Related lienholders')).toBe('Clinic A, Funder B');
  });

  it('leaves out related lienholders when there are none', async () => {
    renderCase([]);
    await screen.findByText('Case Details');
    expect(screen.queryByText('Related lienholders')).toBeNull();
    expect(within(document.body).getByText('Date of loss', { selector: 'dt' })).toBeTruthy();
  });
});
