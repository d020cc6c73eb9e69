import { Body1, Field, Textarea } from '@fluentui/react-components';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { TEXT_LIMITS } from '../../lib/input-rules.ts';
import { MutationDialog } from '../../ui/MutationDialog.tsx';
import { useFormErrors } from '../../ui/useFormErrors.ts';
import { useRemoveCaseMutation } from './mutations/useRemoveCaseMutation.ts';

/** The lienholder's Remove Case ('Are you sure?'); the note is required when the case's law firm created the lien. */
export function RemoveCaseDialog({ lienId, noteRequired, onClose }: { lienId: string; noteRequired: boolean; onClose: () => void }) {
  const [removeCase, inFlight] = useRemoveCaseMutation();
  const { errors, submit, field } = useFormErrors();
  const [note, setNote] = useState('');
  const navigate = useNavigate();

  async function remove() {
    // The case has left the portfolio lists: the portfolio opens its first case.
    if (!(await submit(() => removeCase({ lienId, note })))) return;
    onClose();
    await navigate('/portfolio');
  }

  return (
    <MutationDialog
      title="Remove Case"
      submitLabel="Remove Case"
      onSubmit={remove}
      onClose={onClose}
      inFlight={inFlight}
      generalErrors={errors.general}
    >
      <Body1>Are you sure?</Body1>
      <Body1>The case will be removed from your portfolio and the law firm will be told.</Body1>
      <Field label="Note" required={noteRequired} {...field('note')}>
        <Textarea value={note} maxLength={TEXT_LIMITS.note} onChange={(_, { value }) => setNote(value)} />
      </Field>
    </MutationDialog>
  );
}
