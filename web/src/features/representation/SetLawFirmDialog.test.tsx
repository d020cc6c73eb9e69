import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { OperationDescriptor } from 'relay-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestEnvironment } from '../../test/mockEnvironment.ts';
import { renderWithRelay } from '../../test/render.tsx';
import { LAW_FIRM_SET, SetLawFirmDialog } from './SetLawFirmDialog.tsx';

vi.mock('react-relay', async (importOriginal) =>
  (await import('../../test/relayArtifacts.ts')).mockReactRelay(importOriginal),
);

afterEach(cleanup);

type Environment = ReturnType<typeof createTestEnvironment>;

const DIRECTORY = [
  { internalID: 'firm-hartwell', name: 'Hartwell & Associates' },
  { internalID: 'firm-baker', name: 'Baker Injury Law' },
];

async function resolveLatest(environment: Environment, resolvers: Parameters<typeof MockPayloadGenerator.generate>[1]) {
  await act(async () => {
    environment.mock.resolveMostRecentOperation((op: OperationDescriptor) => MockPayloadGenerator.generate(op, resolvers));
  });
}

const latestVariables = (environment: Environment) => environment.mock.getMostRecentOperation().request.variables;

describe('SetLawFirmDialog', () => {
  it('sends the chosen firm (never the current one) and note, shows field errors, and reports success', async () => {
    const environment = createTestEnvironment();
    const onClose = vi.fn();
    const onDone = vi.fn();
    renderWithRelay(<SetLawFirmDialog caseId="Case:1" currentLawFirmId="firm-hartwell" onClose={onClose} onDone={onDone} />, environment);
    fireEvent.click(screen.getByRole('button', { name: 'Set Law Firm' }));
    expect(latestVariables(environment)).toEqual({ input: { caseId: 'Case:1', lawFirmId: null, note: '' } });
    await resolveLatest(environment, { ChangeCaseLawFirmPayload: () => ({ case: null, userErrors: [{ field: 'lawFirmId', message: 'This field is required.' }] }) });
    expect(await screen.findByText('This field is required.')).toBeTruthy();

    const box = screen.getByRole('combobox', { name: /Law firm/ });
    fireEvent.change(box, { target: { value: 'a' } });
    if (box.getAttribute('aria-expanded') !== 'true') fireEvent.click(box);
    await waitFor(() => expect(latestVariables(environment)).toEqual({ search: 'a' }), { timeout: 2000 });
    await resolveLatest(environment, { Viewer: () => ({ lawFirmDirectory: DIRECTORY }) });
    fireEvent.click(await screen.findByRole('option', { name: 'Baker Injury Law' }));
    expect(screen.queryByRole('option', { name: 'Hartwell & Associates' })).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: 'Note' }), { target: { value: 'Plaintiff hired Baker' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set Law Firm' }));
    expect(latestVariables(environment)).toEqual({ input: { caseId: 'Case:1', lawFirmId: 'firm-baker', note: 'Plaintiff hired Baker' } });
    await resolveLatest(environment, { ChangeCaseLawFirmPayload: () => ({ userErrors: [] }) });
    expect(onDone).toHaveBeenCalledWith(LAW_FIRM_SET);
    expect(onClose).toHaveBeenCalled();
  });
});
