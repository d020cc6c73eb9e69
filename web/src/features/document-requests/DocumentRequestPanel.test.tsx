import { Toaster } from '@fluentui/react-components';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { MockPayloadGenerator, type MockEnvironment } from 'relay-test-utils';
import type { OperationDescriptor } from 'relay-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DocumentRequestPanelTestQuery } from '../../__generated__/DocumentRequestPanelTestQuery.graphql.ts';
import { createTestEnvironment } from '../../test/mockEnvironment.ts';
import { renderWithRelay } from '../../test/render.tsx';
import { APP_TOASTER_ID } from '../../ui/appToaster.ts';
import { DocumentRequestPanel } from './DocumentRequestPanel.tsx';

vi.mock('react-relay', async (importOriginal) => (await import('../../test/relayArtifacts.ts')).mockReactRelay(importOriginal));

afterEach(cleanup);

function Harness() {
  const data = useLazyLoadQuery<DocumentRequestPanelTestQuery>(
    graphql`
      query DocumentRequestPanelTestQuery @relay_test_operation {
        viewer {
          case(internalID: "x") {
            threads {
              ...DocumentRequestPanel_thread
            }
          }
        }
      }
    `,
    {},
  );
  const thread = data.viewer?.case?.threads[0];
  return thread ? <DocumentRequestPanel threadRef={thread} /> : null;
}

const named = (environment: MockEnvironment, name: string) =>
  environment.mock.getAllOperations().filter((op) => op.request.node.params.name === name);

async function pending(environment: MockEnvironment, name: string): Promise<OperationDescriptor> {
  await waitFor(() => expect(named(environment, name)).not.toHaveLength(0));
  return named(environment, name).at(-1)!;
}

function renderPanel(viewerCan: { respond: boolean; close: boolean; upload: boolean }, status: string | null = null) {
  const environment = createTestEnvironment();
  environment.mock.queueOperationResolver((op: OperationDescriptor) =>
    op.request.node.params.name === 'DocumentRequestPanelTestQuery'
      ? MockPayloadGenerator.generate(op, {
          Case: () => ({
            threads: [{ id: 'Thread:1', request: { id: 'DocumentRequest:1', status, isFulfilled: false, isClosed: false, viewerCan } }],
          }),
          Thread: () => ({
            id: 'Thread:1',
            request: { id: 'DocumentRequest:1', status, isFulfilled: false, isClosed: false, viewerCan },
          }),
        })
      : null,
  );
  renderWithRelay(
    <>
      <Toaster toasterId={APP_TOASTER_ID} />
      <Suspense fallback="Loading...">
        <Harness />
      </Suspense>
    </>,
    environment,
  );
  return environment;
}

describe('DocumentRequestPanel', () => {
  it("the lienholder's response: Request Status required, Already Fulfilled not offered, a note for Clarification Needed", async () => {
    const environment = renderPanel({ respond: true, close: false, upload: true }, 'IN_PROGRESS');
    const form = await screen.findByRole('group', { name: 'Respond to request' });
    expect(within(screen.getByRole('region', { name: 'Document request' })).getAllByText('In Progress').length).toBeGreaterThan(0);
    const select = within(form).getByLabelText(/Request Status/) as HTMLSelectElement;
    expect([...select.options].map((option) => option.textContent)).toEqual([
      'Select a status',
      'Lienholder Uploaded All Documents',
      'Clarification Needed',
      'Patient Still Treating',
      'In Progress',
    ]);
    expect(screen.queryByRole('group', { name: 'Close request' })).toBeNull();
    fireEvent.click(within(form).getByRole('button', { name: 'Submit Response' }));
    expect(await within(form).findByText('This field is required.')).toBeTruthy();
    fireEvent.change(select, { target: { value: 'CLARIFICATION_NEEDED' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Submit Response' }));
    expect(await within(form).findByText('This field is required.')).toBeTruthy();
    expect(named(environment, 'useRespondToDocumentRequestMutation')).toHaveLength(0);
    fireEvent.change(within(form).getByLabelText(/Note/), { target: { value: 'Which dates?' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Submit Response' }));
    const operation = await pending(environment, 'useRespondToDocumentRequestMutation');
    expect(operation.request.variables.input).toEqual({
      requestId: 'DocumentRequest:1',
      newStatus: 'CLARIFICATION_NEEDED',
      note: 'Which dates?',
    });
  });

  it("the law firm's close: 'Successfully closed document request', or the error toast", async () => {
    const environment = renderPanel({ respond: true, close: true, upload: false });
    const form = await screen.findByRole('group', { name: 'Close request' });
    expect(screen.queryByRole('group', { name: 'Respond to request' })).toBeNull();
    fireEvent.change(within(form).getByLabelText(/Closing note/), { target: { value: 'Not needed' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Close Request' }));
    let operation = await pending(environment, 'useCloseDocumentRequestMutation');
    expect(operation.request.variables.input).toEqual({ requestId: 'DocumentRequest:1', note: 'Not needed' });
    environment.mock.reject(operation, new Error('network down'));
    expect(await screen.findByText('An error occurred while trying to close document request')).toBeTruthy();

    fireEvent.change(within(form).getByLabelText(/Closing note/), { target: { value: 'Not needed' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Close Request' }));
    operation = await pending(environment, 'useCloseDocumentRequestMutation');
    environment.mock.resolve(
      operation,
      MockPayloadGenerator.generate(operation, { CloseDocumentRequestPayload: () => ({ userErrors: [] }) }),
    );
    expect(await screen.findByText('Successfully closed document request')).toBeTruthy();
  });
});
