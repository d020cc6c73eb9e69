import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { MockPayloadGenerator, type MockEnvironment } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { documentsLiveTestQuery } from '../../__generated__/documentsLiveTestQuery.graphql.ts';
import { createTestEnvironment } from '../../test/mockEnvironment.ts';
import { renderWithRelay } from '../../test/render.tsx';
import { useCaseLiveUpdates } from '../case/useCaseLiveUpdates.ts';
import { DocumentsTab } from './DocumentsTab.tsx';

vi.mock('react-relay', async (importOriginal) => (await import('../../test/relayArtifacts.ts')).mockReactRelay(importOriginal));

afterEach(cleanup);

const query = graphql`
  query documentsLiveTestQuery @relay_test_operation {
    viewer {
      case(internalID: "x") {
        id
        ...DocumentsTab_case
      }
    }
  }
`;

function Harness() {
  const data = useLazyLoadQuery<documentsLiveTestQuery>(query, {});
  const kase = data.viewer?.case;
  useCaseLiveUpdates(kase?.id ?? 'Case:1');
  return kase ? <DocumentsTab caseRef={kase} /> : null;
}

const documentOf = (id: string, name: string) => ({
  id: `Document:${id}`,
  internalID: id,
  name,
  type: 'BILL',
  typeLabel: 'Bill',
  price: '0.00',
  size: 10,
  createdAt: '2026-05-01T10:00:00.000Z',
  uploadedBy: 'Pat Provider',
  createdByOrganizationName: 'Riverside Spine & Rehab',
  lastViewedByLawFirm: null,
  isPaidFor: false,
  isCaseDocument: true,
  lien: null,
  viewerCan: { edit: false, delete: false, download: true, pay: false },
});

const subscriptionOf = (environment: MockEnvironment) => {
  const op = environment.mock.getAllOperations().find((candidate) => candidate.request.node.params.operationKind === 'subscription');
  if (!op) throw new Error('no live subscription');
  return op;
};

function push(environment: MockEnvironment, event: Record<string, unknown>) {
  const op = subscriptionOf(environment);
  const payload = MockPayloadGenerator.generate(op, {
    CaseChangedEvent: () => ({
      caseId: 'Case:1',
      type: 'DOCUMENTS',
      version: '9',
      lostAccess: false,
      case: null,
      lien: null,
      thread: null,
      activity: null,
      document: null,
      deletedDocumentId: null,
      ...event,
    }),
    Document: () => event.document as object,
  });
  act(() => environment.mock.nextValue(op, payload));
}

describe('documents, live', () => {
  it('a document added elsewhere joins the list (and Download All); a deleted one leaves it', async () => {
    const environment = createTestEnvironment();
    renderWithRelay(
      <Suspense fallback="loading">
        <Harness />
      </Suspense>,
      environment,
    );
    await act(async () => {
      environment.mock.resolveMostRecentOperation((operation) =>
        MockPayloadGenerator.generate(operation, {
          Case: () => ({
            id: 'Case:1',
            viewerCan: { uploadDocuments: true, requestDocuments: false, priceDocuments: false },
            showsLastViewedByLawFirm: true,
            documentsDownloadLimit: 100,
            documentTypeChoices: [],
            documentTypeFilterChoices: [],
            documentShareWithChoices: [],
          }),
          DocumentConnection: (context) =>
            context.alias === 'downloadableDocuments'
              ? { totalCount: 1, edges: [] }
              : { totalCount: 1, edges: [{ cursor: '0', node: documentOf('d1', 'First') }], pageInfo: { hasNextPage: false } },
        }),
      );
    });
    expect(await screen.findByRole('button', { name: 'Actions for First' })).toBeTruthy();
    await waitFor(() => subscriptionOf(environment));

    push(environment, { document: documentOf('d2', 'Second') });
    expect(await screen.findByRole('button', { name: 'Actions for Second' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download All (2)' })).toBeTruthy();
    // The same document again (its details changed) is not a second row.
    push(environment, { document: { ...documentOf('d2', 'Second (renamed)') } });
    expect(await screen.findByRole('button', { name: 'Actions for Second (renamed)' })).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(3);

    push(environment, { deletedDocumentId: 'Document:d1' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Actions for First' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Download All (1)' })).toBeTruthy();

    // A priced record the law firm must pay for joins the list but not Download All; deleted, it leaves only the list.
    const priced = { ...documentOf('d3', 'Priced'), price: '12.50', viewerCan: { edit: false, delete: false, download: false, pay: true } };
    push(environment, { document: priced });
    expect(await screen.findByRole('button', { name: 'Actions for Priced' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download All (1)' })).toBeTruthy();
    push(environment, { deletedDocumentId: 'Document:d3' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Actions for Priced' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Download All (1)' })).toBeTruthy();
  });
});
