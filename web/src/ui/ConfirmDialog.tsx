import { Body1 } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { MutationDialog } from './MutationDialog.tsx';

/**
 * An 'Are you sure?' question answered Yes / No: Yes runs `onConfirm` (the dialog's owner closes it when the
 * mutation succeeded, or passes the errors to show, e.g. `useFormErrors().errors.general`).
 */
export function ConfirmDialog({
  title,
  question,
  confirmLabel = 'Yes',
  cancelLabel = 'No',
  onConfirm,
  onClose,
  inFlight,
  generalErrors,
  modalType,
}: {
  title: string;
  question: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onClose: () => void;
  inFlight: boolean;
  generalErrors?: ReadonlyArray<string>;
  modalType?: 'modal' | 'alert';
}) {
  return (
    <MutationDialog
      title={title}
      submitLabel={confirmLabel}
      cancelLabel={cancelLabel}
      onSubmit={onConfirm}
      onClose={onClose}
      inFlight={inFlight}
      generalErrors={generalErrors}
      modalType={modalType}
    >
      {typeof question === 'string' ? <Body1>{question}</Body1> : question}
    </MutationDialog>
  );
}
