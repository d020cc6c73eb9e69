import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseLawFirm, latestVariables, resolveLatest } from '../../test/lawFirmPicker.ts';
import { createTestEnvironment } from '../../test/mockEnvironment.ts';
import { renderWithRelay } from '../../test/render.tsx';
import { RejectLienVerificationDialog } from './RejectLienVerificationDialog.tsx';
import { ResolveRejectionDialog } from './ResolveRejectionDialog.tsx';
import { RESUBMIT_NOTE_REQUIRED } from './texts.ts';

vi.mock('react-relay', async (importOriginal) => (await import('../../test/relayArtifacts.ts')).mockReactRelay(importOriginal));

afterEach(cleanup);

const type = (name: string, value: string) => fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });

describe('RejectLienVerificationDialog', () => {
  it('sends the reasons and shows the registry’s field error, then closes once it is accepted', async () => {
    const environment = createTestEnvironment();
    const onClose = vi.fn();
    renderWithRelay(
      <RejectLienVerificationDialog lienId="Lien:1" lienholderName="Riverside Spine & Rehab" onClose={onClose} />,
      environment,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(latestVariables(environment)).toEqual({ input: { lienId: 'Lien:1', note: '' } });
    await resolveLatest(environment, {
      RejectLienVerificationPayload: () => ({ lien: null, userErrors: [{ field: 'note', message: 'This field is required.' }] }),
    });
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();

    type('This lien is rejected for the following reasons', 'No signed lien letter');
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(latestVariables(environment)).toEqual({ input: { lienId: 'Lien:1', note: 'No signed lien letter' } });
    await resolveLatest(environment, { RejectLienVerificationPayload: () => ({ userErrors: [] }) });
    expect(onClose).toHaveBeenCalled();
  });
});

describe('ResolveRejectionDialog', () => {
  it('resubmitting needs a note, with its required-field message, before anything is sent', async () => {
    const environment = createTestEnvironment();
    const onClose = vi.fn();
    renderWithRelay(<ResolveRejectionDialog lienId="Lien:1" currentLawFirmId="firm-hartwell" onClose={onClose} />, environment);

    expect(screen.queryByRole('combobox', { name: /Law firm/ })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Resubmit lien' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(RESUBMIT_NOTE_REQUIRED)).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);

    type('Note', 'The itemised bill is uploaded');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(latestVariables(environment)).toEqual({
      input: { lienId: 'Lien:1', path: 'RESUBMIT', note: 'The itemised bill is uploaded', lawFirmId: null },
    });
    await resolveLatest(environment, { ResolveLienRejectionPayload: () => ({ userErrors: [] }) });
    expect(onClose).toHaveBeenCalled();
  });

  it('the new-law-firm path asks for the firm (not the current one) and shows the registry’s errors', async () => {
    const environment = createTestEnvironment();
    renderWithRelay(<ResolveRejectionDialog lienId="Lien:1" currentLawFirmId="firm-hartwell" onClose={() => {}} />, environment);
    fireEvent.click(screen.getByRole('radio', { name: 'The plaintiff has a new law firm' }));
    await chooseLawFirm(environment, 'Mor', 'Morales Cole Trial Lawyers');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(latestVariables(environment)).toEqual({
      input: { lienId: 'Lien:1', path: 'CHANGE_LAW_FIRM', note: '', lawFirmId: 'firm-morales' },
    });
    await resolveLatest(environment, {
      ResolveLienRejectionPayload: () => ({ lien: null, case: null, userErrors: [{ field: 'lawFirmId', message: 'Select a law firm.' }] }),
    });
    expect(await screen.findByText('Select a law firm.')).toBeTruthy();
  });
});
