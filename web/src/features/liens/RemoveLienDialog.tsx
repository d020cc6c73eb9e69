import { Body1, Field, Textarea } from '@fluentui/react-components';
import { useState } from 'react';
import { TEXT_LIMITS } from '../../lib/input-rules.ts';
import { MutationDialog } from '../../ui/MutationDialog.tsx';
import { useFormErrors } from '../../ui/useFormErrors.ts';
import { useRemoveLienMutation } from './mutations/useRemoveLienMutation.ts';

/**
 * The law firm's "Remove" of a lien ('Are you sure?', with a note for the history). Used by the Finance tab and
 * the Contacts tab. The lien leaves the case's list at once and comes back if the registry refuses.
 */
export function RemoveLienDialog({
  caseId,
  lienId,
  lienholderName,
  onClose,
}: {
  /** Global ids of the case and the lien. */
  caseId: string;
  lienId: string;
  lienholderName: string;
  onClose: () => void;
}) {
  const [removeLien, inFlight] = useRemoveLienMutation();
  const { errors, submit, field } = useFormErrors();
  const [note, setNote] = useState('');

  async function remove() {
    if (await submit(() => removeLien({ caseId, lienId, note }))) onClose();
  }

  return (
    <MutationDialog
      title="Remove"
      submitLabel="Remove"
      onSubmit={remove}
      onClose={onClose}
      inFlight={inFlight}
      generalErrors={errors.general}
    >
      <Body1>Are you sure?</Body1>
      <Body1>{`${lienholderName}'s lien will be removed from this case, and ${lienholderName} will no longer see the case.`}</Body1>
      <Field label="Note" {...field('note')}>
        <Textarea value={note} maxLength={TEXT_LIMITS.note} onChange={(_, { value }) => setNote(value)} />
      </Field>
    </MutationDialog>
  );
}
