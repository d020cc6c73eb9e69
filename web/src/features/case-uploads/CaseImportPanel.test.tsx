import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { OperationDescriptor } from 'relay-runtime';
import { MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CaseImportPanelTestQuery } from '../../__generated__/CaseImportPanelTestQuery.graphql.ts';
import { createTestEnvironment } from '../../test/mockEnvironment.ts';
import { renderWithRelay } from '../../test/render.tsx';
import { CaseImportPanel } from './CaseImportPanel.tsx';

vi.mock('react-relay', async (importOriginal) => (await import('../../test/relayArtifacts.ts')).mockReactRelay(importOriginal));

afterEach(cleanup);

const query = graphql`
  query CaseImportPanelTestQuery @relay_test_operation {
    viewer {
      caseImport(caseUploadId: "Q2FzZVVwbG9hZDox") {
        ...CaseImportPanel_caseImport
      }
    }
  }
`;

function Harness() {
  const data = useLazyLoadQuery<CaseImportPanelTestQuery>(query, {});
  return data.viewer?.caseImport ? <CaseImportPanel caseImport={data.viewer.caseImport} /> : null;
}

const FIELDS = [
  { key: 'first_name', label: 'Plaintiff First Name', required: true },
  { key: 'last_name', label: 'Plaintiff Last Name', required: true },
  { key: 'birthdate', label: 'Plaintiff Date of Birth', required: false },
];

const caseImport = (status: string, extra: Record<string, unknown> = {}) => ({
  id: 'Q2FzZUltcG9ydDox',
  canImport: status === 'PARSED',
  canParse: status !== 'IMPORTED',
  mappingGuessed: true,
  organizationId: null,
  fields: FIELDS,
  mapping: [
    { field: 'first_name', column: 0 },
    { field: 'last_name', column: 1 },
  ],
  preview: [
    { rowNumber: 2, cells: ['Ann', 'Lee', '=1+1'], errors: [] },
    { rowNumber: 3, cells: ['', 'Ray', ''], errors: ['Plaintiff First Name: This field is required.'] },
  ],
  caseUpload: {
    id: 'Q2FzZVVwbG9hZDox',
    internalID: '11111111-1111-4111-8111-111111111111',
    fileName: 'cases.csv',
    companyName: 'Chen PT',
    fullName: 'Mia Chen',
    status,
    fileFormat: 'CSV',
    columns: ['First', 'Last', 'Notes'],
    rowCount: 2,
    formulaCellCount: 1,
    parseError: null,
    importOrganizationName: null,
    importedCaseCount: null,
    skippedRowCount: null,
    importError: null,
    ...extra,
  },
});

function renderPanel(data: ReturnType<typeof caseImport>) {
  const environment = createTestEnvironment();
  environment.mock.queueOperationResolver((op: OperationDescriptor) =>
    op.request.node.params.name === 'CaseImportPanelTestQuery' ? MockPayloadGenerator.generate(op, { CaseImport: () => data }) : null,
  );
  renderWithRelay(
    <Suspense fallback="Loading...">
      <Harness />
    </Suspense>,
    environment,
  );
  return environment;
}

describe('CaseImportPanel', () => {
  it('shows the guessed mapping, the preview with per-row errors and the formula warning; Import sends the mapping', async () => {
    const environment = renderPanel(caseImport('PARSED'));
    await screen.findByRole('heading', { name: 'cases.csv' });
    expect(screen.getByText(/1 cell looks like a formula: kept as text, never evaluated/)).toBeTruthy();
    expect(screen.getByText('Plaintiff First Name: This field is required.')).toBeTruthy();
    expect(screen.getByText('=1+1')).toBeTruthy();
    const birth = screen.getByRole('combobox', { name: 'Plaintiff Date of Birth' }) as HTMLSelectElement;
    expect(birth.value).toBe('');
    fireEvent.change(birth, { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(environment.mock.getMostRecentOperation().request.node.params.name).toBe('useStartCaseImportMutation'));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables.input).toEqual({
      caseUploadId: 'Q2FzZVVwbG9hZDox',
      columnMapping: [
        { field: 'first_name', column: 0 },
        { field: 'last_name', column: 1 },
        { field: 'birthdate', column: 2 },
      ],
    });
    act(() => {
      environment.mock.resolve(operation, {
        data: {
          startCaseImport: {
            caseImport: null,
            userErrors: [{ field: 'organizationId', message: 'Select the organization the cases are for.', code: 'INVALID' }],
          },
        },
      });
    });
    expect(await screen.findByText('Select the organization the cases are for.')).toBeTruthy();
  });

  it('an imported file says how many cases and links to its dedupe matches (From Import)', async () => {
    renderPanel(caseImport('IMPORTED', { importedCaseCount: 3, skippedRowCount: 1, importOrganizationName: 'Hartwell' }));
    await screen.findByText(/3 cases were imported; 1 row was skipped for errors\./);
    expect(screen.getByRole('link', { name: 'From Import' }).getAttribute('href')).toBe(
      '/dedupe?import_id=11111111-1111-4111-8111-111111111111',
    );
    expect(screen.queryByRole('button', { name: 'Import' })).toBeNull();
  });

  it('a file that could not be read says why and that it stays stored', async () => {
    renderPanel(
      caseImport('PARSE_FAILED', {
        columns: [],
        rowCount: null,
        formulaCellCount: 0,
        parseError: 'This file is a PDF, not a spreadsheet: only .csv and .xlsx files can be imported.',
      }),
    );
    await screen.findByText('This file is a PDF, not a spreadsheet: only .csv and .xlsx files can be imported.');
    expect(screen.getByText(/\.xls and \.numbers files stay stored/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Read the file again' })).toBeTruthy();
  });

  it('Download the file asks for a fresh link to the received file', async () => {
    const environment = renderPanel(caseImport('PARSE_FAILED', { columns: [], rowCount: null, formulaCellCount: 0 }));
    fireEvent.click(await screen.findByRole('button', { name: 'Download the file' }));
    await waitFor(() => expect(environment.mock.getMostRecentOperation().request.node.params.name).toBe('useOpenCaseUploadMutation'));
    expect(environment.mock.getMostRecentOperation().request.variables.input).toEqual({ caseUploadId: 'Q2FzZVVwbG9hZDox' });
  });
});
