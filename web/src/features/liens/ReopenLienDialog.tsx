import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { useFormErrors } from '../../ui/useFormErrors.ts';
import { allMessages } from '../../ui/userErrors.ts';
import { useReopenLienMutation } from './mutations/useReopenLienMutation.ts';

/** The lienholder's Re-open Lien on a resolved lien: the lien shows open at once and closes again if refused. */
export function ReopenLienDialog({ caseId, lienId, onClose }: { caseId: string; lienId: string; onClose: () => void }) {
  const [reopenLien, inFlight] = useReopenLienMutation();
  const { errors, submit } = useFormErrors();

  async function reopen() {
    if (await submit(() => reopenLien({ caseId, lienId }))) onClose();
  }

  return (
    <ConfirmDialog
      title="Re-open Lien"
      question="Are you sure you want to re-open this lien?"
      onConfirm={reopen}
      onClose={onClose}
      inFlight={inFlight}
      generalErrors={allMessages(errors)}
    />
  );
}
