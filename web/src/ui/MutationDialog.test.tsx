import { act, cleanup, fireEvent, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestEnvironment } from '../test/mockEnvironment.ts';
import { renderWithRelay } from '../test/render.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { MutationDialog } from './MutationDialog.tsx';
import { useFormErrors } from './useFormErrors.ts';
import { errorsByField, errorsOfFailure } from './userErrors.ts';

afterEach(cleanup);

const render = (ui: React.ReactNode) => renderWithRelay(ui, createTestEnvironment());

describe('MutationDialog', () => {
  it('shows the title, the body and the general errors; Cancel closes and Submit submits', () => {
    const onSubmit = vi.fn();
    const onClose = vi.fn();
    render(
      <MutationDialog
        title="Remove"
        submitLabel="Remove"
        onSubmit={onSubmit}
        onClose={onClose}
        inFlight={false}
        generalErrors={['The case is locked.']}
      >
        <p>Are you sure?</p>
      </MutationDialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Remove' })).toBeTruthy();
    expect(screen.getByText('Are you sure?')).toBeTruthy();
    expect(screen.getByText('The case is locked.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('disables Submit with a spinner while the mutation is in flight, and while submitDisabled', () => {
    const { rerender } = render(<MutationDialog title="Save" submitLabel="Save" onSubmit={() => {}} onClose={() => {}} inFlight />);
    const submit = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    expect(submit.querySelector('[role="progressbar"], .fui-Spinner')).toBeTruthy();
    rerender(<MutationDialog title="Save" submitLabel="Save" onSubmit={() => {}} onClose={() => {}} inFlight={false} submitDisabled />);
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('with success shows the notice instead of the form and only OK, which closes', () => {
    const onClose = vi.fn();
    render(
      <MutationDialog title="Change" submitLabel="Submit" onSubmit={() => {}} onClose={onClose} inFlight={false} success="Done, thanks.">
        <p>the form</p>
      </MutationDialog>,
    );
    expect(screen.getByText('Done, thanks.')).toBeTruthy();
    expect(screen.queryByText('the form')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalled();
  });
});

describe('ConfirmDialog', () => {
  it('asks with Yes / No and shows the error', () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    render(
      <ConfirmDialog
        title="Re-open Lien"
        question="Are you sure?"
        onConfirm={onConfirm}
        onClose={onClose}
        inFlight={false}
        generalErrors={['Refused.']}
      />,
    );
    expect(screen.getByText('Are you sure?')).toBeTruthy();
    expect(screen.getByText('Refused.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(onConfirm).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(onClose).toHaveBeenCalled();
  });
});

describe('user errors', () => {
  it('splits userErrors by field (first message wins) and keeps the rest as general', () => {
    expect(
      errorsByField([
        { field: 'note', message: 'Required.' },
        { field: 'note', message: 'Too long.' },
        { field: null, message: 'Locked.' },
      ]),
    ).toEqual({ fields: { note: 'Required.' }, general: ['Locked.'] });
    expect(errorsOfFailure(new Error('Network down')).general).toEqual(['Network down']);
    expect(errorsOfFailure('odd').general[0]).toMatch(/An error occurred/);
  });

  it('useFormErrors.submit resolves true without errors, keeps field errors, and turns a failure into a general error', async () => {
    const { result } = renderHook(() => useFormErrors());
    let ok = false;
    await act(async () => {
      ok = await result.current.submit(async () => [{ field: 'note', message: 'Required.' }]);
    });
    expect(ok).toBe(false);
    expect(result.current.field('note')).toEqual({ validationMessage: 'Required.' });
    await act(async () => {
      ok = await result.current.submit(async () => {
        throw new Error('Offline');
      });
    });
    expect(ok).toBe(false);
    expect(result.current.errors.general).toEqual(['Offline']);
    await act(async () => {
      ok = await result.current.submit(async () => []);
    });
    expect(ok).toBe(true);
    expect(result.current.errors).toEqual({ fields: {}, general: [] });
  });
});
