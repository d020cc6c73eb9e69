import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, MessageBar, MessageBarBody, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { Suspense, useState } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { SetLawFirmDialogMutation } from '../../__generated__/SetLawFirmDialogMutation.graphql.ts';
import { commitAsPromise } from '../../mutations/commitAsPromise.ts';
import { errorsByField, errorsOfFailure } from '../status/userErrors.ts';
import { LawFirmPicker } from './LawFirmPicker.tsx';
import { TEXT_LIMITS } from '../../lib/input-rules.ts';

const useStyles = makeStyles({ form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM } });

const mutation = graphql`
  mutation SetLawFirmDialogMutation($input: ChangeCaseLawFirmInput!) {
    changeCaseLawFirm(input: $input) {
      case {
        id
        lawFirm {
          internalID
          name
        }
        ...CaseHeader_case
        ...CaseDetailsCard_case
        ...PortfolioRow_case
        ...LawFirmStatusPanel_case
        ...FinanceTab_case
        ...LienActionsMenu_case
      }
      userErrors {
        field
        message
      }
    }
  }
`;

export const LAW_FIRM_SET = 'The law firm was updated. Both law firms have been notified.';

/**
 * Lienholder: Set Law Firm, the firm that now represents the plaintiff on the case. Used by the Actions menu, and
 * meant for the Contacts tab and the Inbox's LAW_FIRM_CHANGED threads. The lienholder keeps its lien and stays
 * on the case (unlike a law firm's change of representation, nothing leaves the portfolio).
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
  const styles = useStyles();
  const [commit, inFlight] = useMutation<SetLawFirmDialogMutation>(mutation);
  const [lawFirmId, setLawFirmId] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<ReturnType<typeof errorsByField>>({ fields: {}, general: [] });

  async function submit() {
    try {
      const response = await commitAsPromise(commit, { variables: { input: { caseId, lawFirmId: lawFirmId || null, note } } });
      const { userErrors } = response.changeCaseLawFirm;
      if (userErrors.length) return setErrors(errorsByField(userErrors));
      onDone?.(LAW_FIRM_SET);
      onClose();
    } catch (error) {
      setErrors(errorsOfFailure(error));
    }
  }

  return (
    <Dialog open onOpenChange={(_, { open }) => !open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>Set Law Firm</DialogTitle>
          <DialogContent className={styles.form}>
            {errors.general.map((message) => (
              <MessageBar key={message} intent="error">
                <MessageBarBody>{message}</MessageBarBody>
              </MessageBar>
            ))}
            <Suspense fallback={<Field label="Law firm">Loading law firms…</Field>}>
              <LawFirmPicker value={lawFirmId} onChange={setLawFirmId} excludeId={currentLawFirmId} error={errors.fields.lawFirmId} />
            </Suspense>
            <Field label="Note" validationMessage={errors.fields.note}>
              <Textarea value={note} maxLength={TEXT_LIMITS.note} onChange={(_, { value }) => setNote(value)} />
            </Field>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Cancel</Button>
            <Button appearance="primary" disabled={inFlight} onClick={submit}>
              Set Law Firm
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
