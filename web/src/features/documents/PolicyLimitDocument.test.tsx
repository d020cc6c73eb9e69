import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { MockPayloadGenerator, type MockEnvironment } from 'relay-test-utils';
import type { OperationDescriptor } from 'relay-runtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PolicyLimitDocumentTestQuery } from '../../__generated__/PolicyLimitDocumentTestQuery.graphql.ts';
import { createTestEnvironment } from '../../test/mockEnvironment.ts';
import { renderWithRelay } from '../../test/render.tsx';
import { navigateToDownload } from './navigate.ts';
import { PolicyLimitDocument } from './PolicyLimitDocument.tsx';

vi.mock('react-relay', async (importOriginal) => (await import('../../test/relayArtifacts.ts')).mockReactRelay(importOriginal));
vi.mock('./navigate.ts', () => ({ navigateToDownload: vi.fn() }));

/** The browser's upload request, finished by the test. */
class FakeXhr {
  static all: FakeXhr[] = [];
  status = 0;
  responseText = '';
  upload = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.all.push(this);
  }
  open() {}
  setRequestHeader() {}
  send() {}
  abort() {}
}

beforeEach(() => {
  FakeXhr.all = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(navigateToDownload).mockReset();
});

const query = graphql`
  query PolicyLimitDocumentTestQuery @relay_test_operation {
    viewer {
      case(internalID: "x") {
        id
        policyLimits {
          id
          ...PolicyLimitDocument_policyLimit
        }
      }
    }
  }
`;

function Harness({ canEdit }: { canEdit: boolean }) {
  const data = useLazyLoadQuery<PolicyLimitDocumentTestQuery>(query, {});
  const kase = data.viewer?.case;
  if (!kase) return null;
  return (
    <>
      {kase.policyLimits.map((limit) => (
        <PolicyLimitDocument key={limit.id} caseId={kase.id} policyLimitRef={limit} limitLabel="Bodily Injury" canEdit={canEdit} />
      ))}
    </>
  );
}

const operationsNamed = (environment: MockEnvironment, name: string) =>
  environment.mock.getAllOperations().filter((op) => op.request.node.params.name === name);

async function pendingOperation(environment: MockEnvironment, name: string): Promise<OperationDescriptor> {
  await waitFor(() => expect(operationsNamed(environment, name)).not.toHaveLength(0));
  return operationsNamed(environment, name).at(-1)!;
}

async function renderLimit(document: { id: string; name: string } | null, canEdit = true) {
  const environment = createTestEnvironment();
  renderWithRelay(
    <Suspense fallback="loading">
      <Harness canEdit={canEdit} />
    </Suspense>,
    environment,
  );
  await act(async () => {
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        Case: () => ({ id: 'Case:1', policyLimits: [{ id: 'PolicyLimit:p1', document }] }),
        PolicyLimit: () => ({ id: 'PolicyLimit:p1', document }),
        Document: () => document ?? {},
      }),
    );
  });
  return environment;
}

describe('PolicyLimitDocument', () => {
  it("shows the document's name as a download link that fetches a fresh link", async () => {
    const environment = await renderLimit({ id: 'Document:d1', name: 'Declarations.pdf' });
    fireEvent.click(await screen.findByRole('button', { name: 'Download Declarations.pdf' }));
    const open = await pendingOperation(environment, 'useOpenDocumentMutation');
    expect(open.request.variables.input).toEqual({ documentId: 'Document:d1' });
    await act(async () => {
      environment.mock.resolve(open, { data: { openDocument: { url: '/api/registry/v1/files/d1.s', document: null, userErrors: [] } } });
    });
    await waitFor(() => expect(navigateToDownload).toHaveBeenCalledWith('/api/registry/v1/files/d1.s'));
  });

  it('offers nothing to attach without the right', async () => {
    await renderLimit(null, false);
    expect(screen.queryByRole('button', { name: /Attach a document/ })).toBeNull();
  });

  it('the law firm uploads a Policy Limit document (a case document) and attaches it to the limit', async () => {
    const environment = await renderLimit(null);
    fireEvent.click(await screen.findByRole('button', { name: 'Attach a document to the Bodily Injury limit' }));
    const choices = await pendingOperation(environment, 'PolicyLimitDocumentUploadQuery');
    await act(async () => {
      environment.mock.resolve(choices, {
        data: {
          node: {
            __typename: 'Case',
            id: 'Case:1',
            documentShareWithChoices: [
              { value: 'ALL', label: 'All' },
              { value: 'Lien:1', label: 'Riverside' },
            ],
          },
        },
      });
    });
    const dialog = await screen.findByRole('dialog', { name: 'Upload Policy Limit Document' });
    expect((within(dialog).getByRole('radio', { name: 'All' }) as HTMLInputElement).checked).toBe(true);
    expect(within(dialog).queryByRole('radio', { name: 'Riverside' })).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('Choose files'), {
      target: { files: [new File(['policy'], 'Declarations.pdf', { type: 'application/pdf' })] },
    });
    fireEvent.change(within(dialog).getByRole('combobox', { name: /Type/ }), { target: { value: 'POLICY_LIMIT' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));

    const create = await pendingOperation(environment, 'useCreateDocumentUploadsMutation');
    await act(async () => {
      environment.mock.resolve(create, {
        data: {
          createDocumentUploads: {
            uploads: [{ uploadId: 'u1', fileName: 'Declarations.pdf', url: '/up', method: 'PUT', headers: [] }],
            userErrors: [],
          },
        },
      });
    });
    await waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    act(() => {
      FakeXhr.all[0]!.status = 200;
      FakeXhr.all[0]!.onload?.();
    });
    const attach = await pendingOperation(environment, 'useAttachDocumentsMutation');
    expect(attach.request.variables.input).toMatchObject({
      caseId: 'Case:1',
      shareWith: 'ALL',
      documents: [{ uploadId: 'u1', name: 'Declarations.pdf', type: 'POLICY_LIMIT', price: null }],
    });
    await act(async () => {
      environment.mock.resolve(
        attach,
        MockPayloadGenerator.generate(attach, {
          AttachDocumentsPayload: () => ({ documentEdges: [{ cursor: '0', node: { id: 'Document:new' } }], userErrors: [] }),
          Document: () => ({ id: 'Document:new', name: 'Declarations.pdf' }),
        }),
      );
    });
    const toLimit = await pendingOperation(environment, 'useAttachPolicyLimitDocumentMutation');
    expect(toLimit.request.variables.input).toEqual({ policyLimitId: 'PolicyLimit:p1', caseId: 'Case:1', documentId: 'Document:new' });
    await act(async () => {
      environment.mock.resolve(toLimit, {
        data: {
          attachPolicyLimitDocument: {
            policyLimit: { id: 'PolicyLimit:p1', document: { id: 'Document:new', name: 'Declarations.pdf' } },
            userErrors: [],
          },
        },
      });
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The closed dialog's modalizer (tabster) may still mark the page aria-hidden for a moment in jsdom.
    expect(await screen.findByRole('button', { name: 'Download Declarations.pdf', hidden: true })).toBeTruthy();
  });
});
