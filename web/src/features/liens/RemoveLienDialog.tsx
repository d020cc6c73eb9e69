import {
  Body1,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  MessageBar,
  MessageBarBody,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { RemoveLienDialogMutation } from '../../__generated__/RemoveLienDialogMutation.graphql.ts';
import { commitAsPromise } from '../../mutations/commitAsPromise.ts';
import { errorsByField, errorsOfFailure } from '../status/userErrors.ts';
import { TEXT_LIMITS } from '../../lib/input-rules.ts';

const useStyles = makeStyles({ form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM } });

const mutation = graphql`
  mutation RemoveLienDialogMutation($input: RemoveLienInput!) {
    removeLien(input: $input) {
      removedLienId
      case {
        id
        ...FinanceTab_case
      }
      userErrors {
        field
        message
      }
    }
  }
`;

/**
 * The law firm's "Remove" of a lien ('Are you sure?', with a note for the history). Used by the Finance tab and,
 * later, the Contacts tab. The lien leaves the case's list at once and comes back if the registry refuses.
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
  const styles = useStyles();
  const [commit, inFlight] = useMutation<RemoveLienDialogMutation>(mutation);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<ReturnType<typeof errorsByField>>({ fields: {}, general: [] });

  async function remove() {
    try {
      const response = await commitAsPromise(commit, {
        variables: { input: { lienId, note } },
        optimisticUpdater: (store) => {
          const kase = store.get(caseId);
          const liens = kase?.getLinkedRecords('liens');
          if (kase && liens) kase.setLinkedRecords(liens.filter((lien) => lien?.getDataID() !== lienId), 'liens');
        },
      });
      const userErrors = response.removeLien.userErrors;
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
          <DialogTitle>Remove</DialogTitle>
          <DialogContent className={styles.form}>
            {errors.general.map((message) => (
              <MessageBar key={message} intent="error">
                <MessageBarBody>{message}</MessageBarBody>
              </MessageBar>
            ))}
            <Body1>Are you sure?</Body1>
            <Body1>{`${lienholderName}'s lien will be removed from this case, and ${lienholderName} will no longer see the case.`}</Body1>
            <Field label="Note" validationMessage={errors.fields.note}>
              <Textarea value={note} maxLength={TEXT_LIMITS.note} onChange={(_, { value }) => setNote(value)} />
            </Field>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Cancel</Button>
            <Button appearance="primary" disabled={inFlight} onClick={remove}>
              Remove
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
