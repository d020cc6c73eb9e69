import { Field, Textarea } from '@fluentui/react-components';
import { useState } from 'react';
import { TEXT_LIMITS } from '../../lib/input-rules.ts';
import { MutationDialog } from '../../ui/MutationDialog.tsx';
import { useFormErrors } from '../../ui/useFormErrors.ts';
import { useRejectLienVerificationMutation } from './mutations/useRejectLienVerificationMutation.ts';

/** The law firm rejects a lien's verification with its reasons; the lienholder is asked to resolve it. */
export function RejectLienVerificationDialog({
  lienId,
  lienholderName,
  onClose,
}: {
  lienId: string;
  lienholderName: string;
  onClose: () => void;
}) {
  const [reject, inFlight] = useRejectLienVerificationMutation();
  const { errors, submit, field } = useFormErrors();
  const [note, setNote] = useState('');

  async function send() {
    if (await submit(() => reject({ lienId, note }))) onClose();
  }

  return (
    <MutationDialog
      title="Reject Lien Verification"
      submitLabel="Reject"
      onSubmit={send}
      onClose={onClose}
      inFlight={inFlight}
      generalErrors={errors.general}
    >
      <Field
        label="This lien is rejected for the following reasons"
        required
        hint={`${lienholderName} will be asked to resolve it.`}
        {...field('note')}
      >
        <Textarea value={note} maxLength={TEXT_LIMITS.note} onChange={(_, { value }) => setNote(value)} />
      </Field>
    </MutationDialog>
  );
}
