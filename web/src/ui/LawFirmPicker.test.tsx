import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import type { OperationDescriptor } from 'relay-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestEnvironment } from '../test/mockEnvironment.ts';
import { renderWithRelay } from '../test/render.tsx';
import { LawFirmPicker, type CreateLawFirm, type LawFirmChoice } from './LawFirmPicker.tsx';

vi.mock('react-relay', async (importOriginal) => (await import('../test/relayArtifacts.ts')).mockReactRelay(importOriginal));

afterEach(cleanup);

const DIRECTORY = [
  { internalID: 'firm-hartwell', name: 'Hartwell & Associates' },
  { internalID: 'firm-harbor', name: 'Harbor Law' },
];

function Harness({
  excludeId,
  onCreate,
  onChange,
}: {
  excludeId?: string;
  onCreate?: CreateLawFirm;
  onChange: (firm: LawFirmChoice | null) => void;
}) {
  const [value, setValue] = useState<LawFirmChoice | null>(null);
  return (
    <LawFirmPicker
      value={value}
      excludeId={excludeId}
      onCreate={onCreate}
      onChange={(firm) => {
        setValue(firm);
        onChange(firm);
      }}
    />
  );
}

function setup(props: { excludeId?: string; onCreate?: CreateLawFirm }) {
  const environment = createTestEnvironment();
  const searches: unknown[] = [];
  for (let i = 0; i < 10; i++)
    environment.mock.queueOperationResolver((op: OperationDescriptor) => {
      searches.push(op.request.variables.search);
      return { data: { viewer: { id: 'viewer', lawFirmDirectory: DIRECTORY } } };
    });
  const onChange = vi.fn();
  renderWithRelay(<Harness {...props} onChange={onChange} />, environment);
  return { onChange, searches };
}

async function search(text: string) {
  const box = screen.getByRole('combobox', { name: /Law firm/ });
  fireEvent.change(box, { target: { value: text } });
  if (box.getAttribute('aria-expanded') !== 'true') fireEvent.click(box);
}

describe('LawFirmPicker', () => {
  it('searches the directory by name and never offers the excluded firm', async () => {
    const { onChange, searches } = setup({ excludeId: 'firm-hartwell' });
    await search('Har');
    fireEvent.click(await screen.findByRole('option', { name: 'Harbor Law' }, { timeout: 2000 }));
    expect(searches).toEqual(['Har']);
    expect(screen.queryByRole('option', { name: 'Hartwell & Associates' })).toBeNull();
    expect(onChange).toHaveBeenLastCalledWith({ id: 'firm-harbor', name: 'Harbor Law' });
    expect(screen.queryByRole('option', { name: /Create new law firm/ })).toBeNull();
  });

  it('with onCreate offers to add the firm and chooses the new one', async () => {
    const onCreate = vi.fn<CreateLawFirm>(async ({ name }) => ({ firm: { id: 'firm-vega', name }, userErrors: [] }));
    const { onChange } = setup({ onCreate });
    await search('Vega Law');
    fireEvent.click(await screen.findByRole('option', { name: 'Create new law firm "Vega Law"' }, { timeout: 2000 }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Website' }), { target: { value: 'https://vega.example' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Create law firm' }));
    });
    expect(onCreate).toHaveBeenCalledWith({ name: 'Vega Law', website: 'https://vega.example' });
    expect(onChange).toHaveBeenLastCalledWith({ id: 'firm-vega', name: 'Vega Law' });
    expect(screen.queryByRole('group', { name: 'New law firm' })).toBeNull();
  });

  it('shows the registry’s error when adding the firm is refused', async () => {
    const onCreate = vi.fn<CreateLawFirm>(async () => ({
      firm: null,
      userErrors: [{ field: 'name', message: 'This law firm already exists.' }],
    }));
    setup({ onCreate });
    await search('Hartwell');
    fireEvent.click(await screen.findByRole('option', { name: 'Create new law firm "Hartwell"' }, { timeout: 2000 }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Create law firm' }));
    });
    expect(await screen.findByText('This law firm already exists.')).toBeTruthy();
  });
});
