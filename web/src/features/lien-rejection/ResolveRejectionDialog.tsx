import { Field, Radio, RadioGroup, Textarea } from '@fluentui/react-components';
import { useState } from 'react';
import { TEXT_LIMITS } from '../../lib/input-rules.ts';
import { LawFirmPicker, type LawFirmChoice } from '../../ui/LawFirmPicker.tsx';
import { MutationDialog } from '../../ui/MutationDialog.tsx';
import { useFormErrors } from '../../ui/useFormErrors.ts';
import { useResolveLienRejectionMutation } from './mutations/useResolveLienRejectionMutation.ts';
import { RESUBMIT_NOTE_REQUIRED } from './texts.ts';

type Path = 'RESUBMIT' | 'CHANGE_LAW_FIRM';

/** The lienholder answers the law firm's rejection: resubmit the lien with more information, or name the new firm. */
export function ResolveRejectionDialog({
  lienId,
  currentLawFirmId,
  onClose,
}: {
  lienId: string;
  currentLawFirmId?: string | null;
  onClose: () => void;
}) {
  const [resolveRejection, inFlight] = useResolveLienRejectionMutation();
  const { errors, setErrors, submit, field } = useFormErrors();
  const [path, setPath] = useState<Path | ''>('');
  const [note, setNote] = useState('');
  const [lawFirm, setLawFirm] = useState<LawFirmChoice | null>(null);

  async function send() {
    // The resubmit note is checked here too, with the registry's text, so an empty form is answered at once.
    if (path === 'RESUBMIT' && !note.trim()) return setErrors({ fields: { note: RESUBMIT_NOTE_REQUIRED }, general: [] });
    const input = { lienId, path: path || null, note, lawFirmId: path === 'CHANGE_LAW_FIRM' ? (lawFirm?.id ?? null) : null };
    if (await submit(() => resolveRejection(input))) onClose();
  }

  return (
    <MutationDialog
      title="Resolve rejection"
      submitLabel="Submit"
      onSubmit={send}
      submitDisabled={!path}
      onClose={onClose}
      inFlight={inFlight}
      generalErrors={errors.general}
    >
      <Field label="How do you want to resolve it?" required {...field('path')}>
        <RadioGroup value={path} onChange={(_, { value }) => setPath(value as Path)}>
          <Radio value="RESUBMIT" label="Resubmit lien" />
          <Radio value="CHANGE_LAW_FIRM" label="The plaintiff has a new law firm" />
        </RadioGroup>
      </Field>
      {path === 'CHANGE_LAW_FIRM' ? (
        <LawFirmPicker value={lawFirm} onChange={setLawFirm} excludeId={currentLawFirmId} error={errors.fields.lawFirmId} />
      ) : null}
      {path ? (
        <Field label="Note" required={path === 'RESUBMIT'} {...field('note')}>
          <Textarea value={note} maxLength={TEXT_LIMITS.note} onChange={(_, { value }) => setNote(value)} />
        </Field>
      ) : null}
    </MutationDialog>
  );
}
