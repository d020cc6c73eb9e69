import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { MockPayloadGenerator, type MockEnvironment } from 'relay-test-utils';
import type { OperationDescriptor } from 'relay-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DocumentsTabTestQuery } from '../../__generated__/DocumentsTabTestQuery.graphql.ts';
import { createTestEnvironment } from '../../test/mockEnvironment.ts';
import { renderWithRelay } from '../../test/render.tsx';
import { DocumentsTab } from './DocumentsTab.tsx';
import { navigateToDownload } from './navigate.ts';

vi.mock('react-relay', async (importOriginal) => (await import('../../test/relayArtifacts.ts')).mockReactRelay(importOriginal));
vi.mock('./navigate.ts', () => ({ navigateToDownload: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.mocked(navigateToDownload).mockReset();
});

const query = graphql`
  query DocumentsTabTestQuery @relay_test_operation {
    viewer {
      case(internalID: "x") {
        ...DocumentsTab_case
      }
    }
  }
`;

function Harness({ withRequest }: { withRequest: boolean }) {
  const data = useLazyLoadQuery<DocumentsTabTestQuery>(query, {});
  return data.viewer?.case ? (
    <DocumentsTab
      caseRef={data.viewer.case}
      renderRequestDocuments={withRequest ? (onClose) => <button onClick={onClose}>Request dialog</button> : undefined}
    />
  ) : null;
}

interface DocumentData {
  id: string;
  internalID: string;
  name: string;
  type: string;
  typeLabel: string;
  price: string;
  size: number;
  createdAt: string;
  uploadedBy: string | null;
  createdByOrganizationName: string | null;
  lastViewedByLawFirm: string | null;
  isPaidFor: boolean;
  isCaseDocument: boolean;
  lien: { id: string; internalID: string; lienholder: { id: string; name: string } } | null;
  viewerCan: { edit: boolean; delete: boolean; download: boolean; pay: boolean };
}

const documentOf = (id: string, name: string, extra: Partial<DocumentData> = {}): DocumentData => ({
  id: `Document:${id}`,
  internalID: id,
  name,
  type: 'BILL',
  typeLabel: 'Bill',
  price: '0.00',
  size: 2048,
  createdAt: '2026-05-01T10:00:00.000Z',
  uploadedBy: 'Pat Provider',
  createdByOrganizationName: 'Riverside Spine & Rehab',
  lastViewedByLawFirm: null,
  isPaidFor: false,
  isCaseDocument: false,
  lien: { id: 'Lien:l1', internalID: 'l1', lienholder: { id: 'Organization:o1', name: 'Riverside Spine & Rehab' } },
  viewerCan: { edit: false, delete: false, download: true, pay: false },
  ...extra,
});

const LAW_FIRM = {
  viewerCan: { uploadDocuments: true, requestDocuments: true, priceDocuments: false },
  showsLastViewedByLawFirm: false,
  documentShareWithChoices: [
    { value: 'ALL', label: 'All' },
    { value: 'Lien:l1', label: 'Riverside Spine & Rehab' },
  ],
};
const LIENHOLDER = {
  viewerCan: { uploadDocuments: true, requestDocuments: false, priceDocuments: true },
  showsLastViewedByLawFirm: true,
  documentShareWithChoices: [],
};

async function renderTab(
  side: typeof LAW_FIRM | typeof LIENHOLDER,
  documents: DocumentData[],
  total = documents.length,
  withRequest = true,
) {
  const environment = createTestEnvironment();
  renderWithRelay(
    <Suspense fallback="loading">
      <Harness withRequest={withRequest} />
    </Suspense>,
    environment,
  );
  await act(async () => {
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        Case: () => ({
          id: 'Case:1',
          documentTypeChoices: [{ value: 'BILL', label: 'Bill' }],
          documentTypeFilterChoices: [{ value: 'BILL', label: 'Bill' }],
          documentsDownloadLimit: 100,
          ...side,
        }),
        DocumentConnection: (context) =>
          context.alias === 'downloadableDocuments'
            ? { totalCount: total, edges: [] }
            : {
                totalCount: documents.length,
                edges: documents.map((node, index) => ({ cursor: String(index), node })),
                pageInfo: { hasNextPage: false, endCursor: null },
              },
      }),
    );
  });
  await screen.findByRole('region', { name: 'Documents' });
  return environment;
}

const operationsNamed = (environment: MockEnvironment, name: string) =>
  environment.mock.getAllOperations().filter((op) => op.request.node.params.name === name);

async function pendingOperation(environment: MockEnvironment, name: string): Promise<OperationDescriptor> {
  await waitFor(() => expect(operationsNamed(environment, name)).not.toHaveLength(0));
  return operationsNamed(environment, name).at(-1)!;
}

async function openRowMenu(name: string) {
  fireEvent.click(screen.getByRole('button', { name: `Actions for ${name}` }));
  return screen.findByRole('menu');
}

describe('DocumentsTab', () => {
  it("law firm: the New menu (Document Upload, Document Request), Download All (n), no 'Last Viewed By Law Firm'", async () => {
    await renderTab(LAW_FIRM, [documentOf('d1', 'Bill 1')]);
    expect(screen.getByRole('button', { name: 'Download All (1)' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Upload Documents' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Last Viewed By Law Firm' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'New' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Document Upload', 'Document Request']);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Document Upload' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload Documents' });
    expect(within(dialog).getByRole('radio', { name: 'Riverside Spine & Rehab' })).toBeTruthy();
  });

  it('law firm: Document Request opens the request dialog passed in', async () => {
    await renderTab(LAW_FIRM, []);
    fireEvent.click(screen.getByRole('button', { name: 'New' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Document Request' }));
    expect(await screen.findByRole('button', { name: 'Request dialog' })).toBeTruthy();
    expect(screen.getByText('No documents yet.')).toBeTruthy();
  });

  it("lienholder: 'Upload Documents' and the 'Last Viewed By Law Firm' column", async () => {
    await renderTab(LIENHOLDER, [
      documentOf('d1', 'Bill 1', { lastViewedByLawFirm: '2026-05-02T15:30:00.000Z' }),
      documentOf('d2', 'Bill 2'),
    ]);
    expect(screen.queryByRole('button', { name: 'New' })).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Last Viewed By Law Firm' })).toBeTruthy();
    const rows = screen.getAllByRole('row');
    expect(within(rows[2]!).getByText('Never')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Upload Documents' }));
    expect(await screen.findByRole('dialog', { name: 'Upload Documents' })).toBeTruthy();
  });

  it('Download All is disabled over the limit, with the tooltip', async () => {
    await renderTab(LAW_FIRM, [documentOf('d1', 'Bill 1')], 101);
    const button = screen.getByRole('button', { name: 'Download All (101)' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    fireEvent.pointerEnter(button);
    fireEvent.focus(button);
    expect(await screen.findByText('A maximum of 100 documents can be downloaded at one time')).toBeTruthy();
  });

  it('Download All fetches a fresh zip link and goes to it', async () => {
    const environment = await renderTab(LAW_FIRM, [documentOf('d1', 'Bill 1')]);
    fireEvent.click(screen.getByRole('button', { name: 'Download All (1)' }));
    const operation = await pendingOperation(environment, 'useDownloadAllDocumentsMutation');
    expect(operation.request.variables.input).toEqual({ caseId: 'Case:1' });
    await act(async () => {
      environment.mock.resolve(operation, {
        data: { downloadAllDocuments: { count: 1, url: '/api/registry/v1/files/zip/?token=t', userErrors: [] } },
      });
    });
    await waitFor(() => expect(navigateToDownload).toHaveBeenCalledWith('/api/registry/v1/files/zip/?token=t'));
  });

  it('the row menu follows viewerCan: Download always; Details and Edit and Delete when allowed', async () => {
    await renderTab(LIENHOLDER, [
      documentOf('d1', 'Mine', { viewerCan: { edit: true, delete: true, download: true, pay: false } }),
      documentOf('d2', 'Theirs'),
    ]);
    let menu = await openRowMenu('Mine');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Download', 'Details', 'Edit', 'Delete']);
    fireEvent.keyDown(menu, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    menu = await openRowMenu('Theirs');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Download']);
  });

  it('Download opens the document (a fresh link) and goes to it', async () => {
    const environment = await renderTab(LIENHOLDER, [documentOf('d1', 'Bill 1')]);
    const menu = await openRowMenu('Bill 1');
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Download' }));
    const operation = await pendingOperation(environment, 'useOpenDocumentMutation');
    expect(operation.request.variables.input).toEqual({ documentId: 'Document:d1' });
    await act(async () => {
      environment.mock.resolve(operation, {
        data: { openDocument: { url: '/api/registry/v1/files/d1.sig', document: null, userErrors: [] } },
      });
    });
    await waitFor(() => expect(navigateToDownload).toHaveBeenCalledWith('/api/registry/v1/files/d1.sig'));
  });

  it("'Pay to Open' links to the payment page with the document and its lien; Download is not offered", async () => {
    await renderTab(LAW_FIRM, [
      documentOf('d9', 'MRI', { price: '25.00', viewerCan: { edit: false, delete: false, download: false, pay: true } }),
    ]);
    const link = screen.getByRole('link', { name: 'Pay to Open MRI' });
    expect(link.getAttribute('href')).toBe('/document-payment?document_ids=d9&lien=l1');
    expect(screen.getByText('$25.00')).toBeTruthy();
    const menu = await openRowMenu('MRI');
    expect(within(menu).getByRole('menuitem', { name: 'Download' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('Delete asks first, then the row leaves at once', async () => {
    const environment = await renderTab(LIENHOLDER, [
      documentOf('d1', 'Mine', { viewerCan: { edit: true, delete: true, download: true, pay: false } }),
    ]);
    const menu = await openRowMenu('Mine');
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Document' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Yes' }));
    const operation = await pendingOperation(environment, 'useDeleteDocumentMutation');
    expect(operation.request.variables.input).toEqual({ documentId: 'Document:d1' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Actions for Mine' })).toBeNull());
    await act(async () => {
      environment.mock.resolve(operation, { data: { deleteDocument: { deletedDocumentId: 'Document:d1', userErrors: [] } } });
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete Document' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Download All (0)' })).toBeTruthy();
  });

  it('Details shows the document; Edit saves the new name', async () => {
    const environment = await renderTab(LIENHOLDER, [
      documentOf('d1', 'Mine', { viewerCan: { edit: true, delete: true, download: true, pay: false } }),
    ]);
    let menu = await openRowMenu('Mine');
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Details' }));
    const details = await screen.findByRole('dialog', { name: 'Document Details' });
    expect(within(details).getByText('Riverside Spine & Rehab', { selector: 'dd' })).toBeTruthy();
    fireEvent.click(within(details).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Document Details' })).toBeNull());

    menu = await openRowMenu('Mine');
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Edit' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit Document Details', hidden: true });
    // Found by waiting: the Details dialog that just closed may leave the page aria-hidden for a moment (tabster).
    fireEvent.change(await within(edit).findByRole('textbox', { name: /Name/, hidden: true }), { target: { value: 'Renamed' } });
    fireEvent.click(await within(edit).findByRole('button', { name: 'Save', hidden: true }));
    const operation = await pendingOperation(environment, 'useUpdateDocumentMutation');
    expect(operation.request.variables.input).toEqual({ documentId: 'Document:d1', name: 'Renamed', type: 'BILL' });
    await act(async () => {
      environment.mock.resolve(operation, {
        data: {
          updateDocument: {
            document: {
              ...documentOf('d1', 'Renamed', { viewerCan: { edit: true, delete: true, download: true, pay: false } }),
              __typename: 'Document',
            },
            userErrors: [],
          },
        },
      });
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Document Details' })).toBeNull());
    expect(await screen.findByRole('button', { name: 'Actions for Renamed', hidden: true })).toBeTruthy();
  });
});
