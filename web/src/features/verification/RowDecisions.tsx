import { Button } from '@fluentui/react-components';
import { useState } from 'react';
import { errorsOfFailure } from '../../ui/userErrors.ts';
import type { VerificationPlace } from './mutations/store.ts';
import { useMarkVerificationCouldNotVerifyMutation } from './mutations/useMarkVerificationCouldNotVerifyMutation.ts';
import { useMarkVerificationNeedsMoreInformationMutation } from './mutations/useMarkVerificationNeedsMoreInformationMutation.ts';
import { NoteDialog } from './NoteDialog.tsx';
import { VERIFICATION_TEXTS } from './texts.ts';
import { useDecisionToast } from './useDecisionToast.tsx';

/** 'Needs more information' (the row stays, its note updated) and 'Could not verify' (the row leaves), with notes. */
export function RowDecisions({
  id,
  note,
  canMarkNeedsMoreInformation,
  canMarkCouldNotVerify,
  place,
}: {
  id: string;
  note: string;
  canMarkNeedsMoreInformation: boolean;
  canMarkCouldNotVerify: boolean;
  place: VerificationPlace;
}) {
  const [asking, setAsking] = useState<'nmi' | 'cnv' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [markNeeds, needsBusy] = useMarkVerificationNeedsMoreInformationMutation();
  const [markCould, couldBusy] = useMarkVerificationCouldNotVerifyMutation();
  const toast = useDecisionToast();
  const busy = needsBusy || couldBusy;
  const save = async (text: string) => {
    try {
      const result = asking === 'nmi' ? await markNeeds(id, text, place) : await markCould(id, text, place);
      const noteError = result.userErrors.find((userError) => userError.field === 'note');
      if (noteError) {
        setError(noteError.message);
        return;
      }
      setAsking(null);
      setError(null);
      toast(asking === 'nmi' ? VERIFICATION_TEXTS.markedNeedsMoreInformation : VERIFICATION_TEXTS.markedCouldNotVerify, result.userErrors);
    } catch (failure) {
      setAsking(null);
      toast('', [{ message: errorsOfFailure(failure).general.join(' ') || VERIFICATION_TEXTS.genericError }]);
    }
  };
  return (
    <>
      <Button size="small" disabled={busy || !canMarkNeedsMoreInformation} onClick={() => setAsking('nmi')}>
        {VERIFICATION_TEXTS.needsMoreInformation}
      </Button>
      <Button size="small" disabled={busy || !canMarkCouldNotVerify} onClick={() => setAsking('cnv')}>
        {VERIFICATION_TEXTS.couldNotVerify}
      </Button>
      {asking ? (
        <NoteDialog
          title={asking === 'nmi' ? VERIFICATION_TEXTS.needsMoreInformationTitle : VERIFICATION_TEXTS.couldNotVerifyTitle}
          initialNote={asking === 'nmi' ? note : ''}
          busy={busy}
          error={error}
          onSave={(text) => void save(text)}
          onClose={() => {
            setAsking(null);
            setError(null);
          }}
        />
      ) : null}
    </>
  );
}
