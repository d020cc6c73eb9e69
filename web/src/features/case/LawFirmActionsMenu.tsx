import { Suspense, useState } from 'react';
import { ActionsMenu } from './ActionsMenu.tsx';
import { ChangeOfRepresentationDialog, MergeDuplicateDialog, RequestDocumentsDialog } from './lazyDialogs.ts';

/** The law firm's Actions: Request Documents, Mark as Duplicate, Mark as No Longer Representing Plaintiff. */
export function LawFirmActionsMenu({ caseId, caseInternalID }: { caseId: string; caseInternalID: string }) {
  const [open, setOpen] = useState<'request' | 'merge' | 'representation' | null>(null);
  return (
    <>
      <ActionsMenu
        items={[
          { key: 'request', content: 'Request Documents', onClick: () => setOpen('request') },
          { key: 'merge', content: 'Mark as Duplicate', onClick: () => setOpen('merge') },
          { key: 'representation', content: 'Mark as No Longer Representing Plaintiff', onClick: () => setOpen('representation') },
        ]}
      />
      <Suspense fallback={null}>
        {open === 'request' ? <RequestDocumentsDialog caseId={caseId} onClose={() => setOpen(null)} /> : null}
        {open === 'representation' ? <ChangeOfRepresentationDialog caseId={caseId} onClose={() => setOpen(null)} /> : null}
        {open === 'merge' ? <MergeDuplicateDialog caseId={caseId} caseInternalID={caseInternalID} onClose={() => setOpen(null)} /> : null}
      </Suspense>
    </>
  );
}
