import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  MessageBar,
  MessageBarBody,
  Select,
  Textarea,
  Tooltip,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ChevronDown20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay';
import type { LienActionsMenu_case$key } from '../../__generated__/LienActionsMenu_case.graphql.ts';
import type { LienActionsMenu_options$key } from '../../__generated__/LienActionsMenu_options.graphql.ts';
import type { LienActionsMenuResolveMutation } from '../../__generated__/LienActionsMenuResolveMutation.graphql.ts';
import type { LienActionsMenuReopenMutation } from '../../__generated__/LienActionsMenuReopenMutation.graphql.ts';
import type { LienActionsMenuShareMutation } from '../../__generated__/LienActionsMenuShareMutation.graphql.ts';
import { hardNavigate } from '../../lib/hardNavigate.ts';
import { commitAsPromise } from '../../mutations/commitAsPromise.ts';
import { errorsByField, errorsOfFailure } from '../status/userErrors.ts';
import { SetLawFirmDialog } from '../liens/SetLawFirmDialog.tsx';
import { RemoveCaseDialog } from '../liens/RemoveCaseDialog.tsx';
import { MergeDuplicateDialog } from './MergeDuplicateDialog.tsx';
import { TEXT_LIMITS } from '../../lib/input-rules.ts';

const useStyles = makeStyles({ form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM } });

const resolveMutation = graphql`
  mutation LienActionsMenuResolveMutation($input: ResolveLienInput!) {
    resolveLien(input: $input) {
      lien {
        id
        isResolved
        resolutionStatus
      }
      userErrors {
        field
        message
      }
    }
  }
`;

const shareMutation = graphql`
  mutation LienActionsMenuShareMutation($input: CreateCaseShareLinkInput!) {
    createCaseShareLink(input: $input) {
      path
      userErrors {
        message
      }
    }
  }
`;

const reopenMutation = graphql`
  mutation LienActionsMenuReopenMutation($input: ReopenLienInput!) {
    reopenLien(input: $input) {
      lien {
        id
        isResolved
        resolutionStatus
      }
      case {
        id
        isResolved
        ...PortfolioRow_case
      }
      userErrors {
        field
        message
      }
    }
  }
`;

/**
 * The lienholder's Actions: Copy Case Link, Mark as Duplicate (when the case has a law firm), Mark as Resolved on an
 * open lien or Re-open Lien on a resolved one, Change Law Firm and Remove Case.
 */
export function LienActionsMenu({ caseRef, options }: { caseRef: LienActionsMenu_case$key; options: LienActionsMenu_options$key }) {
  const data = useFragment(
    graphql`
      fragment LienActionsMenu_case on Case {
        id
        internalID
        lawFirm {
          internalID
        }
        userLien {
          id
          isResolved
          isLienholderBlacklisted
          createdByCaseLawFirm
        }
      }
    `,
    caseRef,
  );
  const lists = useFragment(
    graphql`
      fragment LienActionsMenu_options on Options {
        lienResolutionStatus {
          value
          label
        }
      }
    `,
    options,
  );
  const [dialog, setDialog] = useState<'resolve' | 'reopen' | 'lawFirm' | 'merge' | 'remove' | null>(null);
  const [share] = useMutation<LienActionsMenuShareMutation>(shareMutation);
  const [notice, setNotice] = useState<{ intent: 'success' | 'error'; text: string } | null>(null);
  const lien = data.userLien;
  // Offered only where the browser can copy.
  const canCopy = typeof navigator !== 'undefined' && typeof navigator.clipboard?.writeText === 'function';

  async function copyLink() {
    try {
      const response = await commitAsPromise(share, { variables: { input: { caseId: data.id } } });
      const path = response.createCaseShareLink.path;
      if (!path) throw new Error(response.createCaseShareLink.userErrors[0]?.message ?? 'The link could not be created.');
      await navigator.clipboard.writeText(`${window.location.origin}${path}`);
      setNotice({ intent: 'success', text: 'Copied!' });
      setTimeout(() => setNotice(null), 3000);
    } catch (error) {
      setNotice({ intent: 'error', text: error instanceof Error ? error.message : 'The link could not be copied.' });
    }
  }
  if (!lien || lien.isLienholderBlacklisted) {
    return (
      <Tooltip content="No actions available" relationship="description">
        <Button disabledFocusable icon={<ChevronDown20Regular />} iconPosition="after">
          Actions
        </Button>
      </Tooltip>
    );
  }
  return (
    <>
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <Button icon={<ChevronDown20Regular />} iconPosition="after">
            Actions
          </Button>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            {canCopy ? <MenuItem onClick={copyLink}>Copy Case Link</MenuItem> : null}
            {data.lawFirm ? <MenuItem onClick={() => setDialog('merge')}>Mark as Duplicate</MenuItem> : null}
            {lien.isResolved ? (
              <MenuItem onClick={() => setDialog('reopen')}>Re-open Lien</MenuItem>
            ) : (
              <MenuItem onClick={() => setDialog('resolve')}>Mark as Resolved</MenuItem>
            )}
            <MenuItem onClick={() => setDialog('lawFirm')}>Change Law Firm</MenuItem>
            <MenuItem onClick={() => setDialog('remove')}>Remove Case</MenuItem>
          </MenuList>
        </MenuPopover>
      </Menu>
      {notice ? (
        <MessageBar intent={notice.intent} role="status">
          <MessageBarBody>{notice.text}</MessageBarBody>
        </MessageBar>
      ) : null}
      {dialog === 'resolve' ? <ResolveDialog lienId={lien.id} reasons={lists.lienResolutionStatus} onClose={() => setDialog(null)} /> : null}
      {dialog === 'reopen' ? <ReopenDialog lienId={lien.id} onClose={() => setDialog(null)} /> : null}
      {dialog === 'lawFirm' ? (
        <SetLawFirmDialog
          caseId={data.id}
          currentLawFirmId={data.lawFirm?.internalID}
          onClose={() => setDialog(null)}
          onDone={(text) => setNotice({ intent: 'success', text })}
        />
      ) : null}
      {dialog === 'merge' && data.lawFirm ? (
        <MergeDuplicateDialog caseId={data.id} caseInternalID={data.internalID} lawFirmInternalID={data.lawFirm.internalID} onClose={() => setDialog(null)} />
      ) : null}
      {dialog === 'remove' ? <RemoveCaseDialog lienId={lien.id} noteRequired={lien.createdByCaseLawFirm === true} onClose={() => setDialog(null)} /> : null}
    </>
  );
}

function ResolveDialog({ lienId, reasons, onClose }: { lienId: string; reasons: ReadonlyArray<{ value: string; label: string }>; onClose: () => void }) {
  const styles = useStyles();
  const [commit, inFlight] = useMutation<LienActionsMenuResolveMutation>(resolveMutation);
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<ReturnType<typeof errorsByField>>({ fields: {}, general: [] });

  async function submit() {
    try {
      const response = await commitAsPromise(commit, { variables: { input: { lienId, resolutionStatus: reason || null, note } } });
      if (response.resolveLien.userErrors.length) return setErrors(errorsByField(response.resolveLien.userErrors));
      // A resolved lien leaves the open portfolio: the list reloads and its first case opens.
      hardNavigate('/portfolio');
    } catch (error) {
      setErrors(errorsOfFailure(error));
    }
  }

  return (
    <Dialog open onOpenChange={(_, { open }) => !open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>Resolve Lien</DialogTitle>
          <DialogContent className={styles.form}>
            {errors.general.map((message) => (
              <MessageBar key={message} intent="error">
                <MessageBarBody>{message}</MessageBarBody>
              </MessageBar>
            ))}
            <Field label="Reason" required validationMessage={errors.fields.resolutionStatus}>
              <Select value={reason} onChange={(_, { value }) => setReason(value)}>
                <option value="" disabled>
                  Select a reason
                </option>
                {reasons.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label="Note" validationMessage={errors.fields.note}>
              <Textarea value={note} maxLength={TEXT_LIMITS.note} onChange={(_, { value }) => setNote(value)} />
            </Field>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Cancel</Button>
            <Button appearance="primary" disabled={inFlight} onClick={submit}>
              Resolve
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

function ReopenDialog({ lienId, onClose }: { lienId: string; onClose: () => void }) {
  const [commit, inFlight] = useMutation<LienActionsMenuReopenMutation>(reopenMutation);
  const [error, setError] = useState<string | null>(null);

  async function submit() {
    try {
      const response = await commitAsPromise(commit, { variables: { input: { lienId } } });
      const [first] = response.reopenLien.userErrors;
      if (first) return setError(first.message);
      onClose();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Re-opening failed.');
    }
  }

  return (
    <Dialog open onOpenChange={(_, { open }) => !open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>Re-open Lien</DialogTitle>
          <DialogContent>
            {error ? (
              <MessageBar intent="error">
                <MessageBarBody>{error}</MessageBarBody>
              </MessageBar>
            ) : null}
            Are you sure you want to re-open this lien?
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>No</Button>
            <Button appearance="primary" disabled={inFlight} onClick={submit}>
              Yes
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
