import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseLawFirm, latestVariables, resolveLatest } from '../../test/lawFirmPicker.ts';
import { createTestEnvironment } from '../../test/mockEnvironment.ts';
import { renderWithRelay } from '../../test/render.tsx';
import { SetLawFirmDialog } from './SetLawFirmDialog.tsx';
import { LAW_FIRM_SET } from './texts.ts';

vi.mock('react-relay', async (importOriginal) => (await import('../../test/relayArtifacts.ts')).mockReactRelay(importOriginal));

afterEach(cleanup);

describe('SetLawFirmDialog', () => {
  it('sends the chosen firm (never the current one) and note, shows field errors, and reports success', async () => {
    const environment = createTestEnvironment();
    const onClose = vi.fn();
    const onDone = vi.fn();
    renderWithRelay(<SetLawFirmDialog caseId="Case:1" currentLawFirmId="firm-hartwell" onClose={onClose} onDone={onDone} />, environment);
    fireEvent.click(screen.getByRole('button', { name: 'Set Law Firm' }));
    expect(latestVariables(environment)).toEqual({ input: { caseId: 'Case:1', lawFirmId: null, note: '' } });
    await resolveLatest(environment, {
      ChangeCaseLawFirmPayload: () => ({ case: null, userErrors: [{ field: 'lawFirmId', message: 'This field is required.' }] }),
    });
    expect(await screen.findByText('This field is required.')).toBeTruthy();

    await chooseLawFirm(environment, 'a', 'Baker Injury Law');
    fireEvent.change(screen.getByRole('textbox', { name: 'Note' }), { target: { value: 'Plaintiff hired Baker' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set Law Firm' }));
    expect(latestVariables(environment)).toEqual({ input: { caseId: 'Case:1', lawFirmId: 'firm-baker', note: 'Plaintiff hired Baker' } });
    await resolveLatest(environment, { ChangeCaseLawFirmPayload: () => ({ userErrors: [] }) });
    expect(onDone).toHaveBeenCalledWith(LAW_FIRM_SET);
    expect(onClose).toHaveBeenCalled();
  });
});
