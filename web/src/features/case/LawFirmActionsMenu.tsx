import { MenuItem } from '@fluentui/react-components';
import { useState } from 'react';
import { MergeDuplicateDialog } from '../merge/MergeDuplicateDialog.tsx';
import { ChangeOfRepresentationDialog } from '../representation/ChangeOfRepresentationDialog.tsx';
import { ActionsMenu } from './ActionsMenu.tsx';

/** The law firm's Actions. Request Documents comes with the documents feature. */
export function LawFirmActionsMenu({ caseId, caseInternalID }: { caseId: string; caseInternalID: string }) {
  const [open, setOpen] = useState<'merge' | 'representation' | null>(null);
  return (
    <>
      <ActionsMenu>
        <MenuItem onClick={() => setOpen('merge')}>Mark as Duplicate</MenuItem>
        <MenuItem onClick={() => setOpen('representation')}>Mark as No Longer Representing Plaintiff</MenuItem>
      </ActionsMenu>
      {open === 'representation' ? <ChangeOfRepresentationDialog caseId={caseId} onClose={() => setOpen(null)} /> : null}
      {open === 'merge' ? <MergeDuplicateDialog caseId={caseId} caseInternalID={caseInternalID} onClose={() => setOpen(null)} /> : null}
    </>
  );
}
