import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MockPayloadGenerator, type MockEnvironment } from 'relay-test-utils';
import type { OperationDescriptor } from 'relay-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestEnvironment } from '../../test/mockEnvironment.ts';
import { renderWithRelay } from '../../test/render.tsx';
import { RequestDocumentsDialog } from './RequestDocumentsDialog.tsx';

vi.mock('react-relay', async (importOriginal) => (await import('../../test/relayArtifacts.ts')).mockReactRelay(importOriginal));

afterEach(cleanup);

const named = (environment: MockEnvironment, name: string) =>
  environment.mock.getAllOperations().filter((op) => op.request.node.params.name === name);

async function pending(environment: MockEnvironment, name: string): Promise<OperationDescriptor> {
  await waitFor(() => expect(named(environment, name)).not.toHaveLength(0));
  return named(environment, name).at(-1)!;
}

function open() {
  const environment = createTestEnvironment();
  environment.mock.queueOperationResolver((op: OperationDescriptor) =>
    op.request.node.params.name === 'RequestDocumentsDialogQuery'
      ? MockPayloadGenerator.generate(op, {
          Case: () => ({
            id: 'Case:1',
            plaintiff: { fullName: 'Jane Roe' },
            liens: [
              { id: 'Lien:1', lienholder: { name: 'Riverside Spine' } },
              { id: 'Lien:2', lienholder: { name: 'Metro Imaging' } },
            ],
          }),
        })
      : null,
  );
  const onClose = vi.fn();
  renderWithRelay(<RequestDocumentsDialog caseId="Case:1" onClose={onClose} />, environment);
  return { environment, onClose };
}

describe('RequestDocumentsDialog', () => {
  it("is titled with the plaintiff's name; the lien is required, then the note", async () => {
    const { environment } = open();
    const dialog = await screen.findByRole('dialog', { name: "Request Documents for Jane Roe's Case" });
    expect(within(dialog).queryByLabelText(/Note/)).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Request' }));
    expect(await within(dialog).findByText('This field is required.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Lien/), { target: { value: 'Lien:2' } });
    // The note appears once a lien is chosen, and is required.
    const note = within(dialog).getByLabelText(/Note/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Request' }));
    expect(await within(dialog).findByText('This field is required.')).toBeTruthy();
    expect(named(environment, 'useRequestDocumentsMutation')).toHaveLength(0);
    fireEvent.change(note, { target: { value: 'MRI records please' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Request' }));
    const operation = await pending(environment, 'useRequestDocumentsMutation');
    expect(operation.request.variables.input).toEqual({ lienId: 'Lien:2', note: 'MRI records please' });
  });

  it("shows the registry's refusal and stays open; closes on success", async () => {
    const { environment, onClose } = open();
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Lien/), { target: { value: 'Lien:1' } });
    fireEvent.change(within(dialog).getByLabelText(/Note/), { target: { value: 'Bills' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Request' }));
    let operation = await pending(environment, 'useRequestDocumentsMutation');
    environment.mock.resolve(
      operation,
      MockPayloadGenerator.generate(operation, {
        RequestDocumentsPayload: () => ({ documentRequest: null, case: null, userErrors: [{ field: null, message: 'Not allowed here.' }] }),
      }),
    );
    expect(await within(dialog).findByText('Not allowed here.')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Request' }));
    await waitFor(() => expect(named(environment, 'useRequestDocumentsMutation')).toHaveLength(1));
    operation = named(environment, 'useRequestDocumentsMutation')[0]!;
    environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, { RequestDocumentsPayload: () => ({ userErrors: [] }) }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
