import { Field, Textarea } from '@fluentui/react-components';
import { useState } from 'react';
import { TEXT_LIMITS } from '../../lib/input-rules.ts';
import { LawFirmPicker, type LawFirmChoice } from '../../ui/LawFirmPicker.tsx';
import { MutationDialog } from '../../ui/MutationDialog.tsx';
import { useFormErrors } from '../../ui/useFormErrors.ts';
import { useChangeCaseLawFirmMutation } from './mutations/useChangeCaseLawFirmMutation.ts';
import { LAW_FIRM_SET } from './texts.ts';

/**
 * Lienholder: Set Law Firm, the firm that now represents the plaintiff on the case. Used by the Actions menu, the
 * Contacts tab and the Inbox's LAW_FIRM_CHANGED threads. The lienholder keeps its lien and stays on the case
 * (unlike a law firm's change of representation, nothing leaves the portfolio).
 */
export function SetLawFirmDialog({
  caseId,
  currentLawFirmId,
  onClose,
  onDone,
}: {
  /** The case's global id. */
  caseId: string;
  /** The firm on the case now (internalID), not offered. */
  currentLawFirmId?: string | null;
  onClose: () => void;
  onDone?: (message: string) => void;
}) {
  const [changeLawFirm, inFlight] = useChangeCaseLawFirmMutation();
  const { errors, submit, field } = useFormErrors();
  const [lawFirm, setLawFirm] = useState<LawFirmChoice | null>(null);
  const [note, setNote] = useState('');

  async function send() {
    if (!(await submit(() => changeLawFirm({ caseId, lawFirmId: lawFirm?.id ?? null, note })))) return;
    onDone?.(LAW_FIRM_SET);
    onClose();
  }

  return (
    <MutationDialog
      title="Set Law Firm"
      submitLabel="Set Law Firm"
      onSubmit={send}
      onClose={onClose}
      inFlight={inFlight}
      generalErrors={errors.general}
    >
      <LawFirmPicker value={lawFirm} onChange={setLawFirm} excludeId={currentLawFirmId} error={errors.fields.lawFirmId} />
      <Field label="Note" {...field('note')}>
        <Textarea value={note} maxLength={TEXT_LIMITS.note} onChange={(_, { value }) => setNote(value)} />
      </Field>
    </MutationDialog>
  );
}
