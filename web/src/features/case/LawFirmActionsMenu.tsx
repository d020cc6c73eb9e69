import { MenuItem } from '@fluentui/react-components';
import { Suspense, useState } from 'react';
import { ActionsMenu } from './ActionsMenu.tsx';
import { ChangeOfRepresentationDialog, MergeDuplicateDialog, RequestDocumentsDialog } from './lazyDialogs.ts';

/** The law firm's Actions: Request Documents, Mark as Duplicate, Mark as No Longer Representing Plaintiff. */
export function LawFirmActionsMenu({ caseId, caseInternalID }: { caseId: string; caseInternalID: string }) {
  const [open, setOpen] = useState<'request' | 'merge' | 'representation' | null>(null);
  return (
    <>
      <ActionsMenu>
        <MenuItem onClick={() => setOpen('request')}>Request Documents</MenuItem>
        <MenuItem onClick={() => setOpen('merge')}>Mark as Duplicate</MenuItem>
        <MenuItem onClick={() => setOpen('representation')}>Mark as No Longer Representing Plaintiff</MenuItem>
      </ActionsMenu>
      <Suspense fallback={null}>
        {open === 'request' ? <RequestDocumentsDialog caseId={caseId} onClose={() => setOpen(null)} /> : null}
        {open === 'representation' ? <ChangeOfRepresentationDialog caseId={caseId} onClose={() => setOpen(null)} /> : null}
        {open === 'merge' ? <MergeDuplicateDialog caseId={caseId} caseInternalID={caseInternalID} onClose={() => setOpen(null)} /> : null}
      </Suspense>
    </>
  );
}
