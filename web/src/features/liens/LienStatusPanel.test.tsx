import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { OperationDescriptor } from 'relay-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LienStatusPanelTestQuery } from '../../__generated__/LienStatusPanelTestQuery.graphql.ts';
import { createTestEnvironment } from '../../test/mockEnvironment.ts';
import { renderWithRelay } from '../../test/render.tsx';
import { LienStatusPanel } from './LienStatusPanel.tsx';

vi.mock('react-relay', async (importOriginal) => (await import('../../test/relayArtifacts.ts')).mockReactRelay(importOriginal));

afterEach(cleanup);

const query = graphql`
  query LienStatusPanelTestQuery @relay_test_operation {
    viewer {
      case(internalID: "x") {
        userLien {
          ...LienStatusPanel_lien
        }
      }
    }
  }
`;

function Harness() {
  const data = useLazyLoadQuery<LienStatusPanelTestQuery>(query, {});
  const lien = data.viewer?.case?.userLien;
  return lien ? <LienStatusPanel lienRef={lien} sharesDocumentsManually={false} /> : null;
}

function renderPanel() {
  const environment = createTestEnvironment();
  environment.mock.queueOperationResolver((op: OperationDescriptor) =>
    MockPayloadGenerator.generate(op, {
      Lien: () => ({
        id: 'Lien:1',
        balance: '100.00',
        plaintiffTreatmentStatus: 'TREATING',
        finalTreatmentDate: null,
        isLienholderBlacklisted: false,
        shareDocuments: true,
        hasLienholderFinalizedDocuments: false,
        hasOpenRejection: false,
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

const mutations = (environment: ReturnType<typeof renderPanel>) =>
  environment.mock.getAllOperations().filter((op) => op.request.node.params.operationKind === 'mutation');

describe('LienStatusPanel treatment dates', () => {
  it("Done Treating asks for its final treatment date, not in the future, before sending (the registry's texts)", async () => {
    const environment = renderPanel();
    fireEvent.change(await screen.findByLabelText(/Treatment status/), { target: { value: 'DONE_TREATING' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('This field is required.')).toBeTruthy();
    const date = screen.getByLabelText(/Final treatment date/);
    fireEvent.change(date, { target: { value: '2999-01-01' } });
    expect(screen.getByText('Final treatment date cannot be in the future.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(mutations(environment)).toHaveLength(0);

    fireEvent.change(date, { target: { value: '2024-03-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const [operation] = mutations(environment);
    expect(operation!.request.variables.input).toMatchObject({
      lienId: 'Lien:1',
      plaintiffTreatmentStatus: 'DONE_TREATING',
      finalTreatmentDate: '2024-03-01',
    });
    await act(async () => {
      environment.mock.resolve(operation!, MockPayloadGenerator.generate(operation!, { UpdateLienPayload: () => ({ userErrors: [] }) }));
    });
  });
});

describe('LienStatusPanel optimistic updates', () => {
  it('marks the documents finalized at once and takes it back when the registry refuses', async () => {
    const environment = renderPanel();
    const finalized = (await screen.findByRole('switch', { name: 'I have uploaded all documents (finalized)' })) as HTMLInputElement;
    expect(finalized.checked).toBe(false);
    fireEvent.click(finalized);
    expect(finalized.checked).toBe(true);
    const [operation] = mutations(environment);
    expect(operation?.request.variables.input).toEqual({ lienId: 'Lien:1', hasLienholderFinalizedDocuments: true });
    await act(async () => {
      environment.mock.resolve(operation!, {
        data: { updateLien: { lien: null, userErrors: [{ field: null, message: 'The lien is locked.' }] } },
      });
    });
    expect(finalized.checked).toBe(false);
    expect(screen.getByText('The lien is locked.')).toBeTruthy();
  });

  it('shows the new balance at once, then Saved when the registry agrees', async () => {
    const environment = renderPanel();
    const balance = (await screen.findByRole('textbox', { name: /Balance/ })) as HTMLInputElement;
    fireEvent.change(balance, { target: { value: '250.00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const record = () => environment.getStore().getSource().get('Lien:1');
    expect(record()?.balance).toBe('250.00');
    expect(mutations(environment)[0]?.request.variables.input).toMatchObject({ lienId: 'Lien:1', balance: '250.00' });
    await act(async () => {
      environment.mock.resolveMostRecentOperation({ data: { updateLien: { lien: null, userErrors: [] } } });
    });
    expect(await screen.findByText('Saved.')).toBeTruthy();
  });
});
