import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MockPayloadGenerator, type MockEnvironment } from 'relay-test-utils';
import type { OperationDescriptor } from 'relay-runtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestEnvironment } from '../../test/mockEnvironment.ts';
import { renderWithRelay } from '../../test/render.tsx';
import { MAX_DOCUMENT_BYTES } from './fileSize.ts';
import { UploadDocumentsDialog, type DocumentUploadAdapter } from './UploadDocumentsDialog.tsx';

vi.mock('react-relay', async (importOriginal) => (await import('../../test/relayArtifacts.ts')).mockReactRelay(importOriginal));

/** A stand-in for XMLHttpRequest: the test drives each request's progress, completion and abort. */
class FakeXhr {
  static all: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = '';
  aborted = false;
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.all.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ loaded, total, lengthComputable: true });
  }
  finish(status = 200) {
    this.status = status;
    this.onload?.();
  }
}

beforeEach(() => {
  FakeXhr.all = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const TYPES = [
  { value: 'MEDICAL_RECORDS', label: 'Medical Records' },
  { value: 'BILL', label: 'Bill' },
];

function fileOf(name: string, size: number, content = 'x'.repeat(Math.min(size, 100))): File {
  const file = new File([content], name, { type: 'text/plain' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

const operationsNamed = (environment: MockEnvironment, name: string) =>
  environment.mock.getAllOperations().filter((op) => op.request.node.params.name === name);

async function pendingOperation(environment: MockEnvironment, name: string): Promise<OperationDescriptor> {
  await waitFor(() => expect(operationsNamed(environment, name)).not.toHaveLength(0));
  return operationsNamed(environment, name).at(-1)!;
}

function open(props: Partial<Parameters<typeof UploadDocumentsDialog>[0]> = {}) {
  const environment = createTestEnvironment();
  const onClose = vi.fn();
  const onUploaded = vi.fn();
  renderWithRelay(
    <UploadDocumentsDialog
      caseId="Case:1"
      typeChoices={TYPES}
      connections={['client:Case:1:__DocumentsTab_documents_connection']}
      onClose={onClose}
      onUploaded={onUploaded}
      {...props}
    />,
    environment,
  );
  return { environment, onClose, onUploaded };
}

const choose = (...files: File[]) => fireEvent.change(screen.getByLabelText('Choose files'), { target: { files } });
const selectType = (value: string) => fireEvent.change(screen.getByRole('combobox', { name: /Type/ }), { target: { value } });

describe('UploadDocumentsDialog', () => {
  it("opens titled 'Upload Documents'", async () => {
    open();
    const dialog = await screen.findByRole('dialog', { name: 'Upload Documents' });
    expect(dialog).toBeTruthy();
  });

  it('refuses a file over 100 MiB − 1024 bytes in the browser, before any request, with the catalogue texts', async () => {
    const { environment } = open();
    choose(fileOf('scan.pdf', MAX_DOCUMENT_BYTES + 1));
    expect(await screen.findByText('File Size Limit Reached')).toBeTruthy();
    expect(screen.getByText('No files larger than 100mb may be uploaded. Selected file size: 100.0mb.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Selected files' })).toBeNull();
    // A 250 MB file shows its own size to one decimal.
    choose(fileOf('video.mp4', 250 * 1024 * 1024 + 200_000));
    expect(await screen.findByText('No files larger than 100mb may be uploaded. Selected file size: 250.2mb.')).toBeTruthy();
    // Exactly the limit is accepted.
    choose(fileOf('exact.pdf', MAX_DOCUMENT_BYTES));
    expect(within(await screen.findByRole('list', { name: 'Selected files' })).getByText('exact.pdf')).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    expect(FakeXhr.all).toHaveLength(0);
  });

  it('asks for a name only for a single file, the Access Fee only when the server allows pricing and for medical records', async () => {
    open({ canPrice: true });
    choose(fileOf('records.pdf', 10));
    expect((screen.getByRole('textbox', { name: /Name/ }) as HTMLInputElement).value).toBe('records.pdf');
    expect(screen.queryByRole('textbox', { name: /Access Fee/ })).toBeNull();
    selectType('MEDICAL_RECORDS');
    expect(screen.getByRole('textbox', { name: /Access Fee/ })).toBeTruthy();
    selectType('BILL');
    expect(screen.queryByRole('textbox', { name: /Access Fee/ })).toBeNull();
    choose(fileOf('second.pdf', 10));
    expect(screen.queryByRole('textbox', { name: /Name/ })).toBeNull();
  });

  it('never offers the Access Fee when the server says the viewer may not price', async () => {
    open({ canPrice: false });
    choose(fileOf('records.pdf', 10));
    selectType('MEDICAL_RECORDS');
    expect(screen.queryByRole('textbox', { name: /Access Fee/ })).toBeNull();
  });

  it('requires a type, and Share With when the server offers choices', async () => {
    const { environment } = open({
      shareWithChoices: [
        { value: 'ALL', label: 'All' },
        { value: 'Lien:1', label: 'Riverside Spine & Rehab' },
      ],
    });
    choose(fileOf('letter.pdf', 10));
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Type is required.')).toBeTruthy();
    expect(screen.getByText('Choose who to share the documents with.')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Riverside Spine & Rehab' })).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('sends several files at once with a progress bar each; Cancel aborts one; the rest are attached', async () => {
    const { environment, onClose, onUploaded } = open({ shareWithChoices: [{ value: 'ALL', label: 'All' }] });
    choose(fileOf('a.txt', 100), fileOf('b.txt', 200));
    selectType('BILL');
    fireEvent.click(screen.getByRole('radio', { name: 'All' }));
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));

    const create = await pendingOperation(environment, 'useCreateDocumentUploadsMutation');
    expect(create.request.variables.input.files).toEqual([
      { fileName: 'a.txt', size: 100, contentType: 'text/plain' },
      { fileName: 'b.txt', size: 200, contentType: 'text/plain' },
    ]);
    await act(async () => {
      environment.mock.resolve(create, {
        data: {
          createDocumentUploads: {
            uploads: ['a', 'b'].map((id) => ({
              uploadId: `upload-${id}`,
              fileName: `${id}.txt`,
              url: `/api/registry/v1/uploads/${id}?signature=s`,
              method: 'PUT',
              headers: [{ name: 'Content-Type', value: 'text/plain' }],
            })),
            userErrors: [],
          },
        },
      });
    });
    await waitFor(() => expect(FakeXhr.all).toHaveLength(2));
    const [first, second] = FakeXhr.all as [FakeXhr, FakeXhr];
    expect(first).toMatchObject({
      method: 'PUT',
      url: '/api/registry/v1/uploads/a?signature=s',
      headers: { 'Content-Type': 'text/plain' },
    });

    act(() => first.progress(50, 100));
    const bar = await screen.findByRole('progressbar', { name: 'Upload progress of a.txt' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('0.5'));
    expect(screen.getByRole('progressbar', { name: 'Upload progress of b.txt' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Cancel upload of b.txt' }));
    expect(second.aborted).toBe(true);
    await waitFor(() => expect(screen.queryByText('b.txt')).toBeNull());

    act(() => first.finish(200));
    const attach = await pendingOperation(environment, 'useAttachDocumentsMutation');
    expect(attach.request.variables).toEqual({
      input: {
        caseId: 'Case:1',
        lienId: null,
        shareWith: 'ALL',
        documents: [{ uploadId: 'upload-a', name: 'a.txt', type: 'BILL', price: null }],
      },
      connections: ['client:Case:1:__DocumentsTab_documents_connection'],
    });
    await act(async () => {
      environment.mock.resolve(
        attach,
        MockPayloadGenerator.generate(attach, {
          AttachDocumentsPayload: () => ({ documentEdges: [{ cursor: '0', node: { id: 'Document:new' } }], userErrors: [] }),
          Document: () => ({ id: 'Document:new' }),
        }),
      );
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onUploaded).toHaveBeenCalledWith(1, ['Document:new']);
  });

  it("shows a target's refusal of the bytes on the file and attaches nothing", async () => {
    const adapter: DocumentUploadAdapter = {
      createUploads: vi.fn(async () => ({ uploads: [{ uploadId: 'u1', url: '/up/1', method: 'PUT', headers: [] }], userErrors: [] })),
      attach: vi.fn(async () => []),
    };
    const { environment } = open({ uploadTarget: adapter });
    choose(fileOf('a.txt', 10));
    selectType('BILL');
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    FakeXhr.all[0]!.responseText = JSON.stringify({ detail: 'This link is invalid or has expired.' });
    act(() => FakeXhr.all[0]!.finish(403));
    expect(await screen.findByText('This link is invalid or has expired.')).toBeTruthy();
    expect(screen.getByText('Some files were not uploaded. Upload again to retry them.')).toBeTruthy();
    expect(adapter.attach).not.toHaveBeenCalled();
    // The adapter replaced the signed-in mutations.
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('an upload target adapter (the logged-out page) gets the files and attaches them with the name given', async () => {
    const adapter: DocumentUploadAdapter = {
      createUploads: vi.fn(async () => ({ uploads: [{ uploadId: 'u1', url: '/up/1', method: 'PUT', headers: [] }], userErrors: [] })),
      attach: vi.fn(async () => []),
    };
    const { onClose } = open({ uploadTarget: adapter });
    choose(fileOf('scan.pdf', 10));
    fireEvent.change(screen.getByRole('textbox', { name: /Name/ }), { target: { value: 'MRI report' } });
    selectType('MEDICAL_RECORDS');
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    act(() => FakeXhr.all[0]!.finish(200));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(adapter.createUploads).toHaveBeenCalledWith([{ fileName: 'scan.pdf', size: 10, contentType: 'text/plain' }]);
    expect(adapter.attach).toHaveBeenCalledWith([{ uploadId: 'u1', name: 'MRI report', type: 'MEDICAL_RECORDS', price: null }], null);
  });
});
