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

vi.mock('react-relay', async (importOriginal) =>
  (await import('../../test/relayArtifacts.ts')).mockReactRelay(importOriginal),
);

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
    expect(operation!.request.variables.input).toMatchObject({ lienId: 'Lien:1', plaintiffTreatmentStatus: 'DONE_TREATING', finalTreatmentDate: '2024-03-01' });
    await act(async () => {
      environment.mock.resolve(operation!, MockPayloadGenerator.generate(operation!, { UpdateLienPayload: () => ({ userErrors: [] }) }));
    });
  });
});
