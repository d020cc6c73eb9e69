import {
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
  Radio,
  RadioGroup,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Suspense, useState } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { ResolveRejectionDialogMutation } from '../../__generated__/ResolveRejectionDialogMutation.graphql.ts';
import { commitAsPromise } from '../../mutations/commitAsPromise.ts';
import { errorsByField, errorsOfFailure } from '../status/userErrors.ts';
import { LawFirmPicker } from './LawFirmPicker.tsx';
import { TEXT_LIMITS } from '../../lib/input-rules.ts';

const useStyles = makeStyles({ form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM } });

export const RESUBMIT_NOTE_REQUIRED = 'This field is required. Please provide additional information to the law firm.';

const mutation = graphql`
  mutation ResolveRejectionDialogMutation($input: ResolveLienRejectionInput!) {
    resolveLienRejection(input: $input) {
      lien {
        id
        hasOpenRejection
        rejectionNote
        verificationStatus
        hasAttorneyChanged
      }
      case {
        id
        lawFirm {
          internalID
          name
        }
        ...CaseHeader_case
        ...CaseDetailsCard_case
        ...LawFirmStatusPanel_case
        ...FinanceTab_case
      }
      userErrors {
        field
        message
      }
    }
  }
`;

type Path = 'RESUBMIT' | 'CHANGE_LAW_FIRM';

/** The lienholder answers the law firm's rejection: resubmit the lien with more information, or name the new firm. */
export function ResolveRejectionDialog({ lienId, currentLawFirmId, onClose }: { lienId: string; currentLawFirmId?: string | null; onClose: () => void }) {
  const styles = useStyles();
  const [commit, inFlight] = useMutation<ResolveRejectionDialogMutation>(mutation);
  const [path, setPath] = useState<Path | ''>('');
  const [note, setNote] = useState('');
  const [lawFirmId, setLawFirmId] = useState('');
  const [errors, setErrors] = useState<ReturnType<typeof errorsByField>>({ fields: {}, general: [] });

  async function submit() {
    // The resubmit note is checked here too, with the registry's text, so an empty form is answered at once.
    if (path === 'RESUBMIT' && !note.trim()) return setErrors({ fields: { note: RESUBMIT_NOTE_REQUIRED }, general: [] });
    try {
      const response = await commitAsPromise(commit, {
        variables: { input: { lienId, path: path || null, note, lawFirmId: path === 'CHANGE_LAW_FIRM' ? lawFirmId || null : null } },
      });
      const { userErrors } = response.resolveLienRejection;
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
          <DialogTitle>Resolve rejection</DialogTitle>
          <DialogContent className={styles.form}>
            {errors.general.map((message) => (
              <MessageBar key={message} intent="error">
                <MessageBarBody>{message}</MessageBarBody>
              </MessageBar>
            ))}
            <Field label="How do you want to resolve it?" required validationMessage={errors.fields.path}>
              <RadioGroup value={path} onChange={(_, { value }) => setPath(value as Path)}>
                <Radio value="RESUBMIT" label="Resubmit lien" />
                <Radio value="CHANGE_LAW_FIRM" label="The plaintiff has a new law firm" />
              </RadioGroup>
            </Field>
            {path === 'CHANGE_LAW_FIRM' ? (
              <Suspense fallback={<Field label="Law firm">Loading law firms…</Field>}>
                <LawFirmPicker value={lawFirmId} onChange={setLawFirmId} excludeId={currentLawFirmId} error={errors.fields.lawFirmId} />
              </Suspense>
            ) : null}
            {path ? (
              <Field label="Note" required={path === 'RESUBMIT'} validationMessage={errors.fields.note}>
                <Textarea value={note} maxLength={TEXT_LIMITS.note} onChange={(_, { value }) => setNote(value)} />
              </Field>
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Cancel</Button>
            <Button appearance="primary" disabled={inFlight || !path} onClick={submit}>
              Submit
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
