import { Button } from '@fluentui/react-components';
import { ChevronDown20Regular } from '@fluentui/react-icons';
import { Suspense, lazy, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { LienActionsMenu_case$key } from '../../__generated__/LienActionsMenu_case.graphql.ts';
import type { LienActionsMenu_options$key } from '../../__generated__/LienActionsMenu_options.graphql.ts';
import { useCreateCaseShareLinkMutation } from '../share/mutations/useCreateCaseShareLinkMutation.ts';
import { ActionsMenu } from './ActionsMenu.tsx';
import { MergeDuplicateDialog, RemoveCaseDialog, ReopenLienDialog, SetLawFirmDialog } from './lazyDialogs.ts';
import { LazyMessageBar } from '../../ui/LazyMessageBar.tsx';
import { LazyTooltip } from '../../ui/LazyTooltip.tsx';

// Loaded when first opened, like the dialogs of ./lazyDialogs.ts (here because this query spreads its fragment).
const ResolveLienDialog = lazy(async () => ({ default: (await import('../liens/ResolveLienDialog.tsx')).ResolveLienDialog }));

/**
 * The lienholder's Actions: Copy Case Link, Mark as Duplicate (when the case has a law firm), Mark as Resolved on an
 * open lien or Re-open Lien on a resolved one, Change Law Firm and Remove Case, each offered as the registry's
 * `viewerCan` allows. A lienholder the case's law firm has blocked has no actions.
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
        viewerCan {
          merge
          setLawFirm
          shareLink
        }
        userLien {
          id
          isLienholderBlacklisted
          createdByCaseLawFirm
          viewerCan {
            resolve
            reopen
            removeCase
          }
        }
      }
    `,
    caseRef,
  );
  const lists = useFragment(
    graphql`
      fragment LienActionsMenu_options on Options {
        ...ResolveLienDialog_options
      }
    `,
    options,
  );
  const [dialog, setDialog] = useState<'resolve' | 'reopen' | 'lawFirm' | 'merge' | 'remove' | null>(null);
  const [createShareLink] = useCreateCaseShareLinkMutation();
  const [notice, setNotice] = useState<{ intent: 'success' | 'error'; text: string } | null>(null);
  const lien = data.userLien;
  const can = data.viewerCan;
  // Offered only where the browser can copy.
  const canCopy = typeof navigator !== 'undefined' && typeof navigator.clipboard?.writeText === 'function';

  async function copyLink() {
    try {
      const path = await createShareLink(data.id);
      await navigator.clipboard.writeText(`${window.location.origin}${path}`);
      setNotice({ intent: 'success', text: 'Copied!' });
      setTimeout(() => setNotice(null), 3000);
    } catch (error) {
      setNotice({ intent: 'error', text: error instanceof Error ? error.message : 'The link could not be copied.' });
    }
  }
  if (!lien || lien.isLienholderBlacklisted) {
    return (
      <LazyTooltip content="No actions available" relationship="description">
        <Button disabledFocusable icon={<ChevronDown20Regular />} iconPosition="after">
          Actions
        </Button>
      </LazyTooltip>
    );
  }
  return (
    <>
      <ActionsMenu
        items={[
          ...(canCopy && can.shareLink ? [{ key: 'copy', content: 'Copy Case Link', onClick: () => void copyLink() }] : []),
          ...(data.lawFirm && can.merge ? [{ key: 'merge', content: 'Mark as Duplicate', onClick: () => setDialog('merge') }] : []),
          ...(lien.viewerCan.reopen ? [{ key: 'reopen', content: 'Re-open Lien', onClick: () => setDialog('reopen') }] : []),
          ...(lien.viewerCan.resolve ? [{ key: 'resolve', content: 'Mark as Resolved', onClick: () => setDialog('resolve') }] : []),
          ...(can.setLawFirm ? [{ key: 'lawFirm', content: 'Change Law Firm', onClick: () => setDialog('lawFirm') }] : []),
          ...(lien.viewerCan.removeCase ? [{ key: 'remove', content: 'Remove Case', onClick: () => setDialog('remove') }] : []),
        ]}
      />
      {notice ? (
        <LazyMessageBar intent={notice.intent} role="status">
          {notice.text}
        </LazyMessageBar>
      ) : null}
      <Suspense fallback={null}>
        {dialog === 'resolve' ? (
          <ResolveLienDialog caseId={data.id} lienId={lien.id} options={lists} onClose={() => setDialog(null)} />
        ) : null}
        {dialog === 'reopen' ? <ReopenLienDialog caseId={data.id} lienId={lien.id} onClose={() => setDialog(null)} /> : null}
        {dialog === 'lawFirm' ? (
          <SetLawFirmDialog
            caseId={data.id}
            currentLawFirmId={data.lawFirm?.internalID}
            onClose={() => setDialog(null)}
            onDone={(text) => setNotice({ intent: 'success', text })}
          />
        ) : null}
        {dialog === 'merge' && data.lawFirm ? (
          <MergeDuplicateDialog
            caseId={data.id}
            caseInternalID={data.internalID}
            lawFirmInternalID={data.lawFirm.internalID}
            onClose={() => setDialog(null)}
          />
        ) : null}
        {dialog === 'remove' ? (
          <RemoveCaseDialog lienId={lien.id} noteRequired={lien.createdByCaseLawFirm === true} onClose={() => setDialog(null)} />
        ) : null}
      </Suspense>
    </>
  );
}
