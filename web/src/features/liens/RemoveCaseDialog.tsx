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
import type { RemoveCaseDialogMutation } from '../../__generated__/RemoveCaseDialogMutation.graphql.ts';
import { hardNavigate } from '../../lib/hardNavigate.ts';
import { commitAsPromise } from '../../mutations/commitAsPromise.ts';
import { errorsByField, errorsOfFailure } from '../status/userErrors.ts';
import { TEXT_LIMITS } from '../../lib/input-rules.ts';

const useStyles = makeStyles({ form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM } });

const mutation = graphql`
  mutation RemoveCaseDialogMutation($input: RemoveCaseInput!) {
    removeCase(input: $input) {
      removedCaseId
      userErrors {
        field
        message
      }
    }
  }
`;

/** The lienholder's Remove Case ('Are you sure?'); the note is required when the case's law firm created the lien. */
export function RemoveCaseDialog({ lienId, noteRequired, onClose }: { lienId: string; noteRequired: boolean; onClose: () => void }) {
  const styles = useStyles();
  const [commit, inFlight] = useMutation<RemoveCaseDialogMutation>(mutation);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<ReturnType<typeof errorsByField>>({ fields: {}, general: [] });

  async function remove() {
    try {
      const response = await commitAsPromise(commit, { variables: { input: { lienId, note } } });
      const userErrors = response.removeCase.userErrors;
      if (userErrors.length) return setErrors(errorsByField(userErrors));
      // The case has left the portfolio: the list reloads and opens its first case (spec 2.1).
      hardNavigate('/portfolio');
    } catch (error) {
      setErrors(errorsOfFailure(error));
    }
  }

  return (
    <Dialog open onOpenChange={(_, { open }) => !open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>Remove Case</DialogTitle>
          <DialogContent className={styles.form}>
            {errors.general.map((message) => (
              <MessageBar key={message} intent="error">
                <MessageBarBody>{message}</MessageBarBody>
              </MessageBar>
            ))}
            <Body1>Are you sure?</Body1>
            <Body1>The case will be removed from your portfolio and the law firm will be told.</Body1>
            <Field label="Note" required={noteRequired} validationMessage={errors.fields.note}>
              <Textarea value={note} maxLength={TEXT_LIMITS.note} onChange={(_, { value }) => setNote(value)} />
            </Field>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Cancel</Button>
            <Button appearance="primary" disabled={inFlight} onClick={remove}>
              Remove Case
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
