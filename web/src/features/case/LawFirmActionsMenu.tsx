import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { ChevronDown20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { MergeDuplicateDialog } from '../merge/MergeDuplicateDialog.tsx';
import { ChangeOfRepresentationDialog } from '../representation/ChangeOfRepresentationDialog.tsx';

/** The law firm's Actions. Request Documents comes with the documents feature. */
export function LawFirmActionsMenu({ caseId, caseInternalID }: { caseId: string; caseInternalID: string }) {
  const [open, setOpen] = useState<'merge' | 'representation' | null>(null);
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
            <MenuItem onClick={() => setOpen('merge')}>Mark as Duplicate</MenuItem>
            <MenuItem onClick={() => setOpen('representation')}>Mark as No Longer Representing Plaintiff</MenuItem>
          </MenuList>
        </MenuPopover>
      </Menu>
      {open === 'representation' ? <ChangeOfRepresentationDialog caseId={caseId} onClose={() => setOpen(null)} /> : null}
      {open === 'merge' ? <MergeDuplicateDialog caseId={caseId} caseInternalID={caseInternalID} onClose={() => setOpen(null)} /> : null}
    </>
  );
}
