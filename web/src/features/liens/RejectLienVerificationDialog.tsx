import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, MessageBar, MessageBarBody, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { RejectLienVerificationDialogMutation } from '../../__generated__/RejectLienVerificationDialogMutation.graphql.ts';
import { commitAsPromise } from '../../mutations/commitAsPromise.ts';
import { errorsByField, errorsOfFailure } from '../status/userErrors.ts';
import { TEXT_LIMITS } from '../../lib/input-rules.ts';

const useStyles = makeStyles({ form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM } });

const mutation = graphql`
  mutation RejectLienVerificationDialogMutation($input: RejectLienVerificationInput!) {
    rejectLienVerification(input: $input) {
      lien {
        id
        hasOpenRejection
        rejectionNote
        ...FinanceTab_lien
      }
      userErrors {
        field
        message
      }
    }
  }
`;

/** The law firm rejects a lien's verification with its reasons; the lienholder is asked to resolve it. */
export function RejectLienVerificationDialog({ lienId, lienholderName, onClose }: { lienId: string; lienholderName: string; onClose: () => void }) {
  const styles = useStyles();
  const [commit, inFlight] = useMutation<RejectLienVerificationDialogMutation>(mutation);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<ReturnType<typeof errorsByField>>({ fields: {}, general: [] });

  async function submit() {
    try {
      const response = await commitAsPromise(commit, {
        variables: { input: { lienId, note } },
        // The badge shows at once; Relay rolls it back if the registry refuses.
        optimisticUpdater: (store) => store.get(lienId)?.setValue(true, 'hasOpenRejection'),
      });
      const userErrors = response.rejectLienVerification.userErrors;
      if (userErrors.length) return setErrors(errorsByField(userErrors));
      onClose();
    } catch (error) {
      setErrors(errorsOfFailure(error));
    }
  }

  return (
    <Dialog open onOpenChange={(_, { open }) => !open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>Reject Lien Verification</DialogTitle>
          <DialogContent className={styles.form}>
            {errors.general.map((message) => (
              <MessageBar key={message} intent="error">
                <MessageBarBody>{message}</MessageBarBody>
              </MessageBar>
            ))}
            <Field label="This lien is rejected for the following reasons" required validationMessage={errors.fields.note} hint={`${lienholderName} will be asked to resolve it.`}>
              <Textarea value={note} maxLength={TEXT_LIMITS.note} onChange={(_, { value }) => setNote(value)} />
            </Field>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Cancel</Button>
            <Button appearance="primary" disabled={inFlight} onClick={submit}>
              Reject
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
