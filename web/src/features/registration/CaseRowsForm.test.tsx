import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestEnvironment } from '../../test/mockEnvironment.ts';
import { renderWithRelay } from '../../test/render.tsx';
import { emptyRow, rowProblems, type CaseRow } from './caseRows.ts';
import { CaseRowsForm } from './CaseRowsForm.tsx';

vi.mock('react-relay', async (importOriginal) => (await import('../../test/relayArtifacts.ts')).mockReactRelay(importOriginal));

afterEach(cleanup);

function Harness({ initial }: { initial: CaseRow[] }) {
  const [rows, setRows] = useState(initial);
  const [file, setFile] = useState<File | null>(null);
  return <CaseRowsForm rows={rows} file={file} problems={rowProblems(rows, file !== null)} onRowsChange={setRows} onFileChange={setFile} />;
}

const render = (initial: CaseRow[] = [emptyRow()]) => renderWithRelay(<Harness initial={initial} />, createTestEnvironment());
const attach = (name = 'cases.csv') =>
  act(() => {
    fireEvent.change(screen.getByLabelText('Case spreadsheet'), { target: { files: [new File(['a,b'], name, { type: 'text/csv' })] } });
  });

describe('CaseRowsForm', () => {
  it('offers delete only while more than one row exists', () => {
    render();
    expect(screen.queryByRole('button', { name: 'Delete case 1' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add another' }));
    expect(screen.getByRole('button', { name: 'Delete case 1' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete case 2' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete case 2' }));
    expect(screen.queryByRole('group', { name: 'Case 2' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete case 1' })).toBeNull();
  });

  it('carries the first row’s law firm into a new row as its search text; the search box has the spec’s placeholder', () => {
    render([{ ...emptyRow(), lawFirm: { id: 'f1', name: 'Hartwell Law' } }]);
    fireEvent.click(screen.getByRole('button', { name: 'Add another' }));
    const second = screen.getByRole('combobox', { name: /Law firm \(case 2\)/ }) as HTMLInputElement;
    expect(second.value).toBe('Hartwell Law');
    expect(second.placeholder).toBe('Search law firm...');
  });

  it('with a file attached every row field and Add another are disabled', () => {
    render();
    attach();
    expect((screen.getByRole('button', { name: 'Add another' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('textbox', { name: /First Name \(case 1\)/ }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('textbox', { name: /Last Name \(case 1\)/ }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText(/Patient Date of Birth \(case 1\)/) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText(/Patient Date of Loss \(case 1\)/) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('combobox', { name: /Law firm \(case 1\)/ }) as HTMLInputElement).disabled).toBe(true);
    // The rows' required-field rule does not apply with a file.
    expect(screen.queryByText('This field is required.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove file' }));
    expect((screen.getByRole('button', { name: 'Add another' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows each missing required field without a file', () => {
    render();
    expect(screen.getAllByText('This field is required.')).toHaveLength(3);
  });
});
