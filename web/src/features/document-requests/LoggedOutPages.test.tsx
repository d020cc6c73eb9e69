import { FluentProvider, Toaster, webLightTheme } from '@fluentui/react-components';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { MemoryRouter, Route, Routes } from 'react-router';
import { MockPayloadGenerator, type MockEnvironment } from 'relay-test-utils';
import type { OperationDescriptor } from 'relay-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestEnvironment } from '../../test/mockEnvironment.ts';
import { APP_TOASTER_ID } from '../../ui/appToaster.ts';
import {
  DocumentRequestAlreadyFulfilledPage,
  DocumentRequestCompletePage,
  DocumentRequestResponsePage,
  DocumentRequestTokenExpiredPage,
} from './LoggedOutPages.tsx';

vi.mock('react-relay', async (importOriginal) => (await import('../../test/relayArtifacts.ts')).mockReactRelay(importOriginal));

afterEach(cleanup);

const REQUEST_ID = '6f1d2c3b-0000-4000-8000-000000000001';
const LINK = `/document-request/response?token=tok-123&request_id=${REQUEST_ID}`;

const named = (environment: MockEnvironment, name: string) =>
  environment.mock.getAllOperations().filter((op) => op.request.node.params.name === name);

async function pending(environment: MockEnvironment, name: string): Promise<OperationDescriptor> {
  await waitFor(() => expect(named(environment, name)).not.toHaveLength(0));
  return named(environment, name).at(-1)!;
}

function renderAt(
  path: string,
  result: { errorCode: string | null; documents?: { internalID: string; name: string; type: string }[]; priceDocuments?: boolean },
) {
  const environment = createTestEnvironment();
  environment.mock.queueOperationResolver((op: OperationDescriptor) =>
    op.request.node.params.name === 'LoggedOutPagesQuery'
      ? MockPayloadGenerator.generate(op, {
          LoggedOutDocumentRequestResult: () => ({
            errorCode: result.errorCode,
            request: result.errorCode
              ? null
              : {
                  internalID: REQUEST_ID,
                  note: 'Please send the MRI records.',
                  lawFirmName: 'Hartwell & Associates',
                  lienholderName: 'Riverside Spine',
                  plaintiffFirstName: 'Jane',
                  plaintiffLastName: 'Roe',
                  plaintiffBirthdate: '1980-02-03',
                  dateOfLoss: '2025-01-02',
                  contactName: 'Ada Records',
                  documents: result.documents ?? [],
                  documentTypeChoices: [
                    { value: 'MEDICAL_RECORDS', label: 'Medical Records' },
                    { value: 'BILL', label: 'Bill' },
                  ],
                  viewerCan: { priceDocuments: result.priceDocuments ?? false },
                },
          }),
        })
      : null,
  );
  render(
    <FluentProvider theme={webLightTheme}>
      <RelayEnvironmentProvider environment={environment}>
        <Toaster toasterId={APP_TOASTER_ID} />
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/login" element={<p>Sign-in page</p>} />
            <Route path="/document-request/response" element={<DocumentRequestResponsePage />} />
            <Route path="/document-request/response-complete" element={<DocumentRequestCompletePage />} />
            <Route path="/document-request/already-fulfilled" element={<DocumentRequestAlreadyFulfilledPage />} />
            <Route path="/document-request/token-expired" element={<DocumentRequestTokenExpiredPage />} />
          </Routes>
        </MemoryRouter>
      </RelayEnvironmentProvider>
    </FluentProvider>,
  );
  return environment;
}

describe('the logged-out document request pages', () => {
  it("without a token the visitor goes to sign in, told 'No document request token supplied!'", async () => {
    renderAt('/document-request/response', { errorCode: null });
    expect(await screen.findByText('Sign-in page')).toBeTruthy();
    expect(await screen.findByText('No document request token supplied!')).toBeTruthy();
  });

  it('shows the case, the note and the steps; Submit needs an uploaded document and ends on response-complete', async () => {
    const environment = renderAt(LINK, { errorCode: null, documents: [{ internalID: 'd1', name: 'MRI', type: 'MEDICAL_RECORDS' }] });
    expect(await screen.findByRole('heading', { name: "Documents requested for Jane Roe's case" })).toBeTruthy();
    expect(screen.getByText('Please send the MRI records.')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Steps' })).toBeTruthy();
    expect(screen.getByText('MRI')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const operation = await pending(environment, 'LoggedOutPagesSubmitMutation');
    expect(operation.request.variables.input).toEqual({ token: 'tok-123', requestId: REQUEST_ID });
    environment.mock.resolve(
      operation,
      MockPayloadGenerator.generate(operation, { SubmitDocumentRequestResponsePayload: () => ({ isFulfilled: true, userErrors: [] }) }),
    );
    expect(await screen.findByRole('heading', { name: 'Thank you!' })).toBeTruthy();
  });

  it('Submit stays disabled until a document is uploaded; Upload Documents opens the upload dialog', async () => {
    renderAt(LINK, { errorCode: null });
    await screen.findByText('No documents uploaded yet.');
    expect((screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Upload Documents' }));
    expect(await screen.findByRole('dialog', { name: 'Upload Documents' })).toBeTruthy();
  });

  it.each([
    { priceDocuments: true, shown: 'shows' },
    { priceDocuments: false, shown: 'does not show' },
  ])('$shown the Access Fee for medical records when the server says priceDocuments is $priceDocuments', async ({ priceDocuments }) => {
    renderAt(LINK, { errorCode: null, priceDocuments });
    fireEvent.click(await screen.findByRole('button', { name: 'Upload Documents' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload Documents' });
    fireEvent.change(within(dialog).getByLabelText('Choose files'), {
      target: { files: [new File(['MRI'], 'mri.pdf', { type: 'application/pdf' })] },
    });
    const type = within(dialog).getByRole('combobox', { name: /Type/ });
    fireEvent.change(type, { target: { value: 'MEDICAL_RECORDS' } });
    await waitFor(() => expect(within(dialog).queryByText('Access Fee') !== null).toBe(priceDocuments));
    // Never for another type.
    fireEvent.change(type, { target: { value: 'BILL' } });
    await waitFor(() => expect(within(dialog).queryByText('Access Fee')).toBeNull());
  });

  it('uploads two files through the link: targets and attach carry the token; the list reloads', async () => {
    const sent: { url: string; method: string; finish: () => void }[] = [];
    class FakeXhr {
      url = '';
      method = '';
      status = 0;
      responseText = '';
      upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      onabort: (() => void) | null = null;
      open(method: string, url: string) {
        this.method = method;
        this.url = url;
      }
      setRequestHeader() {}
      send() {
        sent.push({ url: this.url, method: this.method, finish: () => ((this.status = 200), this.onload?.()) });
      }
      abort() {
        this.onabort?.();
      }
    }
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    try {
      const environment = renderAt(LINK, { errorCode: null });
      fireEvent.click(await screen.findByRole('button', { name: 'Upload Documents' }));
      const dialog = await screen.findByRole('dialog', { name: 'Upload Documents' });
      const files = [
        new File(['MRI'], 'mri.pdf', { type: 'application/pdf' }),
        new File(['BILL'], 'bill.pdf', { type: 'application/pdf' }),
      ];
      fireEvent.change(within(dialog).getByLabelText('Choose files'), { target: { files } });
      fireEvent.change(within(dialog).getByRole('combobox', { name: /Type/ }), { target: { value: 'MEDICAL_RECORDS' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
      const targets = await pending(environment, 'LoggedOutPagesUploadsMutation');
      expect(targets.request.variables.input).toEqual({
        token: 'tok-123',
        requestId: REQUEST_ID,
        files: [
          { fileName: 'mri.pdf', size: 3, contentType: 'application/pdf' },
          { fileName: 'bill.pdf', size: 4, contentType: 'application/pdf' },
        ],
      });
      await act(async () => {
        environment.mock.resolve(
          targets,
          MockPayloadGenerator.generate(targets, {
            CreateDocumentRequestUploadsPayload: () => ({
              uploads: [
                { uploadId: 'u1', url: '/api/registry/v1/uploads/u1?signature=s', method: 'PUT', headers: [] },
                { uploadId: 'u2', url: '/api/registry/v1/uploads/u2?signature=s', method: 'PUT', headers: [] },
              ],
              userErrors: [],
            }),
          }),
        );
      });
      await waitFor(() => expect(sent).toHaveLength(2));
      expect(sent.map((xhr) => xhr.url)).toEqual(['/api/registry/v1/uploads/u1?signature=s', '/api/registry/v1/uploads/u2?signature=s']);
      act(() => sent.forEach((xhr) => xhr.finish()));
      const attach = await pending(environment, 'LoggedOutPagesAttachMutation');
      expect(attach.request.variables.input).toEqual({
        token: 'tok-123',
        requestId: REQUEST_ID,
        documents: [
          { uploadId: 'u1', name: 'mri.pdf', type: 'MEDICAL_RECORDS', price: null },
          { uploadId: 'u2', name: 'bill.pdf', type: 'MEDICAL_RECORDS', price: null },
        ],
      });
      await act(async () => {
        environment.mock.resolve(
          attach,
          MockPayloadGenerator.generate(attach, { AttachDocumentRequestDocumentsPayload: () => ({ documents: [], userErrors: [] }) }),
        );
      });
      // The page asks again for its request (now with the documents).
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Upload Documents' })).toBeNull());
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('an expired link goes to token-expired, whose Resend e-mails a fresh link', async () => {
    const environment = renderAt(LINK, { errorCode: 'TOKEN_EXPIRED' });
    expect(await screen.findByRole('heading', { name: 'This link has expired' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Resend' }));
    const operation = await pending(environment, 'LoggedOutPagesResendMutation');
    expect(operation.request.variables.input).toEqual({ token: 'tok-123', requestId: REQUEST_ID });
    environment.mock.resolve(
      operation,
      MockPayloadGenerator.generate(operation, { ResendDocumentRequestLinkPayload: () => ({ sent: true, userErrors: [] }) }),
    );
    expect(await screen.findByText('A new link has been sent to your e-mail address.')).toBeTruthy();
  });

  it('a fulfilled request goes to already-fulfilled', async () => {
    renderAt(LINK, { errorCode: 'ALREADY_FULFILLED' });
    expect(await screen.findByRole('heading', { name: 'Already fulfilled' })).toBeTruthy();
  });
});
