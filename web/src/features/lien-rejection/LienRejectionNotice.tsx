import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { LienRejectionNotice_lien$key } from '../../__generated__/LienRejectionNotice_lien.graphql.ts';
import { ResolveRejectionDialog } from './ResolveRejectionDialog.tsx';

/** On the lienholder's Status tab while the law firm's rejection of its lien is open: the reasons and the way out. */
export function LienRejectionNotice({ lienRef }: { lienRef: LienRejectionNotice_lien$key }) {
  const lien = useFragment(
    graphql`
      fragment LienRejectionNotice_lien on Lien {
        id
        hasOpenRejection
        rejectionNote
        case {
          lawFirm {
            internalID
            name
          }
        }
      }
    `,
    lienRef,
  );
  const [open, setOpen] = useState(false);
  if (!lien.hasOpenRejection) return null;
  const firm = lien.case.lawFirm?.name ?? 'The law firm';
  return (
    <>
      <MessageBar intent="warning" layout="multiline" aria-label="Lien verification rejected">
        <MessageBarBody>
          <MessageBarTitle>{`${firm} rejected this lien for the following reasons:`}</MessageBarTitle> {lien.rejectionNote}
        </MessageBarBody>
        <MessageBarActions>
          <Button appearance="primary" onClick={() => setOpen(true)}>
            Resolve rejection
          </Button>
        </MessageBarActions>
      </MessageBar>
      {open ? (
        <ResolveRejectionDialog lienId={lien.id} currentLawFirmId={lien.case.lawFirm?.internalID} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}
