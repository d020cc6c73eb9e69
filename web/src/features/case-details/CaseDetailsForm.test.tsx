import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestEnvironment } from '../../test/mockEnvironment.ts';
import { renderWithRelay } from '../../test/render.tsx';
import { DATE_MESSAGES } from '../../lib/input-rules.ts';
import { CaseDetailsForm, type CaseDetailsValues } from './CaseDetailsForm.tsx';

vi.mock('react-relay', async (importOriginal) => (await import('../../test/relayArtifacts.ts')).mockReactRelay(importOriginal));

afterEach(cleanup);

const TOO_LONG = 'Ensure this field has no more than 100 characters.';
const initial: CaseDetailsValues = {
  firstName: 'Jane',
  lastName: 'Roe',
  birthdate: '1990-01-31',
  dateOfLoss: '2024-03-05',
  stateOfIncident: '',
  type: '',
};

function renderForm(values: Partial<CaseDetailsValues> = {}) {
  const environment = createTestEnvironment();
  const onDone = vi.fn();
  renderWithRelay(
    <CaseDetailsForm caseId="Case:1" initial={{ ...initial, ...values }} states={[]} types={[]} onDone={onDone} />,
    environment,
  );
  return { environment, onDone };
}

const save = () => screen.getByRole('button', { name: 'Save' });
const input = (label: string) => screen.getByLabelText(label, { exact: false, selector: 'input' }) as HTMLInputElement;

describe('CaseDetailsForm limits', () => {
  it('holds names to the registry’s 100 characters: the input stops there, a longer stored name shows the registry’s text and is not sent', () => {
    const { environment } = renderForm({ firstName: 'x'.repeat(101) });
    expect(input('First name').maxLength).toBe(100);
    expect(input('Last name').maxLength).toBe(100);
    expect(screen.getByText(TOO_LONG)).toBeTruthy();
    expect(save().hasAttribute('disabled')).toBe(true);
    fireEvent.submit(save().closest('form')!);
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    fireEvent.change(input('First name'), { target: { value: 'x'.repeat(100) } });
    expect(screen.queryByText(TOO_LONG)).toBeNull();
    expect(save().hasAttribute('disabled')).toBe(false);
  });

  it('refuses a birth date after the date of loss or a loss in the future, with the registry’s texts', () => {
    renderForm();
    fireEvent.change(input('Date of birth'), { target: { value: '2024-03-06' } });
    expect(screen.getByText(DATE_MESSAGES.birthdateAfterLoss)).toBeTruthy();
    fireEvent.change(input('Date of birth'), { target: { value: '1990-01-31' } });
    fireEvent.change(input('Date of loss'), { target: { value: '2999-01-01' } });
    expect(screen.getByText(DATE_MESSAGES.lossInFuture)).toBeTruthy();
    expect(save().hasAttribute('disabled')).toBe(true);
  });

  it('still shows the registry’s own answer when the local check passes', async () => {
    const { environment, onDone } = renderForm();
    fireEvent.submit(save().closest('form')!);
    const operation = environment.mock.getMostRecentOperation();
    await act(async () => {
      environment.mock.resolve(
        operation,
        MockPayloadGenerator.generate(operation, {
          UpdateCaseDetailsPayload: () => ({
            case: null,
            userErrors: [{ field: 'firstName', message: 'This field contains characters that are not allowed.' }],
          }),
        }),
      );
    });
    expect(screen.getByText('This field contains characters that are not allowed.')).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
  });
});
