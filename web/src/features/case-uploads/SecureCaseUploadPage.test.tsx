import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { OperationDescriptor } from 'relay-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestEnvironment } from '../../test/mockEnvironment.ts';
import { renderWithRelay } from '../../test/render.tsx';
import { RegisterCaseDrawer } from '../case-creation/RegisterCaseDrawer.tsx';
import { SecureCaseUploadPage } from './SecureCaseUploadPage.tsx';
import { CASE_UPLOAD_TEXTS } from './texts.ts';

vi.mock('react-relay', async (importOriginal) => (await import('../../test/relayArtifacts.ts')).mockReactRelay(importOriginal));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const EMPTY = { companyName: '', fullName: '', emailAddress: '' };
const fileInput = () => screen.getByLabelText(/Cases You Are Uploading/) as HTMLInputElement;
const textbox = (name: string) => screen.getByRole('textbox', { name: new RegExp(name) }) as HTMLInputElement;

function fill(values: { company?: string; name?: string; email?: string; file?: File | null }) {
  act(() => {
    if (values.company !== undefined) fireEvent.change(textbox('Company Name'), { target: { value: values.company } });
    if (values.name !== undefined) fireEvent.change(textbox('Your Full Name'), { target: { value: values.name } });
    if (values.email !== undefined) fireEvent.change(textbox('Email'), { target: { value: values.email } });
    if (values.file) fireEvent.change(fileInput(), { target: { files: [values.file] } });
  });
}

const nameOf = (operation: OperationDescriptor) => operation.request.node.params.name;

describe('SecureCaseUploadPage', () => {
  it('shows the title, the fields, the notes and Submit', () => {
    renderWithRelay(<SecureCaseUploadPage defaults={EMPTY} signedIn={false} />, createTestEnvironment());
    expect(screen.getByRole('heading', { name: 'Secure Case Upload' })).toBeTruthy();
    for (const label of ['Company Name', 'Your Full Name', 'Email']) expect(textbox(label)).toBeTruthy();
    expect(fileInput().type).toBe('file');
    // Any file type: the input accepts everything.
    expect(fileInput().getAttribute('accept')).toBeNull();
    expect(
      screen.getByText(
        (_, element) => element?.tagName === 'SPAN' && element.textContent?.startsWith(CASE_UPLOAD_TEXTS.anyFileType.slice(0, -1)) === true,
      ),
    ).toBeTruthy();
    expect(screen.getByText(CASE_UPLOAD_TEXTS.secure)).toBeTruthy();
    expect(screen.getByText(CASE_UPLOAD_TEXTS.agreement)).toBeTruthy();
    // The template spreadsheet (.xlsx, and .csv) is a download.
    expect(screen.getByRole('link', { name: 'template spreadsheet' }).getAttribute('href')).toBe(
      '/api/registry/v1/files/case-upload-template.xlsx',
    );
    expect(screen.getByRole('link', { name: 'CSV' }).getAttribute('href')).toBe('/api/registry/v1/files/case-upload-template.csv');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeTruthy();
  });

  it('refuses missing fields, a bad e-mail and a file over the limit before any request', () => {
    const environment = createTestEnvironment();
    renderWithRelay(<SecureCaseUploadPage defaults={EMPTY} signedIn={false} />, environment);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getAllByText('This field is required.')).toHaveLength(4);
    const big = new File(['x'], 'cases.xlsx');
    Object.defineProperty(big, 'size', { value: 150 * 1024 * 1024 });
    fill({ company: 'Chen PT', name: 'Mia Chen', email: 'mia', file: big });
    expect(screen.getByText('File Size Limit Reached')).toBeTruthy();
    expect(screen.getByText('No files larger than 100mb may be uploaded. Selected file size: 150.0mb.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Enter a valid email address.')).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('sends the file, then the form; shows the server’s field errors; resets on success', async () => {
    const environment = createTestEnvironment();
    const fetchMock = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    renderWithRelay(<SecureCaseUploadPage defaults={EMPTY} signedIn={false} />, environment);
    fill({
      company: 'Chen PT',
      name: 'Mia Chen',
      email: 'mia@chen.test',
      file: new File(['a,b\n1,2\n'], 'cases.csv', { type: 'text/csv' }),
    });

    const target = async (uploadId: string) => {
      await waitFor(() => expect(nameOf(environment.mock.getMostRecentOperation())).toBe('useCreateCaseUploadTargetMutation'));
      const operation = environment.mock.getMostRecentOperation();
      expect(operation.request.variables.input).toEqual({ fileName: 'cases.csv', size: 8, contentType: 'text/csv' });
      act(() =>
        environment.mock.resolve(
          operation,
          MockPayloadGenerator.generate(operation, {
            CreateCaseUploadTargetPayload: () => ({
              target: { uploadId, url: `/api/registry/v1/uploads/${uploadId}?signature=s`, method: 'PUT', contentType: 'text/csv' },
              userErrors: [],
            }),
          }),
        ),
      );
      await waitFor(() => expect(nameOf(environment.mock.getMostRecentOperation())).toBe('useSubmitCaseUploadMutation'));
      return environment.mock.getMostRecentOperation();
    };

    // First the registry refuses the e-mail: the message shows on its field, nothing resets.
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const refused = await target('u-1');
    expect(fetchMock).toHaveBeenCalledWith('/api/registry/v1/uploads/u-1?signature=s', expect.objectContaining({ method: 'PUT' }));
    expect(refused.request.variables.input).toEqual({
      companyName: 'Chen PT',
      fullName: 'Mia Chen',
      emailAddress: 'mia@chen.test',
      dataFileUploadId: 'u-1',
    });
    act(() =>
      environment.mock.resolve(
        refused,
        MockPayloadGenerator.generate(refused, {
          SubmitCaseUploadPayload: () => ({
            caseUpload: null,
            userErrors: [{ field: 'emailAddress', message: 'Enter a valid email address.', code: 'INVALID' }],
          }),
        }),
      ),
    );
    expect(await screen.findByText('Enter a valid email address.')).toBeTruthy();
    expect(textbox('Company Name').value).toBe('Chen PT');

    // Then it is accepted: the success message, and every field is empty again.
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const accepted = await target('u-2');
    act(() =>
      environment.mock.resolve(
        accepted,
        MockPayloadGenerator.generate(accepted, {
          SubmitCaseUploadPayload: () => ({ caseUpload: { reference: 'r-1', fileName: 'cases.csv' }, userErrors: [] }),
        }),
      ),
    );
    expect(await screen.findByText(CASE_UPLOAD_TEXTS.success)).toBeTruthy();
    expect(textbox('Company Name').value).toBe('');
    expect(textbox('Your Full Name').value).toBe('');
    expect(textbox('Email').value).toBe('');
    expect(fileInput().files?.length ?? 0).toBe(0);
    expect(screen.queryByText('Enter a valid email address.')).toBeNull();
  });

  it('starts with the signed-in viewer’s details', () => {
    renderWithRelay(
      <SecureCaseUploadPage defaults={{ companyName: 'Chen PT', fullName: 'Mia Chen', emailAddress: 'mia@chen.test' }} signedIn />,
      createTestEnvironment(),
    );
    expect(textbox('Company Name').value).toBe('Chen PT');
    expect(textbox('Your Full Name').value).toBe('Mia Chen');
    expect(textbox('Email').value).toBe('mia@chen.test');
  });
});

describe('the Register New Case drawer’s link (DECISIONS 18)', () => {
  function drawer(ownFirm: { id: string; name: string } | null) {
    const environment = createTestEnvironment();
    environment.mock.queueOperationResolver((operation) =>
      MockPayloadGenerator.generate(operation, { Options: () => ({ caseType: [], usStates: [] }) }),
    );
    renderWithRelay(<RegisterCaseDrawer open ownFirm={ownFirm} onClose={() => undefined} onCreated={() => undefined} />, environment);
  }

  it('is offered to lienholders', async () => {
    drawer(null);
    const link = await screen.findByRole('link', { name: 'Upload a spreadsheet instead' });
    expect(link.getAttribute('href')).toBe('/bulk-case-upload');
  });

  it('is hidden for law-firm users', async () => {
    drawer({ id: 'lf-1', name: 'Hartwell & Associates' });
    expect(await screen.findByRole('button', { name: 'Register Case' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Upload a spreadsheet instead' })).toBeNull();
  });
});
