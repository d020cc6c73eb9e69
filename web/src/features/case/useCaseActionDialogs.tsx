import { Button } from '@fluentui/react-components';
import { Suspense, useState, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { useCaseActionDialogs_case$key } from '../../__generated__/useCaseActionDialogs_case.graphql.ts';
import type { ThreadViewThread } from '../threads/ThreadView.tsx';
import { RemoveLienDialog, ResolveRejectionDialog, SetLawFirmDialog } from './lazyDialogs.ts';

type OpenDialog =
  { kind: 'setLawFirm' } | { kind: 'resolveRejection'; lienId: string } | { kind: 'removeLien'; lienId: string; lienholderName: string };

/**
 * The dialogs that several tabs open (the Inbox's thread actions, the Contacts cards' More menus): one place owns
 * them, so each tab only asks for one. The addressee answers a rejection; who may (the case's `viewerCan`) sets the
 * new law firm or removes liens.
 */
export function useCaseActionDialogs(caseRef: useCaseActionDialogs_case$key) {
  const kase = useFragment(
    graphql`
      fragment useCaseActionDialogs_case on Case {
        id
        lawFirm {
          internalID
        }
        viewerCan {
          setLawFirm
          removeLiens
        }
      }
    `,
    caseRef,
  );
  const caseId = kase.id;
  const lawFirmInternalID = kase.lawFirm?.internalID ?? null;
  const can = kase.viewerCan;
  const [open, setOpen] = useState<OpenDialog | null>(null);
  const close = () => setOpen(null);

  const renderThreadActions = (thread: ThreadViewThread): ReactNode => {
    if (!thread.viewerIsAddressee || thread.isResolved) return null;
    if (thread.type === 'LIEN_REJECTION' && thread.lien) {
      const lienId = thread.lien.id;
      return (
        <Button appearance="primary" onClick={() => setOpen({ kind: 'resolveRejection', lienId })}>
          Resolve rejection
        </Button>
      );
    }
    if (thread.type === 'LAW_FIRM_CHANGED' && can.setLawFirm) {
      return (
        <Button appearance="primary" onClick={() => setOpen({ kind: 'setLawFirm' })}>
          Update law firm
        </Button>
      );
    }
    return null;
  };

  const dialog =
    open?.kind === 'setLawFirm' ? (
      <SetLawFirmDialog caseId={caseId} currentLawFirmId={lawFirmInternalID} onClose={close} />
    ) : open?.kind === 'resolveRejection' ? (
      <ResolveRejectionDialog lienId={open.lienId} currentLawFirmId={lawFirmInternalID} onClose={close} />
    ) : open?.kind === 'removeLien' ? (
      <RemoveLienDialog caseId={caseId} lienId={open.lienId} lienholderName={open.lienholderName} onClose={close} />
    ) : null;
  const dialogs = dialog ? <Suspense fallback={null}>{dialog}</Suspense> : null;

  return {
    dialogs,
    renderThreadActions,
    onChangeLawFirm: can.setLawFirm ? () => setOpen({ kind: 'setLawFirm' }) : undefined,
    onRemoveLien: can.removeLiens
      ? (lien: { lienId: string; lienholderName: string }) => setOpen({ kind: 'removeLien', ...lien })
      : undefined,
  };
}
