import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { OperationDescriptor } from 'relay-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LawFirmStatusPanelTestQuery } from '../../__generated__/LawFirmStatusPanelTestQuery.graphql.ts';
import { createTestEnvironment } from '../../test/mockEnvironment.ts';
import { renderWithRelay } from '../../test/render.tsx';
import { LawFirmStatusPanel } from './LawFirmStatusPanel.tsx';

vi.mock('react-relay', async (importOriginal) => (await import('../../test/relayArtifacts.ts')).mockReactRelay(importOriginal));

afterEach(cleanup);

const query = graphql`
  query LawFirmStatusPanelTestQuery @relay_test_operation {
    viewer {
      case(internalID: "x") {
        ...LawFirmStatusPanel_case
      }
    }
    options {
      ...LawFirmStatusPanel_options
    }
  }
`;

function Harness() {
  const data = useLazyLoadQuery<LawFirmStatusPanelTestQuery>(query, {});
  if (!data.viewer?.case) return null;
  return <LawFirmStatusPanel caseRef={data.viewer.case} options={data.options} />;
}

function renderPanel(canUpdate: boolean) {
  const environment = createTestEnvironment();
  environment.mock.queueOperationResolver((op: OperationDescriptor) =>
    MockPayloadGenerator.generate(op, {
      Case: () => ({
        id: 'Case:1',
        viewerCan: { updateStatus: canUpdate },
        status: 'IN_LITIGATION',
        statusLabel: 'In Litigation',
        lawsuitFiledDate: '2026-03-02',
        lastUpdatedAt: '2026-04-01T12:00:00.000Z',
        lastUpdatedByOrganizationName: 'Firm LLP',
        lawFirm: { name: 'Firm LLP' },
      }),
      Options: () => ({
        caseStatus: [
          { value: 'NEGOTIATION', label: 'In Negotiation' },
          { value: 'IN_LITIGATION', label: 'In Litigation' },
          { value: 'TRIAL_SCHEDULED', label: 'Trial Scheduled' },
        ],
        datedCaseStatuses: [
          { value: 'IN_LITIGATION', dateField: 'lawsuitFiledDate', dateLabel: 'Lawsuit Filed Date' },
          { value: 'TRIAL_SCHEDULED', dateField: 'appearanceDate', dateLabel: 'Appearance Date' },
        ],
      }),
    }),
  );
  renderWithRelay(
    <Suspense fallback="Loading...">
      <Harness />
    </Suspense>,
    environment,
  );
  return environment;
}

describe('LawFirmStatusPanel', () => {
  it('shows the status with its date and who updated it; lienholders get no Update Now', async () => {
    renderPanel(false);
    expect(await screen.findByText('In Litigation')).toBeTruthy();
    expect(screen.getByText('Lawsuit Filed Date: 03/02/2026')).toBeTruthy();
    expect(screen.getByText('Last Updated by Firm LLP on 04/01/2026')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Update Now' })).toBeNull();
  });

  it('the form shows the date field only for dated statuses and the userErrors of a refused update', async () => {
    const environment = renderPanel(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Update Now' }));
    const form = await screen.findByRole('dialog');
    const status = within(form).getByLabelText(/Status/);
    fireEvent.change(status, { target: { value: 'NEGOTIATION' } });
    expect(within(form).queryByLabelText(/Appearance Date/)).toBeNull();
    fireEvent.change(status, { target: { value: 'TRIAL_SCHEDULED' } });
    expect(within(form).getByLabelText(/Appearance Date/)).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Update' }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables.input).toMatchObject({ caseId: 'Case:1', status: 'TRIAL_SCHEDULED', date: null, noChange: false });
    await act(async () => {
      environment.mock.resolve(operation, {
        data: { updateCaseStatus: { case: null, activityEdge: null, userErrors: [{ field: 'date', message: 'This field is required.' }] } },
      });
    });
    expect(await within(form).findByText('This field is required.')).toBeTruthy();
    // The refused update keeps the dialog open. Not a role query: tabster's modalizer can briefly mark the
    // surface aria-hidden while focus moves, which hides it from getByRole on a loaded machine.
    expect(form.isConnected).toBe(true);
    expect(screen.getByText('Update Case Status')).toBeTruthy();
  });
});

describe('LawFirmStatusPanel dates', () => {
  it("refuses a lawsuit filed in the future with the registry's text, and sends nothing", async () => {
    const environment = renderPanel(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Update Now' }));
    const form = await screen.findByRole('dialog');
    fireEvent.change(within(form).getByLabelText(/Status/), { target: { value: 'IN_LITIGATION' } });
    const before = environment.mock.getAllOperations().length;
    fireEvent.change(within(form).getByLabelText(/Lawsuit Filed Date/), { target: { value: '2999-01-01' } });
    expect(within(form).getByText('Lawsuit filed date cannot be in the future.')).toBeTruthy();
    const update = within(form).getByRole('button', { name: 'Update' });
    expect(update.hasAttribute('disabled')).toBe(true);
    fireEvent.click(update);
    expect(environment.mock.getAllOperations()).toHaveLength(before);
    // An appearance ahead is what a trial date is.
    fireEvent.change(within(form).getByLabelText(/Status/), { target: { value: 'TRIAL_SCHEDULED' } });
    fireEvent.change(within(form).getByLabelText(/Appearance Date/), { target: { value: '2099-01-01' } });
    expect(within(form).queryByText(/cannot be in the future/)).toBeNull();
  });
});

describe('LawFirmStatusPanel optimistic update', () => {
  it('shows the new status at once and puts the old one back when the registry refuses', async () => {
    const environment = renderPanel(true);
    const panel = await screen.findByRole('group', { name: 'Law Firm Status' });
    expect(within(panel).getByText('In Litigation')).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Update Now' }));
    const form = await screen.findByRole('dialog');
    fireEvent.change(within(form).getByLabelText(/Status/), { target: { value: 'NEGOTIATION' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Update' }));
    // Before the registry answers.
    expect(within(panel).getByText('In Negotiation')).toBeTruthy();
    const operation = environment.mock.getMostRecentOperation();
    await act(async () => {
      environment.mock.resolve(operation, {
        data: { updateCaseStatus: { case: null, activityEdge: null, userErrors: [{ field: null, message: 'The case is closed.' }] } },
      });
    });
    expect(within(panel).getByText('In Litigation')).toBeTruthy();
    expect(within(panel).queryByText('In Negotiation')).toBeNull();
    expect(await within(form).findByText('The case is closed.')).toBeTruthy();
  });
});
